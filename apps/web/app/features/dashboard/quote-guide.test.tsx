// Issue #32: the mover's quote form shows the guide the customer sees for the move and, as the mover types a
// price (a total, or hourly terms' estimated total), where it sits against it.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/account/dashboard/leads/1"}
import assert from "node:assert/strict";
import { afterEach, test } from "vitest";
import { priceGuide } from "@rm/domain/price-guide";
import { PRICE_GUIDE_WORDS } from "@rm/domain/price-guide-words";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// the form asks for the company's templates and cover: nobody has any here
globalThis.fetch = (async () =>
  new Response(JSON.stringify({ status: true, data: { templates: [], cover: null } }), {
    headers: { "content-type": "application/json" },
  })) as typeof fetch;
const { cleanup, render, screen, waitFor } = await import("@testing-library/react");
const userEvent = (await import("@testing-library/user-event")).default;
const { QuoteForm } = await import("./quote-form.tsx");

afterEach(() => cleanup());

// a 2-bed flat on the 3rd floor without a lift, 5 miles to a house: £320–£430
const guide = priceGuide({
  typeOfMove: "House/Flat Removals",
  from: { propertyType: "Apartment", floor: "3", lift: "no" },
  to: { propertyType: "House", floor: "", lift: "" },
  bedrooms: "2",
  storageSize: "",
  movers: "",
  additionalServices: [],
  miles: 5,
});

const form = () =>
  render(
    <QuoteForm leadId="l1" mode="send" initial={null} moveDate={null} guide={guide} onDone={() => {}} />,
  );

test("the guide, then the typed total's place against it", async () => {
  const user = userEvent.setup();
  form();
  assert.equal(
    screen.getByTestId("price-guide").textContent,
    "Price guide: A move like this usually costs £320–£430 (2-bed flat, about 550 cu ft (16\u00a0m³), Luton van, 3 movers, about 4 hours)",
  );
  assert.equal(screen.queryByText(/Your price/), null);
  await user.type(screen.getByLabelText("Price (£)"), "200");
  await waitFor(() => assert.ok(screen.getByText(PRICE_GUIDE_WORDS.yourPrice("£120 below the guide"))));
  await user.clear(screen.getByLabelText("Price (£)"));
  await user.type(screen.getByLabelText("Price (£)"), "400");
  await waitFor(() => assert.ok(screen.getByText(PRICE_GUIDE_WORDS.yourPrice(PRICE_GUIDE_WORDS.within))));
});

test("an hourly quote is placed by its estimated total", async () => {
  const user = userEvent.setup();
  form();
  await user.click(screen.getByRole("radio", { name: /hour/i }));
  // £60 an hour for the van and 1 mover, £20 for each of 2 more, 5 hours: £500, £70 above the guide
  await user.type(screen.getByLabelText("Rate per hour: van and 1 mover (£)"), "60");
  await user.type(screen.getByLabelText("Rate per extra mover, per hour (£)"), "20");
  const crew = screen.getByLabelText("Crew size");
  await user.clear(crew);
  await user.type(crew, "3");
  const hours = screen.getByLabelText("Estimated hours");
  await user.clear(hours);
  await user.type(hours, "5");
  await waitFor(() => assert.ok(screen.getByText(PRICE_GUIDE_WORDS.yourPrice("£70 above the guide"))));
});
