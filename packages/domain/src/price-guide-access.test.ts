// Issue #32 "London access, asked properly": the price guide never falls as the access gets harder at either
// end — more floors without a lift, a lift too small for furniture, a longer walk from the van, harder parking —
// and an older request without the new answers is priced as the wizard's starting answers.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { CARRY_VALUES, FLOOR_VALUES, PARKING_VALUES } from "./lead/access.ts";
import { BEDROOMS } from "./lead/options.ts";
import {
  accessFactor,
  type GuideEnd,
  guideInputOf,
  type MoveGuide,
  type PriceGuideInput,
  priceGuide,
} from "./price-guide.ts";

const asMove = (i: PriceGuideInput): MoveGuide => {
  const g = priceGuide(i);
  if (g.kind !== "move") throw new Error(`expected a move guide, got ${g.kind}`);
  return g;
};
const notBelow = (a: MoveGuide, b: MoveGuide) => a.low >= b.low && a.high >= b.high;

/** floors from the easiest: ground, then the basement (one flight), then 1–20 */
const FLOORS_BY_CLIMB = FLOOR_VALUES.filter((f) => f !== "basement").flatMap((f) =>
  f === "ground" ? ["ground", "basement"] : [f],
);

const end: fc.Arbitrary<GuideEnd> = fc.record({
  propertyType: fc.constantFrom("House", "Apartment", "Storage"),
  floor: fc.constantFrom(...FLOOR_VALUES, ""),
  lift: fc.constantFrom("yes", "no", ""),
  liftFits: fc.constantFrom("yes", "no", ""),
  parking: fc.constantFrom(...PARKING_VALUES, ""),
  carry: fc.constantFrom(...CARRY_VALUES, ""),
});
const input: fc.Arbitrary<PriceGuideInput> = fc.record({
  typeOfMove: fc.constantFrom("House/Flat Removals", "Man and Van", "Business Removals"),
  from: end,
  to: end,
  bedrooms: fc.constantFrom(...BEDROOMS),
  storageSize: fc.constant(""),
  movers: fc.constantFrom("", "1", "2", "4"),
  additionalServices: fc.constant([]),
  miles: fc.oneof(fc.constant(null), fc.double({ min: 0, max: 100, noNaN: true })),
});

/** the move with `change` made at one end */
const at = (i: PriceGuideInput, atFrom: boolean, change: Partial<GuideEnd>) =>
  asMove(atFrom ? { ...i, from: { ...i.from, ...change } } : { ...i, to: { ...i.to, ...change } });

/** true when each value of `list` gives a guide not below the one before it */
const rises = (
  i: PriceGuideInput,
  atFrom: boolean,
  list: readonly string[],
  key: keyof GuideEnd,
  base = {},
) =>
  list
    .slice(1)
    .every((v, k) =>
      notBelow(at(i, atFrom, { ...base, [key]: v }), at(i, atFrom, { ...base, [key]: list[k] })),
    );

describe("the access factor at one end", () => {
  const flat = (over: Partial<GuideEnd>): GuideEnd => ({
    propertyType: "Apartment",
    floor: "1",
    lift: "no",
    ...over,
  });
  test.each([
    ["ground floor, no lift", flat({ floor: "ground" }), 1],
    ["basement, no lift: one flight", flat({ floor: "basement" }), 1.1],
    ["floor 4, no lift", flat({ floor: "4" }), 1.4],
    ["floor 4, a lift", flat({ floor: "4", lift: "yes" }), 1.05],
    ["floor 4, a lift too small for furniture", flat({ floor: "4", lift: "yes", liftFits: "no" }), 1.25],
    [
      "a house, at the door, free on-street",
      { propertyType: "House", floor: "", lift: "", parking: "street", carry: "door" },
      1,
    ],
    [
      "a house, over 25 m, a suspension",
      { propertyType: "House", floor: "", lift: "", parking: "suspension", carry: "over-25m" },
      1.4,
    ],
    [
      "a house, 10–25 m, pay-and-display",
      { propertyType: "House", floor: "", lift: "", parking: "paid", carry: "10-25m" },
      1.2,
    ],
  ])("%s: × %d", (_, e, factor) => {
    expect(accessFactor(e as GuideEnd)).toBeCloseTo(factor, 10);
  });

  test("a 2-bed flat on the 3rd floor without a lift, over 25 m from a suspended bay: £390–£510", () => {
    const g = asMove({
      typeOfMove: "House/Flat Removals",
      from: flat({ floor: "3", parking: "suspension", carry: "over-25m" }),
      to: { propertyType: "House", floor: "", lift: "", parking: "street", carry: "door" },
      bedrooms: "2",
      storageSize: "",
      movers: "",
      additionalServices: [],
      miles: 5,
    });
    // 3 movers: 1.22 h × (1 + 0.3 floors + 0.1 suspension + 0.3 carry) + 1.22 h + 0.54 h + 0.5 h = 4.34 → 4.5 h
    // × £80–£105 = £360–£472.50; both ends are the 2-mover move of 500 cu ft (a bigger crew never costs less):
    // 1.67 h × 1.7 + 1.67 h + 0.54 h + 0.5 h = 5.54 → 6 h × £65–£85 = £390–£510
    expect(g.hours).toBe(4.5);
    expect([g.low, g.high]).toEqual([39_000, 51_000]);
  });
});

describe("never falls as the access gets harder, at either end", () => {
  test("more floors to climb without a lift (ground, basement, 1 … 20)", () => {
    fc.assert(
      fc.property(input, fc.boolean(), (i, atFrom) =>
        rises(i, atFrom, FLOORS_BY_CLIMB, "floor", { propertyType: "Apartment", lift: "no" }),
      ),
    );
  });

  test("more floors with a lift too small for furniture, and at any floor: a fitting lift ≤ too small ≤ none", () => {
    fc.assert(
      fc.property(input, fc.boolean(), fc.constantFrom(...FLOOR_VALUES), (i, atFrom, floor) => {
        const flat = { propertyType: "Apartment", floor };
        return (
          rises(i, atFrom, FLOORS_BY_CLIMB, "floor", {
            propertyType: "Apartment",
            lift: "yes",
            liftFits: "no",
          }) &&
          notBelow(
            at(i, atFrom, { ...flat, lift: "yes", liftFits: "no" }),
            at(i, atFrom, { ...flat, lift: "yes", liftFits: "yes" }),
          ) &&
          notBelow(
            at(i, atFrom, { ...flat, lift: "no" }),
            at(i, atFrom, { ...flat, lift: "yes", liftFits: "no" }),
          )
        );
      }),
    );
  });

  test("a longer walk from the van to the door", () => {
    fc.assert(fc.property(input, fc.boolean(), (i, atFrom) => rises(i, atFrom, CARRY_VALUES, "carry")));
  });

  test("harder parking: driveway, free on-street, pay-and-display, a suspension", () => {
    fc.assert(fc.property(input, fc.boolean(), (i, atFrom) => rises(i, atFrom, PARKING_VALUES, "parking")));
  });
});

describe("an older request without the new answers", () => {
  test("is priced as free on-street parking with the van at the door", () => {
    const old = {
      typeOfMove: "House/Flat Removals",
      fromPropertyType: "Apartment",
      fromFloor: "3",
      fromLift: "no",
      fromBedrooms: "2",
      toPropertyType: "House",
    };
    const answered = {
      ...old,
      fromParking: "street",
      fromCarry: "door",
      toParking: "street",
      toCarry: "door",
    };
    expect(priceGuide(guideInputOf(old, 5))).toEqual(priceGuide(guideInputOf(answered, 5)));
    expect(priceGuide(guideInputOf({ ...answered, fromParking: "suspension" }, 5))).not.toEqual(
      priceGuide(guideInputOf(answered, 5)),
    );
  });
});
