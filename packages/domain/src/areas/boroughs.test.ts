import assert from "node:assert/strict";
import { test } from "vitest";
import { BOROUGHS, boroughBySlug, boroughsInRegion, REGION_KEYS, REGIONS } from "./boroughs.ts";

test("33 local authorities with unique slugs and GSS codes E09000001..33", () => {
  assert.equal(BOROUGHS.length, 33);
  assert.equal(new Set(BOROUGHS.map((b) => b.slug)).size, 33);
  const codes = BOROUGHS.map((b) => b.gssCode);
  const expected = Array.from({ length: 33 }, (_, i) => `E090000${String(i + 1).padStart(2, "0")}`);
  assert.deepEqual(codes, expected, "sorted by GSS code, each exactly once");
  assert.equal(BOROUGHS[0].name, "City of London");
  assert.equal(BOROUGHS[32].name, "Westminster");
});

test("slugs are kebab-case names", () => {
  for (const b of BOROUGHS) {
    assert.match(b.slug, /^[a-z]+(-[a-z]+)*$/);
    assert.equal(b.slug, b.name.toLowerCase().replaceAll(" ", "-"));
  }
  for (const s of [
    "hammersmith-and-fulham",
    "city-of-london",
    "kingston-upon-thames",
    "barking-and-dagenham",
  ]) {
    assert.ok(boroughBySlug(s), s);
  }
  assert.equal(boroughBySlug("wimbledon"), undefined);
});

test("every borough has its own postcode districts and a London centroid", () => {
  const allDistricts = new Set<string>();
  for (const b of BOROUGHS) {
    assert.ok(b.districts.length > 0, b.name);
    for (const d of b.districts) {
      assert.match(d, /^[A-Z]{1,2}\d[A-Z\d]?$/, `${b.name} ${d}`);
      assert.ok(!allDistricts.has(d), `${d} listed twice`);
      allDistricts.add(d);
    }
    assert.ok(b.centroid.lat > 51.28 && b.centroid.lat < 51.7, b.name);
    assert.ok(b.centroid.lon > -0.52 && b.centroid.lon < 0.34, b.name);
    assert.equal(Math.round(b.centroid.lat * 1000) / 1000, b.centroid.lat);
  }
});

test("five regions partition the boroughs", () => {
  assert.deepEqual(
    REGIONS.map((r) => r.name),
    ["South London", "East London", "West London", "North London", "Central London"],
  );
  assert.deepEqual([...REGIONS.map((r) => r.key)].sort(), [...REGION_KEYS].sort());
  const listed = REGIONS.flatMap((r) => r.boroughs);
  assert.equal(listed.length, 33);
  assert.equal(new Set(listed).size, 33);
  for (const r of REGIONS) {
    for (const b of boroughsInRegion(r.key)) assert.equal(b.region, r.key);
  }
  const regionOf = (slug: string) => boroughBySlug(slug)!.region;
  for (const s of ["city-of-london", "westminster", "camden", "islington", "kensington-and-chelsea"]) {
    assert.equal(regionOf(s), "central", s);
  }
  for (const s of ["haringey", "barnet", "enfield"]) assert.equal(regionOf(s), "north", s);
  for (const s of ["lambeth", "southwark", "wandsworth", "croydon", "merton"])
    assert.equal(regionOf(s), "south", s);
  for (const s of ["hackney", "tower-hamlets", "newham"]) assert.equal(regionOf(s), "east", s);
  for (const s of ["hammersmith-and-fulham", "ealing", "hounslow"]) assert.equal(regionOf(s), "west", s);
});
