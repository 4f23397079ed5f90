// Issue #29 item 16: odd values are refused, not read generously — thousands separators only every three
// digits, a price floor per type of move, star ratings in plain digits.
import assert from "node:assert/strict";
import { test } from "vitest";
import { COMPANY_MESSAGES, documentMetaSchema } from "./company.ts";
import { MOVE_TYPES } from "./lead/options.ts";
import { ungroupAmount } from "./money.ts";
import { PRICE_FLOOR_MESSAGES as F, PRICE_FLOORS, priceFloorProblem } from "./price-floors.ts";
import { poundsToPence, templateSchema } from "./quote.ts";
import { REVIEW_MESSAGES, reviewSchema } from "./reviews.ts";
import { insuranceChecklistSchema } from "./vetting.ts";

test("amounts: commas or spaces every three digits, or none; anything else is not an amount", () => {
  const read: [string, number][] = [
    ["1000", 100_000],
    ["1,000", 100_000],
    ["£1,250.50", 125_050],
    ["£ 1,250", 125_000],
    ["12,345,678", 1_234_567_800],
    ["50 000", 5_000_000],
    ["850", 85_000],
  ];
  for (const [typed, pence] of read) assert.equal(poundsToPence(typed), pence, typed);
  for (const bad of [
    "1,0,0,0",
    "10,00",
    "1,2345",
    "1,000,0",
    ",100",
    "100,",
    "1,,000",
    "5 0 0 0",
    "1, 000",
    "1,000 000",
  ]) {
    assert.equal(poundsToPence(bad), null, bad);
    assert.equal(ungroupAmount(bad), null, bad);
  }
});

test("insurance cover on an upload and on the admin's checklist refuses misplaced separators too", () => {
  const meta = (coverPounds: string) =>
    documentMetaSchema("2027-01-01").safeParse({
      kind: "git",
      coverPounds,
      expiresOn: "2027-06-01",
    });
  assert.equal(meta("50,000").data?.coverPounds, 50_000);
  assert.equal(meta("1,0,0,0,0,0").error?.issues[0]?.message, COMPANY_MESSAGES.coverInvalid);
  const checklist = (coverPounds: string) =>
    insuranceChecklistSchema("pl", "2027-01-01").safeParse({
      insurer: "Aviva",
      policyNumber: "PL-1",
      coverPounds,
      expiresOn: "2027-06-01",
    });
  assert.equal(checklist("5,000,000").success, true);
  const wrong = checklist("5,0,0,0,0,0,0");
  assert.equal(
    wrong.error?.issues.find((i) => i.path[0] === "coverPounds")?.message,
    COMPANY_MESSAGES.coverInvalid,
  );
});

test("every type of move has a floor: £20 or more in total and £15 an hour", () => {
  for (const type of MOVE_TYPES) {
    assert.ok(PRICE_FLOORS[type].totalPence >= 2000, type);
    assert.ok(PRICE_FLOORS[type].hourlyRatePence >= 1500, type);
  }
});

test("a fixed price, an hourly rate and an hourly total below the floor are refused, naming it", () => {
  const fixed = (pricePence: number) => ({ priceKind: "fixed", pricePence, hourlyRatePence: null });
  const hourly = (hourlyRatePence: number, pricePence: number) => ({
    priceKind: "hourly",
    pricePence,
    hourlyRatePence,
  });
  assert.deepEqual(priceFloorProblem(fixed(1), "House/Flat Removals"), {
    field: "price",
    message: "For a House/Flat Removals move the price must be at least £50",
  });
  assert.equal(priceFloorProblem(fixed(5000), "House/Flat Removals"), null);
  assert.equal(priceFloorProblem(fixed(4999), "House/Flat Removals")?.field, "price");
  assert.equal(priceFloorProblem(fixed(2000), "Man and Van"), null);
  assert.equal(priceFloorProblem({ ...fixed(1), priceKind: "estimate" }, "Man and Van")?.field, "price");
  assert.deepEqual(priceFloorProblem(hourly(5, 10), "Man and Van"), {
    field: "hourlyRate",
    message: F.hourlyRateTooLow(1500),
  });
  assert.equal(F.hourlyRateTooLow(1500), "The hourly rate must be at least £15 an hour");
  // £15 an hour for half an hour: £7.50, under a man and van's £20
  assert.deepEqual(priceFloorProblem(hourly(1500, 750), "Man and Van"), {
    field: "hourlyRate",
    message: "For a Man and Van move the estimated total must be at least £20: check the rate and hours",
  });
  assert.equal(priceFloorProblem(hourly(1500, 3000), "Man and Van"), null);
  // a lead of a type we no longer offer gets the lowest floor
  assert.equal(
    priceFloorProblem(fixed(1999), "Piano only")?.message,
    "For this move the price must be at least £20",
  );
});

test("a template is held to the floor of the type of move it is for", () => {
  const template = {
    name: "Studio, man and van",
    moveType: "Man and Van",
    priceKind: "fixed",
    price: "0.01",
    crewSize: 1,
    vehicle: "Luton van",
    estimatedHours: 2,
    cancellationTerms: "Free cancellation up to 48 hours before the move.",
  };
  const low = templateSchema.safeParse(template);
  assert.equal(low.error?.issues[0]?.message, F.priceTooLow("Man and Van", 2000));
  assert.deepEqual(low.error?.issues[0]?.path, ["price"]);
  assert.equal(templateSchema.safeParse({ ...template, price: "20" }).success, true);
  // a template may leave the fixed price empty
  assert.equal(templateSchema.safeParse({ ...template, price: "" }).success, true);
});

test("star ratings are plain whole numbers: '0x5', '5e0', '+5' and '4.5' are not stars", () => {
  const review = {
    rating: "5",
    title: "Great",
    body: "They were on time and careful with everything we own.",
    wouldRecommend: "yes",
  };
  assert.equal(reviewSchema.parse(review).rating, 5);
  assert.equal(reviewSchema.parse({ ...review, rating: " 4 " }).rating, 4);
  for (const rating of ["0x5", "5e0", "+5", "4.5", "0b101", "Infinity", "５"]) {
    const r = reviewSchema.safeParse({ ...review, rating });
    assert.equal(r.success, false, rating);
    assert.equal(r.error?.issues[0]?.message, REVIEW_MESSAGES.ratingRange, rating);
  }
  const sub = reviewSchema.safeParse({ ...review, punctuality: "0x4" });
  assert.equal(sub.error?.issues[0]?.message, REVIEW_MESSAGES.ratingRange);
});
