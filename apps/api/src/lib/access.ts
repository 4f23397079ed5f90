// Every API route declares who may call it (config.access, one of @rm/domain/access's names); a route without
// a declaration refuses to register. The declaration also types the handler: behind `access: "client"`,
// `req.user` is a signed-in client (a SessionUser with role "client"), never null, so no handler writes
// `req.user!`. Every hook and handler of the route sees the same type, since the access check runs first
// (a root onRequest hook; Fastify runs a route's own hooks after the root's). A hook written elsewhere as
// `(req: FastifyRequest) => …` would widen the route back to "anyone": pass it as `(req) => hook(req)`.
import { type Access, AUTH_MESSAGES, type SessionUser, type UserWith, verdict } from "@rm/domain";
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
} from "fastify";
import type { FastifyRequestType, ResolveFastifyRequestType } from "fastify/types/type-provider";
import { HttpError } from "./http.ts";

export type { Access };

/** The caller a route's handler sees: narrowed by its declared access, else anyone (or nobody). */
type RouteUser<ContextConfig> = ContextConfig extends { access: infer A extends Access }
  ? UserWith<A>
  : SessionUser | null;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** the API_ROUTES key the route was declared by (lib/define-route.ts) */
    routeKey?: string;
  }
  interface FastifyRequest<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    ContextConfig = ContextConfigDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    RequestType extends FastifyRequestType = ResolveFastifyRequestType<
      TypeProvider,
      SchemaCompiler,
      RouteGeneric
    >,
  > {
    user: RouteUser<ContextConfig>;
    sessionId: string | null;
    /** the request carried a session cookie or token that no longer opens a session (issue #28) */
    sessionEnded: boolean;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  /** the API_ROUTES key it was declared by, when declared through lib/define-route.ts */
  routeKey?: string;
}
/**
 * Each app's API routes and their access, as they register (tests walk them: every route answers as its
 * access says). Kept per app, not in one module-level list: test files share a process, and one list grew
 * by every app built before — a test walking it sent each request ten times over.
 */
const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();
/** The API routes `app` registered so far, with their declared access. */
export const routesOf = (app: FastifyInstance): readonly RegisteredRoute[] => registries.get(app) ?? [];

export function registerAccessControl(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api")) return;
    if (route.method === "HEAD" || route.url.startsWith("/api/docs")) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const routeKey = route.config?.routeKey;
    for (const m of methods) routes.push({ method: m, url: route.url, access, routeKey });
  });
  app.addHook("onRequest", async (req: FastifyRequest) => {
    const access = req.routeOptions.config?.access;
    if (!access) return;
    const answer = verdict(access, req.user);
    if (answer === 401)
      throw new HttpError(401, req.sessionEnded ? AUTH_MESSAGES.sessionEnded : AUTH_MESSAGES.notSignedIn);
    if (answer === 403) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  });
}
