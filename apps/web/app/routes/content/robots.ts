// /robots.txt: everything public may be crawled; accounts, admin, client pages and the API may not.
import { SITE_URL } from "../../lib/seo.ts";
import { PUBLIC_CACHE_CONTROL } from "./cache.ts";

export const ROBOTS_DISALLOW = ["/account/", "/admin", "/client/", "/api/"];

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
