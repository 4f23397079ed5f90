// Issue 28 in the wizard (React in happy-dom, the API answers from test-dom.ts's table): a start no vetted mover
// covers says so on Moving From; a signed-in customer's move already booked says so on Moving Date, before the
// final button; an anonymous visitor's wizard never asks; a held answer tells one story (toast, then the
// results with held=true) and sends no moving book; postcodes show upper-cased and trimmed as typed; the
// suggestions never take Continue's click; ?place=hello prefills nothing.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/free-quotes/wizard"}
import "./test-dom.ts";

import assert from "node:assert/strict";
import { afterEach, beforeEach, test } from "vitest";
import { DUPLICATE_MESSAGES } from "@rm/domain/duplicate-request";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { HELD_MESSAGES, INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { FINAL_BUTTON_LABELS, STEP_TITLES } from "@rm/domain/lead/steps";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import type { QuoteWizardProps } from "./quote-wizard.tsx";
import { apiAnswers, apiCalls } from "./test-dom.ts";

const { ToastProvider } = await import("../../components/toasts.tsx");
const { QuoteWizard } = await import("./quote-wizard.tsx");
const { setSignedIn } = await import("../../lib/api.ts");

const ADDRESS = "10 Downing Street, London";
const inDays = (n: number) => addDaysIso(todayInLondon(), n);
const ok = (data: unknown) => ({ status: 200, body: { status: true, message: "", data } });

beforeEach(() => {
  window.sessionStorage.clear();
  apiCalls.length = 0;
  apiAnswers.clear();
  apiAnswers.set("/autocomplete/postcode", (url) => {
    const q = (url.searchParams.get("query") ?? "").toUpperCase().replace(/\s+/g, "");
    const known = ["SW1A 2AA", "SW10 0AG", "E1 6AN"];
    return ok(known.filter((pc) => pc.replace(" ", "").startsWith(q)).map((postcode) => ({ postcode })));
  });
  apiAnswers.set("/postcodes/check", () => ok({ coverage: "unknown" }));
  apiAnswers.set("/autocomplete/addresses/", () => ok([{ full_address: ADDRESS, udprn: 1 }]));
});
afterEach(() => cleanup());

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderWizard(props: Partial<QuoteWizardProps> = {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/free-quotes/wizard"]}>
      <ToastProvider>
        <QuoteWizard accountId={null} typeOfMove={null} place={null} step={null} {...props} />
        <Where />
      </ToastProvider>
    </MemoryRouter>,
  );
  return user;
}

const heading = () => screen.getByRole("heading", { level: 2 }).textContent;
const atStep = (title: string) => waitFor(() => assert.equal(heading(), title), { timeout: 5000 });
const callsTo = (prefix: string) => apiCalls.filter((c) => c.path.startsWith(prefix));
const draft = (values: Record<string, unknown>, step: number) =>
  window.sessionStorage.setItem(
    "rm-wizard-draft",
    JSON.stringify({
      origin: "|",
      values: { typeOfMove: "House/Flat Removals", fromCity: "SW1A 2AA", fromAddress: ADDRESS, ...values },
      step,
      key: "k",
      addressOwners: { from: "SW1A 2AA" },
    }),
  );

test("Moving From: a start no vetted mover covers says so at once; a covered one says nothing", async () => {
  apiAnswers.set("/lead-coverage", (url) =>
    ok({
      covered: url.searchParams.get("from") === "E1 6AN",
      area: url.searchParams.get("from")!.split(" ")[0],
    }),
  );
  const user = renderWizard({ typeOfMove: "House/Flat Removals", step: "2" });
  await atStep(STEP_TITLES.from);
  const postcode = await screen.findByRole("combobox", { name: "Postcode" });
  await user.type(postcode, "SW1A 2AA");
  assert.ok(await screen.findByText(INTAKE_MESSAGES.noMoverCovers("SW1A"), {}, { timeout: 3000 }));
  const asked = new URL(`http://x${callsTo("/lead-coverage")[0]!.path}`).searchParams;
  assert.equal(asked.get("typeOfMove"), "House/Flat Removals");
  assert.equal(asked.get("from"), "SW1A 2AA");
  // another start, which movers cover: the notice goes
  await user.clear(postcode);
  await user.type(postcode, "E1 6AN");
  await waitFor(() => assert.equal(callsTo("/lead-coverage").length, 2), { timeout: 3000 });
  await waitFor(() => assert.equal(screen.queryByText(/No vetted mover covers/), null));
});

test("signed in: a move already booked says so on Moving Date, with the booking, before 'Send Lead'", async () => {
  apiAnswers.set("/client/same-move", () => ok({ leadId: "b-1", status: "booked" }));
  draft({ toCity: "E1 6AN", startDate: inDays(9) }, 4);
  renderWizard({ accountId: "client-1", knownCustomer: true });
  await atStep(STEP_TITLES.date);
  const link = await screen.findByRole("link", { name: DUPLICATE_MESSAGES.booked.view }, { timeout: 3000 });
  assert.equal(link.getAttribute("href"), "/client/removal-requests/b-1");
  assert.ok(screen.getByText(`${DUPLICATE_MESSAGES.booked.title}.`));
  assert.ok(screen.getByRole("button", { name: FINAL_BUTTON_LABELS.loggedIn }), "still on the last step");
  const asked = new URL(`http://x${callsTo("/client/same-move")[0]!.path}`).searchParams;
  assert.deepEqual(Object.fromEntries(asked), {
    from: "SW1A 2AA",
    to: "E1 6AN",
    startDate: inDays(9),
    endDate: "",
  });
});

test("signed in: an open request for the move offers to update it", async () => {
  apiAnswers.set("/client/same-move", () => ok({ leadId: "o-1", status: "open" }));
  draft({ startDate: inDays(9) }, 4);
  renderWizard({ accountId: "client-1", knownCustomer: true });
  const link = await screen.findByRole("link", { name: DUPLICATE_MESSAGES.update }, { timeout: 3000 });
  assert.equal(link.getAttribute("href"), "/client/removal-requests/o-1/change");
});

test("an anonymous visitor's wizard never asks about the move's requests, whatever email is typed", async () => {
  apiAnswers.set("/client/same-move", () => ok({ leadId: "b-1", status: "booked" }));
  draft({ startDate: inDays(9), email: "someone.else@example.org" }, 5);
  renderWizard();
  await atStep(STEP_TITLES.details);
  await new Promise((r) => setTimeout(r, 600)); // longer than the check's pause
  assert.deepEqual(callsTo("/client/same-move"), []);
  assert.equal(screen.queryByText(new RegExp(DUPLICATE_MESSAGES.booked.title)), null);
});

test("a held answer: the toast says it waits for the email, the results open held, no moving book is sent", async () => {
  draft(
    {
      startDate: inDays(9),
      title: "Ms",
      firstName: "Ada",
      lastName: "King",
      email: "ada@example.org",
      phoneNumber: "07700 900123",
    },
    5,
  );
  apiAnswers.set("/pow/challenge", () => ({ status: 200, body: { status: false, message: "offline" } }));
  apiAnswers.set("/client/register", () => ({
    status: 200,
    body: {
      status: true,
      message: HELD_MESSAGES.toast,
      held: true,
      leadId: "h-1",
      companies: [],
      data: { email: "ada@example.org", firstName: "Ada" },
    },
  }));
  const user = renderWizard();
  await atStep(STEP_TITLES.details);
  await user.click(screen.getByRole("button", { name: FINAL_BUTTON_LABELS.skip }));
  assert.ok(await screen.findByText(HELD_MESSAGES.toast, {}, { timeout: 5000 }));
  await waitFor(() =>
    assert.equal(
      screen.getByTestId("where").textContent,
      "/client/removal-requests?showModal=true&held=true&lead=h-1",
    ),
  );
  assert.equal(screen.queryByText(/sent to nearby companies/), null);
  assert.deepEqual(callsTo("/send-pdf"), [], "nothing was sent: no moving book either");
});

test("postcodes show upper-cased and without leading or doubled spaces as they are typed, trimmed on leaving", async () => {
  const user = renderWizard({ typeOfMove: "House/Flat Removals", step: "2" });
  const postcode = (await screen.findByRole("combobox", { name: "Postcode" })) as HTMLInputElement;
  await user.type(postcode, "  sw1a   2aa ");
  assert.equal(postcode.value, "SW1A 2AA ");
  await user.tab();
  assert.equal(postcode.value, "SW1A 2AA");
});

test("storage: typing 'sw' then Continue moves on with 'SW' as typed, not a suggestion", async () => {
  setSignedIn(false);
  const user = renderWizard({ typeOfMove: "Storage Unit", step: "2" });
  const code = (await screen.findByRole("combobox", { name: "Postcode or area code" })) as HTMLInputElement;
  await user.type(code, "sw");
  // the suggestions are open (SW1A 2AA, SW10 0AG) when Continue is pressed
  await screen.findByRole("option", { name: "SW10 0AG" }, { timeout: 3000 });
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await atStep(STEP_TITLES.services);
  await user.click(screen.getByRole("button", { name: "Back" }));
  await atStep(STEP_TITLES.from);
  const again = (await screen.findByRole("combobox", { name: "Postcode or area code" })) as HTMLInputElement;
  assert.equal(again.value, "SW");
});

test("?place= prefills only a postcode, an outward code or an area code", async () => {
  renderWizard({ typeOfMove: "House/Flat Removals", place: "hello", step: "2" });
  const postcode = (await screen.findByRole("combobox", { name: "Postcode" })) as HTMLInputElement;
  assert.equal(postcode.value, "");
  cleanup();
  window.sessionStorage.clear();
  renderWizard({ typeOfMove: "House/Flat Removals", place: "e1 6an", step: "2" });
  const filled = (await screen.findByRole("combobox", { name: "Postcode" })) as HTMLInputElement;
  assert.equal(filled.value, "E1 6AN");
});
