import assert from "node:assert/strict";
import { test } from "vitest";
import { formatPounds, formatRange } from "./money.ts";

test("pence read as pounds: whole pounds without pence, thousands with a comma, ranges with an en dash", () => {
  assert.equal(formatPounds(4000), "£40");
  assert.equal(formatPounds(4150), "£41.50");
  assert.equal(formatPounds(150000), "£1,500");
  assert.equal(formatRange({ min: 500, max: 1000 }), "£5–£10");
});
