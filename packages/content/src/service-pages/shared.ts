// Sections that several service pages share.
import { REGIONS } from "../areas/boroughs.ts";
import { BOROUGHS_COVERED } from "../claims.ts";
import { HOW_IT_WORKS_STEPS } from "../how-it-works.ts";
import type { ContentLink, ContentSection } from "../types.ts";

/** The five service pages (docs/product/routes.md §2 route table), in menu order. */
export const SERVICE_LINKS: readonly (ContentLink & { slug: string })[] = [
  { slug: "house-removals", label: "House and flat removals", href: "/services/house-removals" },
  { slug: "man-and-van-london", label: "Man and van", href: "/services/man-and-van-london" },
  {
    slug: "business-removals-london",
    label: "Business removals",
    href: "/services/business-removals-london",
  },
  {
    slug: "international-removals-london",
    label: "International removals",
    href: "/services/international-removals-london",
  },
  {
    slug: "storage-solutions-london",
    label: "Storage solutions",
    href: "/services/storage-solutions-london",
  },
];

export function relatedServicesSection(currentSlug: string): ContentSection {
  return {
    id: "related-services",
    heading: "Related services",
    links: [
      ...SERVICE_LINKS.filter((s) => s.slug !== currentSlug).map(({ label, href }) => ({ label, href })),
      { label: "How it works", href: "/resources/how-it-works" },
      { label: "Moving cost guide 2025", href: "/moving-cost-calculator-2025" },
    ],
  };
}

export function areasSection(service: string): ContentSection {
  return {
    id: "areas",
    heading: "Areas we cover",
    paragraphs: [
      `We cover all ${BOROUGHS_COVERED} London boroughs and the City of London. Movers choose the areas they work in, so your ${service} request goes to companies that actually cover your postcode.`,
    ],
    links: [
      ...REGIONS.map((r) => ({ label: `${r.name} removals`, href: r.path })),
      { label: "All areas we cover", href: "/areas-we-cover-london" },
    ],
  };
}

export const HOW_IT_WORKS_SECTION: ContentSection = {
  id: "how-it-works",
  heading: "How it works",
  cards: [...HOW_IT_WORKS_STEPS],
  links: [{ label: "More about how it works", href: "/resources/how-it-works" }],
};
