import assert from "node:assert/strict";
import { test } from "vitest";
import { buildTestApp } from "../test/helper.ts";
import { API_DOCS_POLICY, createNonce, pagePolicy, withPagePolicy } from "./csp.ts";
import { PageCache } from "./page-cache.ts";

const PUBLIC = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";
const nonceIn = (policy: string | null | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
const page = (nonce: string, headers: Record<string, string> = {}) =>
  new Response(`<html><head><script nonce="${nonce}">guard()</script></head></html>`, {
    status: 200,
    headers: { "content-type": "text/html", ...headers },
  });

const t = await buildTestApp();

test("a nonce is 128 random bits in base64, new every time", () => {
  const nonces = new Set(Array.from({ length: 100 }, createNonce));
  assert.equal(nonces.size, 100);
  for (const n of nonces) {
    assert.match(n, /^[A-Za-z0-9+/]{22}==$/);
    assert.equal(Buffer.from(n, "base64").length, 16);
  }
});

test("the page policy allows this origin and the page's nonce, and nothing inline but style attributes", () => {
  assert.equal(
    pagePolicy("abc"),
    "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self'; img-src 'self' data:; " +
      "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
      "frame-ancestors 'none'",
  );
});

test("HTML answers get the page policy; status, headers, cookies and body stay as they were", async () => {
  const res = withPagePolicy(
    new Response("<html>hi</html>", {
      status: 404,
      statusText: "Not Found",
      headers: [
        ["content-type", "text/html; charset=utf-8"],
        ["cache-control", "private, no-store"],
        ["set-cookie", "a=1; Path=/"],
        ["set-cookie", "b=2; Path=/"],
      ],
    }),
    "n0nce",
  );
  assert.equal(res.status, 404);
  assert.equal(res.statusText, "Not Found");
  assert.equal(res.headers.get("content-security-policy"), pagePolicy("n0nce"));
  assert.equal(res.headers.get("cache-control"), "private, no-store");
  assert.deepEqual(res.headers.getSetCookie(), ["a=1; Path=/", "b=2; Path=/"]);
  assert.equal(await res.text(), "<html>hi</html>");

  for (const type of ["application/json", "text/x-script", "application/xml"]) {
    const other = new Response("{}", { headers: { "content-type": type } });
    assert.equal(withPagePolicy(other, "n0nce"), other, `${type} is left alone`);
  }
  const redirect = new Response(null, { status: 302, headers: { location: "/" } });
  assert.equal(withPagePolicy(redirect, "n0nce"), redirect);
});

test("a cached page is replayed with the policy that names the nonce in its body", async () => {
  const cache = new PageCache(60);
  const nonce = createNonce();
  const res = withPagePolicy(page(nonce, { "cache-control": PUBLIC }), nonce);
  const body = Buffer.from(await res.arrayBuffer());
  assert.equal(cache.store("/faqs", res, body), true);
  const hit = cache.get("/faqs")!;
  const policy = new Headers(hit.headers).get("content-security-policy");
  assert.equal(policy, pagePolicy(nonce));
  assert.equal(/nonce="([^"]+)"/.exec(hit.body.toString())?.[1], nonceIn(policy));
});

test("answers that are not pages may load nothing and be framed by no one; helmet's other headers stay", async () => {
  for (const url of ["/api/health", "/api/nope"]) {
    const res = await t.app.inject({ url });
    assert.equal(res.headers["content-security-policy"], "default-src 'none';frame-ancestors 'none'", url);
    assert.equal(res.headers["x-content-type-options"], "nosniff", url);
    assert.equal(res.headers["x-frame-options"], "SAMEORIGIN", url);
    assert.ok(res.headers["strict-transport-security"], url);
  }
});

test("the API browser has its own policy: scripts from files only, no framing", async () => {
  const res = await t.app.inject({ url: "/api/docs/" });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers["content-security-policy"], API_DOCS_POLICY);
  assert.doesNotMatch(res.body, /<script>|<script [^>]*>[^<\s]/, "no inline scripts to allow");
});
