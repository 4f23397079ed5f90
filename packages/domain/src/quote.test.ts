import assert from "node:assert/strict";
import { test } from "vitest";
import {
  formatDuration,
  formatLongDate,
  isAvailableOn,
  makeQuoteSchema,
  median,
  penceToPounds,
  poundsToPence,
  QUOTE_MESSAGES as M,
  quoteToInput,
  sortQuotes,
  timeAgo,
} from "./quote.ts";

const schema = makeQuoteSchema({ today: "2026-03-01" });
const good = {
  price: "850.50",
  priceKind: "fixed",
  crewSize: "3",
  vehicle: "Luton van",
  estimatedHours: "6.5",
  includes: ["packing", "materials", "packing"],
  insuranceCover: "£50,000",
  availableDates: ["2026-03-14", "2026-03-13"],
  cancellationTerms: "Free cancellation up to 48 hours before the move.",
  message: "  Happy to help.  ",
  validUntil: "2026-03-10",
};

const firstError = (input: unknown) => {
  const r = schema.safeParse(input);
  assert.equal(r.success, false, "expected a validation error");
  const out: Record<string, string> = {};
  for (const i of r.error!.issues) out[i.path.join(".")] ??= i.message; // the first per field, as the API
  return out;
};

test("money: pounds and pence both ways, integer pence only", () => {
  assert.equal(poundsToPence("850"), 85000);
  assert.equal(poundsToPence("£1,250.5"), 125050);
  assert.equal(poundsToPence(0.1 + 0.2), 30); // float noise is not a third decimal
  assert.equal(poundsToPence(0.123), null);
  assert.equal(poundsToPence(19.99), 1999);
  assert.equal(poundsToPence("-5"), -500);
  for (const bad of ["", "abc", "12.345", "1e5", "£", null, undefined, Number.NaN]) {
    assert.equal(poundsToPence(bad), null, String(bad));
  }
  assert.equal(penceToPounds(85000), "850");
  assert.equal(penceToPounds(85050), "850.50");
});

test("a good quote is stored in pence, de-duplicated and sorted", () => {
  const q = schema.parse(good);
  assert.deepEqual(q, {
    pricePence: 85050,
    priceKind: "fixed",
    hourlyRatePence: null,
    minimumHours: null,
    extraMoverRatePence: null,
    crewSize: 3,
    vehicle: "Luton van",
    estimatedHours: 6.5,
    includes: ["packing", "materials"],
    extras: [],
    availableDates: ["2026-03-13", "2026-03-14"],
    basedOnList: false,
    cancellationTerms: "Free cancellation up to 48 hours before the move.",
    message: "Happy to help.",
    validUntil: "2026-03-10",
  });
  assert.deepEqual(schema.parse(quoteToInput(q)), q);
});

test("prices: zero, negative, absurd and malformed are refused with clear messages", () => {
  assert.equal(firstError({ ...good, price: "0" }).price, M.pricePositive);
  assert.equal(firstError({ ...good, price: -100 }).price, M.pricePositive);
  assert.equal(firstError({ ...good, price: "100000.01" }).price, M.priceTooHigh);
  assert.equal(firstError({ ...good, price: 2_000_000 }).price, M.priceTooHigh);
  assert.equal(firstError({ ...good, price: "lots" }).price, M.priceInvalid);
  assert.equal(firstError({ ...good, price: "" }).price, M.priceRequired);
  assert.equal(firstError({ ...good, price: undefined }).price, M.priceRequired);
  assert.equal(schema.parse({ ...good, price: 100000 }).pricePence, 10_000_000);
});

test("the insurance cover typed in a quote is ignored: it comes from the certificates", () => {
  assert.equal("insuranceCoverPence" in schema.parse(good), false);
  assert.equal(schema.safeParse({ ...good, insuranceCover: 0 }).success, true);
});

test("crew, hours, vehicle, dates and terms", () => {
  const e = firstError({
    ...good,
    crewSize: 21,
    estimatedHours: 0.25,
    vehicle: "Rocket",
    availableDates: ["2026-02-28"],
    cancellationTerms: " ",
    validUntil: "2026-02-28",
    includes: ["massage"],
  });
  assert.equal(e.crewSize, M.crewRange);
  assert.equal(e.estimatedHours, M.hoursRange);
  assert.equal(e.vehicle, M.vehicleRequired);
  assert.equal(e.availableDates, M.datePast);
  assert.equal(e.cancellationTerms, M.cancellationRequired);
  assert.equal(e.validUntil, M.validUntilPast);
  assert.equal(e["includes.0"], M.inclusionInvalid);
  assert.equal(firstError({ ...good, crewSize: 2.5 }).crewSize, M.crewRange);
  assert.equal(firstError({ ...good, estimatedHours: 73 }).estimatedHours, M.hoursRange);
  assert.equal(firstError({ ...good, availableDates: [] }).availableDates, M.datesRequired);
  assert.equal(firstError({ ...good, availableDates: ["2026-02-30"] }).availableDates, M.dateInvalid);
  assert.equal(firstError({ ...good, validUntil: "2027-06-01" }).validUntil, M.validUntilTooFar);
  assert.equal(firstError({ ...good, validUntil: "" }).validUntil, M.validUntilRequired);
  assert.equal(firstError({ ...good, message: "x".repeat(2001) }).message, M.messageTooLong);
});

test("dates read the way the product writes them", () => {
  assert.equal(formatLongDate("2026-03-14"), "Saturday 14 March 2026");
  const now = new Date("2026-03-01T12:00:00Z");
  assert.equal(timeAgo(new Date("2026-03-01T11:59:40Z"), now), "just now");
  assert.equal(timeAgo(new Date("2026-03-01T11:59:00Z"), now), "1 minute ago");
  assert.equal(timeAgo(new Date("2026-03-01T09:00:00Z"), now), "3 hours ago");
  assert.equal(timeAgo(new Date("2026-02-28T10:00:00Z"), now), "yesterday");
  assert.equal(timeAgo(new Date("2026-02-25T10:00:00Z"), now), "4 days ago");
  assert.equal(timeAgo(new Date("2025-12-01T10:00:00Z"), now), "on Monday 1 December 2025");
  assert.equal(formatDuration(45), "45 min");
  assert.equal(formatDuration(135), "2 h 15 min");
  assert.equal(formatDuration(120), "2 h");
  assert.equal(formatDuration(1500), "1 day 1 h");
});

test("availability on the customer's date or flexible range", () => {
  assert.equal(isAvailableOn(["2026-03-14"], "2026-03-14"), true);
  assert.equal(isAvailableOn(["2026-03-15"], "2026-03-14"), false);
  assert.equal(isAvailableOn(["2026-03-16"], "2026-03-14", "2026-03-20"), true);
  assert.equal(isAvailableOn(["2026-03-21"], "2026-03-14", "2026-03-20"), false);
});

test("sorting quotes by price, rating and availability; median", () => {
  const q = [
    { id: "a", pricePence: 900, rating: 4.5, reviewCount: 2, availableOnDate: false },
    { id: "b", pricePence: 700, rating: null, reviewCount: 0, availableOnDate: true },
    { id: "c", pricePence: 800, rating: 5, reviewCount: 1, availableOnDate: true },
  ];
  const ids = (s: "price" | "rating" | "availability") => sortQuotes(q, s).map((x) => x.id);
  assert.deepEqual(ids("price"), ["b", "c", "a"]);
  assert.deepEqual(ids("rating"), ["c", "a", "b"]);
  assert.deepEqual(ids("availability"), ["b", "c", "a"]);
  assert.equal(median([]), null);
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
});
