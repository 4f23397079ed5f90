// test-database: none (opens no test database: run once, in the PGlite stage)
// The shipped reference data decodes to what it says, and the borough pages' figures (packages/domain areas)
// agree with it: each borough's postcode districts and the centroid of its postcodes (to 0.001°, ~100 m).
import assert from "node:assert/strict";
import { test } from "vitest";
import { BOROUGHS } from "@rm/domain/areas/boroughs";
import { LONDON_DISTRICTS } from "../../data/london-districts.ts";
import { readLondonPostcodes, ukOutcodes } from "./reference-files.ts";

const rows = readLondonPostcodes();

test("the London file: 180,792 postcodes, sorted, unique, in London's box, all 33 boroughs", () => {
  assert.equal(rows.length, 180_792);
  for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1]!.compact < rows[i]!.compact, rows[i]!.compact);
  for (const r of rows) {
    assert.ok(r.lat > 51.29 && r.lat < 51.69 && r.lon > -0.5 && r.lon < 0.33, r.postcode);
    assert.equal(r.postcode, `${r.outcode} ${r.compact.slice(-3)}`);
  }
  assert.equal(new Set(rows.map((r) => r.boroughCode)).size, 33);
  const e16an = rows.find((r) => r.postcode === "E1 6AN");
  assert.deepEqual(e16an && { lat: e16an.lat, lon: e16an.lon, borough: e16an.boroughCode }, {
    lat: 51.51889,
    lon: -0.07851,
    borough: "E09000001",
  });
});

test("the UK districts: 2,864 with a centroid; London's are marked as such", () => {
  const uk = ukOutcodes();
  assert.equal(uk.size, 2864);
  assert.equal(uk.get("SW19")?.londonShare, 1);
  assert.equal(uk.get("M1")?.londonShare, 0);
  assert.equal(uk.get("M1")?.districtCode, "E08000003");
  assert.ok((uk.get("DA1")?.londonShare ?? 0) > 0 && (uk.get("DA1")?.londonShare ?? 1) < 0.5);
});

test("every borough page lists the districts mainly in it and the centroid of its postcodes", () => {
  for (const b of BOROUGHS) {
    const mine = rows.filter((r) => r.boroughCode === b.gssCode);
    const mean = (k: "lat" | "lon") =>
      Math.round((mine.reduce((s, r) => s + r[k], 0) / mine.length) * 1000) / 1000;
    assert.ok(
      Math.abs(b.centroid.lat - mean("lat")) <= 0.0011,
      `${b.name} lat ${b.centroid.lat} vs ${mean("lat")}`,
    );
    assert.ok(
      Math.abs(b.centroid.lon - mean("lon")) <= 0.0011,
      `${b.name} lon ${b.centroid.lon} vs ${mean("lon")}`,
    );
    const districts = LONDON_DISTRICTS.filter(([, borough]) => borough === b.gssCode).map(([o]) => o);
    assert.deepEqual([...b.districts].sort(), districts.sort(), b.name);
  }
});
