// Issue #32: the list of what is moving — its presets price like no list, its volume drives the guide, and bad
// lists are refused with their message (the API's zod field and the wizard's plain check alike).
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  checkInventory,
  INVENTORY_ITEMS,
  INVENTORY_LIMITS,
  INVENTORY_MESSAGES,
  inventoryPreset,
  inventoryRows,
  inventorySummary,
  inventoryVolumeCuFt,
  specialItemsLine,
} from "./inventory.ts";
import { LEAD_FIELDS } from "./lead/fields.ts";
import { fieldProblem, LEAD_FIELD_SPECS } from "./lead/field-specs.ts";
import { BEDROOMS } from "./lead/options.ts";
import { guideInputOf, type MoveGuide, priceGuide, VOLUME_PRESETS_CU_FT } from "./price-guide.ts";
import { guideSentence } from "./price-guide-words.ts";

const answers = (over: Record<string, unknown> = {}) => ({
  typeOfMove: "House/Flat Removals",
  fromPropertyType: "Apartment",
  fromBedrooms: "2",
  fromFloor: "3",
  fromLift: "no",
  toPropertyType: "House",
  ...over,
});
const guideOf = (over: Record<string, unknown> = {}) =>
  priceGuide(guideInputOf(answers(over), 5)) as MoveGuide;

describe("presets", () => {
  test("a typical 2-bed flat: its rooms, and boxes up to the flat's 550 cu ft", () => {
    const p = inventoryPreset("Apartment", "2");
    expect(p["double-bed"]).toBe(2);
    expect(p.wardrobe).toBe(2);
    expect(p["sofa-3"]).toBe(1);
    expect(p.box).toBe(50);
    expect(inventoryVolumeCuFt(p)).toBe(550);
  });

  test("every preset comes to its home's volume exactly, and prices like no list", () => {
    for (const type of ["Apartment", "House"] as const)
      for (const beds of BEDROOMS) {
        const p = inventoryPreset(type, beds);
        const target = VOLUME_PRESETS_CU_FT[type][beds];
        const cuFt = inventoryVolumeCuFt(p);
        expect(cuFt).toBe(target);
        const without = guideOf({ fromPropertyType: type, fromBedrooms: beds });
        const withList = guideOf({ fromPropertyType: type, fromBedrooms: beds, inventory: p });
        expect([withList.low, withList.high], `${type} ${beds}`).toEqual([without.low, without.high]);
        expect(withList.fromList).toBe(true);
      }
  });
});

describe("the guide from a list", () => {
  test("adding a piano and 20 boxes to the 2-bed flat's list raises the guide and says it is the list's", () => {
    const preset = inventoryPreset("Apartment", "2");
    const before = guideOf({ inventory: preset });
    const after = guideOf({ inventory: { ...preset, piano: 1, box: preset.box! + 20 } });
    expect(after.volumeCuFt).toBe(550 + 60 + 60);
    expect(after.volumeM3).toBe(19);
    expect(after.high).toBeGreaterThan(before.high);
    expect(guideSentence(after)).toContain("about 670 cu ft (19\u00a0m³) from the list");
  });

  test("the guide never falls as the list grows (any item, any count)", () => {
    const keys = INVENTORY_ITEMS.map((i) => i.key);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.integer({ min: 1, max: 40 }), (key, n) => {
        const preset = inventoryPreset("Apartment", "2");
        const more = { ...preset, [key]: (preset[key] ?? 0) + n };
        const a = guideOf({ inventory: preset });
        const b = guideOf({ inventory: more });
        return b.low >= a.low && b.high >= a.high && b.volumeCuFt > a.volumeCuFt;
      }),
    );
  });

  test("an empty list, or one of only zeros, leaves the preset standing", () => {
    expect(guideOf({ inventory: {} }).fromList).toBe(false);
    expect(guideOf({ inventory: { box: 0 } }).volumeCuFt).toBe(550);
  });
});

describe("bad lists are refused with their message", () => {
  const bad: [string, unknown, string][] = [
    ["a negative count", { box: -1 }, INVENTORY_MESSAGES.countInvalid],
    ["half a sofa", { "sofa-3": 0.5 }, INVENTORY_MESSAGES.countInvalid],
    ["a count as text", { box: "3" }, INVENTORY_MESSAGES.countInvalid],
    ["one count over the cap", { box: INVENTORY_LIMITS.maxCount + 1 }, INVENTORY_MESSAGES.countInvalid],
    [
      "10,000 things in all",
      Object.fromEntries(INVENTORY_ITEMS.map((i) => [i.key, 300])),
      INVENTORY_MESSAGES.tooMany,
    ],
    ["an unknown item", { spaceship: 1 }, INVENTORY_MESSAGES.unknownItem],
    ["a key from the object's prototype", { constructor: 1 }, INVENTORY_MESSAGES.unknownItem],
    ["a list, not counts", ["box"], INVENTORY_MESSAGES.notAList],
    ["text", "lots", INVENTORY_MESSAGES.notAList],
  ];
  for (const [what, value, message] of bad)
    test(what, () => {
      expect(checkInventory(value)).toEqual({ ok: false, message });
      expect(fieldProblem(LEAD_FIELD_SPECS.inventory, value)).toBe(message);
      const zod = LEAD_FIELDS.inventory.safeParse(value);
      expect(zod.success ? null : zod.error.issues[0]?.message).toBe(message);
    });

  test("exactly the cap is fine; zeros are dropped", () => {
    const ok = checkInventory({ box: 500, "sofa-3": 0, wardrobe: 400, tv: 100 });
    expect(ok).toEqual({ ok: true, counts: { box: 500, wardrobe: 400, tv: 100 } });
  });
});

test("how a list reads for the mover: by room, the special items, the summary", () => {
  const list = { "sofa-3": 1, box: 30, piano: 1, artwork: 3 };
  expect(inventoryRows(list)).toEqual([
    { room: "Living room", items: [{ label: "Sofa (3-seater)", count: 1 }] },
    { room: "Boxes", items: [{ label: "Boxes (medium, about 3 cu ft)", count: 30 }] },
    {
      room: "Big or special items",
      items: [
        { label: "Piano (upright)", count: 1 },
        { label: "Artwork or a large mirror", count: 3 },
      ],
    },
  ]);
  expect(specialItemsLine(list)).toBe("Piano (upright), Artwork or a large mirror\u00a0×\u00a03");
  expect(inventorySummary(list)).toBe("35 things, about 209 cu ft (6\u00a0m³)");
});
