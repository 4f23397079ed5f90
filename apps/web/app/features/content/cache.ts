// Public pages may sit in a CDN for an hour (browsers for 5 minutes) — but only what an anonymous visitor
// sees: a signed-in page shows that person's header, so it is never stored by a shared cache.
import type { SessionUser } from "@rm/domain";

export const PUBLIC_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";
const PRIVATE_CACHE_CONTROL = "private, no-cache";

export const cacheHeaders = (user: SessionUser | null): Record<string, string> => ({
  "Cache-Control": user ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
});

/** a route's `headers` export: pass on the Cache-Control its loader chose */
export function headersFromLoader({ loaderHeaders }: { loaderHeaders: Headers }): Record<string, string> {
  const value = loaderHeaders.get("Cache-Control");
  return value ? { "Cache-Control": value } : {};
}
