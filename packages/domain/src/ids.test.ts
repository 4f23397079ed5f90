import assert from "node:assert/strict";
import { test } from "vitest";
import { isUuid } from "./ids.ts";

test("a UUID in either case is an id; anything else is not", () => {
  assert.equal(isUuid("0b6e3c3e-8f1a-4c2b-9d7e-1a2b3c4d5e6f"), true);
  assert.equal(isUuid("0B6E3C3E-8F1A-4C2B-9D7E-1A2B3C4D5E6F"), true);
  for (const bad of [
    "",
    "1",
    "0b6e3c3e8f1a4c2b9d7e1a2b3c4d5e6f",
    "0b6e3c3e-8f1a-4c2b-9d7e-1a2b3c4d5e6",
    "../etc/passwd",
    " 0b6e3c3e-8f1a-4c2b-9d7e-1a2b3c4d5e6f",
    "0b6e3c3e-8f1a-4c2b-9d7e-1a2b3c4d5e6g",
  ])
    assert.equal(isUuid(bad), false, bad);
});
