// test-database: none (opens no test database: run once, in the PGlite stage)
import assert from "node:assert/strict";
import { test } from "vitest";
import { londonDayEnd, londonDayStart } from "./london-days.ts";

test("a London day starts at midnight GMT in winter and at 23:00 UTC the evening before in summer", () => {
  assert.equal(londonDayStart("2026-01-15").toISOString(), "2026-01-15T00:00:00.000Z");
  assert.equal(londonDayStart("2026-07-01").toISOString(), "2026-06-30T23:00:00.000Z");
  // the clocks go forward on 29 March 2026 at 01:00 GMT: that day starts in GMT, the next in BST
  assert.equal(londonDayStart("2026-03-29").toISOString(), "2026-03-29T00:00:00.000Z");
  assert.equal(londonDayEnd("2026-03-29").toISOString(), "2026-03-29T23:00:00.000Z");
});
