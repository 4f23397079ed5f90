// The proof of work the quote wizard solves (issue #13) is for visitors only: a signed-in client's lead is sent
// without one (the API does not ask them, apps/api/src/modules/requests/routes.ts), so the wizard neither
// fetches a challenge nor hashes for them. Its own file: the solved proof is kept for the whole page, so a
// visitor's wizard rendered earlier in the same process would hide a signed-in one that starts it too.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/free-quotes/wizard"}
import "./test-dom.ts";

import assert from "node:assert/strict";
import { afterEach, test } from "vitest";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { FINAL_BUTTON_LABELS, STEP_TITLES } from "@rm/domain/lead/steps";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { apiAnswers, apiCalls } from "./test-dom.ts";

const { ToastProvider } = await import("../../components/toasts.tsx");
const { QuoteWizard } = await import("./quote-wizard.tsx");
const { setSignedIn } = await import("../../lib/api.ts");

afterEach(() => cleanup());

const ADDRESS = "10 Downing Street, London";
const challenges = () => apiCalls.filter((c) => c.path.startsWith("/pow/challenge"));

function renderWizard(accountId: string | null) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/free-quotes/wizard"]}>
      <ToastProvider>
        <QuoteWizard accountId={accountId} typeOfMove={null} place={null} step={null} />
      </ToastProvider>
    </MemoryRouter>,
  );
  return user;
}

/** a draft on its last step (5 of 5 signed in: Moving Date) */
const draftAtDate = () =>
  window.sessionStorage.setItem(
    "rm-wizard-draft",
    JSON.stringify({
      origin: "|",
      values: {
        typeOfMove: "Man and Van",
        fromCity: "SW1A 2AA",
        fromAddress: ADDRESS,
        startDate: addDaysIso(todayInLondon(), 8),
      },
      step: 4,
      key: "k",
      addressOwners: { from: "SW1A 2AA" },
    }),
  );

test("signed in: the wizard sends its lead without fetching or solving a proof of work", async () => {
  apiAnswers.set("/pow/challenge", () => ({ status: 200, body: { status: false, message: "not expected" } }));
  apiAnswers.set("/client/client-1/leads", () => ({
    status: 200,
    body: { status: true, message: "Your lead has been sent to nearby companies", leadId: "l1", data: null },
  }));
  setSignedIn(true);
  try {
    draftAtDate();
    const user = renderWizard("client-1");
    await waitFor(() =>
      assert.equal(screen.getByRole("heading", { level: 2 }).textContent, STEP_TITLES.date),
    );
    await user.click(screen.getByRole("button", { name: FINAL_BUTTON_LABELS.loggedIn }));
    await waitFor(() => assert.ok(apiCalls.some((c) => c.method === "POST")));
    const sent = apiCalls.filter((c) => c.method === "POST");
    assert.deepEqual(
      sent.map((c) => c.path),
      ["/client/client-1/leads"],
    );
    assert.deepEqual(challenges(), [], "no challenge fetched for a signed-in client");
  } finally {
    setSignedIn(false);
  }
});

test("a visitor's wizard starts the proof of work on the first touch of the form, before anything is sent", async () => {
  window.sessionStorage.clear();
  apiCalls.length = 0;
  const user = renderWizard(null);
  // issue #34: not with the page (its code and its worker would load with step 1)
  await screen.findByRole("button", { name: "Man and Van" });
  await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual(challenges(), [], "nothing fetched before the form is touched");
  await user.click(screen.getByRole("button", { name: "Man and Van" }));
  await waitFor(() => assert.equal(challenges().length, 1));
  assert.ok(!apiCalls.some((c) => c.method === "POST"), "nothing sent yet");
});
