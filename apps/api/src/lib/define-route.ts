// Issue #30, "an API you can grep": every API route is declared here, by its literal key in the one contract
// (API_ROUTES, packages/domain/src/api: "METHOD /path" under /api). The key is the only place its path is
// written: the method and the URL come from it, its entry (params, body, answers) is spread into the schema,
// and `access` goes into config (lib/access.ts). Every module is mounted at /api (modules/index.ts), so
// grepping a URL's path without /api finds the one file that answers it.
import type { Access } from "@rm/domain";
import { API_ROUTES, type ApiMethod, type ApiRouteKey } from "@rm/domain/api";
import type {
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApiApp } from "./fastify-types.ts";

type Contract<K extends ApiRouteKey> = (typeof API_ROUTES)[K];
type Config<A extends Access, C> = C & { access: A };

type Options<K extends ApiRouteKey, A extends Access, S extends FastifySchema, C> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  Config<A, C>,
  Contract<K> & S,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What a route says besides its key: who may call it, its summary, and any other route option. */
export type RouteDeclaration<K extends ApiRouteKey, A extends Access, S extends FastifySchema, C> = Omit<
  Options<K, A, S, C>,
  "schema" | "config"
> & {
  access: A;
  summary: string;
  tags?: string[];
  /** schema parts the contract does not hold (a querystring, `hide`, a description) */
  schema?: S;
  /** other route config (rateLimit, shed) */
  config?: C;
};

export type RouteHandler<
  K extends ApiRouteKey,
  A extends Access,
  S extends FastifySchema,
  C,
> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  Config<A, C>,
  Contract<K> & S,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** "GET /phone" -> { method: "GET", path: "/phone" } (the path under /api, where every module is mounted) */
export function routeOfKey(key: string): { method: ApiMethod; path: string } {
  const space = key.indexOf(" ");
  return { method: key.slice(0, space) as ApiMethod, path: key.slice(space + 1) };
}

/** Declares API route `key` on `app` (a plugin mounted at the root, as every module is: modules/index.ts). */
export function defineRoute<
  K extends ApiRouteKey,
  A extends Access,
  S extends FastifySchema = Record<never, never>,
  C = Record<never, never>,
>(app: ApiApp, key: K, declaration: RouteDeclaration<K, A, S, C>, handler: RouteHandler<K, A, S, C>): void {
  const { access, summary, tags, schema, config, ...options } = declaration;
  const { method, path } = routeOfKey(key);
  app.route({
    ...(options as object),
    method,
    url: path,
    // routeKey: the route-map test checks that every registered API route came through here, under its key
    config: { ...config, access, routeKey: key },
    schema: { ...API_ROUTES[key], ...schema, summary, ...(tags ? { tags } : {}) },
    handler: handler as never,
  });
}
