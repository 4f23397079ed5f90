// test-database: none (opens no test database: run once, in the PGlite stage)
import assert from "node:assert/strict";
import { test } from "vitest";
import { todayInLondon } from "@rm/domain/lead/dates";
import { londonToday } from "./london-today.ts";

test("the kept day turns over at London's midnight, also when asked again within moments", () => {
  // BST: London midnight is 23:00 UTC
  assert.equal(londonToday(new Date("2025-07-14T22:59:30Z")), "2025-07-14");
  assert.equal(londonToday(new Date("2025-07-14T22:59:59Z")), "2025-07-14");
  assert.equal(londonToday(new Date("2025-07-14T23:00:00Z")), "2025-07-15");
  assert.equal(londonToday(new Date("2025-07-14T23:00:01Z")), "2025-07-15");
  // GMT, and back to an earlier moment
  assert.equal(londonToday(new Date("2025-01-14T23:59:59Z")), "2025-01-14");
  assert.equal(londonToday(new Date("2025-01-15T00:00:00Z")), "2025-01-15");
  assert.equal(londonToday(new Date("2025-07-14T22:59:59Z")), "2025-07-14");
});

test("the kept day is the domain's answer, now and at a clock change", () => {
  const now = new Date();
  assert.equal(londonToday(now), todayInLondon(now));
  // the clocks go back at 01:00 UTC on 26 October 2025: still the 26th either side
  assert.equal(londonToday(new Date("2025-10-26T00:59:59Z")), "2025-10-26");
  assert.equal(londonToday(new Date("2025-10-26T01:00:00Z")), "2025-10-26");
  assert.equal(londonToday(new Date("2025-10-25T22:59:59Z")), "2025-10-25");
  assert.equal(londonToday(new Date("2025-10-25T23:00:00Z")), "2025-10-26");
});
