// Load shedding (issue #28; docs/decisions/084-busy-server-never-breaks-a-page.md). While
// @fastify/under-pressure sees the event loop lagging past EVENT_LOOP_MAX_DELAY_MS, only the expensive requests
// are answered 503 with Retry-After at once instead of queueing: page renders, API reads and API writes. What
// costs next to nothing is always sent, so that a page which does arrive is never left unstyled or broken:
// - the built files (CSS, JS, images, icons, the manifest, the service worker: each route @fastify/static
//   registers is marked `shed: false` by `neverShed`, web/ssr.ts) and company logos (`config.shed: false`);
// - a page the page cache already holds for this visitor (web/page-cache.ts).
// A shed page gets the site's own HTML busy page (rendered once at start by the web app: web/ssr.ts), a shed
// API call keeps its JSON 503, and a shed page-data request (React Router's `.data` fetch when a hydrated page
// navigates) a short text, which the route's error boundary shows as the busy page.
import underPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import { REQUEST_MESSAGES } from "@rm/domain/request-messages";
import { safeNextPath } from "@rm/domain/safe-redirect";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { RETRY_AFTER_SECONDS } from "../lib/db-faults.ts";
import type { PageCache } from "./page-cache.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: never shed (a file or an image a page needs; sending it costs next to nothing) */
    shed?: false;
  }
}

type PressureHandler = NonNullable<FastifyUnderPressureOptions["pressureHandler"]>;

/** where the busy page's reload link goes: replaced by the address of the request that was shed */
export const BUSY_RELOAD_MARK = "/__busy-page-reload__";

/** The busy page as the web app rendered it: its body (with BUSY_RELOAD_MARK) and the headers it needs. */
export interface BusyPage {
  body: string;
  contentType: string;
  /** the page's policy, naming the nonce its inline scripts carry (web/csp.ts), as a cached page does */
  contentSecurityPolicy: string;
}

export interface SheddingOptions {
  /** EVENT_LOOP_MAX_DELAY_MS; 0 turns shedding off */
  maxEventLoopDelayMs: number;
  pageCache: PageCache;
  /** tests only: whether the server is under pressure, in place of @fastify/under-pressure's measurement */
  pressure?: () => boolean;
}

export interface Shedding {
  /** from the web app, once it has rendered the busy page (web/ssr.ts); until then pages are shed as JSON */
  useBusyPage(page: BusyPage): void;
}

/**
 * Sheds load as the file's header says. Register it before anything that costs (the session lookup, the
 * routes): its onRequest hook answers before they run.
 */
export async function registerShedding(app: FastifyInstance, opts: SheddingOptions): Promise<Shedding> {
  let busyPage: BusyPage | null = null;
  /** the 503's body, or undefined to serve the request (a file, a cached page) */
  const shed = (req: FastifyRequest, reply: FastifyReply) => shedAnswer(req, reply, opts.pageCache, busyPage);
  const { pressure } = opts;
  if (pressure) {
    app.addHook("onRequest", (req, reply, done) => {
      const body = pressure() ? shed(req, reply) : undefined;
      // answered from the hook: not calling done() ends the request's way here
      if (body === undefined) done();
      else reply.send(body);
    });
  } else if (opts.maxEventLoopDelayMs > 0) {
    // the mean delay over a quarter second. While it is over the limit under-pressure asks `shed`, and sends
    // what it returns (its README: "any other return value than a promise or nullish will be sent"; the types
    // say void), or goes on with the request when it returns undefined
    await app.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs,
      sampleInterval: 250,
      retryAfter: RETRY_AFTER_SECONDS,
      pressureHandler: shed as unknown as PressureHandler,
    });
  }
  return {
    useBusyPage: (page) => {
      busyPage = page;
    },
  };
}

/** Marks every route registered in `scope` from now on as never shed (the built files: web/ssr.ts). */
export function neverShed(scope: FastifyInstance) {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, shed: false };
  });
}

/** What a request gets while the server is under pressure: undefined to serve it, else the 503's body. */
function shedAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  pageCache: PageCache,
  busyPage: BusyPage | null,
): unknown {
  if (req.routeOptions.config?.shed === false) return undefined;
  const cacheKey = pageCache.keyFor(req);
  if (cacheKey && pageCache.get(cacheKey)) return undefined;
  reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).header("cache-control", "no-store");
  const path = req.url.split("?")[0] ?? "";
  if (path === "/api" || path.startsWith("/api/") || !busyPage)
    return { status: false, message: REQUEST_MESSAGES.busy };
  if (path.endsWith(".data")) {
    reply.type("text/plain; charset=utf-8");
    return REQUEST_MESSAGES.busy;
  }
  reply.type(busyPage.contentType).header("content-security-policy", busyPage.contentSecurityPolicy);
  return busyPage.body.replaceAll(BUSY_RELOAD_MARK, escapeAttribute(reloadTarget(req.url)));
}

/** The shed page's own address, to load again: only a path on this site (never an absolute-form target). */
const reloadTarget = (url: string): string => safeNextPath(url) ?? "/";

const escapeAttribute = (s: string) =>
  s.replace(
    /[&"'<>]/g,
    (c) => ({ "&": "&amp;", '"': "&quot;", "'": "&#39;", "<": "&lt;", ">": "&gt;" })[c] ?? c,
  );
