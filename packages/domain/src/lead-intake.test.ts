import assert from "node:assert/strict";
import { test } from "vitest";
import { describeMoveDates, formatMoveDate, isIdempotencyKey, moveDatePhrase } from "./lead-intake.ts";
import { signinLinkSchema } from "./lead-links.ts";
import { formatMoveDate as quoteMoveDate } from "./quote.ts";

test("move dates in words (PRODUCT.md voice): one function for pages and emails", () => {
  assert.equal(formatMoveDate("2026-03-14"), "Saturday 14 March 2026");
  assert.equal(formatMoveDate("2026-03-14T00:00:00.000Z", null), "Saturday 14 March 2026");
  assert.equal(formatMoveDate(""), "Date not given");
  assert.equal(formatMoveDate(null, "2026-03-20"), "Date not given");
  assert.equal(formatMoveDate("14/03/2026"), "Date not given");
  assert.equal(describeMoveDates("2026-03-14", null), "Saturday 14 March 2026");
  assert.equal(
    describeMoveDates("2026-03-14", "2026-03-20"),
    "between Saturday 14 March 2026 and Friday 20 March 2026",
  );
  // the quote loop's pages write it the same way
  assert.equal(quoteMoveDate("2026-03-14", "2026-03-20"), formatMoveDate("2026-03-14", "2026-03-20"));
  assert.equal(moveDatePhrase("2026-03-14"), "on Saturday 14 March 2026");
  assert.equal(
    moveDatePhrase("2026-03-14", "2026-03-20"),
    "between Saturday 14 March 2026 and Friday 20 March 2026",
  );
  assert.equal(moveDatePhrase(null), "with no date given");
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
