import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { test } from "node:test";
import {
  BOROUGHS,
  boroughBySlug,
  boroughPath,
  boroughRegionPath,
  boroughsInRegion,
  NEIGHBOURHOODS,
  REGION_KEYS,
  REGIONS,
} from "./boroughs.ts";

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

test("every borough has districts, a London centroid, neighbourhoods, facts and an intro", () => {
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
    assert.ok(b.neighbourhoods.length >= 4 && b.neighbourhoods.length <= 8, b.name);
    assert.ok(b.facts.length >= 2 && b.facts.length <= 3, b.name);
    assert.ok(b.intro.length > 200, b.name);
  }
});

test("districts and centroids match the reference table when it is available", (t) => {
  const csv = new URL("../../../../../shared/data/london_boroughs.csv", import.meta.url);
  if (!existsSync(csv)) {
    t.skip("../shared/data not present");
    return;
  }
  const [header, ...rows] = readFileSync(csv, "utf8").trim().split(/\r?\n/);
  const cols = header.split(",");
  for (const line of rows) {
    const cells = line.split(",");
    const get = (name: string) => cells[cols.indexOf(name)];
    const b = BOROUGHS.find((x) => x.gssCode === get("gss_code"));
    assert.ok(b, get("gss_code"));
    assert.equal(b.name, get("name"));
    assert.deepEqual([...b.districts], get("main_outcodes").split(" "));
    assert.equal(b.centroid.lat, Math.round(Number(get("postcode_centroid_lat")) * 1000) / 1000);
    assert.equal(b.centroid.lon, Math.round(Number(get("postcode_centroid_lon")) * 1000) / 1000);
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
    assert.ok(r.intro.length > 100);
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

test("region page paths follow the spec", () => {
  assert.deepEqual(Object.fromEntries(REGIONS.map((r) => [r.key, r.path])), {
    north: "/removals/north-london",
    south: "/removals-south-london",
    east: "/east-london-removals",
    west: "/west-london-removals",
    central: "/central-london-removals",
  });
});

test("borough paths", () => {
  const hf = boroughBySlug("hammersmith-and-fulham")!;
  assert.equal(boroughPath(hf), "/hammersmith-and-fulham-removals");
  assert.equal(boroughRegionPath(hf), "/areas-we-cover/west-london/hammersmith-and-fulham-removals");
  assert.equal(boroughRegionPath(boroughBySlug("barnet")!), "/areas-we-cover/north-london/barnet-removals");
});

test("Wimbledon is a neighbourhood page within Merton (D5)", () => {
  const w = NEIGHBOURHOODS.find((n) => n.name === "Wimbledon");
  assert.ok(w);
  assert.equal(w.borough, "merton");
  assert.equal(w.region, boroughBySlug("merton")!.region);
  assert.equal(w.path, "/areas-we-cover/south-london/wimbledon-removals");
  assert.ok(boroughBySlug("merton")!.neighbourhoods.includes("Wimbledon"));
  for (const d of w.districts) assert.ok(boroughBySlug("merton")!.districts.includes(d), d);
});
