// The 33 London local authorities, the five regions and the one neighbourhood page (docs/product/decisions.md D5: Wimbledon within
// Merton) as the area pages show them: the domain's rules (@rm/domain/areas/boroughs: GSS codes, districts,
// centroids) joined to each page's words. Pure data; area pages render it.
import {
  BOROUGHS as BOROUGH_RULES,
  isLondonBorough,
  REGIONS as REGION_RULES,
  type Region as RegionRule,
} from "@rm/domain/areas/boroughs";
import { plural } from "@rm/domain/text";
import { CENTRAL_BOROUGH_TEXTS } from "./borough-data/central.ts";
import { EAST_BOROUGH_TEXTS } from "./borough-data/east.ts";
import { NORTH_BOROUGH_TEXTS } from "./borough-data/north.ts";
import { SOUTH_BOROUGH_TEXTS } from "./borough-data/south.ts";
import { WEST_BOROUGH_TEXTS } from "./borough-data/west.ts";
import type { Borough, Neighbourhood, Region, RegionKey } from "./types.ts";

export { CITY_OF_LONDON_SLUG, isLondonBorough } from "@rm/domain/areas/boroughs";
export type { Borough, BoroughText, LatLon, Neighbourhood, Region, RegionKey } from "./types.ts";
export { REGION_KEYS } from "./types.ts";

const TEXTS = new Map(
  [
    ...CENTRAL_BOROUGH_TEXTS,
    ...NORTH_BOROUGH_TEXTS,
    ...EAST_BOROUGH_TEXTS,
    ...WEST_BOROUGH_TEXTS,
    ...SOUTH_BOROUGH_TEXTS,
  ].map((t) => [t.slug, t]),
);

/** All 33, in GSS code order (E09000001 City of London … E09000033 Westminster), each with its page's words. */
export const BOROUGHS: readonly Borough[] = BOROUGH_RULES.map((b) => {
  const text = TEXTS.get(b.slug);
  if (!text) throw new Error(`no area page text for the borough ${b.slug}`);
  const { neighbourhoods, facts, intro } = text;
  return { ...b, neighbourhoods, facts, intro };
});

/** Each region page's address and words (the order and names are the domain's). */
const REGION_COPY: Record<RegionKey, Omit<Region, keyof RegionRule>> = {
  south: {
    slug: "south-london",
    path: "/removals-south-london",
    intro:
      "South London runs from the riverside flats of Southwark and Lambeth out to the family houses of Croydon, Bromley and Sutton. Expect everything from top-floor Victorian conversions in Brixton and Clapham to suburban semis with a drive. Tell us about your move once and up to 6 vetted, insured removal companies who cover south London will send you quotes.",
  },
  east: {
    slug: "east-london",
    path: "/east-london-removals",
    intro:
      "East London takes in the warehouse flats of Hackney, the towers of Canary Wharf and Stratford, the terraces of Walthamstow and the suburbs of Redbridge and Havering. Many buildings have lift and loading rules, and plenty of streets have tight parking. Describe your move once and compare quotes from up to 6 insured movers who know east London.",
  },
  west: {
    slug: "west-london",
    path: "/west-london-removals",
    intro:
      "West London stretches from the terraced streets of Fulham and Hammersmith through Ealing and Chiswick to Hounslow, Hillingdon and Richmond. Moves range from period flats with narrow stairs to family houses near Heathrow and the motorways. Tell us about yours and up to 6 vetted removal companies who cover west London will quote for it.",
  },
  north: {
    slug: "north-london",
    path: "/removals/north-london",
    intro:
      "North London covers Haringey's period terraces, Barnet and Enfield's family houses, and the suburbs of Harrow and Brent. Parking rules change from street to street, and many homes have stairs, lofts and gardens to think about. Describe your move once and compare quotes from up to 6 insured movers who work across north London.",
  },
  central: {
    slug: "central-london",
    path: "/central-london-removals",
    intro:
      "Central London means the City, Westminster, Camden, Islington and Kensington and Chelsea: mansion blocks, mews houses, Georgian terraces and offices. Moves here need a plan for parking suspensions, building rules and the Congestion Charge. Tell us about your move once and up to 6 vetted, insured removal companies will send you quotes.",
  },
};

/** In the order the areas overview lists them (docs/product/routes.md §2: South, East, West, North, Central). */
export const REGIONS: readonly Region[] = REGION_RULES.map((r) => ({ ...r, ...REGION_COPY[r.key] }));

/** docs/product/decisions.md D5: Wimbledon has its own page within Merton. Districts and centroid from the SW19 outcode. */
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

/** "7 boroughs", or "4 boroughs and the City of London" for central London. */
export function regionAreasText(key: RegionKey): string {
  const all = boroughsInRegion(key);
  const boroughs = all.filter(isLondonBorough).length;
  const text = plural(boroughs, "borough");
  return boroughs === all.length ? text : `${text} and the City of London`;
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

/** The borough's main (canonical) page. */
export function boroughPath(b: Pick<Borough, "slug">): string {
  return `/${b.slug}-removals`;
}

/** The same page under its region, as the site's area links show it. */
export function boroughRegionPath(b: Pick<Borough, "slug" | "region">): string {
  return `/areas-we-cover/${b.region}-london/${b.slug}-removals`;
}
