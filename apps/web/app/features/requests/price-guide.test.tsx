// Issue #32: the customer's pages show the request's price guide — the range and what it is made of — and each
// quote says where its total (with the extras ticked) sits against it; the results modal shows it again.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/client/removal-requests"}
import assert from "node:assert/strict";
import { afterEach, test } from "vitest";
import { type PriceGuideInput, priceGuide } from "@rm/domain/price-guide";
import { PRICE_GUIDE_WORDS } from "@rm/domain/price-guide-words";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { cleanup, render, screen, within } = await import("@testing-library/react");
const { MemoryRouter } = await import("react-router");
const { PriceGuideBox } = await import("../../components/price-guide.tsx");
const { Price } = await import("./compare-cells.tsx");
const { usePicks } = await import("./picks.ts");
const { ResultsModal } = await import("./results-modal.tsx");
type Quote = Parameters<typeof Price>[0]["q"];

afterEach(() => cleanup());

// a 2-bed flat on the 3rd floor without a lift, 5 miles in a straight line to a house
const twoBedFlat: PriceGuideInput = {
  typeOfMove: "House/Flat Removals",
  from: { propertyType: "Apartment", floor: "3", lift: "no" },
  to: { propertyType: "House", floor: "", lift: "" },
  bedrooms: "2",
  storageSize: "",
  movers: "",
  additionalServices: [],
  miles: 5,
};
const guide = priceGuide(twoBedFlat);

test("the guide box: the range, what it is made of, and that it is a guide", () => {
  render(<PriceGuideBox guide={guide} heading="h2" />);
  const box = screen.getByRole("region", { name: PRICE_GUIDE_WORDS.heading });
  assert.equal(
    within(box).getByText(/usually costs/).textContent,
    "A move like this usually costs £320–£430",
  );
  assert.equal(
    within(box).getByText(/cu ft/).textContent,
    "(2-bed flat, about 550 cu ft (16\u00a0m³), Luton van, 3 movers, about 4 hours)",
  );
  assert.ok(within(box).getByText(PRICE_GUIDE_WORDS.note));
  assert.equal(within(box).getByRole("heading").tagName, "H2");
});

test("once there are enough, what movers here quoted for similar moves", () => {
  render(<PriceGuideBox guide={guide} similar={{ low: 82_000, high: 105_000, count: 24 }} />);
  assert.ok(screen.getByText("Quotes for similar moves here: £820–£1,050 (24 quotes)"));
  cleanup();
  render(<PriceGuideBox guide={guide} similar={null} />);
  assert.equal(screen.queryByText(/Quotes for similar moves/), null);
});

test("storage reads by the week; abroad says no guide is given", () => {
  render(
    <PriceGuideBox
      guide={priceGuide({ ...twoBedFlat, typeOfMove: "Storage Unit", storageSize: "75-100" })}
    />,
  );
  assert.ok(screen.getByText(/Storage like this usually costs/).textContent?.endsWith("£37–£80 a week"));
  cleanup();
  render(<PriceGuideBox guide={priceGuide({ ...twoBedFlat, typeOfMove: "International Removals" })} />);
  assert.ok(screen.getByText(PRICE_GUIDE_WORDS.abroad));
});

const quote = (id: string, pricePence: number, extras: { kind: "packing"; pricePence: number }[] = []) =>
  ({
    id,
    pricePence,
    extras,
    askedForExtras: extras.map((e) => e.kind),
    priceKindLabel: "Fixed price",
  }) as unknown as Quote;

function Prices({ quotes }: { quotes: Quote[] }) {
  const picks = usePicks(quotes);
  return (
    <>
      {quotes.map((q) => (
        <div key={q.id} data-testid={q.id}>
          <Price q={q} picks={picks} guide={guide} />
        </div>
      ))}
    </>
  );
}

test("each quote says where its total sits against the guide, the extras ticked counted in", () => {
  render(
    <Prices
      quotes={[
        quote("cheap", 20_000),
        quote("fair", 40_000),
        quote("dear", 51_000),
        // £280 and packing ticked (the customer asked for it): £380 in all, within the guide
        quote("with-packing", 28_000, [{ kind: "packing", pricePence: 10_000 }]),
      ]}
    />,
  );
  const position = (id: string) => screen.getByTestId(id).querySelector(".guide-position")?.textContent;
  assert.equal(position("cheap"), "£120 below the guide");
  assert.equal(position("fair"), PRICE_GUIDE_WORDS.within);
  assert.equal(position("dear"), "£80 above the guide");
  assert.equal(position("with-packing"), PRICE_GUIDE_WORDS.within);
});

test("the results modal shows the guide beside the movers it went to", () => {
  render(
    <MemoryRouter>
      <ResultsModal
        result={{
          kind: "sent",
          companies: [
            { _id: "a", name: "Thames-side Removals", rating: null, reviewCount: 0, url: "/companies/a" },
          ],
          guide,
        }}
        onClose={() => {}}
      />
    </MemoryRouter>,
  );
  const box = screen.getByRole("region", { name: PRICE_GUIDE_WORDS.heading });
  assert.equal(
    within(box).getByText(/usually costs/).textContent,
    "A move like this usually costs £320–£430",
  );
});
