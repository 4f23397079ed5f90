// Issue #34: a page served from the page cache is sent in the encoding @fastify/compress would have chosen,
// from bytes compressed once per page and encoding (web/compression.ts), not compressed again per request. A
// hit must look like the answer that was rendered: same headers (Vary, Cache-Control, the CSP naming the
// body's nonce, Content-Encoding) and the same page once decoded, whatever the encoding asked for.
// Reads apps/web/build (npm test builds it first).
import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { test } from "vitest";
import { DEMO_CLIENT } from "../seed/demo-accounts.ts";
import { buildTestApp } from "../test/helper.ts";

const t = await buildTestApp({ PAGE_CACHE_SECONDS: "60" }, { web: true });

type Answer = Awaited<ReturnType<typeof t.app.inject>>;

function decoded(res: Answer): string {
  const raw = res.rawPayload;
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(raw).toString();
  if (encoding === "gzip") return gunzipSync(raw).toString();
  assert.equal(encoding, undefined, `unexpected encoding ${String(encoding)}`);
  return raw.toString();
}

/** what must be the same on a hit as on the render it replays (Date, the framing and the marker may differ) */
function replayed(res: Answer) {
  const {
    date: _d,
    "content-length": _l,
    "transfer-encoding": _t,
    "x-page-cache": _c,
    connection: _k,
    ...rest
  } = res.headers;
  return rest;
}

const nonceInPolicy = (res: Answer) =>
  /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
const nonceInBody = (body: string) => /<script nonce="([^"]+)"/.exec(body)?.[1];

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ url, headers: { accept: "text/html", ...headers } });

const CASES: [string, Record<string, string>, string | undefined][] = [
  ["a browser (br, gzip)", { "accept-encoding": "br, gzip" }, "br"],
  ["gzip only", { "accept-encoding": "gzip" }, "gzip"],
  ["br refused", { "accept-encoding": "br;q=0, gzip" }, "gzip"],
  ["any encoding (*)", { "accept-encoding": "*" }, "gzip"],
  ["no Accept-Encoding", {}, undefined],
  ["identity only", { "accept-encoding": "identity" }, undefined],
  ["X-No-Compression", { "accept-encoding": "br, gzip", "x-no-compression": "1" }, undefined],
];

test.each(CASES)(
  "%s: a hit has the render's headers and page, encoded the same way",
  async (_n, headers, enc) => {
    // each case its own address (the query is part of the cache key), so its first answer is a render
    const url = `/faqs?case=${encodeURIComponent(JSON.stringify(headers))}`;
    const miss = await get(url, headers);
    assert.equal(miss.statusCode, 200);
    assert.equal(miss.headers["x-page-cache"], "miss");
    assert.equal(miss.headers["content-encoding"], enc);
    for (let i = 0; i < 2; i++) {
      const hit = await get(url, headers);
      assert.equal(hit.headers["x-page-cache"], "hit");
      assert.deepEqual(replayed(hit), replayed(miss));
      const body = decoded(hit);
      assert.equal(body, decoded(miss));
      assert.match(body, /<\/html>/);
      assert.equal(nonceInBody(body), nonceInPolicy(hit), "the policy names the body's nonce");
      if (enc) assert.match(String(hit.headers.vary), /accept-encoding/);
    }
  },
);

test("a page rendered for one encoding is sent in another from the same render", async () => {
  const url = "/faqs?case=across";
  const first = await get(url, { "accept-encoding": "br, gzip" });
  assert.equal(first.headers["x-page-cache"], "miss");
  const page = decoded(first);
  for (const [accept, enc] of [
    ["gzip", "gzip"],
    ["", undefined],
    ["br", "br"],
  ] as const) {
    const hit = await get(url, accept ? { "accept-encoding": accept } : {});
    assert.equal(hit.headers["x-page-cache"], "hit");
    assert.equal(hit.headers["content-encoding"], enc, accept);
    assert.equal(decoded(hit), page, accept);
    assert.equal(hit.headers["content-security-policy"], first.headers["content-security-policy"]);
    assert.equal(hit.headers["cache-control"], first.headers["cache-control"]);
    assert.match(String(hit.headers.vary), /Cookie/i, "still varies by cookie");
  }
});

test("a HEAD request for a cached page gets its headers and no body", async () => {
  const url = "/faqs?case=head";
  await get(url, { "accept-encoding": "br, gzip" });
  const head = await t.app.inject({ method: "HEAD", url, headers: { "accept-encoding": "br, gzip" } });
  assert.equal(head.statusCode, 200);
  assert.equal(head.headers["x-page-cache"], "hit");
  assert.equal(head.headers["content-encoding"], "br");
  assert.equal(head.rawPayload.length, 0);
});

test("a signed-in visitor never gets the cached page, in any encoding", async () => {
  const url = "/faqs?case=signed-in";
  await get(url, { "accept-encoding": "br, gzip" });
  const cookie = await t.login(DEMO_CLIENT.email);
  for (const accept of ["br, gzip", "gzip", ""]) {
    const res = await get(url, { cookie, ...(accept ? { "accept-encoding": accept } : {}) });
    assert.notEqual(res.headers["x-page-cache"], "hit", accept);
    assert.equal(res.headers["cache-control"], "no-store", accept);
  }
});
