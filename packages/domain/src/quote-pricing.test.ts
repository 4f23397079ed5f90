import assert from "node:assert/strict";
import { test } from "vitest";
import {
  makeQuoteSchema,
  priceBreakdown,
  QUOTE_MESSAGES as M,
  quoteToInput,
  templateSchema,
} from "./quote.ts";
import {
  coverShortfall,
  declaredValueWarning,
  hourlyTotalPence,
  MAN_AND_VAN_MINIMUM_HOURS,
  notIncluded,
  PRICING_MESSAGES as P,
  responseTimeLabel,
  totalWithExtras,
} from "./quote-pricing.ts";

const schema = makeQuoteSchema({ today: "2026-03-01" });
const hourly = {
  priceKind: "hourly",
  hourlyRate: "55",
  minimumHours: "",
  extraMoverRate: "18.50",
  crewSize: "2",
  vehicle: "Luton van",
  estimatedHours: "3.5",
  includes: ["materials"],
  extras: [
    { kind: "packing", price: "120" },
    { kind: "storage", price: "40" },
  ],
  availableDates: ["2026-03-14"],
  cancellationTerms: "Free cancellation up to 48 hours before the move.",
  validUntil: "2026-03-10",
};

const errorsOf = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  assert.equal(r.success, false, "expected a validation error");
  const out: Record<string, string> = {};
  for (const i of r.error!.issues) out[i.path.join(".")] ??= i.message;
  return out;
};

test("hourly total: billed hours (never under the minimum) × (rate + extra movers × their rate)", () => {
  const t = {
    hourlyRatePence: 5500,
    extraMoverRatePence: 1850,
    minimumHours: 2,
    crewSize: 2,
    estimatedHours: 3.5,
  };
  assert.equal(hourlyTotalPence(t), 3.5 * (5500 + 1850));
  assert.equal(hourlyTotalPence({ ...t, estimatedHours: 1 }), 2 * 7350, "the minimum booking counts");
  assert.equal(hourlyTotalPence({ ...t, crewSize: 1 }), 3.5 * 5500, "one mover: no extra mover rate");
  assert.equal(hourlyTotalPence({ ...t, crewSize: 4 }), 3.5 * (5500 + 3 * 1850));
  assert.equal(hourlyTotalPence({ ...t, hourlyRatePence: 4999, crewSize: 1, estimatedHours: 2.5 }), 12498);
});

test("an hourly quote's total is computed, not typed; the minimum defaults to the site's 2 hours", () => {
  const q = schema.parse({ ...hourly, price: "1" });
  assert.equal(q.pricePence, 3.5 * (5500 + 1850));
  assert.equal(q.minimumHours, MAN_AND_VAN_MINIMUM_HOURS);
  assert.equal(q.hourlyRatePence, 5500);
  assert.equal(q.extraMoverRatePence, 1850);
  assert.deepEqual(q.extras, [
    { kind: "packing", pricePence: 12000 },
    { kind: "storage", pricePence: 4000 },
  ]);
  assert.deepEqual(priceBreakdown(q), [
    "£55 an hour for the van and 1 mover",
    "£18.50 an hour for each extra mover (1 extra)",
    "Minimum booking 2 hours",
    "About 3.5 hours at £73.50 an hour: £257.25 estimated",
  ]);
  assert.deepEqual(schema.parse(quoteToInput(q)), q, "round trip through the form");
  assert.deepEqual(priceBreakdown(schema.parse({ ...hourly, priceKind: "fixed", price: "300" })), []);
});

test("hourly and extras: absurd values are refused with clear messages", () => {
  assert.equal(errorsOf(schema.safeParse({ ...hourly, hourlyRate: "" })).hourlyRate, P.hourlyRateRequired);
  assert.equal(errorsOf(schema.safeParse({ ...hourly, hourlyRate: "0" })).hourlyRate, P.hourlyRateRange);
  assert.equal(
    errorsOf(schema.safeParse({ ...hourly, hourlyRate: "1000.01" })).hourlyRate,
    P.hourlyRateRange,
  );
  assert.equal(errorsOf(schema.safeParse({ ...hourly, hourlyRate: "lots" })).hourlyRate, P.hourlyRateInvalid);
  assert.equal(
    errorsOf(schema.safeParse({ ...hourly, minimumHours: "13" })).minimumHours,
    P.minimumHoursRange,
  );
  assert.equal(
    errorsOf(schema.safeParse({ ...hourly, minimumHours: "1.25" })).minimumHours,
    P.minimumHoursRange,
  );
  assert.equal(
    errorsOf(schema.safeParse({ ...hourly, extraMoverRate: "-1" })).extraMoverRate,
    P.extraMoverRateRange,
  );
  assert.equal(
    errorsOf(
      schema.safeParse({
        ...hourly,
        hourlyRate: "1000",
        crewSize: 20,
        extraMoverRate: "500",
        estimatedHours: 72,
      }),
    ).hourlyRate,
    P.estimatedTotalTooHigh,
  );
  assert.equal(
    errorsOf(schema.safeParse({ ...hourly, extras: [{ kind: "packing", price: "0" }] }))["extras.0.price"],
    P.extraPriceRange,
  );
  assert.equal(
    errorsOf(schema.safeParse({ ...hourly, extras: [{ kind: "packing", price: "10000.01" }] }))[
      "extras.0.price"
    ],
    P.extraPriceRange,
  );
  assert.equal(
    errorsOf(schema.safeParse({ ...hourly, extras: [{ kind: "massage", price: "10" }] }))["extras.0.kind"],
    P.extraInvalid,
  );
  assert.equal(
    errorsOf(
      schema.safeParse({
        ...hourly,
        extras: [
          { kind: "packing", price: "10" },
          { kind: "packing", price: "20" },
        ],
      }),
    ).extras,
    P.extraDuplicate,
  );
  assert.equal(
    errorsOf(schema.safeParse({ ...hourly, extras: [{ kind: "materials", price: "10" }] })).extras,
    P.extraAlsoIncluded,
  );
  assert.equal(errorsOf(schema.safeParse({ ...hourly, priceKind: "fixed" })).price, M.priceRequired);
});

test("extras: the total changes with what the customer ticks", () => {
  const extras = [
    { kind: "packing" as const, pricePence: 12000 },
    { kind: "storage" as const, pricePence: 4000 },
  ];
  assert.equal(totalWithExtras(50000, extras, []), 50000);
  assert.equal(totalWithExtras(50000, extras, ["packing"]), 62000);
  assert.equal(totalWithExtras(50000, extras, ["packing", "storage"]), 66000);
  assert.equal(totalWithExtras(50000, extras, ["cleaning"]), 50000, "an extra the quote does not price");
});

test("not included: a service the customer asked for that the quote neither includes nor prices", () => {
  const asked = ["Packing services", "Packing materials", "Disassembling/Reassembling"];
  assert.deepEqual(notIncluded(asked, { includes: [], extras: [] }), ["packing", "materials", "dismantling"]);
  assert.deepEqual(
    notIncluded(asked, { includes: ["materials"], extras: [{ kind: "packing", pricePence: 100 }] }),
    ["dismantling"],
  );
  assert.deepEqual(notIncluded(["Packing materials"], { includes: [], extras: [] }), ["materials"]);
  assert.deepEqual(notIncluded([], { includes: [], extras: [] }), [], "nothing asked, nothing flagged");
  assert.deepEqual(notIncluded(["Cleaning"], { includes: [], extras: [] }), [], "not a quote inclusion");
});

test("cover: the declared value against the Goods in Transit certificate", () => {
  const cover = {
    goodsInTransitPence: 1_500_000,
    publicLiabilityPence: 100_000_000,
    verifiedUntil: "2027-01-01",
  };
  assert.equal(coverShortfall(2_000_000, cover), true);
  assert.equal(coverShortfall(1_500_000, cover), false);
  assert.equal(coverShortfall(null, cover), false);
  assert.equal(coverShortfall(100, { ...cover, goodsInTransitPence: null }), true);
});

test("cover: the declared value band warns the mover when the certificate may not be enough", () => {
  const cover = (gitPounds: number | null) => ({
    goodsInTransitPence: gitPounds === null ? null : gitPounds * 100,
    publicLiabilityPence: 100_000_000,
    verifiedUntil: "2027-01-01",
  });
  // a band needs cover up to its top: £25,000 of cover is enough for "£10,000 to £25,000", not for the next band
  assert.equal(declaredValueWarning("10k-25k", cover(25_000)), null);
  assert.equal(
    declaredValueWarning("25k-50k", cover(25_000)),
    P.coverBelowValue("£25,000 to £50,000", "£25,000"),
  );
  // "more than £100,000" needs more than £100,000
  assert.equal(
    declaredValueWarning("over-100k", cover(100_000)),
    P.coverBelowValue("more than £100,000", "£100,000"),
  );
  assert.equal(declaredValueWarning("over-100k", cover(250_000)), null);
  assert.equal(declaredValueWarning("up-to-10k", cover(null)), P.valueWithoutCover("up to £10,000"));
  // nothing said, or not a band: no warning
  assert.equal(declaredValueWarning(null, cover(null)), null);
  assert.equal(declaredValueWarning("a lot", cover(5_000)), null);
});

test("response time reads in whole hours once there are 5 quotes", () => {
  assert.equal(responseTimeLabel(30, 5), "Usually quotes within an hour");
  assert.equal(responseTimeLabel(61, 9), "Usually quotes within 2 hours");
  assert.equal(responseTimeLabel(61, 4), null);
  assert.equal(responseTimeLabel(null, 10), null);
});

test("templates: no price needed for a total, the same limits otherwise", () => {
  const t = templateSchema.parse({
    ...hourly,
    name: " Studio, man and van ",
    moveType: "Man and Van",
    availableDates: undefined,
  });
  assert.equal(t.name, "Studio, man and van");
  assert.equal(t.pricePence, 3.5 * 7350);
  const fixed = templateSchema.parse({
    ...hourly,
    priceKind: "fixed",
    name: "Flat",
    moveType: "House/Flat Removals",
  });
  assert.equal(fixed.pricePence, null);
  assert.equal(fixed.hourlyRatePence, null);
  const bad = errorsOf(
    templateSchema.safeParse({ ...hourly, name: "", moveType: "Rocket", hourlyRate: "99999", crewSize: 50 }),
  );
  assert.ok(bad.name && bad.moveType && bad.hourlyRate && bad.crewSize, JSON.stringify(bad));
});
