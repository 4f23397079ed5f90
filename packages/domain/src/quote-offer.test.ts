import assert from "node:assert/strict";
import { test } from "vitest";
import {
  askedForExtras,
  chooseExtras,
  chosenExtraLine,
  OFFER_MESSAGES as M,
  offeredAvailability,
  priceSentence,
  priceWithExtras,
  quoteDeadline,
  serviceLines,
} from "./quote-offer.ts";

const quote = {
  includes: ["packing"],
  extras: [
    { kind: "dismantling" as const, pricePence: 18_000 },
    { kind: "materials" as const, pricePence: 6_000 },
    { kind: "storage" as const, pricePence: 4_000 },
  ],
};

test("a priced extra reads 'optional, +£180'; 'not included' only for what was asked and neither included nor priced", () => {
  const asked = ["Packing services", "Disassembling/Reassembling", "Packing materials"];
  assert.deepEqual(
    serviceLines(quote, asked).map((l) => `${l.label}: ${l.text}`),
    [
      "Packing: included",
      "Dismantling and reassembly: optional, +£180",
      "Packing materials: optional, +£60",
      "Storage: optional, +£40 a week",
    ],
  );
  assert.ok(serviceLines(quote, asked).every((l) => l.text !== M.notIncluded));
  // a quote with nothing priced: what she asked for and it leaves out is "not included", in her order
  const bare = { includes: ["packing"], extras: [] };
  assert.deepEqual(
    serviceLines(bare, asked).map((l) => [l.kind, l.state]),
    [
      ["packing", "included"],
      ["dismantling", "not-included"],
      ["materials", "not-included"],
    ],
  );
  // what she did not ask for is never "not included"
  assert.deepEqual(
    serviceLines(bare, []).map((l) => l.state),
    ["included"],
  );
});

test("the extras she asked for are ticked to begin with", () => {
  assert.deepEqual(askedForExtras(quote.extras, ["Disassembling/Reassembling"]), ["dismantling"]);
  assert.deepEqual(askedForExtras(quote.extras, ["Packing services"]), [], "packing is included already");
  assert.deepEqual(askedForExtras(quote.extras, []), []);
});

test("the ticked extras make one total, listed in it: £895 + £60 = £955", () => {
  const chosen = chooseExtras(quote.extras, ["materials"]);
  assert.ok(chosen.ok);
  const p = priceWithExtras(89_500, chosen.extras);
  assert.equal(p.totalPence, 95_500);
  assert.equal(p.totalLabel, "£955");
  assert.equal(p.partsLabel, "£895 + Packing materials £60");
  assert.equal(priceSentence(p, 89_500, "Fixed price"), "£955 (£895 fixed price + Packing materials £60)");
  // storage counts its first week; the quote's order is kept and a kind ticked twice counts once
  const two = chooseExtras(quote.extras, ["storage", "dismantling", "storage"]);
  assert.ok(two.ok);
  assert.deepEqual(two.extras.map(chosenExtraLine), [
    "Dismantling and reassembly +£180",
    "Storage (first week) +£40",
  ]);
  assert.equal(priceWithExtras(89_500, two.extras).totalLabel, "£1,115");
  // nothing ticked: the quote's price alone
  const none = priceWithExtras(89_500, []);
  assert.deepEqual([none.totalLabel, none.partsLabel], ["£895", null]);
  assert.equal(priceSentence(none, 89_500, "Estimate"), "£895 (estimate)");
});

test("an extra the quote does not price is refused", () => {
  assert.deepEqual(chooseExtras(quote.extras, ["cleaning"]), { ok: false, message: M.extraUnknown });
  assert.deepEqual(
    chooseExtras(quote.extras, ["packing"]),
    { ok: false, message: M.extraUnknown },
    "included",
  );
  assert.deepEqual(chooseExtras([], ["materials"]), { ok: false, message: M.extraUnknown });
  assert.deepEqual(chooseExtras([], []), { ok: true, extras: [] });
});

test("availability is the dates in the quote against the customer's date or window", () => {
  const day = "2026-03-14";
  assert.deepEqual(offeredAvailability([day], day), { onYourDate: true, label: M.availableOnDate });
  assert.deepEqual(offeredAvailability(["2026-03-15"], day), {
    onYourDate: false,
    label: M.otherDates("Sunday 15 March 2026"),
  });
  assert.deepEqual(offeredAvailability(["2026-03-16", "2026-03-15", "2026-03-21"], day), {
    onYourDate: false,
    label: M.otherDates("Sunday 15 March 2026, Monday 16 March 2026 and 1 more"),
  });
  // a flexible window: the offered days inside it
  assert.deepEqual(offeredAvailability(["2026-03-13", "2026-03-16"], day, "2026-03-20"), {
    onYourDate: true,
    label: M.availableInRange("Monday 16 March 2026"),
  });
  // no date given by the customer: what the mover offers
  assert.deepEqual(offeredAvailability(["2026-03-16"], null), {
    onYourDate: true,
    label: M.offers("Monday 16 March 2026"),
  });
  // the mover did not say
  assert.deepEqual(offeredAvailability([], day), { onYourDate: false, label: M.noDatesGiven });
});

test("a quote that runs out before the move says 'book by'; one past its date has expired", () => {
  const today = "2026-03-01";
  assert.deepEqual(quoteDeadline("2026-03-10", "2026-03-14", today), {
    expired: false,
    bookBy: "Book by Tuesday 10 March 2026",
    expiredLabel: null,
  });
  assert.equal(quoteDeadline("2026-03-14", "2026-03-14", today).bookBy, null, "valid on the day itself");
  assert.equal(quoteDeadline("2026-03-10", null, today).bookBy, null, "no move date");
  assert.equal(quoteDeadline("2026-03-01", "2026-03-14", today).expired, false, "valid through its last day");
  assert.deepEqual(quoteDeadline("2026-02-28", "2026-03-14", today), {
    expired: true,
    bookBy: null,
    expiredLabel: M.expiredOn("Saturday 28 February 2026"),
  });
});
