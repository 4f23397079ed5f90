import assert from "node:assert/strict";
import { test } from "node:test";
import { compactPostcodeQuery } from "./postcode-service.ts";

test("compactPostcodeQuery upper-cases and drops spaces; refuses what cannot start a postcode", () => {
  assert.equal(compactPostcodeQuery(" sw1a 2aa "), "SW1A2AA");
  assert.equal(compactPostcodeQuery("e"), "E");
  for (const q of ["", "  ", "1AB", "E1%", "E1_", "SW1A2AAX", "e1-6an", "'; drop"]) {
    assert.equal(compactPostcodeQuery(q), null, q);
  }
});
