// issue #3 (docs/README.md#issues): every public route and every area address answers 200, server-rendered with one h1 and a title,
// without console errors; legacy area paths point their canonical URL at the borough's main page; guards,
// unknown paths, tiles, JSON-LD and CDN cache headers; marketing pages are static (no React bundle, ≤ 85 KiB of
// JavaScript: apps/web/app/lib/static-page.ts) while pages with forms and app logic stay hydrated.
import { BOROUGHS } from "@rm/domain/areas/boroughs";
import { BASE, sessionCookie } from "../lib/browser.ts";
import { expect, type OpenPage, test } from "../lib/fixtures.ts";

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
/** docs/product/routes.md §2.3 "Area pages", exactly as written there */
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

async function visitAll(newPage: () => Promise<OpenPage>, paths: string[]) {
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

test("every public page answers 200 with one h1, a title and no console errors", async ({ newPage }) => {
  expect(await visitAll(newPage, [...NOT_COMPANY, ...OPEN, "/company"])).toEqual([]);
});

test("all 33 boroughs answer at /{slug}-removals and /areas-we-cover/{region}-london/{slug}-removals", async ({
  newPage,
}) => {
  expect(BOROUGHS.length).toBe(33);
  const paths = BOROUGHS.flatMap((b) => [
    `/${b.slug}-removals`,
    `/areas-we-cover/${b.region}-london/${b.slug}-removals`,
  ]);
  expect(await visitAll(newPage, paths)).toEqual([]);
});

test("every area path the spec lists answers 200; duplicates point their canonical at the main page", async ({
  newPage,
}) => {
  expect(await visitAll(newPage, SPEC_AREA_PATHS)).toEqual([]);
  const canonical = async (path: string) => {
    const html = await (await get(path)).text();
    return new URL(html.match(/<link rel="canonical" href="([^"]+)"/)![1]!).pathname;
  };
  expect(await canonical("/east-london/haringey-removals")).toBe("/haringey-removals");
  expect(await canonical("/north-london/removals-haringey")).toBe("/haringey-removals");
  expect(await canonical("/areas-we-cover/central-london/camden")).toBe("/camden-removals");
  expect(await canonical("/areas-we-cover/south-london/wimbledon-removals")).toBe(
    "/areas-we-cover/south-london/wimbledon-removals",
  );
  expect(await canonical("/services/any-other-service")).toBe("/our-services");
});

test("area pages are server-rendered with one main image and a call to action to the wizard", async () => {
  const html = await (await get("/tower-hamlets-removals")).text();
  expect(html).toMatch(/<h1>Removals in Tower Hamlets<\/h1>/);
  expect(html).toMatch(/<img [^>]*src="\/images\/areas\/east\.svg" alt="[^"]+" width="560" height="400"/);
  expect(html.match(/<main[\s\S]*<\/main>/)![0]!.match(/<img /g)!.length).toBe(1);
  expect(html).toMatch(/href="\/free-quotes\/wizard"[^>]*>Get your free quotes</);
});

test("unknown paths go home; companies go to their dashboard; /company is for logged-out visitors", async ({
  newPage,
}) => {
  const company = await sessionCookie("hello@thamesside-removals.example.com");
  const client = await sessionCookie("client@example.com");
  const land = async (path: string, cookie?: string) => {
    const res = await get(path, cookie);
    return `${res.status} ${res.headers.get("location") ?? ""}`.trim();
  };
  expect(await land("/no-such-page")).toBe("302 /");
  expect(await land("/services-and-more/x")).toBe("302 /");
  expect(await land("/no-such-page", company)).toBe("302 /account/dashboard");
  for (const path of NOT_COMPANY) expect(await land(path, company), path).toBe("302 /account/dashboard");
  for (const path of ["/about-us", "/our-services", "/locations", "/camden-removals"]) {
    expect(await land(path, company), path).toBe("200");
  }
  expect(await land("/company")).toBe("200");
  expect(await land("/company", client)).toBe("302 /client/removal-requests");
  const { page, context } = await newPage();
  await context.addCookies([{ name: company.split("=")[0]!, value: company.split("=")[1]!, url: BASE }]);
  await page.goto("/faqs");
  expect(new URL(page.url()).pathname).toBe("/account/dashboard");
  await context.close();
});

test("public pages: CDN cache headers for visitors only, JSON-LD, unique titles", async () => {
  const anon = await get("/services/storage-solutions-london");
  expect(anon.headers.get("cache-control")).toBe(
    "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
  );
  expect(anon.headers.get("vary") ?? "").toMatch(/Cookie/i);
  const signedIn = await get("/services/storage-solutions-london", await sessionCookie("client@example.com"));
  expect(signedIn.headers.get("cache-control")).toBe("no-store");

  const ld = async (path: string) =>
    [
      ...(await (await get(path)).text()).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
    ].map((m) => (JSON.parse(m[1]!) as { "@type": string })["@type"]);
  expect(await ld("/")).toEqual(["Organization"]);
  expect(await ld("/faqs")).toEqual(["BreadcrumbList", "FAQPage"]);
  expect(await ld("/services/house-removals")).toEqual(["BreadcrumbList"]);
  expect(await ld("/hackney-removals")).toEqual(["BreadcrumbList"]);

  const titles = new Map<string, string>();
  for (const path of [
    ...NOT_COMPANY,
    ...OPEN.filter((p) => p !== "/services/any-other-service"),
    "/company",
  ]) {
    const html = await (await get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)![1]!;
    expect(/<meta name="description" content="[^"]{50,}"/.test(html), `${path} description`).toBeTruthy();
    expect(!titles.has(title), `${path} repeats the title of ${titles.get(title)}`).toBeTruthy();
    titles.set(title, path);
  }
});

test("service tiles: home links to step 2 with 'Get free quotes'; elsewhere 'Get your quotes' without a step", async ({
  newPage,
}) => {
  const { page, context } = await newPage();
  await page.goto("/");
  const homeTiles = page.locator(".pub-tile");
  await expect(homeTiles).toHaveCount(5);
  await expect(homeTiles.first()).toHaveAttribute(
    "href",
    "/free-quotes/wizard?typeOfMove=House%2FFlat%20Removals&step=2",
  );
  expect(await page.locator(".pub-tile-name").allInnerTexts()).toEqual([
    "House/Flat Removals",
    "International Removals",
    "Man and Van",
    "Storage Unit",
    "Business Removals",
  ]);
  await expect(homeTiles.first()).toHaveText(/Get free quotes/, { useInnerText: true });
  await page.goto("/services/business-removals-london");
  const tiles = page.locator(".pub-tile");
  await expect(tiles).toHaveCount(5);
  await expect(tiles.nth(4)).toHaveAttribute("href", "/free-quotes/wizard?typeOfMove=Business%20Removals");
  await expect(tiles.nth(4)).toHaveText(/Get your quotes/, { useInnerText: true });
  await tiles.nth(2).click();
  await page.waitForURL((u) => u.pathname === "/free-quotes/wizard");
  expect(new URL(page.url()).searchParams.get("typeOfMove")).toBe("Man and Van");
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
  expect(blogPost && profile, "a blog post and a company profile in the sitemap").toBeTruthy();
  const client = await sessionCookie("client@example.com");
  const runsAs = async (path: string, want: string, cookie?: string) => {
    const res = await get(path, cookie);
    expect(res.status, path).toBe(path === "/blogs/no-such-article" ? 404 : 200);
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
    failures.push(...(await runsAs(path, "static")));
  for (const path of ["/", "/faqs", "/about-us", "/camden-removals", blogPost])
    failures.push(...(await runsAs(path, "static", client)));
  for (const path of [
    "/login",
    "/account/register",
    "/forgot-password",
    "/contact",
    "/free-quotes/wizard",
    "/companies/registration",
  ])
    failures.push(...(await runsAs(path, "hydrated")));
  failures.push(...(await runsAs("/client/removal-requests", "hydrated", client)));
  expect(failures).toEqual([]);
});
