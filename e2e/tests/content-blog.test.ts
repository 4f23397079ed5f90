// /blogs and /blogs/{blogID}: server-rendered list, article page with JSON-LD, 404 with a way back.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE, DESKTOP, newPage, PHONE, screenshot } from "../lib/browser.ts";

test("the list shows every article newest first, rendered on the server", async () => {
  const res = await fetch(`${BASE}/blogs`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("cache-control"), "public, max-age=300, s-maxage=3600");
  const html = await res.text();
  // in the first response, not added later by JavaScript
  assert.match(html, /<h1[^>]*>Moving guides for London<\/h1>/);
  assert.match(html, /The cheapest time to move house in London/);

  const { page, context, consoleErrors } = await newPage(DESKTOP);
  await page.goto("/blogs");
  const cards = page.locator(".blog-card");
  assert.equal(await cards.count(), 6);
  const dates = await page
    .locator(".blog-card time")
    .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
  assert.deepEqual(dates, [...dates].sort().reverse(), "newest first");
  assert.equal(
    await cards.first().getByRole("heading").textContent(),
    "Storage options when you move in London",
  );
  assert.match((await cards.first().textContent()) ?? "", /3 June 2025.*The London Removals Compare team/);
  await screenshot(page, "blogs-1440");
  await page.setViewportSize(PHONE);
  await screenshot(page, "blogs-375");

  await page.setViewportSize(DESKTOP);
  await page.getByRole("link", { name: "Parking suspensions and CPZ permits for a London move" }).click();
  await page.waitForURL("**/blogs/parking-suspensions-and-cpz-permits-for-moving-day");
  await page
    .getByRole("heading", { level: 1, name: "Parking suspensions and CPZ permits for a London move" })
    .waitFor();
  await page.getByRole("heading", { level: 2, name: "Book a parking bay suspension" }).waitFor();
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  assert.equal(await breadcrumb.getByRole("link").count(), 2);
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}") as Record<string, unknown>));
  const article = ld.find((x) => x["@type"] === "Article");
  assert.ok(article, "Article JSON-LD");
  assert.equal(article.headline, "Parking suspensions and CPZ permits for a London move");
  assert.equal(article.datePublished, "2025-02-10T09:00:00.000Z");
  assert.ok(
    ld.some((x) => x["@type"] === "BreadcrumbList"),
    "BreadcrumbList JSON-LD",
  );
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  assert.match(canonical ?? "", /\/blogs\/parking-suspensions-and-cpz-permits-for-moving-day$/);
  await screenshot(page, "blog-post-1440");
  await page.setViewportSize(PHONE);
  await screenshot(page, "blog-post-375");
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("an unknown article answers 404 with a link back to the list", async () => {
  const { page, context } = await newPage(PHONE);
  const res = await page.goto("/blogs/no-such-article");
  assert.equal(res?.status(), 404);
  await page.getByRole("heading", { level: 1, name: "Article not found" }).waitFor();
  assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex");
  await page.getByRole("link", { name: "See all moving guides" }).click();
  await page.waitForURL((u) => u.pathname === "/blogs");
  await context.close();
});

test("signed-in pages are not stored by shared caches", async () => {
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "client@example.com", password: "moving-day-2025" }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  const res = await fetch(`${BASE}/blogs`, { headers: { cookie } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("cache-control"), "no-store");
});

test("anonymous visitors share a briefly cached page; a change by a signed-in user empties the cache", async () => {
  const url = `${BASE}/blogs/cheapest-time-to-move-house-in-london`;
  await fetch(url);
  const again = await fetch(url);
  assert.equal(again.status, 200);
  assert.equal(again.headers.get("x-page-cache"), "hit");
  assert.match(await again.text(), /The cheapest time to move house in London/);

  const login = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "client@example.com", password: "moving-day-2025" }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  const signedIn = await fetch(url, { headers: { cookie } });
  assert.equal(signedIn.headers.get("x-page-cache"), null, "a signed-in page is always rendered afresh");
  assert.equal(signedIn.headers.get("cache-control"), "no-store");

  // logging out is a successful write by a signed-in user: the next anonymous visit is rendered afresh
  await fetch(`${BASE}/api/auth/logout`, { method: "POST", headers: { cookie } });
  assert.equal((await fetch(url)).headers.get("x-page-cache"), "miss");
});
