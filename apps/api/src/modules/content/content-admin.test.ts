// The content admin (issue #19): only admins write posts and offers; bad input is refused with a message and
// stores nothing; a draft is never public (its page, the list, the sitemap, its cover); Markdown's raw HTML is
// sanitised; publish, unpublish, edits, covers and offers are audited; an ended offer leaves /partners.
import assert from "node:assert/strict";
import { test } from "vitest";
import { BLOG_ADMIN_MESSAGES as M, OFFER_ADMIN_MESSAGES as O } from "@rm/domain/content-admin";
import { todayInLondon } from "@rm/domain/lead/dates";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { auditLog, blogPosts, blogSlugRedirects, partnerOffers } from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { blogService } from "./blog-service.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const admin = await t.login(DEMO_ADMIN.email);
const client = await t.login(DEMO_CLIENT.email);
const company = await t.login(DEMO_COMPANIES[0]!.email);
const blog = blogService(t.db);

// biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' JSON as the pages do, field by field
type Body = { status: boolean; message: string; data?: any; errors?: Record<string, string> };
const call = async (cookie: string | null, method: string, url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { code: res.statusCode, body: json<Body>(res) };
};
const snapshot = async () => ({
  posts: await t.db.select().from(blogPosts),
  offers: await t.db.select().from(partnerOffers),
  audit: (await t.db.select().from(auditLog)).length,
});
const auditOf = async (subjectId: string, subjectType = "blog_post") =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
      .orderBy(auditLog.id)
  ).map((a) => a.action);

const POST = {
  title: "Moving a piano in London",
  slug: "moving-a-piano-in-london",
  summary: "What a piano move costs, who can do it and how to get the stairs measured first.",
  body: '## Before the day\n\nMeasure the stairs.\n\n- Upright pianos\n- Grand pianos\n\n<script>alert(\'x\')</script>\n\n<img src="/nothing.png" onerror="alert(1)">',
  author: "London Removals team",
};

test("only admins write posts and offers: others are refused and nothing is written", async () => {
  const before = await snapshot();
  for (const [who, code] of [
    [null, 401],
    [client, 403],
    [company, 403],
  ] as const) {
    assert.equal((await call(who, "GET", "/api/admin/blog-posts")).code, code);
    assert.equal((await call(who, "POST", "/api/admin/blog-posts", POST)).code, code);
    assert.equal((await call(who, "POST", "/api/admin/blog-posts/1/publish")).code, code);
    assert.equal((await call(who, "POST", "/api/admin/blog-posts/1/unpublish")).code, code);
    assert.equal((await call(who, "PUT", "/api/admin/blog-posts/1", POST)).code, code);
    assert.equal((await call(who, "DELETE", "/api/admin/blog-posts/1/cover")).code, code);
    assert.equal(
      (await call(who, "POST", "/api/admin/partner-offers", { title: "x", partner: "y", description: "z" }))
        .code,
      code,
    );
    assert.equal((await call(who, "POST", "/api/admin/partner-offers/1/expire")).code, code);
  }
  assert.deepEqual(await snapshot(), before);
});

test("bad input on the post form: 4xx with the field's message, nothing stored", async () => {
  const before = await snapshot();
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...POST, title: "  " }, "title", M.titleRequired],
    [{ ...POST, slug: "Moving Piano!" }, "slug", M.slugFormat],
    [{ ...POST, slug: "a--b" }, "slug", M.slugFormat],
    [{ ...POST, slug: "" }, "slug", M.slugRequired],
    [{ ...POST, summary: "Too short" }, "summary", M.summaryRequired],
    [{ ...POST, body: "" }, "body", M.bodyRequired],
    [{ ...POST, body: "x".repeat(60_001) }, "body", M.bodyTooLong],
    [{ ...POST, seoTitle: "x".repeat(71) }, "seoTitle", M.seoTitleTooLong],
    [{ ...POST, seoDescription: "x".repeat(161) }, "seoDescription", M.seoDescriptionTooLong],
    [{ ...POST, author: undefined }, "author", M.authorRequired],
  ];
  for (const [payload, field, message] of cases) {
    const res = await call(admin, "POST", "/api/admin/blog-posts", payload);
    assert.equal(res.code, 400, field);
    assert.equal(res.body.errors?.[field], message, field);
  }
  // an address a seeded article already uses
  const [seeded] = await t.db.select().from(blogPosts).limit(1);
  const taken = await call(admin, "POST", "/api/admin/blog-posts", { ...POST, slug: seeded!.slug });
  assert.equal(taken.code, 409);
  assert.equal(taken.body.errors?.slug, M.slugTaken);
  assert.deepEqual(await snapshot(), before);
});

test("a draft is never public; published, its Markdown renders with the script inert; unpublished, gone", async () => {
  const created = await call(admin, "POST", "/api/admin/blog-posts", POST);
  assert.equal(created.code, 201, created.body.message);
  const id = created.body.data.id as number;
  assert.equal(created.body.data.state, "draft");
  assert.equal(await blog.bySlug(POST.slug), null, "a draft has no public page");
  assert.ok(!(await blog.list()).some((p) => p.slug === POST.slug), "nor is it listed");
  assert.ok(!(await blog.allSlugs()).some((p) => p.slug === POST.slug), "nor in the sitemap");
  assert.equal((await call(admin, "POST", `/api/admin/blog-posts/${id}/unpublish`)).code, 409);

  // the admin's preview is the page's HTML
  const view = await call(admin, "GET", `/api/admin/blog-posts/${id}`);
  assert.equal(view.code, 200);
  assert.equal(view.body.data.body, POST.body, "the Markdown is kept as written");
  assert.match(view.body.data.html, /<h2 id="before-the-day">Before the day<\/h2>/);
  const preview = await call(admin, "POST", "/api/admin/blog-posts/preview", {
    body: "**Hi** <script>x()</script>",
  });
  assert.equal(preview.body.data.html, "<p><strong>Hi</strong> </p>\n");

  const published = await call(admin, "POST", `/api/admin/blog-posts/${id}/publish`);
  assert.equal(published.code, 200);
  assert.equal(published.body.message, M.published);
  assert.equal((await call(admin, "POST", `/api/admin/blog-posts/${id}/publish`)).code, 409);
  const page = await blog.bySlug(POST.slug);
  assert.ok(page, "published: its page answers");
  assert.match(page.html, /<li>Upright pianos<\/li>/);
  assert.doesNotMatch(page.html, /script|alert|onerror/i, "the script and the handler are gone");
  assert.equal(page.seoTitle, POST.title);
  assert.equal(page.seoDescription, POST.summary);
  assert.equal((await blog.list())[0]!.slug, POST.slug, "newest first on /blogs");
  assert.ok(
    (await blog.allSlugs()).some((p) => p.slug === POST.slug),
    "in the sitemap",
  );

  const off = await call(admin, "POST", `/api/admin/blog-posts/${id}/unpublish`);
  assert.equal(off.code, 200);
  assert.equal(await blog.bySlug(POST.slug), null);
  assert.ok(!(await blog.allSlugs()).some((p) => p.slug === POST.slug));
  assert.deepEqual(await auditOf(String(id)), ["blog.create", "blog.publish", "blog.unpublish"]);
});

test("editing: every field saved and audited, a slug clash refused, an unknown post 404", async () => {
  const a = await call(admin, "POST", "/api/admin/blog-posts", {
    ...POST,
    slug: "edit-me",
    title: "Edit me",
  });
  const b = await call(admin, "POST", "/api/admin/blog-posts", {
    ...POST,
    slug: "other-post",
    title: "Other",
  });
  const id = a.body.data.id as number;
  const clash = await call(admin, "PUT", `/api/admin/blog-posts/${id}`, { ...POST, slug: "other-post" });
  assert.equal(clash.code, 409);
  assert.equal(clash.body.errors?.slug, M.slugTaken);
  const saved = await call(admin, "PUT", `/api/admin/blog-posts/${id}`, {
    ...POST,
    slug: "edited-post",
    title: "Edited post",
    seoTitle: "Edited post: the search title",
    seoDescription: "What search engines show under the title.",
  });
  assert.equal(saved.code, 200);
  const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  assert.equal(row!.slug, "edited-post");
  assert.equal(row!.seoTitle, "Edited post: the search title");
  assert.equal(row!.publishedAt, null, "still a draft");
  assert.deepEqual(await auditOf(String(id)), ["blog.create", "blog.edit"]);
  assert.equal((await call(admin, "PUT", "/api/admin/blog-posts/999999", POST)).code, 404);
  assert.equal((await call(admin, "GET", "/api/admin/blog-posts/abc")).code, 404);
  assert.equal((await call(admin, "POST", `/api/admin/blog-posts/${b.body.data.id}/publish`)).code, 200);
  const list = await call(admin, "GET", "/api/admin/blog-posts");
  const states = Object.fromEntries(
    (list.body.data as { slug: string; state: string }[]).map((p) => [p.slug, p.state]),
  );
  assert.equal(states["edited-post"], "draft");
  assert.equal(states["other-post"], "published");
});

test("a published post's changed slug: every old address leads to the newest one; a draft's does not", async () => {
  const created = await call(admin, "POST", "/api/admin/blog-posts", { ...POST, slug: "first-address" });
  const id = created.body.data.id as number;
  const rename = (slug: string) => call(admin, "PUT", `/api/admin/blog-posts/${id}`, { ...POST, slug });

  // a draft's address was never public: renaming it keeps nothing
  assert.equal((await rename("draft-address")).code, 200);
  assert.equal(await blog.currentSlugOf("first-address"), null);
  assert.equal((await call(admin, "POST", `/api/admin/blog-posts/${id}/publish`)).code, 200);

  assert.equal((await rename("second-address")).code, 200);
  assert.equal(await blog.currentSlugOf("draft-address"), "second-address");
  assert.equal((await rename("third-address")).code, 200);
  // no chain: both former addresses go straight to the current one
  assert.equal(await blog.currentSlugOf("draft-address"), "third-address");
  assert.equal(await blog.currentSlugOf("second-address"), "third-address");
  assert.equal(await blog.currentSlugOf("third-address"), null, "the live address is the post itself");
  assert.equal(await blog.currentSlugOf("never-an-address"), null);
  assert.equal(await blog.currentSlugOf("x".repeat(201)), null);

  // back to a former address: it is the post's again, not a redirect to itself
  assert.equal((await rename("second-address")).code, 200);
  assert.equal(await blog.currentSlugOf("second-address"), null);
  assert.equal(await blog.currentSlugOf("third-address"), "second-address");
  assert.ok(await blog.bySlug("second-address"));

  // another post may take an old address; from then on it shows that post
  const other = await call(admin, "POST", "/api/admin/blog-posts", { ...POST, slug: "third-address" });
  assert.equal(other.code, 201);
  assert.equal(await blog.currentSlugOf("third-address"), null);

  // an unpublished post redirects nowhere; published again, its old addresses answer again
  assert.equal((await call(admin, "POST", `/api/admin/blog-posts/${id}/unpublish`)).code, 200);
  assert.equal(await blog.currentSlugOf("draft-address"), null);
  assert.equal((await call(admin, "POST", `/api/admin/blog-posts/${id}/publish`)).code, 200);
  assert.equal(await blog.currentSlugOf("draft-address"), "second-address");

  const kept = await t.db.select().from(blogSlugRedirects).where(eq(blogSlugRedirects.postId, id));
  assert.deepEqual(kept.map((r) => r.oldSlug).sort(), ["draft-address"]);
});

const upload = (cookie: string | null, id: number, bytes: Buffer, name = "cover.png") => {
  const boundary = "----rmtest";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "POST",
    url: `/api/admin/blog-posts/${id}/cover`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...(cookie ? { cookie } : {}) },
    payload,
  });
};

test("a cover: the type comes from the bytes, stored as WebP, public only once the post is", async () => {
  const created = await call(admin, "POST", "/api/admin/blog-posts", { ...POST, slug: "with-a-cover" });
  const id = created.body.data.id as number;
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
  assert.equal((await upload(client, id, png)).statusCode, 403);
  const text = await upload(admin, id, Buffer.from("not an image at all, only words"));
  assert.equal(text.statusCode, 415);
  assert.equal(json<Body>(text).message, M.coverType);
  const [none] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  assert.equal(none!.coverImageKey, null, "nothing stored");

  const res = await upload(admin, id, png);
  assert.equal(res.statusCode, 200);
  const url = json<Body>(res).data.coverUrl as string;
  assert.match(url, new RegExp(`^/api/blog/${id}/cover\\?v=`));
  assert.equal((await t.app.inject({ method: "GET", url })).statusCode, 404, "a draft's cover is not public");
  const asAdmin = await t.app.inject({ method: "GET", url, headers: { cookie: admin } });
  assert.equal(asAdmin.statusCode, 200);
  assert.equal(asAdmin.headers["content-type"], "image/webp");
  assert.equal((await sharp(asAdmin.rawPayload).metadata()).format, "webp");
  await call(admin, "POST", `/api/admin/blog-posts/${id}/publish`);
  const open = await t.app.inject({ method: "GET", url });
  assert.equal(open.statusCode, 200);
  assert.match(String(open.headers["cache-control"]), /public/);
  assert.equal((await blog.bySlug("with-a-cover"))?.coverUrl, url);
  assert.equal((await call(admin, "DELETE", `/api/admin/blog-posts/${id}/cover`)).code, 200);
  assert.equal((await t.app.inject({ method: "GET", url })).statusCode, 404);
  assert.deepEqual(await auditOf(String(id)), [
    "blog.create",
    "blog.cover",
    "blog.publish",
    "blog.cover.remove",
  ]);
});

const OFFER = {
  title: "Free wardrobe boxes",
  partner: "BoxHub London",
  description: "Five wardrobe boxes free with any order over £60 for partner movers.",
  code: "lrc-ward5",
};
const partnersPage = async () =>
  ((await call(company, "GET", "/api/partners/offers")).body.data as { title: string }[]).map((o) => o.title);

test("partner offers: bad input refused, nothing stored; added, edited, ended — and audited", async () => {
  const before = await snapshot();
  const yesterday = new Date(Date.parse(`${todayInLondon()}T12:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...OFFER, title: "" }, "title", O.titleRequired],
    [{ ...OFFER, partner: undefined }, "partner", O.partnerRequired],
    [{ ...OFFER, description: " " }, "description", O.descriptionRequired],
    [{ ...OFFER, code: "no spaces please" }, "code", O.codeFormat],
    [{ ...OFFER, expiresOn: "31/12/2030" }, "expiresOn", O.expiresFormat],
    [{ ...OFFER, expiresOn: "2030-02-31" }, "expiresOn", O.expiresFormat],
    [{ ...OFFER, expiresOn: yesterday }, "expiresOn", O.expiresPast],
  ];
  for (const [payload, field, message] of cases) {
    const res = await call(admin, "POST", "/api/admin/partner-offers", payload);
    assert.equal(res.code, 400, field);
    assert.equal(res.body.errors?.[field], message, field);
  }
  assert.deepEqual(await snapshot(), before);

  const created = await call(admin, "POST", "/api/admin/partner-offers", OFFER);
  assert.equal(created.code, 201);
  const id = created.body.data.id as number;
  assert.equal(created.body.data.code, "LRC-WARD5");
  assert.ok((await partnersPage()).includes(OFFER.title), "on /partners at once");

  const edited = await call(admin, "PUT", `/api/admin/partner-offers/${id}`, {
    ...OFFER,
    title: "Six free wardrobe boxes",
    expiresOn: "2099-12-31",
  });
  assert.equal(edited.code, 200);
  assert.equal(edited.body.data.expiresLabel, "Thursday 31 December 2099");
  assert.ok((await partnersPage()).includes("Six free wardrobe boxes"));

  const ended = await call(admin, "POST", `/api/admin/partner-offers/${id}/expire`);
  assert.equal(ended.code, 200);
  assert.equal(ended.body.message, O.expired);
  assert.ok(!(await partnersPage()).includes("Six free wardrobe boxes"), "an ended offer leaves /partners");
  assert.equal((await call(admin, "POST", `/api/admin/partner-offers/${id}/expire`)).code, 409);
  assert.equal((await call(admin, "POST", "/api/admin/partner-offers/999999/expire")).code, 404);
  const list = (await call(admin, "GET", "/api/admin/partner-offers")).body.data as {
    id: number;
    live: boolean;
  }[];
  assert.equal(list.find((o) => o.id === id)?.live, false, "the admin still sees it, ended");
  assert.deepEqual(await auditOf(String(id), "partner_offer"), [
    "offer.create",
    "offer.edit",
    "offer.expire",
  ]);
});
