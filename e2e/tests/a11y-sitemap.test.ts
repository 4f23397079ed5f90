// spec issue 3 "Findable" and "Accessible": every URL in /sitemap.xml answers 200 with one h1, a title,
// a meta description and a canonical link, logs no console errors, and axe-core finds no WCAG 2.2 AA issue.
// Every one of them but /contact (a React form) is a static page: no script file at all.
import assert from "node:assert/strict";
import { test } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import { allAreaPaths } from "@rm/domain/areas/area-routes";
import { CONTENT_PAGES } from "@rm/domain/content/registry";
import { BASE, newPage, scriptRequests } from "../lib/browser.ts";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function sitemapLocs(): Promise<string[]> {
  const res = await fetch(`${BASE}/sitemap.xml`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type") ?? "", /xml/);
  const xml = await res.text();
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>/);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
}

/** the sitemap's absolute public URL, as a path on the app under test */
const local = (loc: string) => {
  const u = new URL(loc);
  return u.pathname + u.search;
};

test("robots.txt allows the site, keeps private areas out and points at the sitemap", async () => {
  const res = await fetch(`${BASE}/robots.txt`);
  assert.equal(res.status, 200);
  const text = await res.text();
  assert.match(text, /^User-agent: \*$/m);
  for (const p of ["/account/", "/admin", "/client/", "/api/"])
    assert.match(text, new RegExp(`^Disallow: ${p}$`, "m"));
  assert.match(text, /^Sitemap: https:\/\/\S+\/sitemap\.xml$/m);
});

test("the sitemap lists every public URL once, absolute, without noindex pages", async () => {
  const locs = await sitemapLocs();
  assert.ok(
    locs.every((l) => /^https:\/\//.test(l)),
    "absolute https URLs",
  );
  assert.equal(new Set(locs).size, locs.length, "no duplicates");
  const paths = new Set(locs.map(local));
  const expected = [
    "/",
    "/blogs",
    "/contact",
    "/locations",
    ...allAreaPaths(),
    ...CONTENT_PAGES.filter((p) => !p.noindex).map((p) => p.path),
  ];
  assert.deepEqual(
    expected.filter((p) => !paths.has(p)),
    [],
    "missing from the sitemap",
  );
  assert.ok(!paths.has("/testing"), "noindex page listed");
  assert.ok([...paths].filter((p) => p.startsWith("/blogs/")).length >= 6, "every blog post");
  assert.ok(
    [...paths].some((p) => p.startsWith("/companies/")),
    "approved companies' public profiles",
  );
});

test("every sitemap URL: 200, one h1, title, description, canonical, no console errors, axe clean", async () => {
  const locs = await sitemapLocs();
  const { page, context, consoleErrors } = await newPage();
  const failures: string[] = [];
  // console errors about failed loads do not say which file: keep the addresses
  const failedRequests: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 400) failedRequests.push(`${r.status()} ${local(r.url())}`);
  });
  const scripts = scriptRequests(page);
  for (const loc of locs) {
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
      if (head.canonicals.length !== 1) problems.push(`${head.canonicals.length} canonical links, want one`);
      else if (head.canonicals[0] !== loc)
        problems.push(`canonical ${head.canonicals[0]} is not the sitemap URL`);
      const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      for (const v of axe.violations) {
        const where = v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(", ");
        problems.push(`axe ${v.id} (${v.impact}) x${v.nodes.length}: ${where}`);
      }
      // read last: by the time axe has run, hydration (/contact) has finished and reported any mismatch
      if (consoleErrors.length) problems.push(`console errors: ${consoleErrors.join(" | ").slice(0, 300)}`);
      if (failedRequests.length) problems.push(`failed requests: ${failedRequests.join(", ")}`);
      if (path === "/contact" ? !scripts.length : scripts.length)
        problems.push(`${scripts.length} script files${scripts.length ? " on a static page" : ""}`);
    } catch (err) {
      problems.push(`could not check: ${(err as Error).message.split("\n")[0]}`);
    }
    if (problems.length) failures.push(`${path}\n    - ${problems.join("\n    - ")}`);
  }
  await context.close();
  assert.equal(failures.length, 0, `${failures.length} of ${locs.length} URLs fail:\n${failures.join("\n")}`);
});
