import assert from "node:assert/strict";
import { test } from "vitest";
import { BOROUGHS as BOROUGH_RULES, REGIONS as REGION_RULES } from "@rm/domain/areas/boroughs";
import {
  BOROUGHS,
  boroughBySlug,
  boroughPath,
  boroughRegionPath,
  boroughsInRegion,
  NEIGHBOURHOODS,
  REGIONS,
} from "./boroughs.ts";

test("every borough of the domain's list has its page's neighbourhoods, facts and an intro", () => {
  assert.deepEqual(
    BOROUGHS.map((b) => [b.slug, b.gssCode, b.districts, b.centroid]),
    BOROUGH_RULES.map((b) => [b.slug, b.gssCode, b.districts, b.centroid]),
  );
  for (const b of BOROUGHS) {
    assert.ok(b.neighbourhoods.length >= 4 && b.neighbourhoods.length <= 8, b.name);
    assert.ok(b.facts.length >= 2 && b.facts.length <= 3, b.name);
    assert.ok(b.intro.length > 200, b.name);
  }
});

test("regions keep the domain's order and boroughs, each with an intro", () => {
  assert.deepEqual(
    REGIONS.map((r) => [r.key, r.name, r.boroughs]),
    REGION_RULES.map((r) => [r.key, r.name, r.boroughs]),
  );
  for (const r of REGIONS) {
    for (const b of boroughsInRegion(r.key)) assert.equal(b.region, r.key);
    assert.ok(r.intro.length > 100);
  }
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
