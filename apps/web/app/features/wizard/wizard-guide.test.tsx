// Issue #32: the wizard shows the price guide as the answers change — a line on the steps after the first, the
// whole guide on the last step before the final button — worked out from the answers and the distance the
// server measures between the two postcodes. The API answers come from test-dom.ts's table.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/free-quotes/wizard"}
import "./test-dom.ts";

import assert from "node:assert/strict";
import { afterEach, beforeEach, test } from "vitest";
import { STEP_TITLES } from "@rm/domain/lead/steps";
import { PRICE_GUIDE_WORDS } from "@rm/domain/price-guide-words";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import type { QuoteWizardProps } from "./quote-wizard.tsx";
import { apiAnswers, apiCalls } from "./test-dom.ts";

const { ToastProvider } = await import("../../components/toasts.tsx");
const { QuoteWizard } = await import("./quote-wizard.tsx");

const ADDRESS = "10 Downing Street, London";
let miles: number | null = 12;

beforeEach(() => {
  window.sessionStorage.clear();
  apiCalls.length = 0;
  apiAnswers.clear();
  miles = 12;
  apiAnswers.set("/autocomplete/postcode", (url) => {
    const q = (url.searchParams.get("query") ?? "").toUpperCase().replace(/\s+/g, "");
    const found = ["SW1A 2AA", "E1 6AN"].filter((pc) => pc.replace(" ", "").startsWith(q));
    return { status: 200, body: { status: true, data: found.map((postcode) => ({ postcode })) } };
  });
  apiAnswers.set("/autocomplete/addresses/", () => ({
    status: 200,
    body: { status: true, data: [{ full_address: ADDRESS, udprn: 1 }] },
  }));
  apiAnswers.set("/postcodes/distance", () => ({
    status: 200,
    body: {
      status: true,
      data: miles === null ? null : { miles, roadMiles: Math.round(miles * 1.3), exact: true, label: "" },
    },
  }));
});
afterEach(() => cleanup());

function renderWizard(props: Partial<QuoteWizardProps> = {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/free-quotes/wizard"]}>
      <ToastProvider>
        <QuoteWizard accountId={null} typeOfMove={null} place={null} step={null} {...props} />
      </ToastProvider>
    </MemoryRouter>,
  );
  return user;
}

const shown = () => {
  const bar = screen.getByRole("progressbar");
  return `${bar.getAttribute("aria-valuenow")}/${bar.getAttribute("aria-valuemax")} ${screen.getByRole("heading", { level: 2 }).textContent}`;
};
const atStep = (expected: string) => waitFor(() => assert.equal(shown(), expected), { timeout: 5000 });
const guideText = () =>
  screen
    .getByTestId("price-guide")
    .textContent?.replace(/[ \n\t]+/g, " ")
    .trim();

const draft = (values: Record<string, unknown>, step: number) =>
  window.sessionStorage.setItem(
    "rm-wizard-draft",
    JSON.stringify({
      origin: "|",
      values: { typeOfMove: "Man and Van", fromCity: "SW1A 2AA", fromAddress: ADDRESS, ...values },
      step,
      key: "k",
      addressOwners: { from: "SW1A 2AA" },
    }),
  );

const flat = {
  fromPropertyType: "Apartment",
  fromBedrooms: "2",
  fromFloor: "3",
  fromLift: "no",
  toCity: "E1 6AN",
};

test("the last step shows the whole guide for the move, measured between its postcodes, before the button", async () => {
  draft({ ...flat, startDate: "2099-01-01" }, 5);
  renderWizard();
  await atStep(`6/6 ${STEP_TITLES.details}`);
  const box = await screen.findByRole("region", { name: PRICE_GUIDE_WORDS.heading });
  // 550 cu ft, 3 movers: 1.22 h × 1.3 (3 floors, no lift) + 1.22 h; 12 miles × 1.3 = 15.6 by road: 1.27 h;
  // 0.5 h there and back: 4.58 h → 5 h × £80–£105 (a Luton van, £50–£65, and 2 more movers at £15–£20)
  await waitFor(() =>
    assert.equal(
      within(box).getByText(/usually costs/).textContent,
      "A move like this usually costs £400–£530",
    ),
  );
  assert.equal(
    within(box).getByText(/cu ft/).textContent,
    "(2-bed flat, about 550 cu ft (16\u00a0m³), Luton van, 3 movers, about 5 hours)",
  );
  assert.ok(within(box).getByText(PRICE_GUIDE_WORDS.note));
  assert.ok(apiCalls.some((c) => c.path === "/postcodes/distance?from=SW1A%202AA&to=E1%206AN"));
  const button = screen.getByRole("button", { name: /Get quotes|Send|Skip/i });
  assert.ok(box.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING);
});

test("without a measured distance the guide assumes a typical London move, and says so", async () => {
  miles = null;
  // another destination than the test before's (the page keeps a measured pair's miles)
  draft({ ...flat, toCity: "N17 9LR", startDate: "2099-01-01" }, 5);
  renderWizard();
  await atStep(`6/6 ${STEP_TITLES.details}`);
  const box = await screen.findByRole("region", { name: PRICE_GUIDE_WORDS.heading });
  await waitFor(() =>
    assert.ok(apiCalls.some((c) => c.path.startsWith("/postcodes/distance?from=SW1A%202AA&to=N17"))),
  );
  assert.equal(
    within(box).getByText(/usually costs/).textContent,
    "A move like this usually costs £320–£430",
  );
  assert.equal(
    within(box).getByText(/cu ft/).textContent,
    "(2-bed flat, about 550 cu ft (16\u00a0m³), Luton van, 3 movers, about 4 hours, assuming about 7 miles by road)",
  );
});

test("no guide on the first step; a line from the property step on, changing with the answers", async () => {
  const user = renderWizard();
  await atStep(`1/6 ${STEP_TITLES.type}`);
  assert.equal(screen.queryByTestId("price-guide"), null);
  await user.click(screen.getByRole("button", { name: "Man and Van" }));
  await atStep(`2/6 ${STEP_TITLES.from}`);
  // the wizard's defaults: a 1-bedroom house, no destination yet
  await waitFor(() =>
    assert.equal(
      guideText(),
      "Price guide: A move like this usually costs £290–£390 (1-bed house, about 450 cu ft (13\u00a0m³), Luton van, 2 movers, about 4½ hours, assuming about 7 miles by road)",
    ),
  );
  await user.click(screen.getByRole("radio", { name: "Apartment" }));
  await user.selectOptions(screen.getByLabelText(/bedrooms/i), "3");
  await waitFor(() => assert.match(guideText() ?? "", /3-bed flat, about 800 cu ft/));
});

test("a move abroad says no guide is given, on the last step only", async () => {
  draft({ typeOfMove: "International Removals", toCountry: "Spain", startDate: "2099-01-01" }, 5);
  renderWizard();
  await atStep(`6/6 ${STEP_TITLES.details}`);
  const box = await screen.findByRole("region", { name: PRICE_GUIDE_WORDS.heading });
  assert.equal(within(box).getByText(/no price guide/).textContent, PRICE_GUIDE_WORDS.abroad);
});
