// The postcode reference data that ships with the project (apps/api/data, written by
// scripts/generate-reference-data.mjs, whose header describes the compact form):
// - every live London postcode of OS Code-Point Open with its position and borough;
// - every GB postcode district (outcode) with its centroid.
// Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data © Royal Mail copyright
// and database right 2025. Contains National Statistics data © Crown copyright and database right 2025
// (Open Government Licence v3).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { REPO_ROOT } from "../../config.ts";
import type { PostcodeRow } from "./import/csv-format.ts";

const REFERENCE_DATA_DIR = resolve(REPO_ROOT, "apps/api/data");
export const LONDON_POSTCODES_FILE = resolve(REFERENCE_DATA_DIR, "london-postcodes.rmpc.br");
const UK_OUTCODES_FILE = resolve(REFERENCE_DATA_DIR, "uk-outcodes.csv.br");

// The shipped files come from Code-Point Open 2025.4.0 (October 2025).

class Reader {
  pos = 0;
  constructor(readonly buf: Buffer) {}
  byte(): number {
    const b = this.buf[this.pos++];
    if (b === undefined) throw new Error("the London postcode file ends early");
    return b;
  }
  varint(): number {
    let n = 0;
    let scale = 1;
    for (;;) {
      const b = this.byte();
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 0x80;
    }
  }
  zigzag(): number {
    const n = this.varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  }
  ascii(length: number): string {
    const s = this.buf.toString("latin1", this.pos, this.pos + length);
    if (s.length !== length) throw new Error("the London postcode file ends early");
    this.pos += length;
    return s;
  }
}

/** Decodes the compact London file (the bytes as stored, brotli-compressed) into table rows, sorted. */
function decodeLondonPostcodes(compressed: Buffer): PostcodeRow[] {
  const r = new Reader(brotliDecompressSync(compressed));
  if (r.ascii(4) !== "RMPC") throw new Error("not a London postcode file (RMPC)");
  const version = r.varint();
  if (version !== 1) throw new Error(`London postcode file version ${version} is not known`);
  const count = r.varint();
  const boroughs = Array.from({ length: r.varint() }, () => r.ascii(9));
  const compacts = new Array<string>(count);
  let prev = "";
  for (let i = 0; i < count; i++) {
    const shared = r.byte();
    const suffix = r.byte();
    prev = prev.slice(0, shared) + r.ascii(suffix);
    compacts[i] = prev;
  }
  const lats = new Float64Array(count);
  const lons = new Float64Array(count);
  let units = 0;
  for (let i = 0; i < count; i++) {
    units += r.zigzag();
    lats[i] = units / 1e5;
  }
  units = 0;
  for (let i = 0; i < count; i++) {
    units += r.zigzag();
    lons[i] = units / 1e5;
  }
  const rows = new Array<PostcodeRow>(count);
  for (let i = 0; i < count; i++) {
    const compact = compacts[i] as string;
    const outcode = compact.slice(0, -3);
    const boroughCode = boroughs[r.byte()];
    if (boroughCode === undefined) throw new Error("the London postcode file names an unknown borough");
    rows[i] = {
      postcode: `${outcode} ${compact.slice(-3)}`,
      compact,
      outcode,
      lat: lats[i] as number,
      lon: lons[i] as number,
      boroughCode,
    };
  }
  if (r.pos !== r.buf.length) throw new Error("the London postcode file is longer than it says");
  return rows;
}

export function readLondonPostcodes(path = LONDON_POSTCODES_FILE): PostcodeRow[] {
  return decodeLondonPostcodes(readFileSync(path));
}

export interface UkDistrict {
  outcode: string;
  lat: number;
  lon: number;
  /** GSS code of the local authority holding most of the district's postcodes */
  districtCode: string;
  /** share of the district's postcodes in a London borough (1: all of them, 0: none) */
  londonShare: number;
}

let ukDistricts: Map<string, UkDistrict> | null = null;

/** Every GB postcode district with a centroid, by outcode ("M1", "BN1", "SW19"); read once, then kept. */
export function ukOutcodes(): ReadonlyMap<string, UkDistrict> {
  if (ukDistricts) return ukDistricts;
  const text = brotliDecompressSync(readFileSync(UK_OUTCODES_FILE)).toString("utf8");
  const map = new Map<string, UkDistrict>();
  for (const line of text.trim().split("\n").slice(1)) {
    const [outcode, lat, lon, districtCode, londonShare] = line.split(",");
    if (!outcode || !districtCode) continue;
    map.set(outcode, {
      outcode,
      lat: Number(lat),
      lon: Number(lon),
      districtCode,
      londonShare: Number(londonShare ?? 0),
    });
  }
  ukDistricts = map;
  return map;
}
