// Issue #34: a built script or stylesheet, once @fastify/static has sent it, is sent again from memory
// (web/asset-memory.ts) — the same bytes and the same headers as the file @fastify/static chose for that
// Accept-Encoding, while HEAD, Range and conditional requests still get @fastify/static's own 304 and 206.
// Reads apps/web/build (npm test builds it first).
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { test } from "vitest";
import { buildTestApp } from "../test/helper.ts";

const t = await buildTestApp({}, { web: true });
const client = resolve(t.ctx.config.WEB_BUILD_DIR, "client");
const built = readdirSync(resolve(client, "assets"));
const script = `/assets/${built.find((f) => f.endsWith(".js") && built.includes(`${f}.br`))}`;
const stylesheet = `/assets/${built.find((f) => f.endsWith(".css") && built.includes(`${f}.gz`))}`;

type Answer = Awaited<ReturnType<typeof t.app.inject>>;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const withoutDate = ({ date: _d, connection: _c, ...rest }: Answer["headers"]) => rest;

const CASES: [string, string, string | undefined, string][] = [
  ["a browser (br, gzip)", "br, gzip", "br", ".br"],
  ["gzip only", "gzip", "gzip", ".gz"],
  ["no encoding", "", undefined, ""],
];

test.each(CASES)(
  "%s: every answer is the file @fastify/static chose, with its headers",
  async (_n, accept, enc, ext) => {
    for (const url of [script, stylesheet]) {
      const headers: Record<string, string> = accept ? { "accept-encoding": accept } : {};
      const first = await get(url, headers);
      assert.equal(first.statusCode, 200, url);
      assert.equal(first.headers["content-encoding"], enc, url);
      const file = readFileSync(resolve(client, `.${url}${ext}`));
      for (let i = 0; i < 3; i++) {
        const again = await get(url, headers);
        assert.equal(again.statusCode, 200);
        assert.deepEqual(withoutDate(again.headers), withoutDate(first.headers), url);
        assert.ok(again.rawPayload.equals(file), `${url}: the bytes of ${url}${ext}`);
      }
      assert.equal(first.headers["cache-control"], "public, max-age=31536000, immutable");
      assert.equal(first.headers["content-security-policy"], "default-src 'none';frame-ancestors 'none'");
      assert.equal(first.headers["x-content-type-options"], "nosniff");
    }
  },
);

test("a conditional request still gets 304, a range 206, a HEAD no body", async () => {
  const browser = { "accept-encoding": "br, gzip" };
  const first = await get(script, browser);
  await get(script, browser);
  const etag = String(first.headers.etag);
  const unchanged = await get(script, { ...browser, "if-none-match": etag });
  assert.equal(unchanged.statusCode, 304);
  assert.equal(unchanged.rawPayload.length, 0);
  const range = await get(script, { "accept-encoding": "identity", range: "bytes=0-9" });
  assert.equal(range.statusCode, 206);
  assert.ok(range.rawPayload.equals(readFileSync(resolve(client, `.${script}`)).subarray(0, 10)));
  const head = await t.app.inject({ method: "HEAD", url: script, headers: browser });
  assert.equal(head.statusCode, 200);
  assert.equal(head.headers["content-encoding"], "br");
  assert.equal(head.rawPayload.length, 0);
});

test("a file that is not in the build is answered as before (by the pages), asked for once or again", async () => {
  const url = "/assets/no-such-file-abc123.js";
  const first = await get(url, { "accept-encoding": "br, gzip" });
  assert.notEqual(first.statusCode, 200);
  const again = await get(url, { "accept-encoding": "br, gzip" });
  assert.equal(again.statusCode, first.statusCode);
  assert.equal(again.headers.location, first.headers.location);
});
