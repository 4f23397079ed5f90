// Load shedding with the built web app (issues #28, #34): while the server is under pressure (forced here
// through the test-only `pressure` level, in place of the event loop's measurement: faults.test.ts drives the
// real one), the built files, logos, health checks and cached pages are still sent; a page gets the HTML busy
// page with the site's chrome and Retry-After, an API call its JSON 503. Past the limit only the expensive
// requests (page renders, writes) are shed; API reads only when the server is overloaded. A page whose cache
// entry expired is shed with its stale copy instead of the busy page.
// Reads apps/web/build (npm test builds it first).
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { test } from "vitest";
import { BUSY_PAGE } from "@rm/domain/page-faults";
import { REQUEST_MESSAGES } from "@rm/domain/request-messages";
import type { LightMyRequestResponse } from "fastify";
import { buildTestApp, json } from "../test/helper.ts";
import type { PressureLevel } from "./shedding.ts";

let level: PressureLevel = "calm";
// the page cache's clock: moved on to let a stored page expire (no waiting)
let clock = Date.now();
const t = await buildTestApp(
  { PAGE_CACHE_SECONDS: "60" },
  { web: true, pressure: () => level, pageCacheClock: () => clock },
);
const { app } = t;

const built = readdirSync(resolve(t.ctx.config.WEB_BUILD_DIR, "client/assets"));
const firstOf = (ext: string) => {
  const name = built.find((f) => f.endsWith(ext));
  assert.ok(name, `the build has a ${ext} file`);
  return `/assets/${name}`;
};
const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { accept: "text/html,application/xhtml+xml", ...headers } });

function assertBusyPage(res: LightMyRequestResponse, reloadHref: string) {
  assert.equal(res.statusCode, 503);
  assert.match(String(res.headers["content-type"]), /^text\/html/);
  assert.equal(res.headers["retry-after"], "2");
  assert.equal(res.headers["cache-control"], "no-store");
  assert.ok(res.body.includes(`<h1>${BUSY_PAGE.heading.replace("'", "&#x27;")}</h1>`), "the message");
  assert.ok(res.body.includes(`href="${reloadHref}"`), `a link that loads ${reloadHref} again`);
  // the site's chrome: its header and footer, its stylesheet
  assert.match(res.body, /class="site-header"/);
  assert.match(res.body, /<footer/);
  // React Router marks a stylesheet that a lazily loaded chunk also needs with a "#" (decision 114)
  assert.match(res.body, /<link [^>]*rel="stylesheet" href="\/assets\/[^"]+\.css#?"/);
  // a static page: no React in the browser, and the page's policy names the nonce its inline scripts carry
  assert.doesNotMatch(res.body, /type="module"/);
  const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
  assert.ok(nonce && res.body.includes(`nonce="${nonce}"`), "the inline scripts may run");
}

function assertJsonBusy(res: LightMyRequestResponse, url: string) {
  assert.equal(res.statusCode, 503, url);
  assert.equal(res.headers["retry-after"], "2");
  assert.match(String(res.headers["content-type"]), /^application\/json/);
  assert.deepEqual(json(res), { status: false, message: REQUEST_MESSAGES.busy });
}

test.each(["busy", "overloaded"] as const)(
  "%s: every built file a page needs is still sent, and the health checks answer",
  async (pressure) => {
    level = pressure;
    const files = [
      firstOf(".css"),
      firstOf(".js"),
      "/favicon.svg",
      "/icons/icon-192.png",
      "/images/hero-moving-day.svg",
      "/manifest.webmanifest",
      "/sw.js",
    ];
    for (const url of files) {
      const res = await app.inject({ url, headers: { cookie: "rm_session=whatever" } });
      assert.equal(res.statusCode, 200, url);
      assert.ok(res.rawPayload.length > 0, `${url} has its body`);
      assert.equal(res.headers["set-cookie"], undefined, `${url} sets no cookie`);
    }
    // a logo is an image: answered (here: there is no such company), not shed
    const logo = await app.inject({ url: "/api/companies/no-such-company/logo" });
    assert.equal(logo.statusCode, 404);
    // the proxy's health check: a busy process is not a dead one
    assert.deepEqual(json(await app.inject({ url: "/api/health" })), { status: true, message: "up" });
    assert.equal((await app.inject({ url: "/api/ready" })).statusCode, 200);
  },
);

test("busy: a page gets the site's busy page (503, Retry-After), an API write its JSON 503", async () => {
  level = "busy";
  assertBusyPage(await page("/faqs"), "/faqs");
  assertBusyPage(await page("/client/removal-requests"), "/client/removal-requests");
  // the reload link is the shed address, escaped, and only ever a path on this site
  assertBusyPage(await page('/login?next=/x&y="<b>'), "/login?next=/x&amp;y=%22%3Cb%3E");
  assertBusyPage(
    await page("/companies/registration", { cookie: "rm_session=whatever" }),
    "/companies/registration",
  );
  // a form sent to a page is shed before it is read
  const post = await app.inject({
    method: "POST",
    url: "/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "email=client%40example.com&password=x",
  });
  assertBusyPage(post, "/login");

  for (const url of ["/api/auth/login", "/api/contact"]) {
    assertJsonBusy(await app.inject({ method: "POST", url, payload: {} }), url);
  }
  // a hydrated page's navigation (React Router's data request): a short text its error boundary shows
  const data = await app.inject({ url: "/faqs.data" });
  assert.equal(data.statusCode, 503);
  assert.match(String(data.headers["content-type"]), /^text\/plain/);
  assert.equal(data.body, REQUEST_MESSAGES.busy);
});

test("busy: API reads are still answered; overloaded: they get the JSON 503 too", async () => {
  level = "calm";
  const cookie = await t.login("client@example.com");
  level = "busy";
  const suggestions = await app.inject({ url: "/api/autocomplete/postcode?query=NW1" });
  assert.equal(suggestions.statusCode, 200);
  assert.equal(json(suggestions).status, true);
  const me = await app.inject({ url: "/api/auth/me", headers: { cookie } });
  assert.equal(json<{ data: { email: string } }>(me).data.email, "client@example.com");
  // a signed-in visitor's write is still shed first
  assertJsonBusy(
    await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } }),
    "logout",
  );
  level = "overloaded";
  assertJsonBusy(await app.inject({ url: "/api/autocomplete/postcode?query=NW1" }), "suggestions");
  assertJsonBusy(await app.inject({ url: "/api/auth/me", headers: { cookie } }), "me");
  assertJsonBusy(await app.inject({ method: "POST", url: "/api/auth/login", payload: {} }), "POST login");
  assertBusyPage(await page("/faqs"), "/faqs");
});

test("under pressure, a page the cache holds is still sent; without pressure pages render as usual", async () => {
  level = "calm";
  const cookie = await t.login("client@example.com");
  const fresh = await page("/our-services");
  assert.equal(fresh.statusCode, 200);
  assert.equal(fresh.headers["x-page-cache"], "miss");
  level = "overloaded";
  const cached = await page("/our-services");
  assert.equal(cached.statusCode, 200);
  assert.equal(cached.headers["x-page-cache"], "hit");
  assert.equal(cached.body, fresh.body);
  // not for a signed-in visitor, whose pages are never cached
  assertBusyPage(await page("/our-services", { cookie }), "/our-services");
  level = "calm";
  const faqs = await page("/faqs");
  assert.equal(faqs.statusCode, 200);
  assert.ok(!faqs.body.includes(BUSY_PAGE.heading.replace("'", "&#x27;")));
});

test("under pressure, a page whose cache entry expired is sent stale, marked so; calm again, it renders afresh", async () => {
  level = "calm";
  const fresh = await page("/camden-removals");
  assert.equal(fresh.statusCode, 200);
  assert.equal(fresh.headers["x-page-cache"], "miss");
  clock += 61_000; // past PAGE_CACHE_SECONDS
  for (const pressure of ["busy", "overloaded"] as const) {
    level = pressure;
    const stale = await page("/camden-removals");
    assert.equal(stale.statusCode, 200, pressure);
    assert.equal(stale.headers["x-page-cache"], "stale");
    assert.equal(stale.headers.age, "61");
    assert.equal(stale.headers["cache-control"], "no-cache", "no browser or proxy keeps it as fresh");
    assert.equal(stale.body, fresh.body);
    assert.equal(stale.headers["content-security-policy"], fresh.headers["content-security-policy"]);
  }
  // a page never stored, and a signed-in visitor's, still get the busy page
  assertBusyPage(await page("/camden-removals?never=stored"), "/camden-removals?never=stored");
  const signedIn = await page("/camden-removals", { cookie: "rm_session=whatever" });
  assertBusyPage(signedIn, "/camden-removals");
  // without pressure the expired page is rendered again and stored fresh
  level = "calm";
  const again = await page("/camden-removals");
  assert.equal(again.statusCode, 200);
  assert.equal(again.headers["x-page-cache"], "miss");
  level = "busy";
  assert.equal((await page("/camden-removals")).headers["x-page-cache"], "hit");
});
