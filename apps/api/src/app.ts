// Registration order is visible here: external plugins -> app plugins -> API routes -> the web app.
import cookie from "@fastify/cookie";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { AUTH_MESSAGES } from "@rm/domain";
import { REQUEST_MESSAGES } from "@rm/domain/request-messages";
import helmet from "helmet";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppContext } from "./app-context.ts";
import { registerAccessControl } from "./lib/access.ts";
import { HttpError } from "./lib/http.ts";
import { answerErrors } from "./error-handler.ts";
import { safeError } from "./lib/safe-log.ts";
import { useEncryptionKey } from "./lib/secret-box.ts";
import { openSharedState, rememberSharedRedis } from "./lib/bus.ts";
import { redisOrLocalStore } from "./lib/rate-limit-store.ts";
import {
  authRoutes,
  registerEndedSessions,
  resolveSession,
  SESSION_COOKIE,
} from "./modules/accounts/index.ts";
import { hubOf } from "./modules/conversations/index.ts";
import { apiModules } from "./modules/index.ts";
import { systemRoutes } from "./modules/system/index.ts";
import { benchModules } from "./bench/ceiling-routes.ts";
import { COMPRESSION } from "./web/compression.ts";
import { API_DOCS_POLICY, NON_PAGE_DIRECTIVES } from "./web/csp.ts";
import { PageCache } from "./web/page-cache.ts";
import { type PressureLevel, registerShedding } from "./web/shedding.ts";

export interface BuildOptions {
  logger?: boolean;
  /** serve the React app (needs a web build); API-only tests leave it off */
  web?: boolean;
  /** where log lines go instead of stdout (tests read them); turns the logger on */
  logStream?: { write(line: string): void };
  /** with `web`: the React app from source through Vite, for `npm run dev` (web/dev-server.ts) */
  dev?: boolean;
  /** tests only: how loaded the server is, instead of measuring the event loop (web/shedding.ts) */
  pressure?: () => PressureLevel;
  /** tests only: the page cache's clock, to let a stored page expire (web/page-cache.ts) */
  pageCacheClock?: () => number;
}

/** how long `npm run dev` may take to start Vite inside its plugin (production keeps Fastify's 10 s) */
const DEV_PLUGIN_TIMEOUT_MS = 120_000;

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  useEncryptionKey(ctx.config);
  const app = Fastify(fastifyOptions(ctx, opts));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // with REDIS_URL, what several processes share: rate-limit counters and the bus (lib/bus.ts); else in-process
  const shared = openSharedState(ctx.config, app.log);
  app.addHook("onClose", () => shared.close());
  // the lead velocity limits and the used proofs of work (modules/abuse) count there too
  rememberSharedRedis(ctx, shared.redis && { redis: shared.redis, prefix: ctx.config.REDIS_PREFIX });

  await registerCommonPlugins(app, ctx, shared);
  // anonymous visitors' public pages are cached briefly; a successful change by a signed-in user empties it
  const pageCache = new PageCache(opts.web ? ctx.config.PAGE_CACHE_SECONDS : 0, opts.pageCacheClock);
  // load shedding: while the event loop lags more than EVENT_LOOP_MAX_DELAY_MS (mean over a quarter second),
  // page renders and writes are answered 503 with Retry-After at once instead of queueing, API reads only past
  // twice the limit; files, logos, health checks and cached pages are always sent (web/shedding.ts). Not under `npm run dev`: Vite compiles pages in this
  // process, so a lagging loop is expected there.
  const shedding = await registerShedding(app, {
    maxEventLoopDelayMs: opts.dev ? 0 : ctx.config.EVENT_LOOP_MAX_DELAY_MS,
    maxEventLoopUtilization: ctx.config.EVENT_LOOP_MAX_UTILIZATION,
    sampleMs: ctx.config.EVENT_LOOP_SAMPLE_MS,
    pageCache,
    pressure: opts.pressure,
  });
  registerCallers(app, ctx);
  registerCaching(app, ctx, shared, pageCache);
  answerErrors(app);

  // API routes: every module at /api, each route under its API_ROUTES key (lib/define-route.ts)
  for (const mod of [systemRoutes, authRoutes, ...apiModules])
    await app.register(mod(ctx), { prefix: "/api" });
  // npm run bench only (BENCH_ENDPOINTS=true): the bare INSERT ceiling it compares lead intake with (hidden
  // routes outside the contract, under /api/bench)
  for (const [prefix, mod] of benchModules(ctx.config)) await app.register(mod(ctx), { prefix });
  app.route({
    method: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    url: "/api/*",
    config: { access: "public" },
    schema: { hide: true },
    handler: async (_req, reply) => reply.code(404).send({ status: false, message: "No such API route" }),
  });

  // the web app: everything else
  if (opts.web) {
    const { registerWeb } = await import("./web/ssr.ts");
    await registerWeb(app, ctx, pageCache, { dev: opts.dev, shedding });
  }
  if (!(await shared.bus.ready()))
    app.log.warn("Redis is not reachable yet: rate limits count in this process until it is");
  return app;
}

/** "null" (sandboxed frames, some redirects) and anything that is not an origin are not ours either */
function isOwnOrigin(origin: string, ownOrigin: string | null, host: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return ownOrigin ? url.origin === ownOrigin : url.host !== "" && url.host === host;
}

/** Fastify's own settings: the logger (redacted), proxies, ids, limits */
function fastifyOptions(ctx: AppContext, opts: BuildOptions): FastifyServerOptions {
  return {
    logger:
      opts.logger || opts.logStream
        ? {
            level: ctx.config.LOG_LEVEL,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
            serializers: {
              // a failed query's parameters and PostgreSQL's quoted values never reach the log (lib/safe-log.ts)
              err: safeError,
              // single-use tokens travel in links (?token=…): never write them to the log
              req: (req) => ({
                method: req.method,
                url: req.url.replace(/([?&]token=)[^&]*/gi, "$1[redacted]"),
                remoteAddress: req.ip,
              }),
            },
          }
        : false,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (default: nobody's)
    trustProxy: ctx.config.TRUST_PROXY,
    // a process being stopped still answers what arrives on a connection already open (with Connection:
    // close) instead of 503, so a proxy in front loses nothing and sends what follows elsewhere (deploy/)
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: "x-request-id",
    genReqId: () => crypto.randomUUID(),
    // `npm run dev` starts Vite (and React Router's child compiler) inside a plugin: on a busy or slow machine
    // that outlasts Fastify's 10 s plugin timeout, and the dev server would not start at all
    ...(opts.dev ? { pluginTimeout: DEV_PLUGIN_TIMEOUT_MS } : {}),
  };
}

type SharedState = ReturnType<typeof openSharedState>;

/** security headers, compression, cookies, rate limits and the API's documentation */
async function registerCommonPlugins(app: FastifyInstance, ctx: AppContext, shared: SharedState) {
  // external plugins. Helmet's middleware is made once here and run for every answer: @fastify/helmet made it
  // anew for each request (parsing the policy again), a tenth of the CPU of a postcode look-up (issue #34)
  const securityHeaders = helmet({
    // answers that are not pages (JSON, assets, files) may load nothing and be framed by no one; every HTML
    // page replaces this with its own nonce-based policy (web/csp.ts, web/ssr.ts)
    contentSecurityPolicy: { useDefaults: false, directives: NON_PAGE_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    // "same-origin", not helmet's "no-referrer": under no-referrer Chromium sends `Origin: null` with a form's
    // POST, which the Origin check below refuses — every form that works without JavaScript would answer 403.
    // Other sites still get no referrer; our own pages' posts carry their origin.
    referrerPolicy: { policy: "same-origin" },
  });
  app.addHook("onRequest", (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
  );
  // br/gzip for HTML and JSON answers (quality 4: most of the saving at a fraction of the CPU); built assets
  // are compressed once at build time and served as they are (see web/ssr.ts)
  // (web/compression.ts: the page cache encodes its pages with the same settings, once each)
  await app.register(compress, COMPRESSION);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // every per-IP limit counts by the connection's address (or the one a trusted proxy gave: TRUST_PROXY),
    // IPv6 by its /64, which one household or one server usually holds entirely
    ipv6Subnet: 64,
    errorResponseBuilder: (_req, c) => ({
      statusCode: 429,
      status: false,
      message: AUTH_MESSAGES.tooMany,
      retryAfter: c.after,
    }),
    // several processes count together in Redis; while it is down each counts its own (lib/rate-limit-store.ts)
    ...(shared.redis ? { store: redisOrLocalStore(shared.redis, `${ctx.config.REDIS_PREFIX}rl:`) } : {}),
  });
  await app.register(swagger, {
    openapi: { info: { title: "London Removals Compare API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: API_DOCS_POLICY });
}

/** who is calling (the session), whether the write comes from our own pages, and may they (access.ts) */
function registerCallers(app: FastifyInstance, ctx: AppContext) {
  // app plugins: who is calling, and may they
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.decorateRequest("sessionEnded", false);
  app.addHook("onRequest", async (req) => {
    // the built files (no access rule) serve anyone: no session lookup for each stylesheet and script
    if (req.routeOptions.config?.access === undefined) return;
    const header = req.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : req.cookies[SESSION_COOKIE];
    if (!token) return;
    const found =
      token.length > 100 ? null : await resolveSession(ctx.db, token, ctx.config.SESSION_IDLE_DAYS);
    if (found) {
      req.user = found.user;
      req.sessionId = found.sessionId;
    } else req.sessionEnded = true;
  });
  // a session that no longer opens is cleared and said once (modules/accounts/ended-session.ts)
  registerEndedSessions(app, ctx.config.NODE_ENV === "production");
  // cookie-authenticated writes must come from our own pages (SameSite=Lax plus an Origin check). Issue #29
  // item 18: "our own" is APP_URL's origin (scheme, host and port) where APP_URL is set (production sets it):
  // a request's Host is whatever name reached the server (another domain pointed at it, a rebinding one), so
  // it is the fallback only for a development or test app that has no public address
  const ownOrigin = ctx.config.APP_URL ? new URL(ctx.config.appUrl).origin : null;
  app.addHook("onRequest", async (req) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return;
    const origin = req.headers.origin;
    if (origin === undefined || req.headers.authorization) return;
    if (!isOwnOrigin(origin, ownOrigin, req.headers.host))
      throw new HttpError(403, REQUEST_MESSAGES.crossSite);
  });
  registerAccessControl(app);
}

/** the page cache kept in step across processes, live events, and what browsers may keep */
function registerCaching(app: FastifyInstance, ctx: AppContext, shared: SharedState, pageCache: PageCache) {
  // every process's cache (the bus); after a gap in the bus, what the others changed meanwhile is unknown
  shared.bus.subscribe("page-cache", (m) => (m === "expire" ? pageCache.expire() : pageCache.clear()));
  shared.bus.onGap(() => pageCache.clear());
  app.addHook("onResponse", async (req, reply) => {
    if (req.method === "GET" || req.method === "HEAD" || reply.statusCode >= 400) return;
    // a review sent through its emailed link (no session) is published on a cached profile: issue #16
    if (!req.user && !req.url.startsWith("/api/reviews/")) return;
    // issue #34: a conversation is on no public page (its messages are the site's commonest write)
    if (req.url.startsWith("/api/conversations/")) return;
    // an API write, or a page's own form (issue #28: the admin's decisions post to their page); an admin's
    // empties the cache, anyone else's expires it (page-cache.ts)
    shared.bus.publish("page-cache", req.user?.role === "admin" ? "clear" : "expire");
  });
  // a conversation's live events reach the sockets held by every process
  const leaveHub = hubOf(ctx).connect(shared.bus);
  app.addHook("preClose", async () => leaveHub());

  // nothing personal is kept by a browser or a shared cache: every answer to a signed-in caller (pages and the
  // API), every answer that sets a cookie, and every API answer that does not choose its own caching (private
  // routes always) is no-store. Static files (routes without an access rule) keep their own headers.
  app.addHook("onSend", async (req, reply, payload) => {
    const access = req.routeOptions.config?.access;
    if (access === undefined) return payload;
    const isApi = req.url.startsWith("/api/");
    const chosen = reply.getHeader("cache-control");
    const keepsOwn = isApi && access === "public" && chosen !== undefined && !req.user;
    if (reply.hasHeader("set-cookie") || req.user || (isApi && !keepsOwn))
      reply.header("cache-control", "no-store");
    return payload;
  });
}
