// test-database: none (opens no test database: run once, in the PGlite stage)
// The autocomplete's in-memory search on a small list: what a query means and the order of the answer.
import assert from "node:assert/strict";
import { test } from "vitest";
import { parsePostcodeQuery, postcodeDisplayPrefixes } from "@rm/domain/postcode-service";
import { searchSorted } from "./postcode-index.ts";

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
const list = [
  ...letters.map((l) => `E1 6A${l}`),
  "E1 7AA",
  "E1W 1AA",
  "E16 1AA",
  "E16 2AB",
  "E16 6AN",
  "SE1 9SZ",
  "SE1 7PB",
  "SE10 0AA",
  "SE11 4AA",
  "SE1P 4AA",
  "N1 9GU",
  "N1 0AA",
  "N10 1AA",
  "N1C 4AA",
  "SW1A 2AA",
  "SW19 1DB",
].sort();

const suggest = (query: string) => {
  const parsed = parsePostcodeQuery(query);
  return parsed ? searchSorted(list, postcodeDisplayPrefixes(parsed), 10) : [];
};

test("a space after the outward code keeps to that district: E1 6 suggests E1 6xx only, not E16", () => {
  assert.deepEqual(
    suggest("E1 6"),
    letters.slice(0, 10).map((l) => `E1 6A${l}`),
  );
  assert.deepEqual(suggest("e1 6an"), ["E1 6AN"]);
  assert.deepEqual(suggest("E16 "), ["E16 1AA", "E16 2AB", "E16 6AN"]);
  assert.deepEqual(suggest("E16 6"), ["E16 6AN"]);
  assert.deepEqual(suggest("SE1 "), ["SE1 7PB", "SE1 9SZ"], "a trailing space ends the district");
});

test("an outward code lists its own postcodes before the longer outcodes it starts", () => {
  assert.deepEqual(suggest("SE1"), ["SE1 7PB", "SE1 9SZ", "SE10 0AA", "SE11 4AA", "SE1P 4AA"]);
  assert.deepEqual(suggest("n1"), ["N1 0AA", "N1 9GU", "N10 1AA", "N1C 4AA"]);
});

test("compact lower-case queries still find the postcode; an exact match comes first", () => {
  assert.deepEqual(suggest("e16an"), ["E1 6AN"]);
  assert.deepEqual(suggest("sw191db"), ["SW19 1DB"]);
  assert.deepEqual(suggest("SW1A2AA"), ["SW1A 2AA"]);
  // without a space both readings count, in "OUT IN" order
  assert.deepEqual(
    suggest("e16"),
    letters.slice(0, 10).map((l) => `E1 6A${l}`),
    "E1 6xx sorts before E16 xxx and the limit is 10",
  );
  assert.deepEqual(suggest("E166"), ["E16 6AN"]);
  assert.deepEqual(suggest("E161"), ["E16 1AA"]);
  for (const q of ["E1 6AN", "e16an", " e1  6an "]) assert.equal(suggest(q)[0], "E1 6AN", q);
});

test("at most 10, nothing for what cannot start a postcode or is not there", () => {
  assert.equal(suggest("E").length, 10);
  assert.deepEqual(
    suggest("E"),
    letters.slice(0, 10).map((l) => `E1 6A${l}`),
  );
  for (const q of ["", "  ", "%", "1AB", "ZZ9 9ZZ", "E1 6AAA", "E1 8"]) assert.deepEqual(suggest(q), [], q);
});

test("searchSorted: disjoint prefixes come back in the list's order, whatever order they are asked in", () => {
  const sorted = ["A1 1AA", "A1 1AB", "A11 1AA", "A1A 1AA"];
  assert.deepEqual(searchSorted(sorted, ["A1A", "A1 "], 10), ["A1 1AA", "A1 1AB", "A1A 1AA"]);
  assert.deepEqual(searchSorted(sorted, ["A1A", "A1 "], 2), ["A1 1AA", "A1 1AB"]);
  assert.deepEqual(searchSorted([], ["A1"], 10), []);
});
