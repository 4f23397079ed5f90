import assert from "node:assert/strict";
import { test } from "vitest";
import { wizardDefaults } from "./defaults.ts";

test("spec §3 wizard defaults", () => {
  const d = wizardDefaults();
  assert.equal(d.fromStoragePurpose, "Property");
  assert.equal(d.fromStorageSize, "0-50");
  assert.equal(d.fromBedrooms, "1");
  assert.equal(d.fromStorageDuration, "Unsure");
  assert.equal(d.fromPropertyType, "House");
  assert.equal(d.fromFloor, "1");
  assert.equal(d.fromLift, "no");
  assert.equal(d.toPropertyType, "House");
  assert.equal(d.toLift, "no");
  assert.equal(d.toFloor, "1");
  assert.equal(d.toStorageSize, "0-50");
  assert.equal(d.payingForMove, "Self paid");
  assert.equal(d.dateType, "specific");
  assert.equal(d.title, "Mr");
  assert.deepEqual(d.additionalServices, []);
  // everything else is an empty text field
  for (const key of [
    "typeOfMove",
    "fromCity",
    "fromAddress",
    "startDate",
    "endDate",
    "email",
    "password",
  ] as const) {
    assert.equal(d[key], "", key);
  }
  assert.equal(d.website, "");
});

test("?typeOfMove and ?place prefill the wizard", () => {
  const d = wizardDefaults({ typeOfMove: "Storage Unit", place: " sw1a2aa " });
  assert.equal(d.typeOfMove, "Storage Unit");
  assert.equal(d.fromCity, "SW1A 2AA");
  assert.equal(wizardDefaults({ place: "sw" }).fromCity, "SW");
  assert.equal(wizardDefaults({ typeOfMove: "Piano Moving" }).typeOfMove, "");
  assert.equal(wizardDefaults({ typeOfMove: null, place: "  " }).fromCity, "");
  // issue 28: only a postcode, an outward code or an area code prefills
  assert.equal(wizardDefaults({ place: " se1 " }).fromCity, "SE1");
  assert.equal(wizardDefaults({ place: "sw1a" }).fromCity, "SW1A");
  assert.equal(wizardDefaults({ place: "hello" }).fromCity, "");
  assert.equal(wizardDefaults({ place: "SW1A 2AA; drop" }).fromCity, "");
});

test("each call returns a fresh object", () => {
  const a = wizardDefaults();
  a.additionalServices.push("Packing services");
  assert.deepEqual(wizardDefaults().additionalServices, []);
});
