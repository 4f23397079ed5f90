// Demo data for the local address provider: plausible addresses at a few real London postcodes (made-up
// flats and house numbers; UDPRNs in a 9xxxxxxx range no real PAF record uses here). The postcodes'
// positions are from OS Code-Point Open (Contains OS data © Crown copyright and database right 2025;
// Contains Royal Mail data © Royal Mail copyright and database right 2025; Contains National Statistics
// data © Crown copyright and database right 2025), so the wizard works even before the full import.
import type { AppContext } from "../../app-context.ts";
import { addresses, postcodes } from "../../db/schema.ts";
import { invalidatePostcodeIndex } from "./postcode-index.ts";

interface DemoPostcode {
  postcode: string;
  lat: number;
  lon: number;
  boroughCode: string;
  /** address lines before the town and postcode */
  lines: string[];
}

const flats = (building: string, street: string, n: number) =>
  Array.from({ length: n }, (_, i) => `Flat ${i + 1}, ${building}, ${street}`);
const houses = (street: string, numbers: number[]) => numbers.map((n) => `${n} ${street}`);

const DEMO_POSTCODES: DemoPostcode[] = [
  {
    postcode: "SW1A 2AA",
    lat: 51.50354,
    lon: -0.1277,
    boroughCode: "E09000033",
    lines: houses("Downing Street", [9, 10, 11, 12]).concat(["Flat A, 11 Downing Street"]),
  },
  {
    postcode: "E1 6AN",
    lat: 51.51889,
    lon: -0.07851,
    boroughCode: "E09000001",
    lines: flats("Spital House", "14 Middlesex Street", 6).concat(houses("Middlesex Street", [16, 18])),
  },
  {
    postcode: "SE1 9SG",
    lat: 51.50496,
    lon: -0.08765,
    boroughCode: "E09000028",
    lines: [53, 54, 55, 56, 57, 58].map((f) => `Apartment ${f}01, The Shard, 32 London Bridge Street`),
  },
  {
    postcode: "N1 9GU",
    lat: 51.53491,
    lon: -0.12169,
    boroughCode: "E09000019",
    lines: flats("Regent Quarter", "York Way", 5).concat(houses("York Way", [41, 43, 45])),
  },
  {
    postcode: "W2 1HB",
    lat: 51.51647,
    lon: -0.17677,
    boroughCode: "E09000033",
    lines: houses("Praed Street", [120, 122, 124, 126]).concat(
      flats("Norfolk Mansions", "128 Praed Street", 4),
    ),
  },
  {
    postcode: "NW1 8AB",
    lat: 51.54155,
    lon: -0.14572,
    boroughCode: "E09000007",
    lines: houses("Chalk Farm Road", [2, 4, 6, 8, 10]).concat(flats("Lock House", "12 Chalk Farm Road", 3)),
  },
  {
    postcode: "CR0 2RH",
    lat: 51.38651,
    lon: -0.10957,
    boroughCode: "E09000008",
    lines: houses("Lansdowne Road", [1, 3, 5, 7, 9, 11]).concat(
      flats("Wellesley Court", "13 Lansdowne Road", 4),
    ),
  },
  {
    postcode: "E14 5AB",
    lat: 51.50494,
    lon: -0.01952,
    boroughCode: "E09000030",
    lines: flats("Landmark West Tower", "22 Marsh Wall", 8),
  },
];

const demoAddressRows = () =>
  DEMO_POSTCODES.flatMap((p, i) =>
    p.lines.map((line, j) => ({
      udprn: 90_000_000 + i * 100 + j + 1,
      postcode: p.postcode,
      fullAddress: `${line}, London, ${p.postcode}`,
    })),
  );

/** extra seed: idempotent (existing rows are left alone, imported postcodes are not overwritten). */
export async function seedDemoAddresses(ctx: AppContext, log: (m: string) => void) {
  await ctx.db
    .insert(postcodes)
    .values(
      DEMO_POSTCODES.map((p) => ({
        postcode: p.postcode,
        compact: p.postcode.replace(" ", ""),
        outcode: p.postcode.split(" ")[0] as string,
        lat: p.lat,
        lon: p.lon,
        boroughCode: p.boroughCode,
      })),
    )
    .onConflictDoNothing();
  invalidatePostcodeIndex(ctx.db);
  const added = await ctx.db
    .insert(addresses)
    .values(demoAddressRows())
    .onConflictDoNothing()
    .returning({ udprn: addresses.udprn });
  if (added.length) log(`demo addresses: ${added.length} at ${DEMO_POSTCODES.length} postcodes`);
}
