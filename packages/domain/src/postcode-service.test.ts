import assert from "node:assert/strict";
import { test } from "vitest";
import {
  ADDRESS_STEP_TEXT,
  compactPostcodeQuery,
  coverageProblem,
  parsePostcodeQuery,
  postcodeDisplayPrefixes,
  postcodeQueryText,
} from "./postcode-service.ts";

test("compactPostcodeQuery upper-cases and drops spaces; refuses what cannot start a postcode", () => {
  assert.equal(compactPostcodeQuery(" sw1a 2aa "), "SW1A2AA");
  assert.equal(compactPostcodeQuery("e"), "E");
  for (const q of ["", "  ", "1AB", "E1%", "E1_", "SW1A2AAX", "e1-6an", "'; drop"]) {
    assert.equal(compactPostcodeQuery(q), null, q);
  }
});

test("parsePostcodeQuery: a space after a whole outward code ends the district; else a compact prefix", () => {
  assert.deepEqual(parsePostcodeQuery("E1 6"), { kind: "district", outcode: "E1", inward: "6" });
  assert.deepEqual(parsePostcodeQuery("  se1 "), { kind: "district", outcode: "SE1", inward: "" });
  assert.deepEqual(parsePostcodeQuery("  Sw1A  2aA "), { kind: "district", outcode: "SW1A", inward: "2AA" });
  assert.deepEqual(parsePostcodeQuery("e16an"), { kind: "compact", compact: "E16AN" });
  assert.deepEqual(parsePostcodeQuery("SE1"), { kind: "compact", compact: "SE1" });
  // a space that cannot end an outward code is ignored, as the wizard's normalising does
  assert.deepEqual(parsePostcodeQuery("SE 1"), { kind: "compact", compact: "SE1" });
  assert.deepEqual(parsePostcodeQuery("E16 AN"), { kind: "compact", compact: "E16AN" });
  for (const q of ["", "  ", "1AB", "E1%", "SW1A 2AA X", "e1-6an"]) {
    assert.equal(parsePostcodeQuery(q), null, q);
  }
});

test("postcodeDisplayPrefixes: every way the query can start an 'OUT IN' postcode", () => {
  const prefixes = (q: string) => {
    const parsed = parsePostcodeQuery(q);
    assert.ok(parsed, q);
    return postcodeDisplayPrefixes(parsed);
  };
  assert.deepEqual(prefixes("E1 6"), ["E1 6"]);
  assert.deepEqual(prefixes("SE1"), ["SE1"]);
  assert.deepEqual(prefixes("N1"), ["N1"]);
  assert.deepEqual(prefixes("e16"), ["E16", "E1 6"]);
  assert.deepEqual(prefixes("e16an"), ["E16AN", "E1 6AN"]);
  assert.deepEqual(prefixes("SW1A2A"), ["SW1A2A", "SW1A 2A"]);
  assert.deepEqual(prefixes("SW191"), ["SW191", "SW19 1"]);
  assert.equal(postcodeQueryText({ kind: "district", outcode: "SE1", inward: "" }), "SE1 ");
  assert.equal(postcodeQueryText({ kind: "compact", compact: "E16AN" }), "E16AN");
});

test("coverageProblem: a move starts in London and may end anywhere in the UK", () => {
  assert.equal(coverageProblem("from", "london"), null);
  assert.equal(coverageProblem("from", "uk"), "We cover moves that start in London for now");
  assert.equal(coverageProblem("from", "unknown"), "Incorrect Postcode");
  assert.equal(coverageProblem("from", "unknown", "Incorrect Code"), "Incorrect Code");
  assert.equal(coverageProblem("to", "london"), null);
  assert.equal(coverageProblem("to", "uk"), null);
  assert.equal(coverageProblem("to", "unknown"), "Incorrect Postcode");
});

test("the address step's lines name the postcode", () => {
  assert.equal(ADDRESS_STEP_TEXT.found(1, "E1 6AN"), "1 address at E1 6AN");
  assert.equal(ADDRESS_STEP_TEXT.found(8, "E1 6AN"), "8 addresses at E1 6AN");
  assert.equal(
    ADDRESS_STEP_TEXT.noneKnown("SW19 1DB"),
    "We don't have the addresses for SW19 1DB — please type yours.",
  );
});
