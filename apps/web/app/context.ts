import type { WebLoadContext } from "@rm/api/contract";

// future.v8_middleware (react-router.config.ts): loaders and actions get a RouterContextProvider; the server
// (apps/api/src/web/ssr.ts) puts the page's context on it, so that `context.user`, `context.services`… read as
// before — React Router's migration path from AppLoadContext (docs: how-to/middleware "Migration from
// AppLoadContext"). Only server loaders and actions read it: no client loader uses these fields.
declare module "react-router" {
  interface RouterContextProvider extends WebLoadContext {}
}
export type { WebLoadContext };
