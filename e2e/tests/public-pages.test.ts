// issue #3 (docs/README.md#issues): every public route and every area address answers 200, server-rendered with one h1 and a title,
// without console errors; legacy area paths point their canonical URL at the borough's main page; guards,
// unknown paths, tiles, JSON-LD and CDN cache headers; marketing pages are static (no React bundle, ≤ 85 KiB of
// JavaScript: apps/web/app/lib/static-page.ts) while pages with forms and app logic stay hydrated.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BOROUGHS } from "@rm/domain/areas/boroughs";
import { BASE, newPage, sessionCookie } from "../lib/browser.ts";

const SERVICE_PAGES = [
  "/services/house-removals",
  "/services/man-and-van-london",
  "/services/business-removals-london",
  "/services/international-removals-london",
  "/services/storage-solutions-london",
];
/** docs/product/routes.md §2 route table: not served to companies */
const NOT_COMPANY = [
  "/",
  ...SERVICE_PAGES,
  "/resources/how-it-works",
  "/faqs",
  "/moving-cost-calculator-2025",
  "/resources/moving-resources",
];
const OPEN = [
  "/our-services",
  "/services/any-other-service",
  "/about-us",
  "/moving-tips",
  "/terms-and-conditions",
  "/personal-data-protection",
  "/return-policy",
  "/testing",
  "/locations",
];
/** docs/product/routes.md §2 "Area pages (static)", exactly as written there */
const SPEC_AREA_PATHS = [
  "/removals-south-london",
  "/removals/north-london",
  "/west-london-removals",
  "/hammersmith-and-fulham-removals",
  "/ealing-removals",
  "/hounslow-removals",
  "/areas-we-cover/north-london/barnet-removals",
  "/north-london/removals-haringey",
  "/north-london/enfield-removals",
  "/areas-we-cover-london",
  "/areas-we-cover/south-london/wimbledon-removals",
  "/areas-we-cover/south-london/lambeth-removals",
  "/areas-we-cover/south-london/croydon-removals",
  "/east-london-removals",
  "/newham-removals",
  "/tower-hamlets-removals",
  "/east-london/haringey-removals",
  "/east-london/hackney-removals",
  "/areas-we-cover/central-london/camden",
  "/central-london-removals",
  "/central-london/westminster-removals",
  "/central-london/islington-removals",
];

async function get(path: string, cookie?: string) {
  return fetch(BASE + path, { redirect: "manual", headers: cookie ? { cookie } : {} });
}

async function visitAll(paths: string[]) {
  const { page, context, consoleErrors } = await newPage();
  const failures: string[] = [];
  for (const path of paths) {
    const res = await page.goto(path);
    const url = new URL(page.url());
    if (res?.status() !== 200 || url.pathname !== path) {
      failures.push(`${path}: ${res?.status()} at ${url.pathname}`);
      continue;
    }
    const h1s = await page.locator("h1").count();
    const title = await page.title();
    if (h1s !== 1) failures.push(`${path}: ${h1s} h1`);
    if (!title.trim()) failures.push(`${path}: no title`);
    if (consoleErrors.length) failures.push(`${path}: ${consoleErrors.splice(0).join(" | ")}`);
  }
  await context.close();
  return failures;
}

test("every public page answers 200 with one h1, a title and no console errors", async () => {
  assert.deepEqual(await visitAll([...NOT_COMPANY, ...OPEN, "/company"]), []);
});

test("all 33 boroughs answer at /{slug}-removals and /areas-we-cover/{region}-london/{slug}-removals", async () => {
  assert.equal(BOROUGHS.length, 33);
  const paths = BOROUGHS.flatMap((b) => [
    `/${b.slug}-removals`,
    `/areas-we-cover/${b.region}-london/${b.slug}-removals`,
  ]);
  assert.deepEqual(await visitAll(paths), []);
});

test("every area path the spec lists answers 200; duplicates point their canonical at the main page", async () => {
  assert.deepEqual(await visitAll(SPEC_AREA_PATHS), []);
  const canonical = async (path: string) => {
    const html = await (await get(path)).text();
    return new URL(html.match(/<link rel="canonical" href="([^"]+)"/)![1]!).pathname;
  };
  assert.equal(await canonical("/east-london/haringey-removals"), "/haringey-removals");
  assert.equal(await canonical("/north-london/removals-haringey"), "/haringey-removals");
  assert.equal(await canonical("/areas-we-cover/central-london/camden"), "/camden-removals");
  assert.equal(
    await canonical("/areas-we-cover/south-london/wimbledon-removals"),
    "/areas-we-cover/south-london/wimbledon-removals",
  );
  assert.equal(await canonical("/services/any-other-service"), "/our-services");
});

test("area pages are server-rendered with one main image and a call to action to the wizard", async () => {
  const html = await (await get("/tower-hamlets-removals")).text();
  assert.match(html, /<h1>Removals in Tower Hamlets<\/h1>/);
  assert.match(html, /<img src="\/images\/areas\/east\.svg" alt="[^"]+" width="560" height="400"/);
  assert.equal(html.match(/<main[\s\S]*<\/main>/)![0]!.match(/<img /g)!.length, 1);
  assert.match(html, /href="\/free-quotes\/wizard"[^>]*>Get your free quotes</);
});

test("unknown paths go home; companies go to their dashboard; /company is for logged-out visitors", async () => {
  const company = await sessionCookie("hello@thamesside-removals.example.com");
  const client = await sessionCookie("client@example.com");
  const land = async (path: string, cookie?: string) => {
    const res = await get(path, cookie);
    return `${res.status} ${res.headers.get("location") ?? ""}`.trim();
  };
  assert.equal(await land("/no-such-page"), "302 /");
  assert.equal(await land("/services-and-more/x"), "302 /");
  assert.equal(await land("/no-such-page", company), "302 /account/dashboard");
  for (const path of NOT_COMPANY) assert.equal(await land(path, company), "302 /account/dashboard", path);
  for (const path of ["/about-us", "/our-services", "/locations", "/camden-removals"]) {
    assert.equal(await land(path, company), "200", path);
  }
  assert.equal(await land("/company"), "200");
  assert.equal(await land("/company", client), "302 /client/removal-requests");
  const { page, context } = await newPage();
  await context.addCookies([{ name: company.split("=")[0]!, value: company.split("=")[1]!, url: BASE }]);
  await page.goto("/faqs");
  assert.equal(new URL(page.url()).pathname, "/account/dashboard");
  await context.close();
});

test("public pages: CDN cache headers for visitors only, JSON-LD, unique titles", async () => {
  const anon = await get("/services/storage-solutions-london");
  assert.equal(
    anon.headers.get("cache-control"),
    "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
  );
  assert.match(anon.headers.get("vary") ?? "", /Cookie/i);
  const signedIn = await get("/services/storage-solutions-london", await sessionCookie("client@example.com"));
  assert.equal(signedIn.headers.get("cache-control"), "no-store");

  const ld = async (path: string) =>
    [
      ...(await (await get(path)).text()).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
    ].map((m) => (JSON.parse(m[1]!) as { "@type": string })["@type"]);
  assert.deepEqual(await ld("/"), ["Organization"]);
  assert.deepEqual(await ld("/faqs"), ["BreadcrumbList", "FAQPage"]);
  assert.deepEqual(await ld("/services/house-removals"), ["BreadcrumbList"]);
  assert.deepEqual(await ld("/hackney-removals"), ["BreadcrumbList"]);

  const titles = new Map<string, string>();
  for (const path of [
    ...NOT_COMPANY,
    ...OPEN.filter((p) => p !== "/services/any-other-service"),
    "/company",
  ]) {
    const html = await (await get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)![1]!;
    assert.ok(/<meta name="description" content="[^"]{50,}"/.test(html), `${path} description`);
    assert.ok(!titles.has(title), `${path} repeats the title of ${titles.get(title)}`);
    titles.set(title, path);
  }
});

test("service tiles: home links to step 2 with 'Get free quotes'; elsewhere 'Get your quotes' without a step", async () => {
  const { page, context } = await newPage();
  await page.goto("/");
  const homeTiles = page.locator(".pub-tile");
  assert.equal(await homeTiles.count(), 5);
  assert.equal(
    await homeTiles.first().getAttribute("href"),
    "/free-quotes/wizard?typeOfMove=House%2FFlat%20Removals&step=2",
  );
  assert.deepEqual(await page.locator(".pub-tile-name").allInnerTexts(), [
    "House/Flat Removals",
    "International Removals",
    "Man and Van",
    "Storage Unit",
    "Business Removals",
  ]);
  assert.match(await homeTiles.first().innerText(), /Get free quotes/);
  await page.goto("/services/business-removals-london");
  const tiles = page.locator(".pub-tile");
  assert.equal(await tiles.count(), 5);
  assert.equal(await tiles.nth(4).getAttribute("href"), "/free-quotes/wizard?typeOfMove=Business%20Removals");
  assert.match(await tiles.nth(4).innerText(), /Get your quotes/);
  await tiles.nth(2).click();
  await page.waitForURL((u) => u.pathname === "/free-quotes/wizard");
  assert.equal(new URL(page.url()).searchParams.get("typeOfMove"), "Man and Van");
  await context.close();
});

/** What a page's HTML makes the browser run: the static pages' inline enhance script, or React Router. */
function runs(html: string) {
  const moduleScripts = (html.match(/<script[^>]*type="module"/g) ?? []).length;
  const preloads = (html.match(/rel="modulepreload"/g) ?? []).length;
  const context = html.includes("__reactRouterContext");
  if (!moduleScripts && !preloads && !context && html.includes('<script id="enhance-script"'))
    return "static";
  if (moduleScripts && preloads && context) return "hydrated";
  return `unclear: ${moduleScripts} module scripts, ${preloads} modulepreloads, context ${context}`;
}

test("marketing pages are sent static, without React's bundle; forms and app pages are hydrated", async () => {
  const sitemap = await (await get("/sitemap.xml")).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
  const blogPost = fromSitemap.find((p) => p.startsWith("/blogs/"))!;
  const profile = fromSitemap.find((p) => p.startsWith("/companies/"))!;
  assert.ok(blogPost && profile, "a blog post and a company profile in the sitemap");
  const client = await sessionCookie("client@example.com");
  const expect = async (path: string, want: string, cookie?: string) => {
    const res = await get(path, cookie);
    assert.equal(res.status, path === "/blogs/no-such-article" ? 404 : 200, path);
    return runs(await res.text()) === want ? [] : [`${path}${cookie ? " (signed in)" : ""}: not ${want}`];
  };
  const failures: string[] = [];
  for (const path of [
    ...NOT_COMPANY,
    ...OPEN,
    "/company",
    ...SPEC_AREA_PATHS,
    "/camden-removals",
    "/blogs",
    blogPost,
    "/blogs/no-such-article",
    profile,
  ])
    failures.push(...(await expect(path, "static")));
  for (const path of ["/", "/faqs", "/about-us", "/camden-removals", blogPost])
    failures.push(...(await expect(path, "static", client)));
  for (const path of [
    "/login",
    "/account/register",
    "/forgot-password",
    "/contact",
    "/free-quotes/wizard",
    "/companies/registration",
  ])
    failures.push(...(await expect(path, "hydrated")));
  failures.push(...(await expect("/client/removal-requests", "hydrated", client)));
  assert.deepEqual(failures, []);
});
