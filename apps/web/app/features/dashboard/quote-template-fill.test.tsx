// Issue #34: the quote form's defaults are in the server's HTML (a radio's and a box's `checked` attribute,
// registerShown), so that the form is right before its code arrives. A template then fills the form over them: the
// template's way of pricing and its inclusions win, and the estimated total follows what the mover types next.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/account/dashboard/leads/l1"}
import assert from "node:assert/strict";
import { test } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const template = {
  id: "t1",
  name: "Two-bed flat by the hour",
  moveType: "House/Flat Removals",
  priceKind: "hourly",
  pricePence: null,
  hourlyRatePence: 6000,
  minimumHours: 2,
  extraMoverRatePence: 2000,
  crewSize: 2,
  vehicle: "Luton van",
  estimatedHours: 5,
  includes: ["materials"],
  extras: [{ kind: "packing", pricePence: 15000 }],
  cancellationTerms: "Free cancellation up to 48 hours before the move.",
  message: "Two careful movers and a Luton van.",
};
globalThis.fetch = (async () =>
  new Response(JSON.stringify({ status: true, data: { templates: [template], cover: null } }), {
    headers: { "content-type": "application/json" },
  })) as typeof fetch;
const { render, screen, waitFor } = await import("@testing-library/react");
const userEvent = (await import("@testing-library/user-event")).default;
const { QuoteForm } = await import("./quote-form.tsx");

test("a template fills the form over the defaults the HTML ticked; the total follows the typing", async () => {
  const user = userEvent.setup();
  render(<QuoteForm leadId="l1" mode="send" initial={null} moveDate={null} onDone={() => {}} />);
  assert.equal(screen.getByRole<HTMLInputElement>("radio", { name: "Fixed price" }).checked, true);
  await user.selectOptions(await screen.findByLabelText("Quote from template"), "t1");
  await user.click(screen.getByRole("button", { name: "Fill in" }));
  const total = () => document.querySelector(".hourly-total")?.textContent ?? "";
  await waitFor(() => assert.match(total(), /Estimated total: £400/));
  assert.equal(screen.getByRole<HTMLInputElement>("radio", { name: "Hourly rate" }).checked, true);
  assert.equal(screen.getByRole<HTMLInputElement>("radio", { name: "Fixed price" }).checked, false);
  assert.equal(screen.getByRole<HTMLInputElement>("checkbox", { name: "Packing materials" }).checked, true);
  const hours = screen.getByLabelText("Estimated hours");
  await user.clear(hours);
  await user.type(hours, "4.5");
  await waitFor(() => assert.match(total(), /Estimated total: £360/));
  assert.equal(screen.getByRole<HTMLInputElement>("radio", { name: "Hourly rate" }).checked, true);
});
