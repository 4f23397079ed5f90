// Reading postcode CSVs: a Code-Point Open-style file (postcode, latitude, longitude, borough_code) or an
// ONS Postcode Directory (pcds, lat, long, oslaua, doterm). The format is told from the header row.
import { isUkPostcodeFormat, normalisePostcode } from "@rm/domain";

export type PostcodeFileFormat = "codepoint" | "onspd";

export interface PostcodeRow {
  postcode: string;
  compact: string;
  outcode: string;
  lat: number;
  lon: number;
  boroughCode: string | null;
}

export interface RowReader {
  format: PostcodeFileFormat;
  /** the row as stored, or null when it is skipped (terminated, no location, not a postcode) */
  read(fields: string[]): PostcodeRow | null;
}

/** One CSV line into fields; handles quoted fields ("a, b") and doubled quotes. */
export function splitCsvLine(line: string): string[] {
  if (!line.includes('"')) return line.split(",");
  const fields: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      fields.push(cur);
      cur = "";
    } else cur += ch;
  }
  fields.push(cur);
  return fields;
}

const first = (names: string[], candidates: string[]) => {
  for (const c of candidates) {
    const i = names.indexOf(c);
    if (i >= 0) return i;
  }
  return -1;
};

/** ONSPD marks postcodes without a location with 99.999999; anything outside the UK's box is dropped too. */
const inUk = (lat: number, lon: number) => lat >= 49 && lat <= 61.5 && lon >= -9 && lon <= 2.5;
const AUTHORITY_CODE = /^[A-Z][0-9]{8}$/;

function makeRow(rawPostcode: string, rawLat: string, rawLon: string, rawBorough: string | undefined) {
  const postcode = normalisePostcode(rawPostcode);
  if (!isUkPostcodeFormat(postcode)) return null;
  const lat = Number(rawLat);
  const lon = Number(rawLon);
  if (rawLat.trim() === "" || rawLon.trim() === "" || !inUk(lat, lon)) return null;
  const borough = rawBorough?.trim().toUpperCase() ?? "";
  const space = postcode.indexOf(" ");
  return {
    postcode,
    compact: postcode.replace(" ", ""),
    outcode: postcode.slice(0, space),
    lat,
    lon,
    boroughCode: AUTHORITY_CODE.test(borough) ? borough : null,
  } satisfies PostcodeRow;
}

/** Picks the reader for a header row, or throws with what was expected. */
export function readerForHeader(headerLine: string): RowReader {
  const names = splitCsvLine(headerLine.replace(/^\uFEFF/, "")).map((n) => n.trim().toLowerCase());
  const onspdPostcode = first(names, ["pcds", "pcd", "pcd7", "pcd2", "pcd8"]);
  const onspdLat = names.indexOf("lat");
  const onspdLon = names.indexOf("long");
  if (onspdPostcode >= 0 && onspdLat >= 0 && onspdLon >= 0) {
    const borough = first(names, ["oslaua", "lad25cd", "lad24cd", "lad23cd"]);
    const doterm = names.indexOf("doterm");
    return {
      format: "onspd",
      read: (f) => {
        if (doterm >= 0 && (f[doterm] ?? "").trim() !== "") return null; // terminated postcode
        return makeRow(f[onspdPostcode] ?? "", f[onspdLat] ?? "", f[onspdLon] ?? "", f[borough]);
      },
    };
  }
  const postcode = first(names, ["postcode", "pcds"]);
  const lat = first(names, ["latitude", "lat"]);
  const lon = first(names, ["longitude", "long", "lon", "lng"]);
  if (postcode >= 0 && lat >= 0 && lon >= 0) {
    const borough = first(names, ["borough_code", "admin_district_code", "district_code", "oslaua"]);
    return {
      format: "codepoint",
      read: (f) => makeRow(f[postcode] ?? "", f[lat] ?? "", f[lon] ?? "", f[borough]),
    };
  }
  throw new Error(
    "Unrecognised postcode file: the first line must be a header with either postcode, latitude, longitude " +
      "[, borough_code] (Code-Point Open with WGS84 coordinates) or pcds, lat, long, oslaua, doterm (ONSPD).",
  );
}
