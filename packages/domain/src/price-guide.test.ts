// Issue #32: the price guide's figures for known moves, worked by hand from docs/product/price-guide.md, and its
// properties (it never falls as a move gets bigger, higher without a lift or longer; never below the minimum).
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { BEDROOMS, FLOORS, PROPERTY_TYPES, STORAGE_SIZES } from "./lead/options.ts";
import {
  type GuideEnd,
  type MoveGuide,
  type PriceGuideInput,
  guideInputOf,
  priceGuide,
} from "./price-guide.ts";
import { guidePosition, guideSentence } from "./price-guide-words.ts";
import { MAN_AND_VAN } from "./published-prices.ts";

const house: GuideEnd = { propertyType: "House", floor: "", lift: "" };
const flat = (floor: number, lift: "yes" | "no"): GuideEnd => ({
  propertyType: "Apartment",
  floor: String(floor),
  lift,
});

const move = (over: Partial<PriceGuideInput> = {}): PriceGuideInput => ({
  typeOfMove: "House/Flat Removals",
  from: house,
  to: house,
  bedrooms: "2",
  storageSize: "",
  movers: "",
  additionalServices: [],
  miles: 5,
  ...over,
});

const asMove = (i: PriceGuideInput): MoveGuide => {
  const g = priceGuide(i);
  if (g.kind !== "move") throw new Error(`expected a move guide, got ${g.kind}`);
  return g;
};

describe("known moves, worked by hand", () => {
  test("a 2-bed flat on the 3rd floor without a lift, 5 miles to a house", () => {
    const g = asMove(move({ from: flat(3, "no") }));
    // 550 cu ft; 3 movers load 450 cu ft an hour: 1.22 h × 1.3 (3 floors) + 1.22 h; the drive 6.5 road miles
    // at 12 mph = 0.54 h; 0.5 h there and back: 3.87 h → 4 h. Luton £50–£65 + 2 × £15–£20 = £80–£105 an hour.
    // The high end is the 2-mover move of 500 cu ft (5 h × £85 = £425 → £430): a bigger crew never costs less.
    expect(g).toMatchObject({ volumeCuFt: 550, volumeM3: 16, van: "luton", loads: 1, movers: 3, hours: 4 });
    expect([g.low, g.high]).toEqual([32_000, 43_000]);
    expect(guideSentence(g)).toBe(
      "A move like this usually costs £320–£430 (2-bed flat, about 550 cu ft (16\u00a0m³), Luton van, 3 movers, about 4 hours)",
    );
  });

  test("a 1-bed flat with a lift: a transit van, 2 movers, 3½ hours", () => {
    const g = asMove(move({ from: flat(1, "yes"), bedrooms: "1" }));
    // 350 cu ft / 300 = 1.17 h × 1.05 + 1.17 h + 0.54 h + 0.5 h = 3.43 h → 3.5 h × £55–£70
    expect(g).toMatchObject({ volumeCuFt: 350, van: "transit", movers: 2, hours: 3.5 });
    expect([g.low, g.high]).toEqual([19_000, 25_000]);
  });

  test("a 4-bed house: 1,400 cu ft in three Luton loads, 4 movers, about a day", () => {
    const g = asMove(move({ bedrooms: "4" }));
    // 1,400 / 600 = 2.33 h × 2 ends; 5 drives × 0.54 h; 0.5 h: 7.87 h → 8 h × (£50 + 3 × £15 … £65 + 3 × £20)
    expect(g).toMatchObject({ volumeCuFt: 1400, loads: 3, movers: 4, hours: 8 });
    expect([g.low, g.high]).toEqual([76_000, 100_000]);
  });

  test("the extra help adds the published figures: packing £150–£400, materials £120–£150, dismantling £125", () => {
    const plain = asMove(move());
    const helped = asMove(
      move({ additionalServices: ["Packing services", "Packing materials", "Disassembling/Reassembling"] }),
    );
    expect(helped.low - plain.low).toBe(15_000 + 12_000 + 12_500 - 500); // the low end rounds down to £10
    expect(helped.high - plain.high).toBe(40_000 + 15_000 + 12_500 + 500);
    expect(guideSentence(helped)).toContain("with packing and packing materials and dismantling");
  });

  test("the customer's own crew is used and said", () => {
    const g = asMove(move({ movers: "5" }));
    expect(g.movers).toBe(5);
    expect(guideSentence(g)).toContain("5 movers (as asked)");
  });

  test("without a distance a 5-mile London move is assumed, and said", () => {
    const g = asMove(move({ miles: null }));
    expect(g.distanceAssumed).toBe(true);
    expect([g.low, g.high]).toEqual([asMove(move()).low, asMove(move()).high]);
    expect(guideSentence(g)).toContain("assuming about 7 miles by road");
  });

  test("storage is priced by the week from the published storage prices", () => {
    const g = priceGuide(move({ typeOfMove: "Storage Unit", storageSize: "75-100" }));
    // 75 sq ft × 50p … 100 sq ft × 80p (the one-bed £25–£40 for 50 sq ft, the 2–3 bed £50–£80 for 100)
    expect(g).toMatchObject({ kind: "storage", low: 3700, high: 8000 });
    expect(guideSentence(g)).toBe(
      "Storage like this usually costs £37–£80 a week (75–100 sq ft, most stores give a discount from 3 months)",
    );
    expect(priceGuide(move({ typeOfMove: "Storage Unit", storageSize: "0-50" }))).toMatchObject({ low: 500 });
  });

  test("moves abroad get no guide, and say why", () => {
    const g = priceGuide(move({ typeOfMove: "International Removals" }));
    expect(g).toEqual({ kind: "none", reason: "abroad" });
    expect(guideSentence(g)).toMatch(/^We give no price guide for moves abroad/);
  });

  test("the wizard's values and a stored lead's details read the same", () => {
    const d = { typeOfMove: "Man and Van", fromPropertyType: "Apartment", fromBedrooms: "2", fromFloor: "3" };
    expect(guideInputOf(d, 4)).toEqual(guideInputOf({ ...d, fromLift: "" }, 4));
    expect(guideInputOf({ bedRooms: "3" }, null).bedrooms).toBe("3");
  });
});

describe("where a quote sits", () => {
  const g = asMove(move({ from: flat(3, "no") })); // £320–£430
  test.each([
    [20_000, "£120 below the guide"],
    [32_000, "within the guide"],
    [43_000, "within the guide"],
    [51_000, "£80 above the guide"],
  ])("%i pence: %s", (price, words) => {
    expect(guidePosition(price, g)).toBe(words);
  });
  test("no position without a guide or a price", () => {
    expect(guidePosition(30_000, priceGuide(move({ typeOfMove: "International Removals" })))).toBeNull();
    expect(guidePosition(null, g)).toBeNull();
  });
});

describe("properties", () => {
  const end = fc.oneof(
    fc.constant(house),
    fc.record({
      propertyType: fc.constant("Apartment"),
      floor: fc.constantFrom(...FLOORS),
      lift: fc.constantFrom("yes", "no"),
    }),
  );
  const input = fc.record({
    typeOfMove: fc.constantFrom("House/Flat Removals", "Man and Van", "Business Removals"),
    from: end,
    to: end,
    bedrooms: fc.constantFrom(...BEDROOMS),
    storageSize: fc.constantFrom(...STORAGE_SIZES),
    movers: fc.constantFrom("", "1", "2", "3", "6"),
    additionalServices: fc.subarray(["Packing services", "Packing materials", "Disassembling/Reassembling"]),
    miles: fc.oneof(fc.constant(null), fc.double({ min: 0, max: 300, noNaN: true })),
  });
  const notBelow = (a: MoveGuide, b: MoveGuide) => a.low >= b.low && a.high >= b.high;

  test("never below two hours at the lowest published rate, and low ≤ high", () => {
    fc.assert(
      fc.property(input, (i) => {
        const g = asMove(i);
        return (
          g.hours >= MAN_AND_VAN.minimumHours &&
          g.low >= 2 * MAN_AND_VAN.transitVanOneMoverPerHour.min &&
          g.low <= g.high
        );
      }),
    );
  });

  test("rises (never falls) with the volume: more bedrooms", () => {
    fc.assert(
      fc.property(input, fc.constantFrom("House", "Apartment"), (i, type) => {
        const at = (b: string) => asMove({ ...i, from: { ...i.from, propertyType: type }, bedrooms: b });
        return BEDROOMS.slice(1).every((b, k) => notBelow(at(b), at(BEDROOMS[k]!)));
      }),
    );
  });

  test("rises (never falls) with the volume: any number of cubic feet (a list's volume), crews changing", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 20 }), (i, step) => {
        const at = (cuFt: number) => asMove({ ...i, movers: "", volumeCuFt: cuFt });
        for (let v = step; v + step <= 2500; v += step) if (!notBelow(at(v + step), at(v))) return false;
        return true;
      }),
      { numRuns: 40 },
    );
  });

  test("rises (never falls) with the volume: a bigger storage unit to empty", () => {
    fc.assert(
      fc.property(input, (i) => {
        const at = (s: string) =>
          asMove({ ...i, from: { ...i.from, propertyType: "Storage" }, storageSize: s });
        return STORAGE_SIZES.slice(1).every((s, k) => notBelow(at(s), at(STORAGE_SIZES[k]!)));
      }),
    );
  });

  test("rises (never falls) with each floor without a lift, at either end", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 19 }), fc.boolean(), (i, floor, atFrom) => {
        const at = (f: number) =>
          asMove(atFrom ? { ...i, from: flat(f, "no") } : { ...i, to: flat(f, "no") });
        return (
          notBelow(at(floor + 1), at(floor)) &&
          notBelow(
            at(floor),
            atFrom ? asMove({ ...i, from: flat(floor, "yes") }) : asMove({ ...i, to: flat(floor, "yes") }),
          )
        );
      }),
    );
  });

  test("rises (never falls) with the distance", () => {
    fc.assert(
      fc.property(
        input,
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (i, miles, more) => notBelow(asMove({ ...i, miles: miles + more }), asMove({ ...i, miles })),
      ),
    );
  });

  test("deterministic: the same answers give the same guide", () => {
    fc.assert(
      fc.property(
        input,
        (i) => JSON.stringify(priceGuide(i)) === JSON.stringify(priceGuide(structuredClone(i))),
      ),
    );
  });

  test("every property type and storage band gives a guide", () => {
    for (const type of PROPERTY_TYPES)
      for (const size of STORAGE_SIZES)
        expect(
          asMove(move({ from: { ...house, propertyType: type }, storageSize: size })).low,
        ).toBeGreaterThan(0);
  });
});
