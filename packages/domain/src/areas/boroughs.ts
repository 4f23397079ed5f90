// The 33 London local authorities (32 boroughs + the City of London), the five regions we group them in,
// and the one neighbourhood page (D5: Wimbledon within Merton). Pure data; area pages render it.
import { CENTRAL_BOROUGHS } from "./borough-data/central.ts";
import { EAST_BOROUGHS } from "./borough-data/east.ts";
import { NORTH_BOROUGHS } from "./borough-data/north.ts";
import { SOUTH_BOROUGHS } from "./borough-data/south.ts";
import { WEST_BOROUGHS } from "./borough-data/west.ts";
import type { Borough, Neighbourhood, Region, RegionKey } from "./types.ts";

export type { Borough, LatLon, Neighbourhood, Region, RegionKey } from "./types.ts";
export { REGION_KEYS } from "./types.ts";

/** All 33, in GSS code order (E09000001 City of London … E09000033 Westminster). */
export const BOROUGHS: readonly Borough[] = [
  ...CENTRAL_BOROUGHS,
  ...NORTH_BOROUGHS,
  ...EAST_BOROUGHS,
  ...WEST_BOROUGHS,
  ...SOUTH_BOROUGHS,
].sort((a, b) => a.gssCode.localeCompare(b.gssCode));

const slugsIn = (region: RegionKey) =>
  BOROUGHS.filter((b) => b.region === region)
    .map((b) => b.slug)
    .sort();

/** In the order the areas overview lists them (spec §2: South, East, West, North, Central). */
export const REGIONS: readonly Region[] = [
  {
    key: "south",
    slug: "south-london",
    name: "South London",
    path: "/removals-south-london",
    intro:
      "South London runs from the riverside flats of Southwark and Lambeth out to the family houses of Croydon, Bromley and Sutton. Expect everything from top-floor Victorian conversions in Brixton and Clapham to suburban semis with a drive. Tell us about your move once and up to 6 vetted, insured removal companies who cover south London will send you quotes.",
    boroughs: slugsIn("south"),
  },
  {
    key: "east",
    slug: "east-london",
    name: "East London",
    path: "/east-london-removals",
    intro:
      "East London takes in the warehouse flats of Hackney, the towers of Canary Wharf and Stratford, the terraces of Walthamstow and the suburbs of Redbridge and Havering. Many buildings have lift and loading rules, and plenty of streets have tight parking. Describe your move once and compare quotes from up to 6 insured movers who know east London.",
    boroughs: slugsIn("east"),
  },
  {
    key: "west",
    slug: "west-london",
    name: "West London",
    path: "/west-london-removals",
    intro:
      "West London stretches from the terraced streets of Fulham and Hammersmith through Ealing and Chiswick to Hounslow, Hillingdon and Richmond. Moves range from period flats with narrow stairs to family houses near Heathrow and the motorways. Tell us about yours and up to 6 vetted removal companies who cover west London will quote for it.",
    boroughs: slugsIn("west"),
  },
  {
    key: "north",
    slug: "north-london",
    name: "North London",
    path: "/removals/north-london",
    intro:
      "North London covers Haringey's period terraces, Barnet and Enfield's family houses, and the suburbs of Harrow and Brent. Parking rules change from street to street, and many homes have stairs, lofts and gardens to think about. Describe your move once and compare quotes from up to 6 insured movers who work across north London.",
    boroughs: slugsIn("north"),
  },
  {
    key: "central",
    slug: "central-london",
    name: "Central London",
    path: "/central-london-removals",
    intro:
      "Central London means the City, Westminster, Camden, Islington and Kensington and Chelsea: mansion blocks, mews houses, Georgian terraces and offices. Moves here need a plan for parking suspensions, building rules and the Congestion Charge. Tell us about your move once and up to 6 vetted, insured removal companies will send you quotes.",
    boroughs: slugsIn("central"),
  },
];

/** D5: Wimbledon has its own page within Merton. Districts and centroid from the SW19 outcode. */
export const NEIGHBOURHOODS: readonly Neighbourhood[] = [
  {
    name: "Wimbledon",
    slug: "wimbledon",
    borough: "merton",
    region: "south",
    path: "/areas-we-cover/south-london/wimbledon-removals",
    districts: ["SW19", "SW20"],
    centroid: { lat: 51.424, lon: -0.203 },
    facts: [
      "The tennis Championships, held over two weeks around late June and early July, bring road closures, parking restrictions and heavy traffic, so avoid those dates if you can.",
      "Wimbledon Village sits on a hill above the town centre, with some narrow streets and steep approaches.",
      "Parking is controlled around the town centre and stations, so a bay suspension for the van is often needed.",
    ],
    intro:
      "Wimbledon is one of south-west London's favourite places to live, from the big houses of the Village and the roads near the Common to the flats and terraces around the town centre and South Wimbledon. Whether you are moving into a mansion flat or out of a family home, tell us about your move once and up to 6 vetted, insured removal companies who cover Wimbledon and the rest of Merton will send you quotes.",
  },
];

const BY_SLUG = new Map(BOROUGHS.map((b) => [b.slug, b]));

export function boroughBySlug(slug: string): Borough | undefined {
  return BY_SLUG.get(slug);
}

export function regionByKey(key: RegionKey): Region {
  return REGIONS.find((r) => r.key === key)!;
}

export function boroughsInRegion(key: RegionKey): Borough[] {
  return regionByKey(key).boroughs.map((s) => BY_SLUG.get(s)!);
}

export function neighbourhoodBySlug(slug: string): Neighbourhood | undefined {
  return NEIGHBOURHOODS.find((n) => n.slug === slug);
}

/** The borough's main (canonical) page. */
export function boroughPath(b: Pick<Borough, "slug">): string {
  return `/${b.slug}-removals`;
}

/** The same page under its region, as the site's area links show it. */
export function boroughRegionPath(b: Pick<Borough, "slug" | "region">): string {
  return `/areas-we-cover/${b.region}-london/${b.slug}-removals`;
}
