// Issue #28 "What you tick is what you book" and issue #34 (a tick on a phone paints at once): ticking an extra
// changes that quote's total in its card and its table column, and what the booking dialog books, and renders
// nothing else again — not the page, the other quotes, or the parts of this quote that do not show ticks.
// @vitest-environment happy-dom
import assert from "node:assert/strict";
import { afterEach, test, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";

// every column of the table and every card shows the mover's rating: its renders count what a tick renders
const ratings = vi.hoisted(() => ({ renders: 0 }));
vi.mock("../../components/rating.tsx", () => ({
  Rating: ({ count }: { count: number }) => {
    ratings.renders++;
    return <span>{count} reviews</span>;
  },
}));

const { CompareCards, CompareTable } = await import("./compare-views.tsx");
const { usePicks } = await import("./picks.ts");
type Quote = import("./compare-views.tsx").Quote;
type Picks = import("./picks.ts").Picks;

afterEach(() => cleanup());

const quote = (id: string, name: string, pricePence: number, asked: string[] = []) =>
  ({
    id,
    pricePence,
    priceLabel: `£${pricePence / 100}`,
    priceKindLabel: "Fixed price",
    extras: [
      { kind: "packing", pricePence: 18_000 },
      { kind: "cleaning", pricePence: 9_000 },
    ],
    askedForExtras: asked,
    services: [
      { kind: "packing", label: "Packing", state: "optional", text: "optional, +£180" },
      { kind: "cleaning", label: "Cleaning", state: "optional", text: "optional, +£90" },
    ],
    status: "sent",
    statusLabel: "Quoted",
    canBook: true,
    canDecline: true,
    expired: false,
    crewSize: 2,
    vehicle: "Luton van",
    estimatedHours: 5,
    breakdown: [],
    coverWarnings: [],
    availableOnDate: true,
    availabilityLabel: "Available on your date",
    cancellationTerms: "Free up to 48 hours before",
    validUntilLabel: "1 March 2027",
    message: "",
    company: {
      name,
      profilePath: `/companies/${id}`,
      rating: 4.5,
      reviewCount: 12,
      insurance: { goodsInTransitLabel: "£50,000", publicLiabilityLabel: null },
      insuranceVerifiedUntil: null,
      responseTimeLabel: null,
    },
  }) as unknown as Quote;

const guide = { kind: "none" } as never;
const quotes = [quote("q1", "Alpha Movers", 80_000), quote("q2", "Beta Removals", 90_000, ["cleaning"])];

/** the page's part that shows the quotes, as the route draws it (the picks kept in `seen` for the dialog) */
function Quotes({ seen }: { seen: { picks?: Picks } }) {
  const picks = usePicks(quotes);
  seen.picks = picks;
  const act = () => undefined;
  return (
    <MemoryRouter>
      <CompareTable quotes={quotes} when="on Saturday" act={act} picks={picks} guide={guide} />
      <CompareCards quotes={quotes} when="on Saturday" act={act} picks={picks} guide={guide} />
    </MemoryRouter>
  );
}

const card = (name: string) => screen.getByRole("article", { name });
const price = (el: HTMLElement) => el.querySelector(".price")?.firstChild?.textContent;
/** the quote's total in its table column (the table's Price row, the column in the quotes' order) */
const tablePrice = (i: number) => {
  const row = document.querySelector(".compare-table tbody tr") as HTMLElement;
  return price(row.querySelectorAll("td")[i] as HTMLElement);
};

test("a tick adds the extra to that quote's total, in its card, its column and what is booked", () => {
  const seen: { picks?: Picks } = {};
  render(<Quotes seen={seen} />);
  // each quote starts with the extras its customer asked for ticked
  assert.equal(price(card("Alpha Movers")), "£800");
  assert.equal(price(card("Beta Removals")), "£990");
  const box = within(card("Alpha Movers")).getByRole("checkbox", { name: /Packing/ });
  fireEvent.click(box);
  assert.equal((box as HTMLInputElement).checked, true);
  assert.equal(price(card("Alpha Movers")), "£980");
  assert.equal(tablePrice(0), "£980");
  assert.equal(price(card("Beta Removals")), "£990", "the other quote's total is its own");
  // the table's box and the card's box are the same tick
  const tableBoxes = document.querySelectorAll<HTMLInputElement>(".compare-table input[type=checkbox]");
  assert.deepEqual(
    [...tableBoxes].map((b) => b.checked),
    [true, false, false, true],
  );
  // what the booking dialog books (booking-dialog.tsx reads picks.price)
  const booked = seen.picks!.price(quotes[0]!);
  assert.equal(booked.totalLabel, "£980");
  assert.deepEqual(
    booked.extras.map((e) => e.kind),
    ["packing"],
  );
  fireEvent.click(tableBoxes[0]!);
  assert.equal(price(card("Alpha Movers")), "£800", "unticked in the table, unticked in the card");
  assert.deepEqual(seen.picks!.price(quotes[0]!).extras, []);
});

test("a tick renders only that quote's boxes and total again, not the table, the cards or the other quote", () => {
  render(<Quotes seen={{}} />);
  // two columns and two cards, each with the mover's rating
  assert.equal(ratings.renders > 0, true);
  ratings.renders = 0;
  fireEvent.click(within(card("Beta Removals")).getByRole("checkbox", { name: /Packing/ }));
  fireEvent.click(within(card("Alpha Movers")).getByRole("checkbox", { name: /Cleaning/ }));
  assert.equal(price(card("Beta Removals")), "£1,170");
  assert.equal(price(card("Alpha Movers")), "£890");
  assert.equal(ratings.renders, 0, "no column or card rendered again for a tick");
});
