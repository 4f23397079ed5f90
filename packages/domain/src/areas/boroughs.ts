// The 33 London local authorities (32 boroughs + the City of London) and the five regions we group them in:
// the rules that coverage, matching and the API read. Districts and centroids are written into this file by
// scripts/generate-london-districts.mjs from the borough table of the reference data
// (Code-Point Open, Contains OS data © Crown copyright and database right 2025; Royal Mail and National
// Statistics data © Crown copyright and database right 2025). The area pages' words are in @rm/content.
import type { Borough, Region, RegionKey } from "./types.ts";

export type { Borough, LatLon, Region, RegionKey } from "./types.ts";
export { REGION_KEYS } from "./types.ts";

/** All 33, in GSS code order (E09000001 City of London … E09000033 Westminster). */
export const BOROUGHS: readonly Borough[] = [
  {
    name: "City of London",
    slug: "city-of-london",
    gssCode: "E09000001",
    region: "central",
    districts: [
      "EC1A",
      "EC2M",
      "EC2N",
      "EC2R",
      "EC2V",
      "EC2Y",
      "EC3A",
      "EC3M",
      "EC3N",
      "EC3R",
      "EC3V",
      "EC4A",
      "EC4M",
      "EC4N",
      "EC4R",
      "EC4V",
      "EC4Y",
    ],
    centroid: { lat: 51.515, lon: -0.092 },
  },
  {
    name: "Barking and Dagenham",
    slug: "barking-and-dagenham",
    gssCode: "E09000002",
    region: "east",
    districts: ["IG11", "RM8", "RM9", "RM10"],
    centroid: { lat: 51.546, lon: 0.126 },
  },
  {
    name: "Barnet",
    slug: "barnet",
    gssCode: "E09000003",
    region: "north",
    districts: ["EN4", "EN5", "HA8", "N2", "N3", "N11", "N12", "N20", "NW4", "NW7", "NW9", "NW11"],
    centroid: { lat: 51.608, lon: -0.207 },
  },
  {
    name: "Bexley",
    slug: "bexley",
    gssCode: "E09000004",
    region: "south",
    districts: ["DA5", "DA6", "DA7", "DA8", "DA14", "DA15", "DA16", "DA17", "DA18"],
    centroid: { lat: 51.46, lon: 0.136 },
  },
  {
    name: "Brent",
    slug: "brent",
    gssCode: "E09000005",
    region: "north",
    districts: ["HA0", "HA9", "NW2", "NW10"],
    centroid: { lat: 51.555, lon: -0.26 },
  },
  {
    name: "Bromley",
    slug: "bromley",
    gssCode: "E09000006",
    region: "south",
    districts: ["BR1", "BR2", "BR3", "BR4", "BR5", "BR6", "BR7", "SE20"],
    centroid: { lat: 51.391, lon: 0.03 },
  },
  {
    name: "Camden",
    slug: "camden",
    gssCode: "E09000007",
    region: "central",
    districts: [
      "EC1N",
      "N1C",
      "NW1",
      "NW3",
      "NW5",
      "NW6",
      "W1T",
      "WC1A",
      "WC1B",
      "WC1E",
      "WC1H",
      "WC1N",
      "WC1R",
      "WC1V",
      "WC1X",
      "WC2A",
      "WC2B",
      "WC2H",
    ],
    centroid: { lat: 51.537, lon: -0.146 },
  },
  {
    name: "Croydon",
    slug: "croydon",
    gssCode: "E09000008",
    region: "south",
    districts: ["CR0", "CR2", "CR5", "CR7", "CR8", "SE19", "SE25"],
    centroid: { lat: 51.369, lon: -0.091 },
  },
  {
    name: "Ealing",
    slug: "ealing",
    gssCode: "E09000009",
    region: "west",
    districts: ["UB1", "UB2", "UB5", "UB6", "W3", "W5", "W7", "W13"],
    centroid: { lat: 51.519, lon: -0.325 },
  },
  {
    name: "Enfield",
    slug: "enfield",
    gssCode: "E09000010",
    region: "north",
    districts: ["EN1", "EN2", "EN3", "N9", "N13", "N14", "N18", "N21"],
    centroid: { lat: 51.641, lon: -0.081 },
  },
  {
    name: "Greenwich",
    slug: "greenwich",
    gssCode: "E09000011",
    region: "south",
    districts: ["SE2", "SE3", "SE7", "SE9", "SE10", "SE18", "SE28"],
    centroid: { lat: 51.476, lon: 0.051 },
  },
  {
    name: "Hackney",
    slug: "hackney",
    gssCode: "E09000012",
    region: "east",
    districts: ["E5", "E8", "E9", "EC2A", "N16"],
    centroid: { lat: 51.549, lon: -0.069 },
  },
  {
    name: "Hammersmith and Fulham",
    slug: "hammersmith-and-fulham",
    gssCode: "E09000013",
    region: "west",
    districts: ["SW6", "W6", "W12", "W14"],
    centroid: { lat: 51.49, lon: -0.216 },
  },
  {
    name: "Haringey",
    slug: "haringey",
    gssCode: "E09000014",
    region: "north",
    districts: ["N4", "N6", "N8", "N10", "N15", "N17", "N22"],
    centroid: { lat: 51.59, lon: -0.104 },
  },
  {
    name: "Harrow",
    slug: "harrow",
    gssCode: "E09000015",
    region: "north",
    districts: ["HA1", "HA2", "HA3", "HA5", "HA7"],
    centroid: { lat: 51.593, lon: -0.339 },
  },
  {
    name: "Havering",
    slug: "havering",
    gssCode: "E09000016",
    region: "east",
    districts: ["RM1", "RM2", "RM3", "RM5", "RM7", "RM11", "RM12", "RM13", "RM14"],
    centroid: { lat: 51.572, lon: 0.206 },
  },
  {
    name: "Hillingdon",
    slug: "hillingdon",
    gssCode: "E09000017",
    region: "west",
    districts: ["HA4", "HA6", "TW6", "UB3", "UB4", "UB7", "UB8", "UB10", "UB11"],
    centroid: { lat: 51.544, lon: -0.436 },
  },
  {
    name: "Hounslow",
    slug: "hounslow",
    gssCode: "E09000018",
    region: "west",
    districts: ["TW3", "TW4", "TW5", "TW7", "TW8", "TW13", "TW14", "W4"],
    centroid: { lat: 51.471, lon: -0.351 },
  },
  {
    name: "Islington",
    slug: "islington",
    gssCode: "E09000019",
    region: "central",
    districts: ["EC1M", "EC1R", "EC1V", "EC1Y", "N1", "N5", "N7", "N19"],
    centroid: { lat: 51.542, lon: -0.108 },
  },
  {
    name: "Kensington and Chelsea",
    slug: "kensington-and-chelsea",
    gssCode: "E09000020",
    region: "central",
    districts: ["SW3", "SW5", "SW7", "SW10", "W8", "W10", "W11"],
    centroid: { lat: 51.499, lon: -0.189 },
  },
  {
    name: "Kingston upon Thames",
    slug: "kingston-upon-thames",
    gssCode: "E09000021",
    region: "south",
    districts: ["KT1", "KT2", "KT3", "KT5", "KT6", "KT9"],
    centroid: { lat: 51.397, lon: -0.287 },
  },
  {
    name: "Lambeth",
    slug: "lambeth",
    gssCode: "E09000022",
    region: "south",
    districts: ["SE11", "SE24", "SE27", "SW2", "SW4", "SW8", "SW9", "SW16"],
    centroid: { lat: 51.458, lon: -0.12 },
  },
  {
    name: "Lewisham",
    slug: "lewisham",
    gssCode: "E09000023",
    region: "south",
    districts: ["SE4", "SE6", "SE8", "SE12", "SE13", "SE14", "SE23", "SE26"],
    centroid: { lat: 51.452, lon: -0.024 },
  },
  {
    name: "Merton",
    slug: "merton",
    gssCode: "E09000024",
    region: "south",
    districts: ["CR4", "SM4", "SW19", "SW20"],
    centroid: { lat: 51.411, lon: -0.193 },
  },
  {
    name: "Newham",
    slug: "newham",
    gssCode: "E09000025",
    region: "east",
    districts: ["E6", "E7", "E12", "E13", "E15", "E16", "E20"],
    centroid: { lat: 51.53, lon: 0.03 },
  },
  {
    name: "Redbridge",
    slug: "redbridge",
    gssCode: "E09000026",
    region: "east",
    districts: ["E18", "IG1", "IG2", "IG3", "IG4", "IG5", "IG6", "IG8", "RM6"],
    centroid: { lat: 51.582, lon: 0.07 },
  },
  {
    name: "Richmond upon Thames",
    slug: "richmond-upon-thames",
    gssCode: "E09000027",
    region: "west",
    districts: ["SW13", "SW14", "TW1", "TW2", "TW9", "TW10", "TW11", "TW12"],
    centroid: { lat: 51.448, lon: -0.317 },
  },
  {
    name: "Southwark",
    slug: "southwark",
    gssCode: "E09000028",
    region: "south",
    districts: ["SE1", "SE5", "SE15", "SE16", "SE17", "SE21", "SE22"],
    centroid: { lat: 51.484, lon: -0.078 },
  },
  {
    name: "Sutton",
    slug: "sutton",
    gssCode: "E09000029",
    region: "south",
    districts: ["KT4", "SM1", "SM2", "SM3", "SM5", "SM6"],
    centroid: { lat: 51.365, lon: -0.182 },
  },
  {
    name: "Tower Hamlets",
    slug: "tower-hamlets",
    gssCode: "E09000030",
    region: "east",
    districts: ["E1", "E1W", "E2", "E3", "E14"],
    centroid: { lat: 51.517, lon: -0.039 },
  },
  {
    name: "Waltham Forest",
    slug: "waltham-forest",
    gssCode: "E09000031",
    region: "east",
    districts: ["E4", "E10", "E11", "E17"],
    centroid: { lat: 51.589, lon: -0.011 },
  },
  {
    name: "Wandsworth",
    slug: "wandsworth",
    gssCode: "E09000032",
    region: "south",
    districts: ["SW11", "SW12", "SW15", "SW17", "SW18"],
    centroid: { lat: 51.455, lon: -0.179 },
  },
  {
    name: "Westminster",
    slug: "westminster",
    gssCode: "E09000033",
    region: "central",
    districts: [
      "NW8",
      "SW1A",
      "SW1E",
      "SW1H",
      "SW1P",
      "SW1V",
      "SW1W",
      "SW1X",
      "SW1Y",
      "W1B",
      "W1C",
      "W1D",
      "W1F",
      "W1G",
      "W1H",
      "W1J",
      "W1K",
      "W1S",
      "W1U",
      "W1W",
      "W2",
      "W9",
      "WC2E",
      "WC2N",
      "WC2R",
    ],
    centroid: { lat: 51.514, lon: -0.152 },
  },
];

const slugsIn = (region: RegionKey) =>
  BOROUGHS.filter((b) => b.region === region)
    .map((b) => b.slug)
    .sort();

/** In the order the areas overview lists them (docs/product/routes.md §2: South, East, West, North, Central). */
export const REGIONS: readonly Region[] = [
  { key: "south", name: "South London", boroughs: slugsIn("south") },
  { key: "east", name: "East London", boroughs: slugsIn("east") },
  { key: "west", name: "West London", boroughs: slugsIn("west") },
  { key: "north", name: "North London", boroughs: slugsIn("north") },
  { key: "central", name: "Central London", boroughs: slugsIn("central") },
];

const BY_SLUG = new Map(BOROUGHS.map((b) => [b.slug, b]));

/** The City of London is a local authority of its own, not one of London's 32 boroughs. */
export const CITY_OF_LONDON_SLUG = "city-of-london";

export function isLondonBorough(b: Pick<Borough, "slug">): boolean {
  return b.slug !== CITY_OF_LONDON_SLUG;
}

export function boroughBySlug(slug: string): Borough | undefined {
  return BY_SLUG.get(slug);
}

export function regionByKey(key: RegionKey): Region {
  return REGIONS.find((r) => r.key === key)!;
}

export function boroughsInRegion(key: RegionKey): Borough[] {
  return regionByKey(key).boroughs.map((s) => BY_SLUG.get(s)!);
}
