// test-database: none (opens no test database: run once, in the PGlite stage)
import assert from "node:assert/strict";
import { test } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { PageCache } from "./page-cache.ts";

const PUBLIC = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";
const page = (status: number, headers: Record<string, string>) =>
  new Response("<html>page</html>", { status, headers });
const request = (
  over: Partial<{ method: string; url: string; user: unknown; cookies: object; headers: object }>,
) =>
  ({
    method: "GET",
    url: "/camden-removals",
    user: null,
    cookies: {},
    headers: {},
    ...over,
  }) as FastifyRequest;

test("only anonymous GET/HEAD requests without a session cookie or token may use the cache", () => {
  const cache = new PageCache(60);
  assert.equal(cache.keyFor(request({})), "/camden-removals");
  assert.equal(cache.keyFor(request({ method: "HEAD" })), "/camden-removals");
  assert.equal(
    cache.keyFor(request({ url: "/blogs?page=2" })),
    "/blogs?page=2",
    "the query is part of the key",
  );
  assert.equal(cache.keyFor(request({ method: "POST" })), undefined);
  assert.equal(cache.keyFor(request({ user: { _id: "u1" } })), undefined);
  assert.equal(cache.keyFor(request({ cookies: { rm_session: "abc" } })), undefined);
  assert.equal(cache.keyFor(request({ headers: { authorization: "Bearer abc" } })), undefined);
  assert.equal(new PageCache(0).keyFor(request({})), undefined, "PAGE_CACHE_SECONDS=0 turns it off");
});

test("a 200 marked public is kept for s-maxage capped at the setting; anything else is not kept", () => {
  const cache = new PageCache(60);
  assert.equal(cache.ttlOf(page(200, { "cache-control": PUBLIC })), 60);
  assert.equal(cache.ttlOf(page(200, { "cache-control": "public, max-age=20" })), 20);
  assert.equal(cache.ttlOf(page(200, { "cache-control": "private, no-cache" })), 0);
  assert.equal(cache.ttlOf(page(200, {})), 0, "no Cache-Control: not shared");
  assert.equal(cache.ttlOf(page(404, { "cache-control": PUBLIC })), 0);
  assert.equal(cache.ttlOf(page(200, { "cache-control": PUBLIC, "set-cookie": "a=b" })), 0);
});

test("stored pages come back with their status, headers and body until cleared", () => {
  const cache = new PageCache(60);
  const res = page(200, { "cache-control": PUBLIC, "content-type": "text/html" });
  assert.equal(cache.store("/faqs", res, Buffer.from("<html>faqs</html>")), true);
  assert.equal(cache.store("/x", page(200, { "cache-control": "private" }), Buffer.from("x")), false);
  const hit = cache.get("/faqs");
  assert.equal(hit?.status, 200);
  assert.equal(hit?.body.toString(), "<html>faqs</html>");
  assert.ok(hit?.headers.some(([k, v]) => k === "content-type" && v === "text/html"));
  assert.equal(cache.get("/x"), undefined);
  cache.clear();
  assert.equal(cache.get("/faqs"), undefined);
});

test("an expired page is only given stale, for an hour; clearing the cache drops it too", () => {
  let now = 1_000_000;
  const cache = new PageCache(60, () => now);
  const res = page(200, { "cache-control": PUBLIC, "content-type": "text/html" });
  cache.store("/faqs", res, Buffer.from("<html>faqs</html>"));
  now += 59_999;
  assert.equal(cache.get("/faqs")?.body.toString(), "<html>faqs</html>", "fresh for PAGE_CACHE_SECONDS");
  now += 1;
  assert.equal(cache.get("/faqs"), undefined, "expired: a calm server renders it again");
  const stale = cache.getStale("/faqs");
  assert.equal(stale?.body.toString(), "<html>faqs</html>");
  assert.equal(cache.ageOf(stale!), 60);
  cache.clear();
  assert.equal(cache.getStale("/faqs"), undefined);
});

test("expiring the cache keeps each page as a stale copy only; clearing it after that drops the copies", () => {
  let now = 1_000_000;
  const cache = new PageCache(60, () => now);
  const res = page(200, { "cache-control": PUBLIC, "content-type": "text/html" });
  cache.store("/faqs", res, Buffer.from("<html>faqs</html>"));
  now += 5_000;
  cache.expire();
  assert.equal(cache.get("/faqs"), undefined, "expired: a calm server renders it again");
  assert.equal(cache.getStale("/faqs")?.body.toString(), "<html>faqs</html>", "kept to be sent stale");
  assert.equal(cache.ageOf(cache.getStale("/faqs")!), 5);
  cache.store("/faqs", res, Buffer.from("<html>faqs again</html>"));
  assert.equal(cache.get("/faqs")?.body.toString(), "<html>faqs again</html>", "stored fresh again");
  cache.clear();
  assert.equal(cache.getStale("/faqs"), undefined);
});

test("a page is compressed once per encoding: later hits send the same stored bytes, marked as compress marks them", () => {
  const cache = new PageCache(60);
  const html = `<html>${"<p>faqs</p>".repeat(200)}</html>`;
  const res = page(200, {
    "cache-control": PUBLIC,
    "content-type": "text/html; charset=utf-8",
    vary: "Cookie",
  });
  cache.store("/faqs", res, Buffer.from(html));
  const hit = cache.get("/faqs")!;
  const replyFor = () => {
    const headers = new Map<string, unknown>([["vary", "Cookie"]]);
    const reply = {
      headers,
      getHeader: (k: string) => headers.get(k),
      header(k: string, v: unknown) {
        headers.set(k, v);
        return reply;
      },
    };
    return reply;
  };
  const send = (accept?: string) => {
    const reply = replyFor();
    const headers = accept === undefined ? {} : { "accept-encoding": accept };
    const body = cache.bodyFor(hit, request({ headers }), reply as unknown as FastifyReply);
    return { body, headers: reply.headers };
  };
  const br = send("br, gzip");
  assert.equal(br.headers.get("content-encoding"), "br");
  assert.equal(br.headers.get("vary"), "Cookie, accept-encoding");
  assert.equal(brotliDecompressSync(br.body).toString(), html);
  assert.equal(send("br, gzip").body, br.body, "the same Buffer: not compressed again");
  const gzip = send("gzip");
  assert.equal(gzip.headers.get("content-encoding"), "gzip");
  assert.equal(gunzipSync(gzip.body).toString(), html);
  assert.equal(send("gzip").body, gzip.body);
  const plain = send();
  assert.equal(plain.body, hit.body, "no Accept-Encoding: the body as stored");
  assert.equal(plain.headers.get("content-encoding"), undefined);
  assert.equal(plain.headers.get("vary"), "Cookie", "Vary as compress leaves an answer it does not encode");
});
