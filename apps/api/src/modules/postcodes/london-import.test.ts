// The real files from ../shared/data: the start-up import of all 180,792 London postcodes, and the ONSPD sample.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { sql } from "drizzle-orm";
import { postcodes } from "../../db/schema.ts";
import { testConfig } from "../../test/database.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { importPostcodeFile, locatePostcode, searchPostcodes, searchPostcodesSql } from "./index.ts";
import { londonPostcodesTask } from "./reference-data.ts";

const t = await buildTestApp();
const config = testConfig({ IMPORT_LONDON_POSTCODES: "true" });
const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(postcodes))[0]?.n;

test("start-up imports the London file once when the table holds only demo postcodes", async () => {
  assert.equal(config.sharedDataAvailable, true, `${config.SHARED_DATA_DIR} holds the London file`);
  const logged: string[] = [];
  await londonPostcodesTask({ ...t.ctx, config }, (m) => logged.push(m));
  assert.equal(await count(), 180_792);
  assert.match(logged.join("\n"), /imported 180792 London postcodes/);

  await londonPostcodesTask({ ...t.ctx, config }, (m) => logged.push(m));
  assert.equal(logged.length, 1, "a second start does not import again");
  await londonPostcodesTask({ ...t.ctx, config: testConfig() }, (m) => logged.push(m));
  assert.equal(logged.length, 1, "IMPORT_LONDON_POSTCODES=false");
});

test("with the whole file: autocomplete gives 10 in order, exact match first; locate is precise", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/autocomplete/postcode?query=sw1a" });
  const data = json<{ data: { postcode: string }[] }>(res).data.map((d) => d.postcode);
  assert.equal(data.length, 10);
  assert.deepEqual(
    data,
    [...data].sort((a, b) => (a.replace(" ", "") < b.replace(" ", "") ? -1 : 1)),
  );
  assert.ok(data.every((p) => p.startsWith("SW1A ")));
  const exact = await t.app.inject({ method: "GET", url: "/api/autocomplete/postcode?query=E1%206AN" });
  assert.deepEqual(json(exact).data, [{ postcode: "E1 6AN" }]);
  const loc = await locatePostcode(t.db, "cr02rh");
  assert.deepEqual(loc, {
    postcode: "CR0 2RH",
    outcode: "CR0",
    lat: 51.38651,
    lon: -0.10957,
    boroughCode: "E09000008",
    precision: "postcode",
  });
});

test("the in-memory autocomplete gives exactly what the SQL prefix search gives", async () => {
  for (const q of [
    "s",
    "SW",
    "sw1a",
    "SW1A 2",
    "E1",
    "e16",
    "EC1A1",
    "N1 9G",
    "CR0 2RH",
    "W1",
    "BR",
    "ZZ",
    "W1A 0",
  ]) {
    assert.deepEqual(await searchPostcodes(t.db, q), await searchPostcodesSql(t.db, q), q);
  }
});

test("the ONSPD sample: live postcodes with a location are stored, the rest skipped", async () => {
  const r = await importPostcodeFile(t.db, join(config.SHARED_DATA_DIR, "onspd_sample_postcodesio_seed.csv"));
  assert.deepEqual(
    { format: r.format, imported: r.imported, skipped: r.skipped },
    {
      format: "onspd",
      imported: 4236,
      skipped: 3812,
    },
  );
  assert.equal((await locatePostcode(t.db, "SE1 2DL"))?.boroughCode, "E09000028");
  assert.equal(await locatePostcode(t.db, "JE2 4WD"), null, "Jersey has no location");
});
