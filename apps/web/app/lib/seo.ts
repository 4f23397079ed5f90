// Unique title, description, canonical URL and Open Graph tags for every page.
import { SITE_NAME, type SiteSettings } from "@rm/domain/site";

export { SITE_NAME };

// The settings (the public address APP_URL, the contact address…) reach pages through the load context and the
// root loader; meta functions have no context, so the root layout hands them over here before it renders
// <Meta /> (one set of settings per server process).
let site: SiteSettings = {
  appUrl: "http://localhost:3000",
  contactEmail: null,
  socialLinks: [],
  dataController: { name: SITE_NAME, address: null, email: null },
};
let siteUrl = site.appUrl;

/** Called by root.tsx's Layout with its loader data, before any meta function runs. */
export function setSiteSettings(settings: SiteSettings): void {
  site = settings;
  siteUrl = settings.appUrl.replace(/\/+$/, "");
}

/** The settings as the root loader gave them (for meta functions and JSON-LD). */
export function siteSettings(): SiteSettings {
  return site;
}

/** An absolute URL on the public address: "/" -> "https://host/", "/faqs" -> "https://host/faqs". */
export function absoluteUrl(path: string): string {
  return siteUrl + (path.startsWith("/") ? path : `/${path}`);
}

export function pageMeta(p: { title: string; description: string; path: string; noindex?: boolean }) {
  const url = absoluteUrl(p.path);
  const title = p.title.includes(SITE_NAME) ? p.title : `${p.title} | ${SITE_NAME}`;
  return [
    { title },
    { name: "description", content: p.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: p.description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "en_GB" },
    ...(p.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
