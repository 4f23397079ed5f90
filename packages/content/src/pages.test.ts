import assert from "node:assert/strict";
import { test } from "vitest";
import { allAreaPages } from "./areas/area-pages.ts";
import { CLAIMS, MAX_QUOTES } from "./claims.ts";
import { STATIC_PAGES, staticPageByPath } from "./pages.ts";
import { CONTENT_PAGES } from "./registry.ts";
import type { ContentPage } from "./types.ts";

const ALL: ContentPage[] = [...CONTENT_PAGES, ...allAreaPages()];

test("every page has a unique path and a unique title of at most 60 characters", () => {
  assert.equal(new Set(ALL.map((p) => p.path)).size, ALL.length);
  const titles = new Map<string, string>();
  for (const p of ALL) {
    assert.ok(p.title.length > 0 && p.title.length <= 60, `${p.path}: "${p.title}" is ${p.title.length}`);
    assert.ok(!titles.has(p.title), `${p.path} repeats the title of ${titles.get(p.title)}`);
    titles.set(p.title, p.path);
  }
});

test("every description is at most 155 characters, and unique", () => {
  const seen = new Set<string>();
  for (const p of ALL) {
    assert.ok(p.description.length >= 70, `${p.path} description too short`);
    assert.ok(p.description.length <= 155, `${p.path}: ${p.description.length} chars`);
    assert.ok(!seen.has(p.description), `${p.path} repeats a description`);
    seen.add(p.description);
  }
});

test("every page has an h1, an intro and sections with unique ids and some content", () => {
  for (const p of ALL) {
    assert.ok(p.path.startsWith("/"), p.path);
    assert.ok(p.h1.length > 0, p.path);
    assert.ok(p.intro.length > 0, p.path);
    assert.ok(p.sections.length > 0, p.path);
    const ids = p.sections.map((s) => s.id);
    assert.equal(new Set(ids).size, ids.length, `${p.path} section ids`);
    for (const s of p.sections) {
      assert.match(s.id, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${p.path}#${s.id}`);
      const filled =
        (s.paragraphs?.length ?? 0) +
        (s.list?.length ?? 0) +
        (s.cards?.length ?? 0) +
        (s.tables?.length ?? 0);
      assert.ok(filled + (s.links?.length ?? 0) > 0, `${p.path}#${s.id} is empty`);
      for (const t of s.tables ?? []) {
        for (const row of t.rows) assert.equal(row.length, t.columns.length, `${p.path} ${t.caption}`);
      }
    }
  }
});

test("no placeholders, no dollar prices, British spelling", () => {
  const text = JSON.stringify(ALL);
  assert.doesNotMatch(text, /lorem|ipsum|TODO|TBD|FIXME|placeholder|\{\{|\$\d|example\.com/i);
  assert.doesNotMatch(text, /\b(color|organize|organization|favorite|center|neighborhood|license)\b/i);
  assert.doesNotMatch(text, /undefined|NaN|\[object/);
});

test("no page promises more than the spec's claims", () => {
  const text = JSON.stringify(ALL);
  for (const n of [7, 8, 10, 20]) assert.doesNotMatch(text, new RegExp(`up to ${n} (quotes|movers)`, "i"));
  assert.doesNotMatch(text, /up to (?!50 percent|6\b|£|3,000)\d/i);
  assert.equal(MAX_QUOTES, 6);
  assert.match(CLAIMS.boroughs, /32 London boroughs/);
});

test("the static pages the brief lists exist", () => {
  for (const path of [
    "/about-us",
    "/moving-tips",
    "/terms-and-conditions",
    "/personal-data-protection",
    "/return-policy",
    "/partner-terms",
    "/company",
    "/testing",
    // issue #16: how reviews are handled, linked from every review list
    "/how-we-handle-reviews",
  ]) {
    assert.ok(staticPageByPath(path), path);
  }
  assert.equal(STATIC_PAGES.length, 9);
  assert.equal(staticPageByPath("/testing")?.noindex, true);
});

test("the privacy notice says data goes only to the matched movers, at most 6", () => {
  const text = JSON.stringify(staticPageByPath("/personal-data-protection"));
  assert.match(text, /UK GDPR/);
  assert.match(text, /never more than 6/);
  assert.match(text, /Information Commissioner/);
});

test("the partner landing explains vetting, the 6-mover limit, caps and pausing", () => {
  const text = JSON.stringify(staticPageByPath("/company"));
  for (const w of [
    /Goods in Transit/,
    /Public Liability/,
    /at most 6/,
    /cap/,
    /pause/,
    /\/companies\/registration/,
  ]) {
    assert.match(text, w);
  }
});

test("the partner terms explain leads, caps, pausing, vetting documents, fees and leaving", () => {
  const page = staticPageByPath("/partner-terms")!;
  const text = JSON.stringify(page);
  for (const w of [
    /A lead is one customer's removal request/,
    /at most 6 companies/,
    /daily or weekly maximum/,
    /pause leads at any time/,
    /Goods in Transit and Public Liability/,
    /Joining is free while we launch/,
    /no commission on the jobs you win/,
    /close your company account/,
  ]) {
    assert.match(text, w);
  }
  assert.ok(page.lastUpdated);
});

test("no page points to a partner agreement that does not exist; they link the partner terms", () => {
  const all = JSON.stringify([...CONTENT_PAGES, ...allAreaPages()]);
  assert.doesNotMatch(all, /partner agreement/i);
  for (const path of ["/company", "/return-policy", "/terms-and-conditions"]) {
    const links = staticPageByPath(path)!.sections.flatMap((s) => s.links ?? []);
    assert.ok(
      links.some((l) => l.href === "/partner-terms"),
      `${path} links to /partner-terms`,
    );
  }
});

test("the partner landing ends with a call to partners, not the customers' quotes claim", () => {
  const page = staticPageByPath("/company")!;
  assert.ok(page.closing);
  assert.doesNotMatch(page.closing!, /quotes from/i);
  assert.equal(page.cta?.href, "/companies/registration");
  assert.match(JSON.stringify(page), /free while we launch/);
});

test("copy slips: no 'between … to …', and the two conveyancing figures say what they measure", () => {
  const text = JSON.stringify(ALL);
  assert.doesNotMatch(text, /between January to/);
  assert.match(text, /between January and March/);
  const guide = JSON.stringify(CONTENT_PAGES.find((p) => p.path === "/moving-cost-calculator-2025"));
  assert.match(guide, /Conveyancing \(buying\): average total, with searches and VAT/);
  assert.match(guide, /legal fee alone is typically £800–£1,500/);
  const resources = JSON.stringify(CONTENT_PAGES.find((p) => p.path === "/resources/moving-resources"));
  assert.match(resources, /Conveyancing \(legal fees alone\)/);
  assert.match(resources, /buyers paid £1,743 on average/);
});
