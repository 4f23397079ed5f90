// The content admin (issue #19), at 1440 and 375 px: the admin is told what a post lacks, writes one in
// Markdown with a <script> and an onerror= in it, sees it suggested an address and a preview, and publishes
// it; it is then on /blogs (the anonymous cache emptied), in sitemap.xml and has Article JSON-LD, and its
// script is inert — no dialog, no console error, the words of the script gone. A draft is never public.
// The post is unpublished at the end (it leaves /blogs and the sitemap again), so other specs see the seed.
import { BLOG_ADMIN_MESSAGES as M, OFFER_ADMIN_MESSAGES } from "@rm/domain/content-admin";
import { confirmDecision, hydrated } from "../lib/admin.ts";
import { BASE, DESKTOP, PHONE, screenshot } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";

/** a one-pixel PNG */
const PNG_1PX =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

for (const [size, viewport] of [
  ["1440", DESKTOP],
  ["375", PHONE],
] as const) {
  test(`at ${size} px the admin publishes a Markdown post: on /blogs, in the sitemap, its script inert`, async ({
    signedIn,
    newPage,
  }) => {
    const stamp = `${size}-${Date.now().toString(36)}`;
    const title = `Moving a piano up four floors ${stamp}`;
    const slug = `moving-a-piano-up-four-floors-${stamp}`;
    // the anonymous list is in the page cache before the post is published
    expect(await (await fetch(`${BASE}/blogs`)).text()).not.toContain(title);

    const { page, consoleErrors } = await signedIn("admin", viewport);
    let dialogs = 0;
    page.on("dialog", async (d) => {
      dialogs++;
      await d.dismiss();
    });
    await page.goto("/admin/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await page.getByRole("link", { name: "Write a new post" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();

    // an empty form: each field says what it needs, nothing is saved
    const form = page.getByRole("form", { name: "New post" });
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(form.getByText(M.titleRequired)).toBeVisible();
    await expect(form.getByText(M.summaryRequired)).toBeVisible();
    await expect(form.getByText(M.bodyRequired)).toBeVisible();
    await expect(form.getByLabel("Title", { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);

    await form.getByLabel("Title", { exact: true }).fill(title);
    await expect(form.getByLabel("Address", { exact: true })).toHaveValue(slug);
    await form
      .getByLabel("Summary", { exact: true })
      .fill("How movers get an upright piano up a narrow London staircase safely.");
    await form
      .getByLabel("The post, in Markdown")
      .fill(
        [
          "## Measure the stairs first",
          "Two people and a **piano dolly** are not enough above the second floor.",
          "- Upright pianos\n- Baby grands",
          "<script>alert('pwned')</script>",
          '<img src="x" onerror="alert(\'pwned\')">',
        ].join("\n\n"),
      );
    await form.getByRole("button", { name: "Preview" }).click();
    await expect(form.getByRole("heading", { level: 2, name: "Measure the stairs first" })).toBeVisible();
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/Draft: only admins can see it/)).toBeVisible();
    const postUrl = page.url();

    // a cover image, decided by its bytes and stored as WebP
    await page.getByLabel("Add a cover").setInputFiles({
      name: "cover.png",
      mimeType: "image/png",
      buffer: Buffer.from(PNG_1PX, "base64"),
    });
    await expect(page.getByRole("img", { name: "The cover" })).toBeVisible();

    // a draft is never public
    expect((await fetch(`${BASE}/blogs/${slug}`)).status).toBe(404);
    expect(await (await fetch(`${BASE}/sitemap.xml`)).text()).not.toContain(`/blogs/${slug}<`);

    await page.getByRole("button", { name: "Publish now" }).click();
    await confirmDecision(page, "Yes, publish");
    await expect(page.getByText(/Published: on the blog/)).toBeVisible();
    await screenshot(page, `admin-blog-post-${size}`);

    const list = await (await fetch(`${BASE}/blogs`)).text();
    expect(list, "on /blogs at once: the page cache was emptied").toContain(title);
    const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/blogs/${slug}</loc>`);

    // the public page, as a visitor: the script and the handler are gone, no dialog, no console error
    const visitor = await newPage(viewport);
    visitor.page.on("dialog", async (d) => {
      dialogs++;
      await d.dismiss();
    });
    await visitor.page.goto("/blogs");
    await visitor.page.getByRole("link", { name: title }).click();
    await expect(visitor.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const article = visitor.page.locator("article");
    await expect(article.getByRole("heading", { level: 2, name: "Measure the stairs first" })).toBeVisible();
    await expect(article.locator("strong", { hasText: "piano dolly" })).toBeVisible();
    await expect(article.getByRole("listitem")).toHaveText(["Upright pianos", "Baby grands"]);
    await expect(article.locator("script, img[onerror], [onerror]")).toHaveCount(0);
    const cover = article.locator("img.blog-cover");
    await expect(cover).toHaveAttribute("src", /^\/api\/blog\/\d+\/cover\?v=/);
    expect(await cover.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(
      1,
    );
    await expect(article).not.toContainText("pwned");
    const ld = await visitor.page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}") as Record<string, unknown>));
    expect(ld.find((x) => x["@type"] === "Article")?.headline).toBe(title);
    await screenshot(visitor.page, `blog-published-post-${size}`);
    expect(dialogs, "no dialog opened").toBe(0);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();

    // unpublished: off the list, out of the sitemap, its page 404
    await page.goto(postUrl);
    await hydrated(page);
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText(/Draft: only admins can see it/)).toBeVisible();
    expect(await (await fetch(`${BASE}/blogs`)).text()).not.toContain(title);
    expect(await (await fetch(`${BASE}/sitemap.xml`)).text()).not.toContain(`/blogs/${slug}<`);
    expect((await fetch(`${BASE}/blogs/${slug}`)).status).toBe(404);
    // the empty form's 400 answer is the only thing the browser logged
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
}

test("a published post renamed by the admin: its old address answers 301 and the page opens at the new one", async ({
  signedIn,
  newPage,
}) => {
  const stamp = Date.now().toString(36);
  const post = {
    title: `Moving with a cat ${stamp}`,
    slug: `moving-with-a-cat-${stamp}`,
    summary: "How to keep a cat calm on moving day in London, and where it sleeps the first night.",
    body: "## The night before\n\nShut the cat in one quiet room with its bed.",
    author: "London Removals team",
  };
  const renamed = `moving-house-with-a-cat-${stamp}`;
  const { page } = await signedIn("admin", DESKTOP);
  const created = await page.request.post("/api/admin/blog-posts", { data: post });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  expect((await page.request.post(`/api/admin/blog-posts/${id}/publish`)).status()).toBe(200);
  const saved = await page.request.put(`/api/admin/blog-posts/${id}`, { data: { ...post, slug: renamed } });
  expect(saved.status()).toBe(200);

  const old = await fetch(`${BASE}/blogs/${post.slug}`, { redirect: "manual" });
  expect(old.status).toBe(301);
  expect(new URL(old.headers.get("location") ?? "", BASE).pathname).toBe(`/blogs/${renamed}`);
  const visitor = await newPage(DESKTOP);
  await visitor.page.goto(`/blogs/${post.slug}`);
  await expect(visitor.page).toHaveURL(new RegExp(`/blogs/${renamed}$`));
  await expect(visitor.page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await visitor.context.close();

  // unpublished, neither address answers (other specs see the seed only)
  expect((await page.request.post(`/api/admin/blog-posts/${id}/unpublish`)).status()).toBe(200);
  expect((await fetch(`${BASE}/blogs/${post.slug}`, { redirect: "manual" })).status).toBe(404);
});

test("at 375 px the admin adds a partner offer, corrects it and ends it: /partners follows", async ({
  signedIn,
}) => {
  const title = `Free wardrobe boxes ${Date.now().toString(36)}`;
  const { page, consoleErrors } = await signedIn("admin", PHONE);
  const mover = await signedIn("company", PHONE);
  await page.goto("/admin/offers");
  await expect(page.getByRole("heading", { level: 1, name: "Partner offers" })).toBeVisible();
  const add = page.getByRole("form", { name: "Add an offer" });
  // an empty form: told what is missing, nothing added
  await add.getByRole("button", { name: "Add the offer" }).click();
  await expect(add.getByText(OFFER_ADMIN_MESSAGES.titleRequired)).toBeVisible();
  await expect(add.getByText(OFFER_ADMIN_MESSAGES.partnerRequired)).toBeVisible();
  await expect(add.getByLabel("Title", { exact: true })).toBeFocused();
  await add.getByLabel("Title", { exact: true }).fill(title);
  await add.getByLabel("Partner", { exact: true }).fill("BoxHub London");
  await add.getByLabel("What the offer is").fill("Five wardrobe boxes free with any order over £60.");
  await add.getByLabel("Code (optional)").fill("lrc-ward5");
  await add.getByRole("button", { name: "Add the offer" }).click();
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText("Code LRC-WARD5");
  await expect(card).toContainText("On /partners");

  await mover.page.goto("/partners");
  await expect(mover.page.getByRole("heading", { level: 2, name: title })).toBeVisible();

  await card.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: `Edit ${title}` });
  await edit.getByLabel("Partner", { exact: true }).fill("BoxHub London Ltd");
  await edit.getByRole("button", { name: "Save the offer" }).click();
  await expect(card).toContainText("BoxHub London Ltd");
  await screenshot(page, "admin-offers-375");

  // the offer ends while its form is open again: the form stays open with what was typed, nothing is lost
  await card.getByRole("button", { name: "Edit" }).click();
  const unsaved = "Six wardrobe boxes free with any order over £60.";
  await edit.getByLabel("What the offer is").fill(unsaved);
  await card.getByRole("button", { name: "End it now" }).click();
  await confirmDecision(page, "Yes, end");
  await expect(card).toContainText("Ended");
  await expect(edit.getByLabel("What the offer is")).toHaveValue(unsaved);
  await mover.page.reload();
  await expect(mover.page.getByRole("heading", { level: 1, name: "Partner offers" })).toBeVisible();
  await expect(mover.page.getByRole("heading", { level: 2, name: title })).toHaveCount(0);
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  await mover.context.close();
});
