import assert from "node:assert/strict";
import { test } from "vitest";
import { wizardDefaults } from "./defaults.ts";
import { wizardSteps } from "./steps.ts";
import { moveSummary, SUMMARY_WORDS, summaryNotes } from "./summary.ts";

const house = {
  ...wizardDefaults({ typeOfMove: "House/Flat Removals" }),
  fromCity: "SW1A 2AA",
  fromAddress: "10 Downing Street",
  fromPropertyType: "Apartment",
  fromBedrooms: "2",
  fromFloor: "3",
  fromLift: "no",
  toCity: "E1 6AN",
  toPropertyType: "House",
  additionalServices: ["Packing services"],
  startDate: "2026-03-14",
  preferredTime: "morning",
  declaredValue: "10k-25k",
};

test("a guest's last step (Personal Details): every part, each with the step its edit link opens", () => {
  const steps = wizardSteps(house.typeOfMove, false);
  const rows = moveSummary(house, steps, steps.length - 1);
  assert.deepEqual(
    rows.map((r) => [r.part, r.value, steps[r.step]!.id]),
    [
      ["from", "SW1A 2AA, 10 Downing Street", "from"],
      ["to", "E1 6AN", "to"],
      ["property", "Apartment, 2 bedrooms", "from"],
      ["floors", `From floor 3, no lift; to ${SUMMARY_WORDS.house}`, "from"],
      ["parking", "Moving out: free on-street parking; moving in: free on-street parking", "from"],
      ["carry", "Moving out: at the door; moving in: at the door", "from"],
      ["date", "Saturday 14 March 2026, morning", "date"],
      ["services", "Packing services", "services"],
      ["value", "£10,000 to £25,000", "services"],
    ],
  );
});

test("an address that names its postcode is shown alone", () => {
  const steps = wizardSteps(house.typeOfMove, false);
  const v = { ...house, fromAddress: "10 Downing Street, London, SW1A 2AA" };
  assert.equal(moveSummary(v, steps, 5)[0]!.value, "10 Downing Street, London, SW1A 2AA");
});

test("signed in, the last step is Moving Date: its own answers are on screen, not in the summary", () => {
  const steps = wizardSteps(house.typeOfMove, true);
  const rows = moveSummary({ ...house, declaredValue: "", additionalServices: [] }, steps, steps.length - 1);
  assert.deepEqual(
    rows.map((r) => r.part),
    ["from", "to", "property", "floors", "parking", "carry", "services"],
  );
  assert.equal(rows.find((r) => r.part === "services")!.value, SUMMARY_WORDS.noServices);
});

test("floors: only the destination is a flat, the edit link opens Moving To; storage has no destination", () => {
  const steps = wizardSteps(house.typeOfMove, false);
  const flatAtTheEnd = {
    ...house,
    fromPropertyType: "House",
    toPropertyType: "Apartment",
    toFloor: "5",
    toLift: "yes",
  };
  const floors = moveSummary(flatAtTheEnd, steps, 5).find((r) => r.part === "floors")!;
  assert.equal(floors.value, `From ${SUMMARY_WORDS.house}; to floor 5, with a lift`);
  assert.equal(steps[floors.step]!.id, "to");

  const storage = {
    ...wizardDefaults({ typeOfMove: "Storage Unit" }),
    fromCity: "SW",
    startDate: "2026-03-14",
  };
  const sSteps = wizardSteps("Storage Unit", false);
  assert.deepEqual(
    moveSummary(storage, sSteps, sSteps.length - 1).map((r) => [r.part, r.value]),
    [
      ["from", "SW"],
      ["property", "Property, 0-50 sq ft"],
      ["date", "Saturday 14 March 2026"],
      ["services", SUMMARY_WORDS.noServices],
    ],
  );
});

test("issue #32: the access answers as changed, the lift's size, and the suspension's council", () => {
  const steps = wizardSteps(house.typeOfMove, false);
  const v = {
    ...house,
    fromFloor: "basement",
    fromLift: "yes",
    fromLiftFits: "no",
    fromParking: "suspension",
    fromCarry: "over-25m",
    toParking: "paid",
    toCarry: "10-25m",
  };
  const rows = Object.fromEntries(moveSummary(v, steps, 5).map((r) => [r.part, r.value]));
  assert.equal(rows.floors, `From basement, with a lift too small for furniture; to ${SUMMARY_WORDS.house}`);
  assert.equal(
    rows.parking,
    "Moving out: needs a parking suspension; moving in: pay-and-display or residents' bay",
  );
  assert.equal(rows.carry, "Moving out: over 25 m; moving in: 10–25 m");
  // SW1A 2AA is in Westminster; every answer changed, so no word about starting answers
  assert.deepEqual(summaryNotes({ ...v, fromFloor: "2", toParking: "driveway", toCarry: "up-to-10m" }), [
    "Parking suspension at the address you move out of: you need to apply to Westminster City Council, usually about two weeks before the move.",
  ]);
  assert.deepEqual(summaryNotes({ ...v, fromCity: "", toParking: "suspension", toCity: "" }).slice(0, 2), [
    "Parking suspension at the address you move out of: you need to apply to your borough council, usually about two weeks before the move.",
    "Parking suspension at your new address: you need to apply to your borough council, usually about two weeks before the move.",
  ]);
});

test("issue #32: while an access answer is the wizard's starting one, the summary asks to check it", () => {
  assert.deepEqual(summaryNotes(house), [SUMMARY_WORDS.defaultsNote]);
  const storage = { ...wizardDefaults({ typeOfMove: "Storage Unit" }), fromCity: "SW" };
  assert.deepEqual(summaryNotes(storage), []);
});
