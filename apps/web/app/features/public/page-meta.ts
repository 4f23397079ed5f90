// Public pages: CDN-friendly Cache-Control for anonymous visitors only, meta tags and JSON-LD.
import type { SessionUser } from "@rm/domain";
import type { ContentLink } from "@rm/content/types";
import { absoluteUrl, pageMeta, SITE_NAME, siteSettings } from "../../lib/seo.ts";

const PUBLIC_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";
/** Signed-in HTML carries the user's own header and menu: never cache it in shared caches. */
const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Loader response headers for a public page; the route's `headers` export passes them on. */
export function cacheHeaders(user: SessionUser | null): Record<string, string> {
  return {
    "Cache-Control": user ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    // a shared cache must not hand the anonymous copy to someone with a session cookie
    Vary: "Cookie",
  };
}

/** The `headers` export of every public route module. */
export function passLoaderHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}

type JsonLd = Record<string, unknown>;

export function breadcrumbLd(crumbs: readonly ContentLink[]): JsonLd | null {
  if (crumbs.length < 2) return null;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: absoluteUrl(c.href),
    })),
  };
}

export function organizationLd(description: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    ...(siteSettings().contactEmail ? { email: siteSettings().contactEmail } : {}),
    ...(siteSettings().socialLinks.length ? { sameAs: siteSettings().socialLinks.map((l) => l.href) } : {}),
    description,
    areaServed: { "@type": "City", name: "London" },
  };
}

export function faqPageLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({
      "@type": "Question",
      name: i.question,
      acceptedAnswer: { "@type": "Answer", text: i.answer },
    })),
  };
}

/** pageMeta plus JSON-LD blocks (rendered by <Meta /> as script type=application/ld+json). */
export function publicMeta(
  p: { title: string; description: string; path: string; noindex?: boolean },
  ...ld: (JsonLd | null)[]
) {
  return [...pageMeta(p), ...ld.filter((x): x is JsonLd => x !== null).map((x) => ({ "script:ld+json": x }))];
}
