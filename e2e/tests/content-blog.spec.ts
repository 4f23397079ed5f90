// /blogs and /blogs/{blogID}: server-rendered list, article page with JSON-LD, 404 with a way back.
import { BLOG_POSTS } from "@rm/content/blog-posts";
import { BASE, DESKTOP, PHONE, screenshot } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";

test("the list shows every article newest first, rendered on the server", async ({ newPage }) => {
  const res = await fetch(`${BASE}/blogs`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=3600");
  const html = await res.text();
  // in the first response, not added later by JavaScript
  expect(html).toMatch(/<h1[^>]*>Moving guides for London<\/h1>/);
  expect(html).toMatch(/The cheapest time to move house in London/);

  const { page, context, consoleErrors } = await newPage(DESKTOP);
  await page.goto("/blogs");
  // the seeded guides, newest first (content-admin.spec.ts, in the other worker, may have a post of its own
  // published for a moment: it would be the newest card)
  const cards = page.locator(".blog-card");
  const seeded = await cards.evaluateAll(
    (els, titles) =>
      els
        .map((e) => ({
          title: e.querySelector("h2, h3")?.textContent?.trim() ?? "",
          date: e.querySelector("time")?.getAttribute("datetime") ?? "",
        }))
        .filter((c) => titles.includes(c.title)),
    BLOG_POSTS.map((p) => p.title),
  );
  expect(seeded.map((c) => c.title).sort(), "every guide").toEqual(BLOG_POSTS.map((p) => p.title).sort());
  const dates = seeded.map((c) => c.date);
  expect(dates, "newest first").toEqual([...dates].sort().reverse());
  const newest = cards.filter({ hasText: "Storage options when you move in London" });
  expect(seeded[0]?.title).toBe("Storage options when you move in London");
  await expect(newest).toHaveText(/3 June 2025.*The London Removals Compare team/);
  await screenshot(page, "blogs-1440");
  await page.setViewportSize(PHONE);
  await screenshot(page, "blogs-375");

  await page.setViewportSize(DESKTOP);
  await page.getByRole("link", { name: "Parking suspensions and CPZ permits for a London move" }).click();
  await page.waitForURL("**/blogs/parking-suspensions-and-cpz-permits-for-moving-day");
  await expect(
    page.getByRole("heading", { level: 1, name: "Parking suspensions and CPZ permits for a London move" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Book a parking bay suspension" })).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link")).toHaveCount(2);
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}") as Record<string, unknown>));
  const article = ld.find((x) => x["@type"] === "Article");
  expect(article, "Article JSON-LD").toBeTruthy();
  expect(article?.headline).toBe("Parking suspensions and CPZ permits for a London move");
  expect(article?.datePublished).toBe("2025-02-10T09:00:00.000Z");
  expect(
    ld.some((x) => x["@type"] === "BreadcrumbList"),
    "BreadcrumbList JSON-LD",
  ).toBeTruthy();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical ?? "").toMatch(/\/blogs\/parking-suspensions-and-cpz-permits-for-moving-day$/);
  await screenshot(page, "blog-post-1440");
  await page.setViewportSize(PHONE);
  await screenshot(page, "blog-post-375");
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("an unknown article answers 404 with a link back to the list", async ({ newPage }) => {
  const { page, context } = await newPage(PHONE);
  const res = await page.goto("/blogs/no-such-article");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Article not found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
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
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
});

test("anonymous visitors share a briefly cached page; a change by a signed-in user empties the cache", async () => {
  const url = `${BASE}/blogs/cheapest-time-to-move-house-in-london`;
  // a write by a signed-in user in the other worker empties the cache too: the second visit is a hit once
  // no write came between the two
  await expect(async () => {
    await fetch(url);
    const again = await fetch(url);
    expect(again.status).toBe(200);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toMatch(/The cheapest time to move house in London/);
  }).toPass({ timeout: 30_000 });

  const login = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "client@example.com", password: "moving-day-2025" }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  const signedIn = await fetch(url, { headers: { cookie } });
  expect(signedIn.headers.get("x-page-cache"), "a signed-in page is always rendered afresh").toBe(null);
  expect(signedIn.headers.get("cache-control")).toBe("no-store");

  // logging out is a successful write by a signed-in user: the next anonymous visit is rendered afresh
  await fetch(`${BASE}/api/auth/logout`, { method: "POST", headers: { cookie } });
  expect((await fetch(url)).headers.get("x-page-cache")).toBe("miss");
});
