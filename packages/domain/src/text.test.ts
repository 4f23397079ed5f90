import assert from "node:assert/strict";
import { test } from "vitest";
import { formatRating, plural, possessive, ratingLabel, routeText, starFills } from "./text.ts";

test("plural: one is singular, everything else plural, irregular plurals given", () => {
  assert.equal(plural(1, "quote"), "1 quote");
  assert.equal(plural(0, "quote"), "0 quotes");
  assert.equal(plural(2, "quote"), "2 quotes");
  assert.equal(plural(1, "company", "companies"), "1 company");
  assert.equal(plural(3, "company", "companies"), "3 companies");
  assert.equal(plural(1200, "lead"), "1,200 leads");
});

test("stars fill exactly the rating as written: 4 is four full stars, 4.3 four and three tenths", () => {
  assert.deepEqual(starFills(4), [1, 1, 1, 1, 0]);
  assert.deepEqual(starFills(4.3), [1, 1, 1, 1, 0.3]);
  assert.deepEqual(starFills(4.333), [1, 1, 1, 1, 0.3], "one decimal, as the label reads it");
  assert.deepEqual(starFills(4.5), [1, 1, 1, 1, 0.5]);
  assert.deepEqual(starFills(4.96), [1, 1, 1, 1, 1]);
  assert.deepEqual(starFills(3.2), [1, 1, 1, 0.2, 0]);
  assert.deepEqual(starFills(0), [0, 0, 0, 0, 0]);
  assert.deepEqual(starFills(7), starFills(5), "out-of-range ratings are held to 0..5");
  assert.deepEqual(starFills(-1), starFills(0));
  assert.deepEqual(starFills(Number.NaN), starFills(0));
});

test("rating label reads the rating out of 5, to one decimal", () => {
  assert.equal(ratingLabel(4.5), "Rated 4.5 out of 5");
  assert.equal(ratingLabel(5), "Rated 5 out of 5");
  assert.equal(ratingLabel(4.333), "Rated 4.3 out of 5");
});

test("a rating is written with one decimal; a route with an arrow, or just where it starts", () => {
  assert.equal(formatRating(4.5), "4.5");
  assert.equal(formatRating(4), "4.0");
  assert.equal(formatRating(4.26), "4.3");
  assert.equal(routeText("SE16, Southwark", "N17, Haringey"), "SE16, Southwark → N17, Haringey");
  assert.equal(routeText("SE16, Southwark", null), "SE16, Southwark");
});

test("possessive: a name ending in s takes just the apostrophe, any other name 's", () => {
  assert.equal(possessive("Thames-side Removals"), "Thames-side Removals'");
  assert.equal(possessive("CITY MOVERS"), "CITY MOVERS'");
  assert.equal(possessive("Westway Man & Van"), "Westway Man & Van's");
  assert.equal(possessive("Camden Careful Movers Ltd"), "Camden Careful Movers Ltd's");
  assert.equal(possessive("Box & Fox"), "Box & Fox's");
  assert.equal(
    possessive("  Riverside Removals  "),
    "Riverside Removals'",
    "spaces around the name are dropped",
  );
  assert.equal(possessive(""), "");
});
