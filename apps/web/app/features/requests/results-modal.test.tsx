// Issue 28: the results modal's heading and words say what happened — the movers it went to, in the answer's
// order; kept because nobody covers it yet (never "sent"); held for its email's confirmation (why, and what
// next); the customer's own booking of this move, with the way to it.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/client/removal-requests"}
import assert from "node:assert/strict";
import { afterEach, test } from "vitest";
import { DUPLICATE_MESSAGES } from "@rm/domain/duplicate-request";
import { CONFIRM_LINK_DAYS, HELD_MESSAGES, INTAKE_MESSAGES } from "@rm/domain/lead-intake";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { cleanup, render, screen, within } = await import("@testing-library/react");
const { MemoryRouter } = await import("react-router");
const { ResultsModal } = await import("./results-modal.tsx");
type Result = Parameters<typeof ResultsModal>[0]["result"];

afterEach(() => cleanup());

const show = (result: Result) =>
  render(
    <MemoryRouter>
      <ResultsModal result={result} onClose={() => {}} />
    </MemoryRouter>,
  );
const title = () => screen.getByRole("heading", { level: 2 }).textContent;
const mover = (id: string, name: string) => ({
  _id: id,
  name,
  rating: 4.5,
  reviewCount: 2,
  url: `/companies/${id}`,
});

test("sent: the movers, numbered in the order given", () => {
  show({ kind: "sent", companies: [mover("b", "Northline Movers"), mover("a", "Thames-side Removals")] });
  assert.equal(title(), "Your matched movers");
  assert.ok(screen.getByText(INTAKE_MESSAGES.matchesFound(2)));
  const items = within(screen.getByRole("list")).getAllByRole("listitem");
  assert.deepEqual(
    items.map((li) => li.querySelector("a")!.textContent),
    ["Northline Movers", "Thames-side Removals"],
  );
  assert.equal(screen.getByRole("list").tagName, "OL");
});

test("nothing sent (no mover covers it yet): the heading says it is saved, not sent", () => {
  show({ kind: "sent", companies: [] });
  assert.equal(title(), INTAKE_MESSAGES.savedTitle);
  assert.ok(screen.getByText(INTAKE_MESSAGES.noMatchesYet));
  assert.equal(screen.queryByText(/has been sent/), null);
});

test("held: why it waits and what happens next, nothing about movers covering it", () => {
  show({ kind: "held" });
  assert.equal(title(), HELD_MESSAGES.title);
  assert.ok(screen.getByText(HELD_MESSAGES.why));
  assert.ok(screen.getByText(HELD_MESSAGES.next(CONFIRM_LINK_DAYS)));
  assert.equal(screen.queryByText(/No vetted mover covers/), null);
  assert.equal(screen.queryByText(/has been sent/), null);
});

test("already booked: said so, with the booking", () => {
  show({ kind: "booked", leadId: "lead-9" });
  assert.equal(title(), DUPLICATE_MESSAGES.booked.title);
  const link = screen.getByRole("link", { name: DUPLICATE_MESSAGES.booked.view });
  assert.equal(link.getAttribute("href"), "/client/removal-requests/lead-9");
});
