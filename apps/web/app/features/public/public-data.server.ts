// Server-only: the domain's page content is read in loaders and sent as loader data, so the copy of every
// other page never ends up in the browser's JavaScript (marketing pages stay light).
import { AREA_REVIEWS_COPY } from "@rm/content/area-reviews";
import { areaPage, placeName } from "@rm/content/areas/area-pages";
import type { AreaRoute } from "@rm/content/areas/area-routes";
import { boroughBySlug, type RegionKey, regionByKey } from "@rm/content/areas/boroughs";
import { breadcrumbsFor } from "@rm/content/breadcrumbs";
import { TRUST_POINTS } from "@rm/content/claims";
import { tileCaption, tileHref } from "@rm/content/home";
import { LOCATIONS_PAGE } from "@rm/content/locations";
import { contentPageByPath } from "@rm/content/registry";
import { SERVICE_TILES } from "@rm/content/services";
import type { ContentPage } from "@rm/content/types";
import { REVIEW_MESSAGES } from "@rm/domain/reviews";
import type { AreaReviewsBlock } from "./area-reviews.tsx";
import type { AreaImage, PageData, TileView } from "./types.ts";

/** The page's path (its loader's `url`) without a trailing slash ("/" stays "/"). */
export function pathOf(url: URL): string {
  const p = url.pathname;
  return p.length > 1 && p.endsWith("/") ? p.slice(0, -1) : p;
}

export function tilesFor(path: string): TileView[] {
  return SERVICE_TILES.map((t) => ({ name: t.name, blurb: t.blurb, icon: t.icon, href: tileHref(t, path) }));
}

/** The page's name in the breadcrumb trail: its h1, or the short first part of its title if the h1 is long. */
function crumbLabel(page: ContentPage): string {
  return page.h1.length <= 40 ? page.h1 : page.title.split(" – ")[0]!;
}

export function pageData(page: ContentPage, opts: { canonical?: string; area?: AreaRoute } = {}): PageData {
  const canonical = opts.canonical ?? page.path;
  return {
    page,
    canonical,
    crumbs: breadcrumbsFor(canonical, crumbLabel(page), opts.area),
    trust: TRUST_POINTS,
    tiles: tilesFor(canonical),
    tileCaption: tileCaption(canonical),
  };
}

/** A content page by path: every page of the domain registry plus /locations. */
export function contentPageFor(path: string): ContentPage | undefined {
  return path === LOCATIONS_PAGE.path ? LOCATIONS_PAGE : contentPageByPath(path);
}

/** docs/product/routes.md §2: one main image per area page, an original illustration of its part of London. */
function areaImage(route: AreaRoute): AreaImage {
  const img = (key: RegionKey | "london") => `/images/areas/${key}.svg`;
  switch (route.kind) {
    case "overview":
      return { src: img("london"), alt: "Illustration of the London skyline with a removal van" };
    case "region": {
      const r = regionByKey(route.region);
      return { src: img(r.key), alt: `Illustration of ${r.name} streets with a removal van` };
    }
    case "borough":
    case "neighbourhood": {
      const b = boroughBySlug(route.kind === "borough" ? route.slug : route.borough)!;
      const where = route.kind === "borough" ? placeName(b) : route.name;
      return { src: img(b.region), alt: `Illustration of a removal van on a street in ${where}` };
    }
  }
}

export function areaPageData(route: AreaRoute): PageData & { image: AreaImage; kind: AreaRoute["kind"] } {
  return {
    ...pageData(areaPage(route), { canonical: route.canonical, area: route }),
    image: areaImage(route),
    kind: route.kind,
  };
}

/**
 * Issue #16: the recent-reviews block of the home page (no area: all London) and of a borough's or a
 * neighbourhood's page (movers covering its borough); null elsewhere and when there is no review to show.
 */
export async function areaReviewsBlock(
  recentForArea: (boroughCode?: string) => Promise<AreaReviewsBlock["reviews"]>,
  route?: AreaRoute,
): Promise<AreaReviewsBlock | null> {
  let heading: string = AREA_REVIEWS_COPY.homeHeading;
  let boroughCode: string | undefined;
  if (route) {
    if (route.kind !== "borough" && route.kind !== "neighbourhood") return null;
    const b = boroughBySlug(route.kind === "borough" ? route.slug : route.borough);
    if (!b) return null;
    heading = AREA_REVIEWS_COPY.areaHeading(route.kind === "borough" ? placeName(b) : route.name);
    boroughCode = b.gssCode;
  }
  const reviews = await recentForArea(boroughCode);
  if (reviews.length === 0) return null;
  return {
    heading,
    intro: AREA_REVIEWS_COPY.intro,
    verified: REVIEW_MESSAGES.verified,
    movedWith: AREA_REVIEWS_COPY.movedWith,
    policy: { ...AREA_REVIEWS_COPY.policy },
    reviews,
  };
}
