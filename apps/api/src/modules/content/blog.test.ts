import assert from "node:assert/strict";
import { test } from "node:test";
import { BLOG_POSTS } from "@rm/content/blog-posts";
import { eq } from "drizzle-orm";
import { blogPosts } from "../../db/schema.ts";
import { buildTestApp } from "../../test/helper.ts";
import { parseBlogBody } from "./blog-body.ts";
import { seedBlogPosts } from "./blog-seed.ts";
import { blogService } from "./blog-service.ts";

const t = await buildTestApp();
const blog = blogService(t.db);

test("the seed wrote every article, and running it again changes nothing", async () => {
  const before = await t.db.select().from(blogPosts);
  assert.equal(before.length, BLOG_POSTS.length);
  await seedBlogPosts(t.ctx, () => {});
  assert.equal((await t.db.select().from(blogPosts)).length, BLOG_POSTS.length);
});

test("the list is newest first and carries what the list page shows", async () => {
  const list = await blog.list();
  assert.equal(list.length, BLOG_POSTS.length);
  const dates = list.map((p) => p.publishedAt);
  assert.deepEqual(dates, [...dates].sort().reverse());
  for (const p of list) {
    assert.ok(p.title && p.description && p.author && p.slug);
    assert.ok(p.description.length <= 155, `${p.slug} description too long for a meta description`);
  }
});

test("a post by slug comes with parsed headings, paragraphs and lists", async () => {
  const post = await blog.bySlug("cheapest-time-to-move-house-in-london");
  assert.ok(post);
  assert.ok(post.blocks.some((b) => b.kind === "heading" && b.text.includes("January to March")));
  assert.ok(post.blocks.some((b) => b.kind === "list" && b.items.length >= 3));
  assert.ok(post.readingMinutes >= 2);
  assert.equal(await blog.bySlug("no-such-post"), null);
});

test("a post dated in the future is not published yet", async () => {
  await t.db.insert(blogPosts).values({
    slug: "coming-soon",
    title: "Coming soon",
    description: "Not yet",
    body: "Soon.",
    author: "Team",
    publishedAt: new Date(Date.now() + 86_400_000),
  });
  assert.equal(await blog.bySlug("coming-soon"), null);
  assert.ok(!(await blog.allSlugs()).some((s) => s.slug === "coming-soon"));
  await t.db.delete(blogPosts).where(eq(blogPosts.slug, "coming-soon"));
});

test("allSlugs lists every published post for the sitemap", async () => {
  const slugs = (await blog.allSlugs()).map((s) => s.slug).sort();
  assert.deepEqual(slugs, BLOG_POSTS.map((p) => p.slug).sort());
});

test("body parsing: blank lines split blocks, '## ' is a heading, '- ' lines are a list", () => {
  const blocks = parseBlogBody(
    "Intro line one\ncontinues.\n\n## A heading\n\n- one\n- two\n\n## A heading\n\nEnd.",
  );
  assert.deepEqual(blocks, [
    { kind: "paragraph", text: "Intro line one continues." },
    { kind: "heading", text: "A heading", id: "a-heading" },
    { kind: "list", items: ["one", "two"] },
    { kind: "heading", text: "A heading", id: "a-heading-2" },
    { kind: "paragraph", text: "End." },
  ]);
});

test("every seeded article is 350-650 words with headings", () => {
  for (const p of BLOG_POSTS) {
    const words = p.body.split(/\s+/).length;
    assert.ok(words >= 350 && words <= 650, `${p.slug}: ${words} words`);
    assert.ok(parseBlogBody(p.body).filter((b) => b.kind === "heading").length >= 3, p.slug);
    assert.ok(p.title.length <= 60, `${p.slug} title too long`);
  }
});
