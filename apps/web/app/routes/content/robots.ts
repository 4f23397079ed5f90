// /robots.txt: everything public may be crawled; accounts, admin, client pages and the API may not.
import type { Route } from "./+types/robots";
import { PUBLIC_CACHE_CONTROL } from "../../features/content/cache.ts";

export const ROBOTS_DISALLOW = ["/account/", "/admin", "/client/", "/api/"];

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${context.services.appUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
