// issue #3 "Findable" (docs/README.md#issues) and "Accessible": every URL in /sitemap.xml answers 200 with one h1, a title,
// a meta description and a canonical link, logs no console errors, and axe-core finds no WCAG 2.2 AA issue
// (on one page of every shape and a fixed sample: see below).
// Every one of them but /contact (a React form) is a static page: no script file at all.
import { allAreaPaths, resolveAreaPath } from "@rm/content/areas/area-routes";
import { CONTENT_PAGES } from "@rm/content/registry";
import type { Page } from "@playwright/test";
import { BASE, type OpenPage, scriptRequests } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";

async function sitemapLocs(): Promise<string[]> {
  const res = await fetch(`${BASE}/sitemap.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type") ?? "").toMatch(/xml/);
  const xml = await res.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
}

/** the sitemap's absolute public URL, as a path on the app under test */
const local = (loc: string) => {
  const u = new URL(loc);
  return u.pathname + u.search;
};

test("robots.txt allows the site, keeps private areas out and points at the sitemap", async () => {
  const res = await fetch(`${BASE}/robots.txt`);
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  for (const p of ["/account/", "/admin", "/client/", "/api/"])
    expect(text).toMatch(new RegExp(`^Disallow: ${p}$`, "m"));
  // on the configured public address (APP_URL; e2e/global-setup.ts sets it to the app under test)
  expect(text.split("\n").includes(`Sitemap: ${BASE}/sitemap.xml`), text).toBeTruthy();
});

test("the sitemap lists every public URL once, absolute, without noindex pages", async () => {
  const locs = await sitemapLocs();
  expect(
    locs.every((l) => l.startsWith(`${BASE}/`)),
    "absolute URLs on the configured public address (APP_URL)",
  ).toBeTruthy();
  expect(new Set(locs).size, "no duplicates").toBe(locs.length);
  const paths = new Set(locs.map(local));
  const expected = [
    "/",
    "/blogs",
    "/contact",
    "/locations",
    ...allAreaPaths(),
    ...CONTENT_PAGES.filter((p) => !p.noindex).map((p) => p.path),
  ];
  expect(
    expected.filter((p) => !paths.has(p)),
    "missing from the sitemap",
  ).toEqual([]);
  expect(!paths.has("/testing"), "noindex page listed").toBeTruthy();
  expect([...paths].filter((p) => p.startsWith("/blogs/")).length >= 6, "every blog post").toBeTruthy();
  expect(
    [...paths].some((p) => p.startsWith("/companies/")),
    "approved companies' public profiles",
  ).toBeTruthy();
});

/**
 * How the sweep stays quick (issue #14, docs/README.md#issues): every URL is loaded and gets the cheap
 * checks, two pages at once; axe-core (about a second a page, most of the time) runs on one page of each
 * shape plus a fixed sample. The site's ~75 URLs come from a dozen templates (home, service, content page,
 * area overview, region, borough and neighbourhood, blog list and post, company profile, contact...). A
 * page's shape is the set of elements, classes and roles it is built of (and, for area pages, their kind:
 * overview, region, borough or neighbourhood): pages of one template with the same blocks share it, and
 * what axe finds in a template it finds on every page of that shape. So the first page of every shape is
 * checked, which covers every template and every block a template shows (a new template or block is a new
 * shape and is checked without changing this file), and SAMPLE more URLs drawn with a fixed seed catch
 * what depends on the words themselves. E2E_A11Y_ALL=1 runs axe on every URL.
 *
 * The sweep is two tests that the two workers run at once: the area pages (most of the URLs, a few shapes)
 * and the others, so no shape is checked twice. It keeps no trace: a failure names every URL and what is
 * wrong with it, and recording each of ~75 pages' DOM at every step doubled the sweep's time.
 */
const PAGES_AT_ONCE = 2;
const SAMPLE = 8;
const SAMPLE_SEED = 14;
const AXE_EVERY_URL = process.env.E2E_A11Y_ALL === "1";

/** `n` of `items`, the same ones for the same list (mulberry32 seeded with `seed`) */
function fixedSample<T>(items: T[], n: number, seed: number): T[] {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < n && pool.length)
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked;
}

/** what the page is built of, without its words or addresses */
const pageShape = (page: Page) =>
  page.evaluate(() => {
    const parts = new Set<string>();
    for (const el of document.body.querySelectorAll("*")) {
      const classes = [...el.classList].sort().join(".");
      const role = el.getAttribute("role");
      parts.add(`${el.tagName.toLowerCase()}${classes ? `.${classes}` : ""}${role ? `[role=${role}]` : ""}`);
    }
    return [...parts].sort().join(" ");
  });

const SWEEPS = [
  ["area pages", (path: string) => resolveAreaPath(path) !== null],
  ["the other pages", (path: string) => resolveAreaPath(path) === null],
] as const;

// (Playwright takes the trace setting per file: the robots and sitemap checks above are fetches anyway)
test.use({ trace: "off" });

test.describe("the sweep", () => {
  test.describe.configure({ mode: "parallel" });
  for (const [part, inPart] of SWEEPS) sweep(part, inPart);
});

function sweep(part: string, inPart: (path: string) => boolean) {
  test(`every sitemap URL (${part}): 200, one h1, title, description, canonical, no console errors; axe clean on every page shape`, async ({
    newPage,
    axe,
  }) => {
    // every URL is loaded, two at a time: minutes on a busy machine
    test.setTimeout(6 * 60_000);
    const all = await sitemapLocs();
    // the sample is drawn from the whole sitemap, each part checks the sampled URLs it holds
    const sampled = new Set(fixedSample(all, SAMPLE, SAMPLE_SEED));
    const locs = all.filter((l) => inPart(local(l)));
    const shapes = new Map<string, string>(); // shape -> the first path axe checked it on
    const axed: string[] = [];
    const failures = new Map<string, string>();

    async function check(
      { page, consoleErrors }: OpenPage,
      failedRequests: string[],
      scripts: string[],
      loc: string,
    ) {
      const path = local(loc);
      const problems: string[] = [];
      consoleErrors.length = 0;
      failedRequests.length = 0;
      scripts.length = 0;
      try {
        const res = await page.goto(path, { waitUntil: "load" });
        const landed = local(page.url());
        if (landed !== path) problems.push(`redirected to ${landed}`);
        if (res?.status() !== 200) problems.push(`status ${res?.status()}`);
        const head = await page.evaluate(() => ({
          h1s: document.querySelectorAll("h1").length,
          title: document.title.trim(),
          descriptions: [...document.querySelectorAll('meta[name="description"]')].map(
            (m) => m.getAttribute("content")?.trim() ?? "",
          ),
          canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) =>
            l.getAttribute("href"),
          ),
        }));
        if (head.h1s !== 1) problems.push(`${head.h1s} h1 elements`);
        if (!head.title) problems.push("empty <title>");
        if (head.descriptions.length !== 1 || !head.descriptions[0])
          problems.push(`${head.descriptions.length} meta descriptions, want one non-empty`);
        if (head.canonicals.length !== 1)
          problems.push(`${head.canonicals.length} canonical links, want one`);
        else if (head.canonicals[0] !== loc)
          problems.push(`canonical ${head.canonicals[0]} is not the sitemap URL`);
        // an area page's kind (overview, region, borough, neighbourhood) counts as a shape of its own too
        const shape = `${resolveAreaPath(path)?.kind ?? ""}|${await pageShape(page)}`;
        if (AXE_EVERY_URL || sampled.has(loc) || !shapes.has(shape)) {
          if (!shapes.has(shape)) shapes.set(shape, path);
          axed.push(path);
          problems.push(...(await axe(page)));
        }
        // read last: by the time axe has run, hydration (/contact, the one page with scripts, and a shape of
        // its own, so always under axe) has finished and reported any mismatch
        if (consoleErrors.length) problems.push(`console errors: ${consoleErrors.join(" | ").slice(0, 300)}`);
        if (failedRequests.length) problems.push(`failed requests: ${failedRequests.join(", ")}`);
        if (path === "/contact" ? !scripts.length : scripts.length)
          problems.push(`${scripts.length} script files${scripts.length ? " on a static page" : ""}`);
      } catch (err) {
        problems.push(`could not check: ${(err as Error).message.split("\n")[0]}`);
      }
      if (problems.length) failures.set(loc, `${path}\n    - ${problems.join("\n    - ")}`);
    }

    const queue = [...locs];
    await Promise.all(
      Array.from({ length: PAGES_AT_ONCE }, async () => {
        const open = await newPage();
        // console errors about failed loads do not say which file: keep the addresses
        const failedRequests: string[] = [];
        open.page.on("response", (r) => {
          if (r.status() >= 400) failedRequests.push(`${r.status()} ${local(r.url())}`);
        });
        const scripts = scriptRequests(open.page);
        for (let loc = queue.shift(); loc !== undefined; loc = queue.shift())
          await check(open, failedRequests, scripts, loc);
        await open.context.close();
      }),
    );
    test.info().annotations.push({
      type: "axe",
      description: `axe ran on ${axed.length} of ${locs.length} URLs: ${shapes.size} page shapes (${[...shapes.values()].join(", ")}) and the sample`,
    });
    const failed = locs.filter((l) => failures.has(l)).map((l) => failures.get(l)!);
    expect(failed.length, `${failed.length} of ${locs.length} URLs fail:\n${failed.join("\n")}`).toBe(0);
  });
}
