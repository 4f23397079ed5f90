// Issue #32 "London access, asked properly": the wizard's access questions at both ends, and the summary ("Your
// move at a glance") showing the answers the wizard started from as answers, a changed answer, and the council
// to apply to for a parking suspension.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/free-quotes/wizard"}
import "./test-dom.ts";

import assert from "node:assert/strict";
import { afterEach, beforeEach, test } from "vitest";
import { ACCESS_WORDS } from "@rm/domain/lead/access";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { STEP_TITLES } from "@rm/domain/lead/steps";
import { SUMMARY_WORDS } from "@rm/domain/lead/summary";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { apiAnswers, apiCalls } from "./test-dom.ts";

const { ToastProvider } = await import("../../components/toasts.tsx");
const { QuoteWizard } = await import("./quote-wizard.tsx");

const ADDRESS = "10 Downing Street, London";

beforeEach(() => {
  window.sessionStorage.clear();
  apiCalls.length = 0;
  apiAnswers.clear();
  apiAnswers.set("/autocomplete/postcode", (url) => {
    const q = (url.searchParams.get("query") ?? "").toUpperCase().replace(/\s+/g, "");
    const found = ["SW1A 2AA", "E1 6AN"].filter((pc) => pc.replace(" ", "").startsWith(q));
    return { status: 200, body: { status: true, data: found.map((postcode) => ({ postcode })) } };
  });
  apiAnswers.set("/autocomplete/addresses/", () => ({
    status: 200,
    body: { status: true, data: [{ full_address: ADDRESS, udprn: 1 }] },
  }));
  apiAnswers.set("/postcodes/check", () => ({
    status: 200,
    body: { status: true, data: { coverage: "unknown" } },
  }));
});
afterEach(() => cleanup());

/** a guest on the last step (Personal Details) of a 2-bed flat's move, the access answers untouched */
function atLastStep(values: Record<string, unknown> = {}) {
  window.sessionStorage.setItem(
    "rm-wizard-draft",
    JSON.stringify({
      origin: "|",
      values: {
        typeOfMove: "House/Flat Removals",
        fromCity: "SW1A 2AA",
        fromAddress: ADDRESS,
        fromPropertyType: "Apartment",
        fromBedrooms: "2",
        toCity: "E1 6AN",
        startDate: addDaysIso(todayInLondon(), 20),
        ...values,
      },
      step: 5,
      key: "k",
      addressOwners: { from: "SW1A 2AA" },
    }),
  );
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
const summaryRow = (label: string) => {
  const summary = screen.getByRole("region", { name: SUMMARY_WORDS.heading });
  return within(summary).getByText(label).parentElement!.textContent ?? "";
};

test("the summary shows the starting access answers as answers, each end's, and asks to check them", async () => {
  atLastStep();
  await waitFor(() => assert.equal(heading(), STEP_TITLES.details), { timeout: 5000 });
  assert.match(summaryRow("Floor and lift"), /From floor 1, no lift; to a house, no floors to climb/);
  assert.match(
    summaryRow(ACCESS_WORDS.parkingRow),
    /Moving out: free on-street parking; moving in: free on-street parking/,
  );
  assert.match(summaryRow(ACCESS_WORDS.carryRow), /Moving out: at the door; moving in: at the door/);
  assert.ok(screen.getByText(SUMMARY_WORDS.defaultsNote));
  assert.ok(screen.getByRole("button", { name: `Edit ${ACCESS_WORDS.parkingRow.toLowerCase()}` }));
});

test("a changed answer: Edit opens Moving From's labelled questions; the summary then names the council", async () => {
  const user = atLastStep();
  await waitFor(() => assert.equal(heading(), STEP_TITLES.details), { timeout: 5000 });
  await user.click(screen.getByRole("button", { name: `Edit ${ACCESS_WORDS.parkingRow.toLowerCase()}` }));
  await waitFor(() => assert.equal(heading(), STEP_TITLES.from), { timeout: 5000 });

  // each question is a labelled select or a fieldset with its legend, the starting answer chosen
  const floor = screen.getByLabelText(ACCESS_WORDS.floor) as HTMLSelectElement;
  assert.equal(floor.value, "1");
  assert.deepEqual(
    [...floor.options].slice(0, 3).map((o) => o.textContent),
    ["Basement", "Ground floor", "1"],
  );
  const parking = screen.getByRole("group", { name: ACCESS_WORDS.parking.from });
  assert.equal((within(parking).getByLabelText("Free on-street parking") as HTMLInputElement).checked, true);
  const carry = screen.getByRole("group", { name: ACCESS_WORDS.carry.from });
  assert.equal((within(carry).getByLabelText("At the door") as HTMLInputElement).checked, true);
  // the lift's furniture question follows a "yes"
  assert.equal(screen.queryByRole("group", { name: ACCESS_WORDS.liftFits }), null);
  await user.click(within(screen.getByRole("group", { name: ACCESS_WORDS.lift })).getByLabelText("Yes"));
  await user.click(
    within(screen.getByRole("group", { name: ACCESS_WORDS.liftFits })).getByLabelText(
      "No, only people and boxes",
    ),
  );

  await user.selectOptions(floor, "basement");
  await user.click(within(parking).getByLabelText("Needs a parking suspension"));
  await user.click(within(carry).getByLabelText("Over 25 m"));
  for (const title of [STEP_TITLES.to, STEP_TITLES.services, STEP_TITLES.date, STEP_TITLES.details]) {
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => assert.equal(heading(), title), { timeout: 5000 });
  }
  assert.match(summaryRow("Floor and lift"), /From basement, with a lift too small for furniture/);
  assert.match(
    summaryRow(ACCESS_WORDS.parkingRow),
    /Moving out: needs a parking suspension; moving in: free on-street parking/,
  );
  assert.match(summaryRow(ACCESS_WORDS.carryRow), /Moving out: over 25 m; moving in: at the door/);
  // SW1A 2AA is in Westminster
  assert.ok(
    screen.getByText(
      "Parking suspension at the address you move out of: you need to apply to Westminster City Council, usually about two weeks before the move.",
    ),
  );
});
