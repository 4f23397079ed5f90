// Every non-area content page, e.g. for the sitemap and the title checks. Area pages: ../areas/area-pages.ts.
import { COST_GUIDE_2025_PAGE } from "./cost-guide.ts";
import { FAQ_PAGE } from "./faqs.ts";
import { HOW_IT_WORKS_PAGE } from "./how-it-works.ts";
import { STATIC_PAGES } from "./pages.ts";
import { MOVING_RESOURCES_PAGE } from "./resources.ts";
import { OUR_SERVICES_PAGE, SERVICES } from "./services.ts";
import type { ContentPage } from "./types.ts";

export const CONTENT_PAGES: readonly ContentPage[] = [
  ...SERVICES,
  OUR_SERVICES_PAGE,
  HOW_IT_WORKS_PAGE,
  MOVING_RESOURCES_PAGE,
  FAQ_PAGE,
  COST_GUIDE_2025_PAGE,
  ...STATIC_PAGES,
];

export function contentPageByPath(path: string): ContentPage | undefined {
  return CONTENT_PAGES.find((p) => p.path === path);
}
