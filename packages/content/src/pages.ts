// Copy for the open static pages (docs/product/routes.md §2): about-us, moving-tips, terms-and-conditions,
// personal-data-protection, return-policy, partner-terms, the partner landing /company and /testing.
import { ABOUT_PAGE } from "./static-pages/about.ts";
import { COMPANY_PAGE } from "./static-pages/company.ts";
import { MOVING_TIPS_PAGE } from "./static-pages/moving-tips.ts";
import { PARTNER_TERMS_PAGE } from "./static-pages/partner-terms.ts";
import { PRIVACY_PAGE } from "./static-pages/privacy.ts";
import { RETURN_POLICY_PAGE } from "./static-pages/return-policy.ts";
import { REVIEWS_POLICY_PAGE } from "./static-pages/reviews-policy.ts";
import { TERMS_PAGE } from "./static-pages/terms.ts";
import { TESTING_PAGE } from "./static-pages/testing.ts";
import type { ContentPage } from "./types.ts";

export { ABOUT_PAGE, PARTNER_TERMS_PAGE, PRIVACY_PAGE, RETURN_POLICY_PAGE, TERMS_PAGE };
export type { ContentPage } from "./types.ts";

export const STATIC_PAGES: readonly ContentPage[] = [
  ABOUT_PAGE,
  MOVING_TIPS_PAGE,
  TERMS_PAGE,
  PRIVACY_PAGE,
  RETURN_POLICY_PAGE,
  PARTNER_TERMS_PAGE,
  COMPANY_PAGE,
  TESTING_PAGE,
  REVIEWS_POLICY_PAGE,
];

export function staticPageByPath(path: string): ContentPage | undefined {
  return STATIC_PAGES.find((p) => p.path === path);
}
