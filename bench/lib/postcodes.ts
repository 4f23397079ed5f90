// London postcodes for varied requests: a fixed sample of the Code-Point Open London file the app imports.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { ROOT, seededRandom } from "./util.ts";

export const SHARED_DATA_DIR = process.env.SHARED_DATA_DIR ?? resolve(ROOT, "../shared/data");
export const LONDON_FILE = resolve(SHARED_DATA_DIR, "london_postcodes_codepoint_2025.csv");

export interface PostcodePoint {
  postcode: string;
  lat: number;
  lon: number;
  boroughCode: string;
}

/** `n` postcodes spread over the file (same every run); [] when the file is absent. */
export function samplePostcodes(n: number, seed = 7): PostcodePoint[] {
  if (!existsSync(LONDON_FILE)) return [];
  const lines = readFileSync(LONDON_FILE, "utf8").split("\n").slice(1).filter(Boolean);
  const rnd = seededRandom(seed);
  const out: PostcodePoint[] = [];
  for (let i = 0; i < n; i++) {
    const [postcode, lat, lon, boroughCode] = lines[Math.floor(rnd() * lines.length)].split(",");
    out.push({ postcode, lat: Number(lat), lon: Number(lon), boroughCode: boroughCode.trim() });
  }
  return out;
}

/** What people type into the postcode box: outcodes, partial and whole postcodes, any case and spacing. */
export function autocompleteQueries(points: PostcodePoint[]): string[] {
  return points.map((p, i) => {
    const compact = p.postcode.replace(" ", "");
    switch (i % 5) {
      case 0:
        return p.postcode.split(" ")[0]; // "SW1A"
      case 1:
        return compact.slice(0, compact.length - 2).toLowerCase(); // "sw1a2"
      case 2:
        return p.postcode; // "SW1A 2AA"
      case 3:
        return compact.slice(0, 3); // "SW1"
      default:
        return `${p.postcode.slice(0, -1).toLowerCase()}`; // "sw1a 2a"
    }
  });
}
