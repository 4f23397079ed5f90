// The public site (spec §2): home, services, resources, FAQs, static pages, partner landing.
// Area pages are answered by routes/catch-all.tsx (they have too many address shapes for a route table).
import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";

const SERVICE_SLUGS = [
  "house-removals",
  "man-and-van-london",
  "business-removals-london",
  "international-removals-london",
  "storage-solutions-london",
];

/** Pages rendered straight from a domain ContentPage (routes/public/content.tsx holds their guards). */
const CONTENT_PATHS = [
  "resources/how-it-works",
  "resources/moving-resources",
  "moving-cost-calculator-2025",
  "about-us",
  "moving-tips",
  "terms-and-conditions",
  "personal-data-protection",
  "return-policy",
  "testing",
  "locations",
  "company",
];

export const publicRoutes: RouteConfigEntry[] = [
  index("routes/public/home.tsx"),
  ...SERVICE_SLUGS.map((slug) =>
    route(`services/${slug}`, "routes/public/service.tsx", { id: `public/services/${slug}` }),
  ),
  route("our-services", "routes/public/our-services.tsx", { id: "public/our-services" }),
  route("services/*", "routes/public/our-services.tsx", { id: "public/services-index" }),
  route("faqs", "routes/public/faqs.tsx"),
  ...CONTENT_PATHS.map((path) => route(path, "routes/public/content.tsx", { id: `public/${path}` })),
];
