// Shapes of the London area rules: the local authorities, their postcode districts and centroids, and the
// five regions we group them in. What each area page says about them is copy, in @rm/content/areas.

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
}

export interface Region {
  key: RegionKey;
  /** "North London" */
  name: string;
  /** Borough slugs, in display order. */
  boroughs: readonly string[];
}
