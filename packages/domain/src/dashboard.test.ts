import assert from "node:assert/strict";
import { test } from "vitest";
import {
  dashboardPeriod,
  formatMinutes,
  lastMonths,
  monthLabel,
  percent,
  ratio1,
  shortDayLabel,
  shortMonthLabel,
} from "./dashboard.ts";

test("?days= takes 7, 30 or 90; anything else is the 30-day default", () => {
  assert.equal(dashboardPeriod("7"), 7);
  assert.equal(dashboardPeriod("90"), 90);
  for (const raw of [null, undefined, "", "8", "-7", "7.0x", "abc", "1e9"])
    assert.equal(dashboardPeriod(raw), 30);
});

test("shares and ratios never divide by nothing", () => {
  assert.equal(percent(2, 3), 67);
  assert.equal(percent(1, 0), 0);
  assert.equal(ratio1(5, 3), 1.7);
  assert.equal(ratio1(5, 0), 0);
});

test("minutes read as people say them", () => {
  assert.equal(formatMinutes(null), "—");
  assert.equal(formatMinutes(45), "45 min");
  assert.equal(formatMinutes(59.6), "1 h");
  assert.equal(formatMinutes(200), "3 h 20 min");
  assert.equal(formatMinutes(24 * 60), "1 day");
  assert.equal(formatMinutes(2 * 24 * 60 + 4 * 60 + 10), "2 days 4 h");
});

test("the last 12 months end with this one and cross the year", () => {
  const months = lastMonths("2026-01-31", 12);
  assert.equal(months.length, 12);
  assert.equal(months[0], "2025-02");
  assert.equal(months[11], "2026-01");
  assert.equal(monthLabel("2026-03"), "Mar 2026");
  assert.equal(shortMonthLabel("2026-03"), "Mar 26");
  assert.equal(shortDayLabel("2026-03-07"), "7 Mar");
});
