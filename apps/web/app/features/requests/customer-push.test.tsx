// Issue #33: the customer's "Alerts on this device" card. A D8 guest (the session may be on somebody else's
// account) gets no switch: the card says why and leads to the log-in page, back to this request afterwards.
// @vitest-environment happy-dom
import assert from "node:assert/strict";
import { afterEach, test } from "vitest";
import { CUSTOMER_ALERTS } from "@rm/domain/movers-day";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { CustomerPush } from "./customer-push.tsx";

afterEach(() => cleanup());

const at = "/client/removal-requests/6f1c2a4e-0d7b-4c1e-9a5e-2b3c4d5e6f70?tab=quotes";

test("a guest is told how to get notifications and led to log in, then back to this request", () => {
  render(
    <MemoryRouter initialEntries={[at]}>
      <CustomerPush push={null} />
    </MemoryRouter>,
  );
  assert.ok(screen.getByRole("heading", { name: CUSTOMER_ALERTS.heading }));
  assert.ok(screen.getByText(CUSTOMER_ALERTS.guest));
  const link = screen.getByRole("link", { name: CUSTOMER_ALERTS.signIn });
  assert.equal(link.getAttribute("href"), `/login?next=${encodeURIComponent(at)}`);
  assert.equal(screen.queryByRole("button", { name: CUSTOMER_ALERTS.turnOn }), null);
});
