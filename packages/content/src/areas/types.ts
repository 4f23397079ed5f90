// Shapes of the area pages' data (docs/product/routes.md §2 "Area pages", docs/product/decisions.md D5): the domain's boroughs and regions (GSS codes,
// districts, centroids) with what each page says about them.
import type {
  Borough as BoroughRule,
  LatLon,
  Region as RegionRule,
  RegionKey,
} from "@rm/domain/areas/boroughs";

export type { LatLon, RegionKey };
export { REGION_KEYS } from "@rm/domain/areas/boroughs";

/** What a borough's page says about it; joined to the domain's borough by slug. */
export interface BoroughText {
  slug: string;
  neighbourhoods: readonly string[];
  /** Short, practical things a mover should know here. */
  facts: readonly string[];
  intro: string;
}

/** A borough as its page shows it. */
export interface Borough extends BoroughRule, Omit<BoroughText, "slug"> {}

/** A region as its page shows it. */
export interface Region extends RegionRule {
  /** "north-london" */
  slug: string;
  /** The region page, e.g. /removals/north-london */
  path: string;
  intro: string;
}

/** A neighbourhood with its own page inside a borough (docs/product/decisions.md D5: Wimbledon within Merton). */
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
