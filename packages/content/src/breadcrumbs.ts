// The breadcrumb trail of a public page (shown on the page and as BreadcrumbList JSON-LD). Always by the
// page's canonical path, so a legacy area address shows the same trail as the borough's main page.
import { AREAS_OVERVIEW_PATH, type AreaRoute } from "./areas/area-routes.ts";
import { boroughBySlug, boroughPath, regionByKey } from "./areas/boroughs.ts";
import type { ContentLink } from "./types.ts";

const HOME: ContentLink = { label: "Home", href: "/" };
const SERVICES: ContentLink = { label: "Our services", href: "/our-services" };
const RESOURCES: ContentLink = { label: "Moving resources", href: "/resources/moving-resources" };
const AREAS: ContentLink = { label: "Areas we cover", href: AREAS_OVERVIEW_PATH };

/** Home › … › this page. Empty for the home page. */
export function breadcrumbsFor(path: string, label: string, area?: AreaRoute | null): ContentLink[] {
  if (path === "/") return [];
  const self: ContentLink = { label, href: path };
  if (area) {
    switch (area.kind) {
      case "overview":
        return [HOME, self];
      case "region":
        return [HOME, AREAS, self];
      case "borough": {
        const r = regionByKey(boroughBySlug(area.slug)!.region);
        return [HOME, AREAS, { label: r.name, href: r.path }, self];
      }
      case "neighbourhood": {
        const b = boroughBySlug(area.borough)!;
        const r = regionByKey(b.region);
        return [HOME, AREAS, { label: r.name, href: r.path }, { label: b.name, href: boroughPath(b) }, self];
      }
    }
  }
  if (path.startsWith("/services/")) return [HOME, SERVICES, self];
  if (path.startsWith("/resources/") && path !== RESOURCES.href) return [HOME, RESOURCES, self];
  return [HOME, self];
}
