import assert from "node:assert/strict";
import { test } from "vitest";
import { DUPLICATE_WINDOW_DAYS, districtOf, isSameMove } from "./duplicate-request.ts";

const open = { from: "SE1 7PB", to: "CR0 2AB", date: "2026-12-10" };

test("same districts and a date within 7 days is the same move", () => {
  assert.equal(DUPLICATE_WINDOW_DAYS, 7);
  assert.equal(isSameMove(open, { from: "se17pb", to: "CR0 9ZZ", date: "2026-12-13" }), true);
  assert.equal(isSameMove(open, { from: "SE1 2AA", to: "CR0 1AA", date: "2026-12-03" }), true);
  assert.equal(isSameMove(open, { from: "SE1 2AA", to: "CR0 1AA", date: "2026-12-17" }), true);
});

test("another district at either end, or 8 days apart, is another move", () => {
  assert.equal(isSameMove(open, { from: "SE11 4AA", to: "CR0 2AB", date: "2026-12-10" }), false);
  assert.equal(isSameMove(open, { from: "SE1 7PB", to: "CR2 6AA", date: "2026-12-10" }), false);
  assert.equal(isSameMove(open, { from: "SE1 7PB", to: "CR0 2AB", date: "2026-12-18" }), false);
  assert.equal(isSameMove(open, { from: "SE1 7PB", to: "CR0 2AB", date: "2026-12-02" }), false);
  assert.equal(isSameMove(open, { from: "SE1 7PB", to: null, date: "2026-12-10" }), false);
});

test("storage: an area code is its own district; no date matches only no date", () => {
  assert.equal(districtOf("sw"), "SW");
  assert.equal(districtOf("SW1A 2AA"), "SW1A");
  assert.equal(isSameMove({ from: "SW", to: null, date: null }, { from: " sw ", to: "", date: null }), true);
  assert.equal(
    isSameMove({ from: "SW", to: null, date: null }, { from: "SW", to: null, date: "2026-12-10" }),
    false,
  );
});

test("issue 28: flexible ranges count from their nearest days: overlapping, or at most 7 days apart", () => {
  const booked = { from: "SE1 7PB", to: "CR0 2AB", date: "2026-12-10", endDate: "2026-12-20" };
  // a fixed date inside the booked range
  assert.equal(isSameMove(booked, { from: "SE1 2AA", to: "CR0 1AA", date: "2026-12-15" }), true);
  // a range that starts before and overlaps it
  assert.equal(
    isSameMove(booked, { from: "SE1 2AA", to: "CR0 1AA", date: "2026-11-20", endDate: "2026-12-11" }),
    true,
  );
  // 7 days after its last day; 8 days is another move
  assert.equal(isSameMove(booked, { from: "SE1 2AA", to: "CR0 1AA", date: "2026-12-27" }), true);
  assert.equal(isSameMove(booked, { from: "SE1 2AA", to: "CR0 1AA", date: "2026-12-28" }), false);
  // 8 days before its first day
  assert.equal(
    isSameMove(booked, { from: "SE1 2AA", to: "CR0 1AA", date: "2026-11-25", endDate: "2026-12-02" }),
    false,
  );
  // an end date before the start counts as the start alone
  assert.equal(isSameMove({ ...booked, endDate: "2026-12-01" }, { ...booked, date: "2026-12-18" }), false);
});
