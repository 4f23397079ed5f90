// Load shedding (issue #28; docs/decisions/084-busy-server-never-breaks-a-page.md). While
// @fastify/under-pressure sees the event loop lagging past EVENT_LOOP_MAX_DELAY_MS, requests are answered 503
// with Retry-After at once instead of queueing, the expensive ones first (issue #34). Three classes:
// - never shed: what costs next to nothing, so that a page which does arrive is never left unstyled or broken,
//   and the proxy's health check keeps seeing a live process: the built files (CSS, JS, images, icons, the
//   manifest, the service worker: each route @fastify/static registers is marked `shed: false` by
//   `neverShed`, web/ssr.ts), company logos, /api/health and /api/ready (`config.shed: false`), and a page the
//   page cache already holds for this visitor (web/page-cache.ts);
// - a page the page cache held but whose time is up is a render, so it is shed, but with its stale copy
//   instead of the busy page (`X-Page-Cache: stale`, its Age, and `Cache-Control: no-cache` so that no browser
//   or proxy keeps it as fresh): past capacity the marketing pages stay up (bench/mix.ts at 100× shed 9,577 of
//   them before), and the first render once the pressure is gone stores it fresh again;
// - expensive, shed as soon as the delay passes the limit: rendering a page (HTML or React Router's `.data`)
//   and every write (any method but GET and HEAD, to a page or to the API);
// - cheap, shed only once the delay is past OVERLOAD_FACTOR × the limit (shedding the expensive ones did not
//   bring it down): API reads (GET and HEAD under /api), such as the postcode suggestions.
// The event loop's delay alone misses the commonest overload (bench/mix.ts, issue #34): many requests of a few
// milliseconds each keep the loop turning (its delay stays at one task's length) while they wait their turn in
// the proxy's queue for seconds, files and cached pages among them, until the proxy refuses them with its own
// 503. So a process whose event loop was busy more than EVENT_LOOP_MAX_UTILIZATION of the last quarter second
// is "busy" too: the expensive requests are refused at once, which frees the proxy's slots for the rest.
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

/** how a request is treated under pressure (the file's header) */
export type ShedClass = "never" | "cheap" | "expensive";
/** how loaded the server is: under the limit, past it, past OVERLOAD_FACTOR × it */
export type PressureLevel = "calm" | "busy" | "overloaded";
/** past this many times EVENT_LOOP_MAX_DELAY_MS the cheap requests are shed too */
export const OVERLOAD_FACTOR = 2;

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
  /** EVENT_LOOP_MAX_UTILIZATION (0–1): past it the expensive requests are shed; 0 turns this check off */
  maxEventLoopUtilization: number;
  /** EVENT_LOOP_SAMPLE_MS: the window the delay and the utilisation are measured over */
  sampleMs: number;
  pageCache: PageCache;
  /** tests only: how loaded the server is, in place of @fastify/under-pressure's measurement */
  pressure?: () => PressureLevel;
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
  const shed = (req: FastifyRequest, reply: FastifyReply, level: PressureLevel) => {
    const kind = shedClass(req, opts.pageCache);
    if (kind === "never" || (kind === "cheap" && level !== "overloaded")) return undefined;
    return staleAnswer(req, reply, opts.pageCache) ?? shedAnswer(req, reply, busyPage);
  };
  const { pressure, maxEventLoopDelayMs } = opts;
  if (pressure) {
    app.addHook("onRequest", (req, reply, done) => {
      const level = pressure();
      const body = level === "calm" ? undefined : shed(req, reply, level);
      // answered from the hook: not calling done() ends the request's way here
      if (body === undefined) done();
      else reply.send(body);
    });
  } else if (maxEventLoopDelayMs > 0) {
    // the mean delay over a quarter second. While it is over the limit under-pressure asks `shed`, and sends
    // what it returns (its README: "any other return value than a promise or nullish will be sent"; the types
    // say void), or goes on with the request when it returns undefined
    // under-pressure names the first limit passed: the delay (its value in ms), else the utilisation
    const handler = (req: FastifyRequest, reply: FastifyReply, type: string, value?: number) =>
      shed(
        req,
        reply,
        type === "eventLoopDelay" && (value ?? 0) > OVERLOAD_FACTOR * maxEventLoopDelayMs
          ? "overloaded"
          : "busy",
      );
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxEventLoopUtilization: opts.maxEventLoopUtilization,
      eventLoopUtilizationMode: "interval",
      sampleInterval: opts.sampleMs,
      retryAfter: RETRY_AFTER_SECONDS,
      pressureHandler: handler as unknown as PressureHandler,
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

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/** The request's class under pressure (the file's header). */
export function shedClass(req: FastifyRequest, pageCache: PageCache): ShedClass {
  if (req.routeOptions.config?.shed === false) return "never";
  const cacheKey = pageCache.keyFor(req);
  if (cacheKey && pageCache.get(cacheKey)) return "never";
  const read = req.method === "GET" || req.method === "HEAD";
  return read && isApiPath(req.url.split("?")[0] ?? "") ? "cheap" : "expensive";
}

/** A shed page's expired copy from the page cache, sent as it was stored but marked stale; else undefined. */
function staleAnswer(req: FastifyRequest, reply: FastifyReply, pageCache: PageCache): Buffer | undefined {
  const key = pageCache.keyFor(req);
  const page = key === undefined ? undefined : pageCache.getStale(key);
  if (!page) return undefined;
  reply
    .status(page.status)
    .headers(Object.fromEntries(page.headers))
    .header("cache-control", "no-cache")
    .header("age", String(pageCache.ageOf(page)))
    .header("x-page-cache", "stale");
  return pageCache.bodyFor(page, req, reply);
}

/** The 503 a shed request gets: the busy page for a page, a short text for `.data`, else JSON. */
function shedAnswer(req: FastifyRequest, reply: FastifyReply, busyPage: BusyPage | null): unknown {
  reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).header("cache-control", "no-store");
  const path = req.url.split("?")[0] ?? "";
  if (isApiPath(path) || !busyPage) return { status: false, message: REQUEST_MESSAGES.busy };
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
