// A micro-cache for anonymous visitors' public pages, as a CDN in front of the app would be: a page whose
// answer says `Cache-Control: public` (the marketing and content pages, which send `Vary: Cookie` and only
// that to visitors without a session) is kept in memory for a short while, so a burst of visitors costs one
// render. Signed-in callers, query-less or not, always get a fresh render; a change made by a company or an
// admin (profiles, approvals, reviews) empties the cache at once. A page is kept with all its headers, so its
// Content-Security-Policy comes back with it and names the same nonce as the page's scripts (web/csp.ts).
// An expired page is kept STALE_SECONDS longer, for one use only: while the server sheds load it is sent stale
// instead of the busy page (web/shedding.ts), since rendering it again is the work being shed; a calm server
// renders it afresh as before. After a write (app.ts) the cache is only expired, its stale copies kept; after an
// admin's write (a suspension, a review taken down) it is emptied, so nothing from before it is ever sent again.
import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { SESSION_COOKIE, SIGNED_OUT_COOKIE } from "../modules/accounts/index.ts";
import { type Encoding, encode, encodingFor, markEncoded } from "./compression.ts";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** the body compressed, made on the first hit that asks for each encoding (web/compression.ts) */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** when it was stored, by the cache's clock (ms) */
  storedAt: number;
  /** until when it is fresh (ms); after that only `getStale` gives it */
  freshUntil: number;
}

/** how long past its expiry a page is kept to be sent stale while the server sheds load (an hour) */
export const STALE_SECONDS = 3600;

export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;

  /** `now`: the clock freshness is judged by (tests move it on; the LRU's own clock only drops stale pages) */
  constructor(
    private readonly maxSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.pages = new LRUCache<string, CachedPage>({
      max: 1000,
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (p) => Math.max(1, p.body.length),
      ttlAutopurge: false,
    });
  }

  /** The cache key for a request that may be served from (and stored in) the cache, else undefined. */
  keyFor(req: FastifyRequest): string | undefined {
    if (this.maxSeconds === 0) return undefined;
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    if (req.user || req.cookies[SESSION_COOKIE] || req.headers.authorization) return undefined;
    // the page that says "you were signed out" is that visitor's own (modules/accounts/ended-session.ts)
    if (req.cookies[SIGNED_OUT_COOKIE]) return undefined;
    return req.url;
  }

  /** the page while it is fresh */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    return page && this.now() < page.freshUntil ? page : undefined;
  }

  /** the page, fresh or expired at most STALE_SECONDS ago: only for a request that would otherwise be shed */
  getStale(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /**
   * What to send for a stored page, its headers already on `reply`: the body in the encoding @fastify/compress
   * would choose, compressed once per page and kept (marked as compress marks it, which then leaves it as it
   * is), or the body as stored when compress would not encode it or may decide for itself.
   */
  bodyFor(page: CachedPage, req: FastifyRequest, reply: FastifyReply): Buffer {
    const type = page.headers.find(([k]) => k === "content-type")?.[1] ?? "";
    const encoding = encodingFor(req, type, page.body.length);
    if (!encoding) return page.body;
    const body = page.encoded[encoding] ?? encode(page.body, encoding);
    page.encoded[encoding] = body;
    markEncoded(reply, encoding);
    return body;
  }

  /** whole seconds since the page was stored (its Age header) */
  ageOf(page: CachedPage): number {
    return Math.max(0, Math.floor((this.now() - page.storedAt) / 1000));
  }

  /** Stores a 200 answer meant for shared caches; returns false when the answer may not be shared. */
  store(key: string, response: Response, body: Buffer): boolean {
    const ttl = this.ttlOf(response);
    if (!ttl) return false;
    const headers: [string, string][] = [];
    for (const [k, v] of response.headers) headers.push([k, v]);
    const storedAt = this.now();
    this.pages.set(
      key,
      { status: response.status, headers, body, encoded: {}, storedAt, freshUntil: storedAt + ttl * 1000 },
      { ttl: (ttl + STALE_SECONDS) * 1000 },
    );
    return true;
  }

  /** Seconds the answer may be shared for (capped by PAGE_CACHE_SECONDS), 0 when it must not be. */
  ttlOf(response: Response): number {
    if (this.maxSeconds === 0 || response.status !== 200) return 0;
    if (response.headers.has("set-cookie")) return 0;
    const cc = response.headers.get("cache-control") ?? "";
    if (!/\bpublic\b/.test(cc) || /\b(private|no-store|no-cache)\b/.test(cc)) return 0;
    const shared = /\bs-maxage=(\d+)/.exec(cc) ?? /\bmax-age=(\d+)/.exec(cc);
    const seconds = shared ? Number(shared[1]) : 0;
    return Math.min(seconds, this.maxSeconds);
  }

  /** Drops every page, stale copies too: after an admin's decision nothing before it may be sent again. */
  clear() {
    this.pages.clear();
  }

  /**
   * Makes every page expired but keeps it as a stale copy (issue #34): after an ordinary write the next calm
   * request renders afresh, while a server that is shedding load may still send the copy (web/shedding.ts).
   */
  expire() {
    for (const page of this.pages.values()) page.freshUntil = Math.min(page.freshUntil, page.storedAt);
  }

  get size() {
    return this.pages.size;
  }
}
