// The React app, rendered on the server in the same process: /api/* is JSON, everything else is a page.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { AppContext } from "../app-context.ts";
import { browserView, signedOutNotice } from "../modules/accounts/index.ts";
import { LIMITED_PAGE_POSTS } from "../modules/notifications/index.ts";
import { keepAssetsInMemory } from "./asset-memory.ts";
import { createNonce, withPagePolicy } from "./csp.ts";
import type { PageCache } from "./page-cache.ts";
import { plainFormsFor } from "./plain-forms.ts";
import { createWebServices, type WebLoadContext, type WebServices } from "./services.ts";
import { renderBusyPage } from "./busy-page.ts";
import { neverShed, type Shedding } from "./shedding.ts";

export interface WebOptions {
  /** `npm run dev`: Vite serves the modules and renders the source (web/dev-server.ts), not the build */
  dev?: boolean;
  /** load shedding (web/shedding.ts): given the busy page once it is rendered */
  shedding?: Shedding;
}

export async function registerWeb(
  app: FastifyInstance,
  ctx: AppContext,
  pageCache: PageCache,
  opts: WebOptions = {},
) {
  if (opts.dev) return registerDevWeb(app, ctx);
  const buildDir = ctx.config.WEB_BUILD_DIR;
  const serverEntry = resolve(buildDir, "server/index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`No web build at ${serverEntry}: run "npm run build" first (npm start does it for you).`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const services = createWebServices(ctx);
  opts.shedding?.useBusyPage(await renderBusyPage(handle, services, ctx.config.appUrl));

  await app.register(async (web) => {
    // the built files are never shed: a page that arrives always has its styles and scripts (web/shedding.ts)
    neverShed(web);
    // the hashed scripts and stylesheets, once sent, are sent again from memory (web/asset-memory.ts)
    keepAssetsInMemory(web, resolve(buildDir, "client"));
    await web.register(fastifyStatic, {
      root: resolve(buildDir, "client"),
      wildcard: false,
      preCompressed: true, // the .br/.gz files written by apps/web/scripts/precompress.mjs
      setHeaders: (res, path) => {
        res.header(
          "Cache-Control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  });
  await app.register(async (web) => {
    leaveBodiesToPages(web);
    routePages(web, ctx, {
      handler: async (req, reply) => {
        const cacheKey = pageCache.keyFor(req);
        const hit = cacheKey ? pageCache.get(cacheKey) : undefined;
        if (hit) {
          reply.status(hit.status).headers(Object.fromEntries(hit.headers)).header("x-page-cache", "hit");
          return reply.send(pageCache.bodyFor(hit, req, reply));
        }
        // a fresh nonce for every render: apps/web/app/entry.server.tsx puts it on the page's inline scripts,
        // and the page's CSP header allows exactly that one. A cached page is replayed with the header it was
        // stored with, so its body and its policy always name the same nonce.
        const cspNonce = createNonce();
        const response = withPagePolicy(
          await handle(toFetchRequest(req, reply), loadContextOf(app, req, services, cspNonce)),
          cspNonce,
        );
        if (cacheKey && req.method === "GET" && response.body && pageCache.ttlOf(response) > 0) {
          const body = Buffer.from(await response.arrayBuffer());
          pageCache.store(cacheKey, response, body);
          reply.header("x-page-cache", "miss");
          return sendFetchResponse(reply, response, body);
        }
        return sendFetchResponse(reply, response);
      },
    });
  });
}

/**
 * `npm run dev`: the same pages rendered from the source by Vite (web/dev-server.ts, imported only here, so
 * production never loads Vite), with no page cache and the development page policy.
 */
async function registerDevWeb(app: FastifyInstance, ctx: AppContext) {
  const { attachVite, forDevelopment } = await import("./dev-server.ts");
  const services = createWebServices(ctx);
  await app.register(async (web) => {
    const handle = await attachVite(web, ctx.config.appUrl);
    leaveBodiesToPages(web);
    routePages(web, ctx, {
      // a page loads dozens of source modules through Vite: log its requests' problems only, not each one
      logLevel: "warn",
      handler: async (req, reply) => {
        const cspNonce = createNonce();
        const response = withPagePolicy(
          await handle(toFetchRequest(req, reply), loadContextOf(app, req, services, cspNonce)),
          cspNonce,
        );
        return sendFetchResponse(reply, forDevelopment(response));
      },
    });
  });
}

type PageRoute = Pick<RouteOptions, "handler" | "logLevel">;

/**
 * Every page at "/*", and the page posts that have a limit of their own per client address (the shared
 * @fastify/rate-limit counters: 429 past it, the page's action not run): issue #33's one-click unsubscribe,
 * which needs no session and no Origin.
 */
function routePages(web: FastifyInstance, ctx: AppContext, page: PageRoute) {
  const f = ctx.config.RATE_LIMIT_FACTOR;
  web.route({
    ...page,
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    config: { access: "public" },
  });
  for (const [url, limit] of Object.entries(LIMITED_PAGE_POSTS))
    web.route({
      ...page,
      method: "POST",
      url,
      config: {
        access: "public",
        rateLimit: { max: Math.ceil(limit.max * f), timeWindow: limit.timeWindow },
      },
    });
}

/** Pages read their own bodies (forms post to route actions): leave the stream untouched. */
function leaveBodiesToPages(web: FastifyInstance) {
  web.removeAllContentTypeParsers();
  web.addContentTypeParser("*", (_req, _payload, done) => done(null, undefined));
}

// apps/web's react-router.config.ts turns on future.v8_middleware; its typegen tells apps/web, this tells the
// server, whose request handler then takes the RouterContextProvider that loadContextOf makes
declare module "react-router" {
  interface Future {
    v8_middleware: true;
  }
}

function loadContextOf(
  app: FastifyInstance,
  req: FastifyRequest,
  services: WebServices,
  cspNonce: string,
): RouterContextProvider {
  const loadContext: WebLoadContext = {
    user: req.user,
    shownUser: req.user && browserView(req.user),
    sessionId: req.sessionId,
    services,
    requestIp: req.ip,
    cspNonce,
    signedOut: signedOutNotice(req),
    plainForm: plainFormsFor(app, req),
  };
  // future.v8_middleware: the context is a RouterContextProvider carrying the fields (apps/web/app/context.ts)
  return Object.assign(new RouterContextProvider(), loadContext);
}

function toFetchRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${req.protocol}://${req.headers.host ?? "localhost"}`;
  const url = new URL(req.url, origin);
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) for (const x of v) headers.append(k, x);
    else if (v !== undefined) headers.set(k, v);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req.raw);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** Sends a React Router answer through Fastify; `body` when it was already read (to be cached). */
async function sendFetchResponse(reply: FastifyReply, response: Response, body?: Buffer) {
  reply.status(response.status);
  for (const [k, v] of response.headers) {
    if (k === "set-cookie") continue;
    reply.header(k, v);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  if (body) return reply.send(body);
  if (!response.body) return reply.send();
  // a Node stream through reply.send keeps streaming and lets @fastify/compress encode the page
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}
