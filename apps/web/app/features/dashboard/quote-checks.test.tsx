// Issue #34: the quote form's checks (zod and the quote's schema, the API's own) load when the mover first
// touches the form, not with the lead page. Sent empty, the form still shows the schema's messages and sends
// nothing; if the checks cannot be downloaded, it says so, sends nothing, and tries again on the next send.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/account/dashboard/leads/1"}
import assert from "node:assert/strict";
import { afterEach, test, vi } from "vitest";
import { QUOTE_MESSAGES } from "@rm/domain/quote-options";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const sent: string[] = [];
// the form asks for the company's templates and cover (nobody has any here); any other call is a send
globalThis.fetch = (async (url: string, init?: RequestInit) => {
  if (init?.method && init.method !== "GET") sent.push(`${init.method} ${url}`);
  return new Response(JSON.stringify({ status: true, data: { templates: [], cover: null } }), {
    headers: { "content-type": "application/json" },
  });
}) as typeof fetch;
// the first download of the checks fails, as on a train going into a tunnel; the next one arrives
let downloads = 0;
vi.mock("@hookform/resolvers/zod", async (original) => {
  downloads += 1;
  if (downloads === 1) throw new TypeError("Failed to fetch dynamically imported module");
  return original();
});
const { cleanup, render, screen, waitFor } = await import("@testing-library/react");
const userEvent = (await import("@testing-library/user-event")).default;
const { QuoteForm } = await import("./quote-form.tsx");

afterEach(() => cleanup());

test("checks that fail to download: nothing is sent, the form says so; the next send checks the form", async () => {
  const user = userEvent.setup();
  render(<QuoteForm leadId="l1" mode="send" initial={null} moveDate={null} onDone={() => {}} />);
  await user.click(screen.getByRole("button", { name: "Send quote" }));
  await waitFor(() => assert.equal(screen.getByRole("alert").textContent, QUOTE_MESSAGES.checksNotLoaded));
  assert.deepEqual(sent, []);
  await user.click(screen.getByRole("button", { name: "Send quote" }));
  await waitFor(() => assert.ok(screen.getByText(QUOTE_MESSAGES.priceRequired)));
  assert.equal(screen.queryByText(QUOTE_MESSAGES.checksNotLoaded), null, "the checks arrived");
  assert.deepEqual(sent, [], "an empty price is refused in the page");
});
