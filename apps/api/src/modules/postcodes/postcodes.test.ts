// The postcode service: importer, autocomplete, locate, and the local address provider.
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "vitest";
import { eq, sql } from "drizzle-orm";
import { postcodeDistricts, postcodes } from "../../db/schema.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { tempDir } from "../../test/temp-dir.ts";
import { LONDON_DISTRICTS } from "../../data/london-districts.ts";
import {
  importPostcodeFile,
  locateAreaCode,
  locatePostcode,
  searchPostcodes,
  searchPostcodesSql,
} from "./index.ts";

const t = await buildTestApp();
const dir = tempDir("rm-postcodes-");

// 26 postcodes E1 6AA … E1 6AZ (made-up positions), one in another district, one bad row
const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
const codepoint = join(dir, "codepoint.csv");
writeFileSync(
  codepoint,
  [
    "postcode,latitude,longitude,borough_code",
    ...letters.map((l, i) => `E1 6A${l},${(51.52 + i / 10000).toFixed(5)},-0.07500,E09000030`),
    "n1 9gu,51.53491,-0.12169,E09000019",
    "not a postcode,51.5,-0.1,E09000019",
  ].join("\n"),
);
const onspd = join(dir, "onspd.csv");
writeFileSync(
  onspd,
  [
    "pcd7,pcd8,pcds,dointr,doterm,oslaua,lat,long",
    "SE1 2DL,SE1  2DL,SE1 2DL,198001,,E09000028,51.498966,-0.071637",
    "SE1 9ZZ,SE1  9ZZ,SE1 9ZZ,198001,201101,E09000028,51.5,-0.09",
    "JE2 4WD,JE2  4WD,JE2 4WD,198001,,L99999999,99.999999,0.000000",
  ].join("\r\n"),
);

const search = async (query: string) => {
  const res = await t.app.inject({ method: "GET", url: "/api/autocomplete/postcode", query: { query } });
  return {
    code: res.statusCode,
    body: json<{ status: boolean; message: string; data: { postcode: string }[] }>(res),
  };
};

test("the compact district table is loaded at start", async () => {
  const [row] = await t.db.select().from(postcodeDistricts).where(eq(postcodeDistricts.outcode, "E1"));
  assert.deepEqual(row, { outcode: "E1", boroughCode: "E09000030", lat: 51.517, lon: -0.059 });
  const [{ n } = { n: 0 }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(postcodeDistricts);
  assert.equal(n, LONDON_DISTRICTS.length);
});

test("importing a Code-Point Open-style and an ONSPD file stores normalised rows and skips bad ones", async () => {
  const a = await importPostcodeFile(t.db, codepoint, { batchSize: 10 });
  assert.deepEqual(
    { format: a.format, imported: a.imported, skipped: a.skipped },
    {
      format: "codepoint",
      imported: 27,
      skipped: 1,
    },
  );
  const [n1] = await t.db.select().from(postcodes).where(eq(postcodes.postcode, "N1 9GU"));
  assert.deepEqual(n1, {
    postcode: "N1 9GU",
    compact: "N19GU",
    outcode: "N1",
    lat: 51.53491,
    lon: -0.12169,
    boroughCode: "E09000019",
  });
  const b = await importPostcodeFile(t.db, onspd);
  assert.deepEqual(
    { format: b.format, imported: b.imported, skipped: b.skipped },
    {
      format: "onspd",
      imported: 1,
      skipped: 2,
    },
  );
  const stored = await t.db
    .select({ p: postcodes.postcode })
    .from(postcodes)
    .where(eq(postcodes.outcode, "SE1"));
  assert.deepEqual(
    stored.map((r) => r.p).sort(),
    ["SE1 2DL", "SE1 9SG"],
    "the terminated SE1 9ZZ is not stored",
  );
});

test("a second import updates rows instead of failing", async () => {
  writeFileSync(
    join(dir, "moved.csv"),
    "postcode,latitude,longitude,borough_code\nN1 9GU,51.6,-0.2,E09000019\n",
  );
  await importPostcodeFile(t.db, join(dir, "moved.csv"));
  const [n1] = await t.db.select().from(postcodes).where(eq(postcodes.postcode, "N1 9GU"));
  assert.equal(n1?.lat, 51.6);
});

test("an unrecognised file is refused and nothing is written", async () => {
  const bad = join(dir, "bad.csv");
  writeFileSync(bad, "E2 7AA,10,530000,180000\n");
  await assert.rejects(importPostcodeFile(t.db, bad), /Unrecognised postcode file/);
  assert.equal((await t.db.select().from(postcodes).where(eq(postcodes.outcode, "E2"))).length, 0);
});

test("autocomplete: prefix search ignoring case and spaces, at most 10, in order", async () => {
  const r = await search("e1 6a");
  assert.equal(r.code, 200);
  assert.equal(r.body.status, true);
  assert.deepEqual(
    r.body.data.map((d) => d.postcode),
    letters.slice(0, 10).map((l) => `E1 6A${l}`),
  );
  assert.deepEqual((await search("E16AZ")).body.data, [{ postcode: "E1 6AZ" }]);
});

test("autocomplete: the exact postcode comes first, so the wizard's check passes", async () => {
  for (const q of ["sw1a 2aa", "SW1A2AA", "  Sw1A  2aA "]) {
    assert.equal((await search(q)).body.data[0]?.postcode, "SW1A 2AA", q);
  }
  assert.equal((await search("E1 6AN")).body.data[0]?.postcode, "E1 6AN");
});

test("autocomplete means what people type: the space, the district's own postcodes first, at most 10", async () => {
  // neighbours that a compact prefix search would mix up: E16 vs E1 6, SE1 vs SE10/SE11, N1 vs N10
  const near = join(dir, "near.csv");
  writeFileSync(
    near,
    [
      "postcode,latitude,longitude,borough_code",
      "E16 1AA,51.51,0.01,E09000025",
      "E16 6AN,51.51,0.02,E09000025",
      "SE10 0AA,51.48,-0.01,E09000011",
      "SE11 4AA,51.49,-0.11,E09000022",
      "SE1 7PB,51.50,-0.11,E09000022",
      "N10 1AA,51.59,-0.14,E09000014",
    ].join("\n"),
  );
  await importPostcodeFile(t.db, near);
  const codes = async (q: string) => (await search(q)).body.data.map((d) => d.postcode);

  assert.deepEqual(
    await codes("E1 6"),
    letters.slice(0, 10).map((l) => `E1 6A${l}`),
    "E1 6 suggests E1 6xx only",
  );
  assert.deepEqual(await codes("E16 "), ["E16 1AA", "E16 6AN"], "E16 and a space: that district only");
  assert.deepEqual(await codes("e16an"), ["E1 6AN"], "compact lower-case still finds E1 6AN");
  assert.deepEqual(await codes("E166"), ["E16 6AN"]);
  assert.deepEqual(await codes("SE1"), ["SE1 2DL", "SE1 7PB", "SE1 9SG", "SE10 0AA", "SE11 4AA"]);
  assert.deepEqual(await codes("SE1 "), ["SE1 2DL", "SE1 7PB", "SE1 9SG"]);
  assert.deepEqual(await codes("N1"), ["N1 9GU", "N10 1AA"]);
  const e = await codes("e");
  assert.equal(e.length, 10, "at most 10");
  assert.deepEqual(e, [...e].sort(), "in 'OUT IN' order");
});

test("autocomplete: the in-memory index and the SQL twin give the same answers", async () => {
  const typed = ["E1 6", "e16", "E16 ", "e16an", "E1 6AN", "SE1", "se1 ", "SE1 9", "se19sg", "N1", "n1 9gu"];
  const odd = ["E", "S", "SW1A", "sw1a2", "SE 1", "E16 AN", "ZZ9", "E1 8", ""];
  for (const q of [...typed, ...odd]) {
    assert.deepEqual(await searchPostcodes(t.db, q), await searchPostcodesSql(t.db, q), q);
  }
});

test("autocomplete: empty, garbage and unknown queries give an empty list; an overlong one is refused", async () => {
  for (const q of ["", "   ", "%", "E1%", "'; drop table postcodes; --", "1AB", "ZZ9 9ZZ", "E1 6AAA"]) {
    const r = await search(q);
    assert.equal(r.code, q.length > 16 ? 400 : 200, q);
    if (r.code === 200) assert.deepEqual(r.body.data, [], q);
  }
  const long = await search("E1 6AN E1 6AN E1 6AN");
  assert.equal(long.code, 400);
  assert.equal(long.body.message, "A postcode search can be at most 16 characters");
  const none = await t.app.inject({ method: "GET", url: "/api/autocomplete/postcode" });
  assert.deepEqual(json(none).data, []);
  assert.equal((await t.db.select().from(postcodes)).length > 0, true, "the table is still there");
});

test("locatePostcode: the postcode's own position, else its district's centroid, else null", async () => {
  assert.deepEqual(await locatePostcode(t.db, "se1 2dl"), {
    postcode: "SE1 2DL",
    outcode: "SE1",
    lat: 51.498966,
    lon: -0.071637,
    boroughCode: "E09000028",
    precision: "postcode",
  });
  assert.deepEqual(await locatePostcode(t.db, "SW19 1AA"), {
    postcode: "SW19 1AA",
    outcode: "SW19",
    lat: 51.424,
    lon: -0.203,
    boroughCode: "E09000024",
    precision: "district",
  });
  assert.equal(await locatePostcode(t.db, "ZZ9 9ZZ"), null, "unknown district");
  assert.equal(await locatePostcode(t.db, "hello"), null, "not a postcode");
});

test("locateAreaCode: the mean of the area's London districts", async () => {
  const sw = await locateAreaCode(t.db, " sw ");
  const swDistricts = LONDON_DISTRICTS.filter(([o]) => /^SW\d/.test(o));
  assert.equal(sw?.areaCode, "SW");
  assert.equal(sw?.districts, swDistricts.length);
  const meanLat = swDistricts.reduce((s, d) => s + d[2], 0) / swDistricts.length;
  assert.ok(Math.abs((sw?.lat ?? 0) - meanLat) < 0.001);
  assert.match(sw?.boroughCode ?? "", /^E090000\d\d$/);
  const e = await locateAreaCode(t.db, "E");
  assert.equal(
    e?.districts,
    LONDON_DISTRICTS.filter(([o]) => /^E\d/.test(o)).length,
    "E does not include EC",
  );
  assert.equal(await locateAreaCode(t.db, "ZZ"), null);
  assert.equal(await locateAreaCode(t.db, "SW1"), null, "letters only");
});

test("addresses: the demo addresses of a seeded postcode, any spelling of it", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/autocomplete/addresses/e14%205ab" });
  assert.equal(res.statusCode, 200);
  const body = json<{ status: boolean; data: { full_address: string; udprn: number }[] }>(res);
  assert.equal(body.status, true);
  assert.equal(body.data.length, 8);
  assert.deepEqual(body.data[0], {
    full_address: "Flat 1, Landmark West Tower, 22 Marsh Wall, London, E14 5AB",
    udprn: 90000701,
  });
  const compact = await t.app.inject({ method: "GET", url: "/api/autocomplete/addresses/E145AB" });
  assert.deepEqual(json(compact).data, body.data);
});

test("addresses: a valid postcode without stored addresses gives [], a malformed one 400", async () => {
  const none = await t.app.inject({ method: "GET", url: "/api/autocomplete/addresses/SE1%202DL" });
  assert.equal(none.statusCode, 200);
  assert.deepEqual(json(none), {
    status: true,
    message: "No addresses found for this postcode. Please type your address.",
    data: [],
  });
  const bad = await t.app.inject({ method: "GET", url: "/api/autocomplete/addresses/hello" });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(json(bad), { status: false, message: "Incorrect Postcode" });
  const long = await t.app.inject({ method: "GET", url: `/api/autocomplete/addresses/${"A".repeat(40)}` });
  assert.equal(long.statusCode, 400);
  assert.equal(json(long).message, "Incorrect Postcode");
});
