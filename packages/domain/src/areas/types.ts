// Shapes of the London area data behind every area page (spec §2 "Area pages", D5).

export const REGION_KEYS = ["north", "south", "east", "west", "central"] as const;
export type RegionKey = (typeof REGION_KEYS)[number];

export interface LatLon {
  lat: number;
  lon: number;
}

export interface Borough {
  name: string;
  /** kebab-case, used in URLs: /{slug}-removals */
  slug: string;
  /** ONS GSS code, E09000001 (City of London) to E09000033 (Westminster). */
  gssCode: string;
  region: RegionKey;
  /** Postcode districts that lie mainly in this borough. */
  districts: readonly string[];
  /** Mean position of the borough's postcodes, 3 decimals. */
  centroid: LatLon;
  neighbourhoods: readonly string[];
  /** Short, practical things a mover should know here. */
  facts: readonly string[];
  intro: string;
}

export interface Region {
  key: RegionKey;
  /** "north-london" */
  slug: string;
  /** "North London" */
  name: string;
  /** The region page, e.g. /removals/north-london */
  path: string;
  intro: string;
  /** Borough slugs, in display order. */
  boroughs: readonly string[];
}

/** A neighbourhood with its own page inside a borough (D5: Wimbledon within Merton). */
export interface Neighbourhood {
  name: string;
  slug: string;
  /** The borough's slug. */
  borough: string;
  region: RegionKey;
  path: string;
  districts: readonly string[];
  centroid: LatLon;
  facts: readonly string[];
  intro: string;
}
