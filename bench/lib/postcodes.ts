// London postcodes for varied requests: a fixed sample of the Code-Point Open London file the app ships
// (apps/api/data) and imports on its first start.
import { readLondonPostcodes } from "../../apps/api/src/modules/postcodes/index.ts";
import { seededRandom } from "./util.ts";

export interface PostcodePoint {
  postcode: string;
  lat: number;
  lon: number;
  boroughCode: string;
}

/** `n` postcodes spread over the file (same every run). */
export function samplePostcodes(n: number, seed = 7): PostcodePoint[] {
  const rows = readLondonPostcodes();
  const rnd = seededRandom(seed);
  const out: PostcodePoint[] = [];
  for (let i = 0; i < n; i++) {
    const r = rows[Math.floor(rnd() * rows.length)];
    if (r) out.push({ postcode: r.postcode, lat: r.lat, lon: r.lon, boroughCode: r.boroughCode ?? "" });
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
