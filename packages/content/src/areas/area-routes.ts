// Which area page a path shows (docs/product/routes.md §2.3 "Area pages", docs/product/decisions.md D1, D5). Every legacy path the spec lists
// answers with its page; a borough shown at a second address points its canonical URL at /{slug}-removals.
import {
  BOROUGHS,
  boroughBySlug,
  boroughPath,
  boroughRegionPath,
  NEIGHBOURHOODS,
  REGIONS,
  type RegionKey,
} from "./boroughs.ts";

export const AREAS_OVERVIEW_PATH = "/areas-we-cover-london";

export type AreaRoute =
  | { kind: "overview"; canonical: string }
  | { kind: "region"; region: RegionKey; canonical: string }
  | { kind: "borough"; slug: string; canonical: string }
  | { kind: "neighbourhood"; name: string; borough: string; canonical: string };

const overview = (): AreaRoute => ({ kind: "overview", canonical: AREAS_OVERVIEW_PATH });
const region = (key: RegionKey): AreaRoute => ({
  kind: "region",
  region: key,
  canonical: REGIONS.find((r) => r.key === key)!.path,
});
const borough = (slug: string): AreaRoute => ({ kind: "borough", slug, canonical: boroughPath({ slug }) });
const wimbledon = (): AreaRoute => {
  const n = NEIGHBOURHOODS.find((x) => x.slug === "wimbledon")!;
  return { kind: "neighbourhood", name: n.name, borough: n.borough, canonical: n.path };
};

/**
 * docs/product/routes.md §2, every listed area path, written exactly (without the leading slash, as the spec writes them).
 * "areas-we-cover/south-london/wimbledon-removals, lambeth-removals, croydon-removals" is read as three
 * paths under areas-we-cover/south-london; /lambeth-removals and /croydon-removals answer anyway.
 */
export const LEGACY_AREA_PATHS: Readonly<Record<string, AreaRoute>> = {
  "removals-south-london": region("south"),
  "removals/north-london": region("north"),
  "west-london-removals": region("west"),
  "hammersmith-and-fulham-removals": borough("hammersmith-and-fulham"),
  "ealing-removals": borough("ealing"),
  "hounslow-removals": borough("hounslow"),
  "areas-we-cover/north-london/barnet-removals": borough("barnet"),
  "north-london/removals-haringey": borough("haringey"),
  "north-london/enfield-removals": borough("enfield"),
  "areas-we-cover-london": overview(),
  "areas-we-cover/south-london/wimbledon-removals": wimbledon(),
  // not a borough, but the address a Londoner types: the Wimbledon page (its canonical URL is the one above)
  "wimbledon-removals": wimbledon(),
  "areas-we-cover/south-london/lambeth-removals": borough("lambeth"),
  "areas-we-cover/south-london/croydon-removals": borough("croydon"),
  "east-london-removals": region("east"),
  "newham-removals": borough("newham"),
  "tower-hamlets-removals": borough("tower-hamlets"),
  "east-london/haringey-removals": borough("haringey"),
  "east-london/hackney-removals": borough("hackney"),
  "areas-we-cover/central-london/camden": borough("camden"),
  "central-london-removals": region("central"),
  "central-london/westminster-removals": borough("westminster"),
  "central-london/islington-removals": borough("islington"),
};

function normalise(path: string): string {
  let p = path.split(/[?#]/, 1)[0];
  if (p.startsWith("/")) p = p.slice(1);
  if (p.endsWith("/")) p = p.slice(0, -1);
  return p;
}

/**
 * The area page a path shows, or null if it is not an area page. Besides the legacy paths this accepts,
 * for all 33 boroughs, /{slug}-removals, /areas-we-cover/{region}-london/{slug}-removals and
 * /areas-we-cover/{region}/{slug}-removals, where {region} must be the borough's own region.
 * Region pages answer at their own paths (REGIONS[].path). Query strings and a trailing slash are ignored.
 */
export function resolveAreaPath(path: string): AreaRoute | null {
  const p = normalise(path);
  if (Object.hasOwn(LEGACY_AREA_PATHS, p)) return LEGACY_AREA_PATHS[p];

  const r = REGIONS.find((x) => x.path === `/${p}`);
  if (r) return region(r.key);

  const parts = p.split("/");
  const last = parts[parts.length - 1];
  if (!last.endsWith("-removals")) return null;
  const b = boroughBySlug(last.slice(0, -"-removals".length));
  if (!b) return null;
  if (parts.length === 1) return borough(b.slug);
  if (
    parts.length === 3 &&
    parts[0] === "areas-we-cover" &&
    (parts[1] === `${b.region}-london` || parts[1] === b.region)
  ) {
    return borough(b.slug);
  }
  return null;
}

/** Every canonical public area URL, for the sitemap: overview, 5 regions, 33 boroughs, neighbourhoods. */
export function allAreaPaths(): string[] {
  return [
    AREAS_OVERVIEW_PATH,
    ...REGIONS.map((r) => r.path),
    ...BOROUGHS.map((b) => boroughPath(b)),
    ...NEIGHBOURHOODS.map((n) => n.path),
  ];
}

/** Every path an area page answers at (canonical or not), e.g. for route registration or link checks. */
export function allAreaRoutePaths(): string[] {
  const paths = new Set<string>([
    ...allAreaPaths(),
    ...Object.keys(LEGACY_AREA_PATHS).map((p) => `/${p}`),
    ...BOROUGHS.map((b) => boroughRegionPath(b)),
    ...BOROUGHS.map((b) => `/areas-we-cover/${b.region}/${b.slug}-removals`),
  ]);
  return [...paths];
}
