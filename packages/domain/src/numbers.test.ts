import assert from "node:assert/strict";
import { test } from "vitest";
import { NUMBER_MESSAGES, pageNumberField, pageOf, plainInteger } from "./numbers.ts";

for (const v of [
  "0x10",
  "0X10",
  "1e1",
  "+3",
  "-3",
  " 16",
  "16 ",
  "Infinity",
  "NaN",
  "1.0",
  "0b1",
  "0o7",
  "",
  "１６",
]) {
  test(`${JSON.stringify(v)} is not a plain whole number`, () => {
    assert.equal(plainInteger(v), null);
    assert.equal(pageOf(v, 100), 1);
    assert.equal(pageNumberField(100).safeParse(v).error?.issues[0]?.message, NUMBER_MESSAGES.page);
  });
}

test("plain whole numbers are read, within the page range", () => {
  assert.equal(plainInteger("16"), 16);
  assert.equal(plainInteger("007"), 7);
  assert.equal(plainInteger(3), 3);
  assert.equal(plainInteger(1.5), null);
  assert.equal(pageOf("16", 100), 16);
  assert.equal(pageOf("101", 100), 1);
  assert.equal(pageOf(null, 100), 1);
  assert.equal(pageNumberField(100).parse("16"), 16);
  assert.equal(pageNumberField(100).safeParse("0").success, false);
  assert.equal(pageNumberField(100).safeParse("101").success, false);
});
