// test-database: none (opens no test database: run once, in the PGlite stage)
import assert from "node:assert/strict";
import { test } from "vitest";
import { readerForHeader, splitCsvLine } from "./csv-format.ts";

test("splitCsvLine handles plain, quoted and doubled-quote fields", () => {
  assert.deepEqual(splitCsvLine("a,b,,c"), ["a", "b", "", "c"]);
  assert.deepEqual(splitCsvLine('E1 6AN,"Bromley, Bickley","say ""hi"""'), [
    "E1 6AN",
    "Bromley, Bickley",
    'say "hi"',
  ]);
});

test("a Code-Point Open-style header is read, postcodes normalised, bad rows skipped", () => {
  const r = readerForHeader("\uFEFFpostcode,latitude,longitude,borough_code");
  assert.equal(r.format, "codepoint");
  assert.deepEqual(r.read(["sw1a2aa", "51.50354", "-0.12770", "E09000033"]), {
    postcode: "SW1A 2AA",
    compact: "SW1A2AA",
    outcode: "SW1A",
    lat: 51.50354,
    lon: -0.1277,
    boroughCode: "E09000033",
  });
  assert.equal(r.read(["NOT A PC", "51.5", "-0.1", "E09000033"]), null);
  assert.equal(r.read(["E1 6AN", "", "", "E09000001"]), null, "no coordinates");
  assert.equal(r.read(["E1 6AN", "abc", "-0.1", "E09000001"]), null, "not a number");
  assert.equal(
    r.read(["E1 6AN", "51.5", "-0.1", "'; drop table"])?.boroughCode,
    null,
    "odd codes are dropped",
  );
});

test("an ONSPD header is read: terminated rows and rows without a location are skipped", () => {
  const header = "pcd7,pcd8,pcds,dointr,doterm,oscty,ced,oslaua,lat,long";
  const r = readerForHeader(header);
  assert.equal(r.format, "onspd");
  const row = (pcds: string, doterm: string, lat: string, lon: string) =>
    r.read(["x", "x", pcds, "198001", doterm, "", "", "E09000028", lat, lon]);
  assert.equal(row("SE1 2DL", "", "51.498966", "-0.071637")?.boroughCode, "E09000028");
  assert.equal(row("SE1 9ZZ", "201101", "51.5", "-0.09"), null, "terminated");
  assert.equal(row("JE2 4WD", "", "99.999999", "0.000000"), null, "no location");
});

test("an unknown header is refused with what was expected", () => {
  assert.throws(() => readerForHeader("AB1 0AA,10,385386,801193"), /header with either postcode, latitude/);
});
