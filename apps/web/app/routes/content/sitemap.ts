// /sitemap.xml: a resource route (no page), absolute URLs on the public site address.
import { guard } from "../../lib/guards.ts";
import { SITE_URL } from "../../lib/seo.ts";
import type { Route } from "./+types/sitemap";
import { PUBLIC_CACHE_CONTROL } from "./cache.ts";
import { sitemapEntries, sitemapXml } from "./sitemap-urls.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  guard("open", context.user, request);
  const xml = sitemapXml(SITE_URL, await sitemapEntries(context.services));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
