// /sitemap.xml: a resource route (no page), absolute URLs on the public site address.
import { guard } from "../../lib/guards.ts";
import type { Route } from "./+types/sitemap";
import { PUBLIC_CACHE_CONTROL } from "../../features/content/cache.ts";
import { sitemapEntries, sitemapXml } from "../../features/content/sitemap-urls.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  const xml = sitemapXml(context.services.appUrl, await sitemapEntries(context.services));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
