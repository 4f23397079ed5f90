// Issue #34: the wizard's first step loads only its own code; what later steps show (their questions, the
// inventory, the notices, the summary) comes on the first touch of the form or with a restored draft. Whichever
// way, a step never shows its heading without its questions: the step before stays until its code is in.
// Each test imports the wizard afresh (vi.resetModules), so the later steps' code is not loaded when it starts.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/free-quotes/wizard"}
import "./test-dom.ts";

import assert from "node:assert/strict";
import { afterEach, beforeEach, test, vi } from "vitest";
import { INVENTORY_WORDS } from "@rm/domain/inventory";
import { FINAL_BUTTON_LABELS, STEP_TITLES } from "@rm/domain/lead/steps";
import { SUMMARY_WORDS } from "@rm/domain/lead/summary";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { apiAnswers, apiCalls } from "./test-dom.ts";

beforeEach(() => {
  window.sessionStorage.clear();
  apiCalls.length = 0;
  apiAnswers.clear();
  apiAnswers.set("/postcodes/check", () => ({
    status: 200,
    body: { status: true, data: { coverage: "unknown" } },
  }));
});
afterEach(() => cleanup());

async function renderWizard() {
  vi.resetModules();
  const { ToastProvider } = await import("../../components/toasts.tsx");
  const { QuoteWizard } = await import("./quote-wizard.tsx");
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/free-quotes/wizard"]}>
      <ToastProvider>
        <QuoteWizard accountId={null} typeOfMove={null} place={null} step={null} />
      </ToastProvider>
    </MemoryRouter>,
  );
  return user;
}

const heading = () => screen.getByRole("heading", { level: 2 }).textContent;

test("by keyboard alone: the chosen type opens Moving From with its postcode field and the inventory", async () => {
  const user = await renderWizard();
  await screen.findByRole("button", { name: "Man and Van" });
  // the first Tab lands in the form (its first touch), Enter on a tile chooses it
  while (document.activeElement?.textContent !== "Man and Van") await user.tab();
  await user.keyboard("{Enter}");
  await waitFor(() => assert.equal(heading(), STEP_TITLES.from), { timeout: 5000 });
  // at the moment the heading changed, the step's questions were there with it
  assert.ok(screen.getByRole("combobox", { name: "Postcode" }));
  assert.ok(screen.getByText(INVENTORY_WORDS.heading));
  // and they work: the inventory opens and starts from the size chosen
  await user.click(screen.getByText(INVENTORY_WORDS.heading));
  await user.click(screen.getByRole("button", { name: INVENTORY_WORDS.startFrom("1-bed house") }));
  assert.ok(screen.getByLabelText("Double bed and mattress"));
});

test("a draft restored on its last step shows that step's questions and the summary, and checks them", async () => {
  window.sessionStorage.setItem(
    "rm-wizard-draft",
    JSON.stringify({
      origin: "|",
      values: { typeOfMove: "Man and Van", fromCity: "SW1A 2AA", fromAddress: "10 Downing Street, London" },
      step: 5,
      key: "k",
      addressOwners: { from: "SW1A 2AA" },
    }),
  );
  const user = await renderWizard();
  await waitFor(() => assert.equal(heading(), STEP_TITLES.details), { timeout: 5000 });
  assert.ok(screen.getByRole("textbox", { name: "First name" }));
  assert.ok(screen.getByRole("heading", { name: SUMMARY_WORDS.heading }));
  // the details' own check runs: an empty first name is refused with its message
  await user.click(screen.getByRole("button", { name: FINAL_BUTTON_LABELS.skip }));
  await waitFor(() => assert.ok(document.querySelector(".field-error")));
  assert.equal(heading(), STEP_TITLES.details);
});
