import assert from "node:assert/strict";
import { test } from "vitest";
import { isIsoDate, todayInLondon } from "./dates.ts";
import { isUkPhoneNumber, normaliseUkPhone, phoneSearchDigits } from "./phone.ts";

test("UK phone numbers: 07…, +44 and 020 forms with spaces", () => {
  assert.equal(normaliseUkPhone("07700 900123"), "07700900123");
  assert.equal(normaliseUkPhone("+44 7700 900123"), "07700900123");
  assert.equal(normaliseUkPhone("+44 (0)20 7946 0958"), "02079460958");
  assert.equal(normaliseUkPhone("0044 20 7946 0958"), "02079460958");
  assert.equal(normaliseUkPhone("020-7946-0958"), "02079460958");
  assert.equal(normaliseUkPhone("01632 96070"), "0163296070");
  for (const bad of [
    "",
    "12345",
    "7700900123",
    "077009001234",
    "+33 1 23 45 67 89",
    "07700 9001ab",
    "0770090",
  ]) {
    assert.equal(isUkPhoneNumber(bad), false, bad);
  }
});

test("today in London, not UTC", () => {
  // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST)
  assert.equal(todayInLondon(new Date("2025-06-30T23:30:00Z")), "2025-07-01");
  // in winter London is on UTC
  assert.equal(todayInLondon(new Date("2025-12-31T23:30:00Z")), "2025-12-31");
  assert.match(todayInLondon(), /^\d{4}-\d{2}-\d{2}$/);
});

test("ISO calendar dates only", () => {
  assert.equal(isIsoDate("2025-02-28"), true);
  assert.equal(isIsoDate("2024-02-29"), true);
  assert.equal(isIsoDate("2025-02-29"), false);
  assert.equal(isIsoDate("2025-13-01"), false);
  assert.equal(isIsoDate("01/02/2025"), false);
  assert.equal(isIsoDate("2025-06-01T00:00:00Z"), false);
});

test("todayInLondon turns over at London's midnight, also when asked again within moments", () => {
  // BST: London midnight is 23:00 UTC
  assert.equal(todayInLondon(new Date("2025-07-14T22:59:30Z")), "2025-07-14");
  assert.equal(todayInLondon(new Date("2025-07-14T22:59:59Z")), "2025-07-14");
  assert.equal(todayInLondon(new Date("2025-07-14T23:00:00Z")), "2025-07-15");
  assert.equal(todayInLondon(new Date("2025-07-14T23:00:01Z")), "2025-07-15");
  // GMT, and back to an earlier moment
  assert.equal(todayInLondon(new Date("2025-01-14T23:59:59Z")), "2025-01-14");
  assert.equal(todayInLondon(new Date("2025-01-15T00:00:00Z")), "2025-01-15");
  assert.equal(todayInLondon(new Date("2025-07-14T22:59:59Z")), "2025-07-14");
});

test("a phone search: the whole number in any usual form, or part of one; not other words", () => {
  for (const typed of [
    "07911 123456",
    "+44 7911 123456",
    "07911123456",
    "0044 7911 123456",
    "+44 (0)7911 123456",
  ])
    assert.equal(phoneSearchDigits(typed), "07911123456", typed);
  assert.equal(phoneSearchDigits("+44 7911"), "07911");
  assert.equal(phoneSearchDigits("123 456"), "123456");
  for (const other of ["alice@example.org", "Nadia", "SE1 9SG", "12", "+44", "", "0000"])
    assert.equal(phoneSearchDigits(other), null, other);
});
