import assert from "node:assert/strict";
import { test } from "vitest";
import {
  isAreaCode,
  isUkPostcodeFormat,
  normaliseAreaCode,
  normalisePostcode,
  outcodeOf,
  parseStorageCode,
  placeCode,
  postcodeMatchesLookup,
  typedPostcode,
} from "./postcode.ts";

test("D25: normalising upper-cases, trims, collapses spaces and puts one space before the last three", () => {
  assert.equal(normalisePostcode("sw1a2aa"), "SW1A 2AA");
  assert.equal(normalisePostcode(" e1 6an "), "E1 6AN");
  assert.equal(normalisePostcode("SW1A   2AA"), "SW1A 2AA");
  assert.equal(normalisePostcode("s w1a 2aa"), "SW1A 2AA");
  assert.equal(normalisePostcode("m11ae"), "M1 1AE");
  // too short or too long to be a postcode: only upper-cased, trimmed, spaces collapsed
  assert.equal(normalisePostcode(" sw "), "SW");
  assert.equal(normalisePostcode("e1"), "E1");
  assert.equal(normalisePostcode("not  a postcode"), "NOT A POSTCODE");
});

test("spec §5 format: accepts the UK shapes, trimmed and any case", () => {
  for (const pc of [
    "SW1A 2AA",
    "sw1a2aa",
    " e1 6an ",
    "E1 6AN",
    "M1 1AE",
    "B33 8TH",
    "CR2 6XH",
    "DN55 1PT",
    "W1A 0AX",
    "EC1A 1BB",
    "N1 9GU",
  ]) {
    assert.equal(isUkPostcodeFormat(pc), true, pc);
  }
});

test("spec §5 format: rejects everything else, GIR 0AA included", () => {
  for (const pc of [
    "",
    "GIR 0AA",
    "SW1A  2AA",
    "SW1A",
    "SW1A 2A",
    "E1 6ANN",
    "SWW1 2AA",
    "1W1A 2AA",
    "SW1A-2AA",
    "SW1AB 2AA",
    "SW1A 22A",
    "12345",
    "E",
  ]) {
    assert.equal(isUkPostcodeFormat(pc), false, pc);
  }
});

test("outcode of a postcode, null for anything else", () => {
  assert.equal(outcodeOf("sw1a2aa"), "SW1A");
  assert.equal(outcodeOf("E1 6AN"), "E1");
  assert.equal(outcodeOf("dn551pt"), "DN55");
  assert.equal(outcodeOf("SW"), null);
  assert.equal(outcodeOf("GIR 0AA"), null);
});

test("D13: an area code is 1-3 letters only, any case", () => {
  for (const code of ["SW", "e", "Ecx", " n "]) assert.equal(isAreaCode(code), true, code);
  for (const code of ["", "SWAB", "S1", "S W", "SW1", "É"]) assert.equal(isAreaCode(code), false, code);
  assert.equal(normaliseAreaCode(" sw "), "SW");
});

test("D13: the storage code is a postcode or an area code", () => {
  assert.deepEqual(parseStorageCode("se15ab"), { kind: "postcode", postcode: "SE1 5AB" });
  assert.deepEqual(parseStorageCode(" nw "), { kind: "area", areaCode: "NW" });
  assert.equal(parseStorageCode("SW1"), null);
  assert.equal(parseStorageCode("12"), null);
});

test("spec §4 + D25: the lookup's first postcode must equal the entry, both normalised", () => {
  assert.equal(postcodeMatchesLookup("sw1a2aa", "SW1A 2AA"), true);
  assert.equal(postcodeMatchesLookup(" SW1A 2AA ", "sw1a 2aa"), true);
  assert.equal(postcodeMatchesLookup("SW1A 2AA", "SW1A 2AB"), false);
  assert.equal(postcodeMatchesLookup("SW1A", "SW1A 1AA"), false);
  assert.equal(postcodeMatchesLookup("SW1A 2AA", undefined), false);
  assert.equal(postcodeMatchesLookup("SW1A 2AA", null), false);
  assert.equal(postcodeMatchesLookup("", ""), false);
});

test("issue 28: a postcode shows upper-cased, without leading or doubled spaces, as it is typed", () => {
  assert.equal(typedPostcode("  sw1a"), "SW1A");
  assert.equal(typedPostcode("se1 "), "SE1 ", "one trailing space stays: it keeps to the district");
  assert.equal(typedPostcode("e1   6an"), "E1 6AN");
  assert.equal(typedPostcode("\te1\t6an"), "E1 6AN");
});

test("issue 28: ?place= is a postcode, an outward code or an area code, else nothing", () => {
  assert.equal(placeCode("sw1a2aa"), "SW1A 2AA");
  assert.equal(placeCode(" e1  6an "), "E1 6AN");
  assert.equal(placeCode("se10"), "SE10");
  assert.equal(placeCode("sw"), "SW");
  assert.equal(placeCode("hello"), "");
  assert.equal(placeCode("SW1A 2AAX"), "");
  assert.equal(placeCode(null), "");
});
