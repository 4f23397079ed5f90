// Every public, indexable URL of the site, for /sitemap.xml (and the e2e test that visits each one).
import { allAreaPaths } from "@rm/content/areas/area-routes";
import { CONTENT_PAGES } from "@rm/content/registry";
import type { WebLoadContext } from "../../context.ts";

type WebServices = WebLoadContext["services"];

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

/** Open pages that are not in the content registry (docs/product/routes.md §2 "Open" group). */
const OTHER_PUBLIC_PATHS = ["/", "/contact", "/locations", "/blogs"];

/** Public profiles of approved companies (/companies/{id}), from the companies web service. */
async function companyProfilePaths(services: WebServices): Promise<string[]> {
  return (await services.companies.publicIds()).map((id) => `/companies/${encodeURIComponent(id)}`);
}

export async function sitemapEntries(services: WebServices): Promise<SitemapEntry[]> {
  const posts = await services.blog.allSlugs();
  const entries: SitemapEntry[] = [
    ...OTHER_PUBLIC_PATHS.map((path) => ({ path })),
    ...CONTENT_PAGES.filter((p) => !p.noindex).map((p) => ({ path: p.path })),
    ...allAreaPaths().map((path) => ({ path })),
    ...posts.map((p) => ({ path: `/blogs/${p.slug}`, lastmod: p.publishedAt.slice(0, 10) })),
    ...(await companyProfilePaths(services)).map((path) => ({ path })),
  ];
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(e.path) && seen.add(e.path));
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : "";
    return `  <url><loc>${escapeXml(siteUrl + e.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
