// The shipped London file (apps/api/data): the start-up import of all 180,792 London postcodes; and a cut of
// an ONSPD file (src/test/fixtures/postcodes/onspd-sample.csv) through the CSV importer.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "vitest";
import { sql } from "drizzle-orm";
import { postcodes } from "../../db/schema.ts";
import { testConfig } from "../../test/database.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import {
  importLondonPostcodes,
  importPostcodeFile,
  locatePostcode,
  searchPostcodes,
  searchPostcodesSql,
} from "./index.ts";
import { londonPostcodesTask } from "./reference-data.ts";

const t = await buildTestApp();
const config = testConfig({ IMPORT_LONDON_POSTCODES: "true" });
const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(postcodes))[0]?.n;

test("start-up imports the London file once when the table holds only demo postcodes", async () => {
  const logged: string[] = [];
  await londonPostcodesTask({ ...t.ctx, config }, (m) => logged.push(m));
  assert.equal(await count(), 180_792);
  assert.match(logged[0] ?? "", /first start, importing the London postcodes/);
  assert.match(logged.join("\n"), /postcodes: [0-9,]+ of 180,792 imported/, "a progress line on the way");
  assert.match(logged.at(-1) ?? "", /imported 180792 London postcodes/);

  const lines = logged.length;
  await londonPostcodesTask({ ...t.ctx, config }, (m) => logged.push(m));
  assert.equal(logged.length, lines, "a second start does not import again");
  await londonPostcodesTask({ ...t.ctx, config: testConfig() }, (m) => logged.push(m));
  assert.equal(logged.length, lines, "IMPORT_LONDON_POSTCODES=false");
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
  const r = await importPostcodeFile(
    t.db,
    join(import.meta.dirname, "../../test/fixtures/postcodes/onspd-sample.csv"),
  );
  assert.deepEqual(
    { format: r.format, imported: r.imported, skipped: r.skipped },
    {
      format: "onspd",
      // 30 live Aberdeen rows + SE1P 5ZZ, SE1 2DL, M1 1AD, M11 1AA; skipped: 11 terminated, Jersey (no location)
      imported: 34,
      skipped: 12,
    },
  );
  assert.equal((await locatePostcode(t.db, "SE1 2DL"))?.boroughCode, "E09000028");
  assert.equal(await locatePostcode(t.db, "JE2 4WD"), null, "Jersey has no location");
});

test("into an empty table (a first start): every row, and the table's indexes are there again afterwards", async () => {
  const indexes = async () =>
    (
      (await t.db.execute(
        sql`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'postcodes' ORDER BY indexname`,
      )) as { rows: { name: string }[] }
    ).rows.map((r) => r.name);
  const before = await indexes();
  assert.ok(before.includes("postcodes_compact_prefix_idx") && before.includes("postcodes_outcode_idx"));
  await t.db.delete(postcodes);
  const r = await importLondonPostcodes(t.db);
  assert.equal(r.imported, 180_792);
  assert.equal(await count(), 180_792);
  assert.deepEqual(await indexes(), before);
  assert.deepEqual(await locatePostcode(t.db, "SW19 1DB"), {
    postcode: "SW19 1DB",
    outcode: "SW19",
    lat: 51.42087,
    lon: -0.18672,
    boroughCode: "E09000024",
    precision: "postcode",
  });
  assert.deepEqual(await searchPostcodesSql(t.db, "SW191D"), await searchPostcodes(t.db, "SW191D"));
});
