import assert from "node:assert/strict";
import { test } from "node:test";
import { formatRating, plural, ratingLabel, roundToHalf, routeText, starsFor } from "./text.ts";

test("plural: one is singular, everything else plural, irregular plurals given", () => {
  assert.equal(plural(1, "quote"), "1 quote");
  assert.equal(plural(0, "quote"), "0 quotes");
  assert.equal(plural(2, "quote"), "2 quotes");
  assert.equal(plural(1, "company", "companies"), "1 company");
  assert.equal(plural(3, "company", "companies"), "3 companies");
  assert.equal(plural(1200, "lead"), "1,200 leads");
});

test("stars: 4.5 is four full stars and a half, never five full", () => {
  assert.deepEqual(starsFor(4.5), ["full", "full", "full", "full", "half"]);
  assert.deepEqual(starsFor(5), ["full", "full", "full", "full", "full"]);
  assert.deepEqual(starsFor(4.74), ["full", "full", "full", "full", "half"]);
  assert.deepEqual(starsFor(4.75), ["full", "full", "full", "full", "full"]);
  assert.deepEqual(starsFor(3.2), ["full", "full", "full", "empty", "empty"]);
  assert.deepEqual(starsFor(0.5), ["half", "empty", "empty", "empty", "empty"]);
  assert.deepEqual(starsFor(0), ["empty", "empty", "empty", "empty", "empty"]);
  assert.deepEqual(starsFor(7), starsFor(5), "out-of-range ratings are held to 0..5");
  assert.equal(roundToHalf(-1), 0);
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
