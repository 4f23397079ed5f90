import assert from "node:assert/strict";
import { test } from "vitest";
import { MOVING_BOOK } from "./moving-book.ts";

const allText = JSON.stringify(MOVING_BOOK.chapters);

test("the book carries every spec §9 timing and the payment facts", () => {
  for (const s of [
    "2–4 weeks ahead",
    "2–4 weeks before",
    "3–4 hours",
    "about a day",
    "deposit",
    "bank transfer, card or cash",
    "January to March",
    "3–8 weeks",
    "4–6 weeks ahead",
  ]) {
    assert.ok(allText.includes(s), s);
  }
  assert.doesNotMatch(allText, /about about/);
});

test("the book carries the published cost figures", () => {
  for (const s of [
    "£1,300",
    "£1,700",
    "Up to £3,000",
    "£40–£50",
    "£50–£65",
    "£5–£10",
    "£300–£1,500+",
    "£15,108",
  ]) {
    assert.ok(allText.includes(s), s);
  }
  assert.match(MOVING_BOOK.contactLine("https://example.org"), /https:\/\/example\.org\/contact/);
});
