import assert from "node:assert/strict";
import { test } from "node:test";
import { describeMoveDates, formatMoveDate, isIdempotencyKey, signinLinkSchema } from "./lead-intake.ts";

test("move dates in words (PRODUCT.md voice)", () => {
  assert.equal(formatMoveDate("2026-03-14"), "Saturday 14 March 2026");
  assert.equal(formatMoveDate(""), "");
  assert.equal(formatMoveDate("14/03/2026"), "");
  assert.equal(describeMoveDates("2026-03-14", null), "Saturday 14 March 2026");
  assert.equal(
    describeMoveDates("2026-03-14", "2026-03-20"),
    "between Saturday 14 March 2026 and Friday 20 March 2026",
  );
});

test("Idempotency-Key: a UUID passes; short, long or odd keys do not", () => {
  assert.equal(isIdempotencyKey("3b241101-e2bb-4255-8caf-4136c566a962"), true);
  for (const bad of ["", "short", "x".repeat(101), "has space 12345", undefined, 12345678]) {
    assert.equal(isIdempotencyKey(bad), false, String(bad));
  }
});

test("the sign-in link body", () => {
  assert.equal(signinLinkSchema.safeParse({ token: "a".repeat(43) }).success, true);
  assert.equal(signinLinkSchema.safeParse({ token: "short" }).success, false);
  assert.equal(signinLinkSchema.safeParse({}).success, false);
});
