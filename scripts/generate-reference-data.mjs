// Regenerates the postcode reference data that ships with the project, from the maintainers' copy of the
// source files (the `shared/data` folder that sits beside the checkout on the maintainers' machines; the
// project never reads it at run time or in tests):
//
//   node scripts/generate-reference-data.mjs [path/to/shared/data]
//
// It writes, and the outputs are committed:
// - apps/api/data/london-postcodes.rmpc.br — every live London postcode of OS Code-Point Open (2025.4.0) with
//   its WGS84 position (5 dp) and its borough (GSS code), in the project's own compact form (below);
// - apps/api/data/uk-outcodes.csv.br — every GB postcode district (outcode) with a centroid, so a real UK
//   postcode outside London is told apart from one that does not exist;
// - apps/api/src/test/fixtures/postcodes/ — recorded answers of Ideal Postcodes and postcodes.io, and a
//   small cut of an ONSPD file, for the tests.
// Then run `node --import tsx scripts/check-reference-data.ts` (or `npm test`) to prove the files decode.
//
// The compact form ("RMPC", version 1), brotli-compressed. All integers are unsigned LEB128 varints; signed
// ones are zigzag-encoded first. Rows are sorted by the compact postcode ("SW1A2AA").
//   "RMPC" 1 · count · boroughs · boroughs × (GSS code as 9 ASCII bytes)
//   count × postcode: shared-prefix length with the previous compact postcode (1 byte), suffix length (1 byte),
//                     suffix (ASCII)
//   count × latitude  delta from the previous row, in units of 0.00001° (zigzag varint), first from 0
//   count × longitude delta, likewise
//   count × borough index (1 byte)
// Columns, not rows, because each column alone compresses far better.
//
// Licence of the data (Open Government Licence v3): Contains OS data © Crown copyright and database right
// 2025. Contains Royal Mail data © Royal Mail copyright and database right 2025. Contains National
// Statistics data © Crown copyright and database right 2025.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const src = resolve(process.argv[2] ?? resolve(root, "../shared/data"));
const outDir = resolve(root, "apps/api/data");
const fixtures = resolve(root, "apps/api/src/test/fixtures/postcodes");
mkdirSync(outDir, { recursive: true });
mkdirSync(fixtures, { recursive: true });

const brotli = (buf) =>
  brotliCompressSync(buf, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
    },
  });

const csvRows = (file) => {
  const [header, ...lines] = readFileSync(join(src, file), "utf8").trim().split(/\r?\n/);
  const cols = header.split(",");
  return lines.map((line) => {
    const f = line.split(",");
    return Object.fromEntries(cols.map((c, i) => [c, f[i]]));
  });
};

class Out {
  bytes = [];
  byte(b) {
    this.bytes.push(b);
  }
  varint(n) {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a varint: ${n}`);
    while (n >= 0x80) {
      this.bytes.push((n % 0x80) | 0x80);
      n = Math.floor(n / 0x80);
    }
    this.bytes.push(n);
  }
  zigzag(n) {
    this.varint(n < 0 ? -2 * n - 1 : 2 * n);
  }
  ascii(s) {
    for (let i = 0; i < s.length; i++) this.bytes.push(s.charCodeAt(i));
  }
  buffer() {
    return Buffer.from(this.bytes);
  }
}

// --- London postcodes
const units = (s) => Math.round(Number(s) * 1e5);
const london = csvRows("london_postcodes_codepoint_2025.csv").map((r) => {
  const compact = r.postcode.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/.test(compact)) throw new Error(`bad postcode ${r.postcode}`);
  if (!/^E09[0-9]{6}$/.test(r.borough_code)) throw new Error(`bad borough ${r.borough_code}`);
  return { compact, lat: units(r.latitude), lon: units(r.longitude), borough: r.borough_code };
});
london.sort((a, b) => (a.compact < b.compact ? -1 : a.compact > b.compact ? 1 : 0));
for (let i = 1; i < london.length; i++)
  if (london[i].compact === london[i - 1].compact) throw new Error(`duplicate ${london[i].compact}`);
const boroughs = [...new Set(london.map((r) => r.borough))].sort();
const out = new Out();
out.ascii("RMPC");
out.varint(1);
out.varint(london.length);
out.varint(boroughs.length);
for (const b of boroughs) out.ascii(b);
let prev = "";
for (const r of london) {
  let shared = 0;
  while (shared < prev.length && shared < r.compact.length && prev[shared] === r.compact[shared]) shared++;
  out.byte(shared);
  out.byte(r.compact.length - shared);
  out.ascii(r.compact.slice(shared));
  prev = r.compact;
}
let last = 0;
for (const r of london) {
  out.zigzag(r.lat - last);
  last = r.lat;
}
last = 0;
for (const r of london) {
  out.zigzag(r.lon - last);
  last = r.lon;
}
const boroughIndex = new Map(boroughs.map((b, i) => [b, i]));
for (const r of london) out.byte(boroughIndex.get(r.borough));
const londonFile = brotli(out.buffer());
writeFileSync(join(outDir, "london-postcodes.rmpc.br"), londonFile);
console.log(`london-postcodes.rmpc.br: ${london.length} postcodes, ${londonFile.length} bytes`);

// --- UK postcode districts: outcode,lat,lon,district_code,london_share (sorted by outcode). london_share is
// the share of the district's postcodes that lie in a London borough (0 for most of the country).
const londonShare = new Map(
  readFileSync(join(src, "london_outcodes.csv"), "utf8")
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(","))
    .map((f) => [f[0], Number(f[4])]),
);
const uk = csvRows("uk_outcodes_codepoint_2025.csv")
  .filter((r) => r.latitude && r.longitude)
  .map(
    (r) =>
      `${r.outcode},${Number(r.latitude).toFixed(4)},${Number(r.longitude).toFixed(4)},${r.district_code},${londonShare.get(r.outcode) ?? 0}`,
  )
  .sort();
const ukFile = brotli(
  Buffer.from(`outcode,latitude,longitude,district_code,london_share\n${uk.join("\n")}\n`),
);
writeFileSync(join(outDir, "uk-outcodes.csv.br"), ukFile);
console.log(`uk-outcodes.csv.br: ${uk.length} districts, ${ukFile.length} bytes`);

// --- Test fixtures: recorded API answers (MIT, see fixtures/README.md) and a small ONSPD cut
{
  for (const dir of ["ideal_postcodes", "postcodes_io"]) {
    mkdirSync(join(fixtures, dir), { recursive: true });
    for (const name of readdirSync(join(src, "api_samples", dir)))
      copyFileSync(join(src, "api_samples", dir, name), join(fixtures, dir, name));
  }
  // ONSPD: the header, the London rows, a few live and terminated Aberdeen rows, and the rows without a location
  const [header, ...rows] = readFileSync(join(src, "onspd_sample_postcodesio_seed.csv"), "utf8")
    .trim()
    .split(/\r?\n/);
  const cols = header.split(",");
  const at = (name) => cols.indexOf(name);
  const pick = [];
  let live = 0;
  let terminated = 0;
  for (const line of rows) {
    const f = line.split(",");
    const pcds = f[at("pcds")]?.replace(/"/g, "") ?? "";
    const term = (f[at("doterm")] ?? "").replace(/"/g, "");
    const outside = !pcds.startsWith("AB1");
    if (outside) pick.push(line);
    else if (term && terminated < 10) {
      terminated++;
      pick.push(line);
    } else if (!term && live < 30) {
      live++;
      pick.push(line);
    }
  }
  writeFileSync(join(fixtures, "onspd-sample.csv"), `${header}\n${pick.join("\n")}\n`);
  console.log(`fixtures: ONSPD cut of ${pick.length} rows`);
}
