import assert from "node:assert/strict";
import { test } from "vitest";
import {
  ADDITIONAL_SERVICES,
  BEDROOMS,
  DATE_TYPE_OPTIONS,
  FLOORS,
  isCommercialMove,
  isInternationalMove,
  isMoveType,
  isStorageMove,
  MOVE_TYPES,
  PAYING_FOR_MOVE,
  PREFERRED_TIMES,
  PROPERTY_TYPES,
  STORAGE_DURATIONS,
  STORAGE_PURPOSES,
  STORAGE_SIZES,
  TITLES,
} from "./options.ts";

test("spec §2 tiles and §3 option lists, exactly and in order", () => {
  assert.deepEqual(MOVE_TYPES, [
    "House/Flat Removals",
    "International Removals",
    "Man and Van",
    "Storage Unit",
    "Business Removals",
  ]);
  assert.deepEqual(PROPERTY_TYPES, ["House", "Apartment", "Storage"]);
  assert.deepEqual(BEDROOMS, ["1", "2", "3", "4", "5+"]);
  assert.equal(FLOORS.length, 20);
  assert.equal(FLOORS[0], "1");
  assert.equal(FLOORS[19], "20");
  assert.deepEqual(STORAGE_SIZES, ["0-50", "75-100", "125-150", "175-200", "200+"]);
  assert.deepEqual(STORAGE_PURPOSES, ["Property", "Business", "Personal"]);
  assert.deepEqual(DATE_TYPE_OPTIONS, [
    { value: "specific", label: "Fixed Date" },
    { value: "flexible", label: "Flexible Date" },
  ]);
  assert.deepEqual(ADDITIONAL_SERVICES, [
    "Packing services",
    "Packing materials",
    "Disassembling/Reassembling",
  ]);
  assert.deepEqual(STORAGE_DURATIONS, [
    "Unsure",
    "Less than 2 weeks",
    "2 - 4 Weeks",
    "4 - 8 Weeks",
    "8 - 12 Weeks",
    "3 - 6 Months",
    "6 - 12 Months",
    "1 Year +",
  ]);
  assert.deepEqual(TITLES, ["Mr", "Mrs", "Miss", "Ms"]);
  assert.ok(PAYING_FOR_MOVE.includes("Self paid"));
  assert.deepEqual(PREFERRED_TIMES, ["morning", "afternoon", "flexible"]);
});

test("move-type predicates (D6, D14)", () => {
  assert.equal(isStorageMove("Storage Unit"), true);
  assert.equal(isStorageMove("Man and Van"), false);
  assert.equal(isCommercialMove("Business Removals"), true);
  assert.equal(isCommercialMove("House/Flat Removals"), false);
  assert.equal(isInternationalMove("International Removals"), true);
  assert.equal(isInternationalMove(undefined), false);
  assert.equal(isMoveType("Man and Van"), true);
  assert.equal(isMoveType("man and van"), false);
});
