import assert from "node:assert/strict";
import { test } from "vitest";
import { BLOG_POSTS } from "@rm/content/blog-posts";
import { eq } from "drizzle-orm";
import { blogPosts } from "../../db/schema.ts";
import { buildTestApp } from "../../test/helper.ts";
import { renderBlogMarkdown } from "./blog-markdown.ts";
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

test("a seeded post's body renders as Markdown: its headings, paragraphs and lists", async () => {
  const post = await blog.bySlug("cheapest-time-to-move-house-in-london");
  assert.ok(post);
  assert.match(post.html, /<h2 id="[a-z0-9-]+">[^<]*January to March[^<]*<\/h2>/);
  assert.match(post.html, /<ul>\n(<li>[^<]+<\/li>\n){3,}/, "a list of at least three items");
  assert.match(post.html, /<p>[^<]{40,}/);
  assert.equal(post.seoTitle, post.title, "without an SEO title the title is used");
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

test("Markdown: headings get anchors (repeats numbered), lists and paragraphs, h1 becomes h2", () => {
  const html = renderBlogMarkdown(
    "Intro line one\ncontinues.\n\n# A heading\n\n- one\n- two\n\n## A heading\n\nEnd.",
  );
  assert.equal(
    html,
    '<p>Intro line one\ncontinues.</p>\n<h2 id="a-heading">A heading</h2>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n' +
      '<h2 id="a-heading-2">A heading</h2>\n<p>End.</p>\n',
  );
});

test("Markdown: raw HTML is sanitised — scripts, handlers, styles, javascript: links and foreign images go", () => {
  const html = renderBlogMarkdown(
    [
      "Hello <script>alert('x')</script> there.",
      "<script>document.title='owned'</script>",
      '<img src="/x.png" onerror="alert(1)"> <img src="https://evil.example/a.png">',
      "[click](javascript:alert(1)) [site](https://example.com) [page](/blogs)",
      '<p style="color:red" onclick="x()">styled</p><iframe src="https://evil.example"></iframe>',
    ].join("\n\n"),
  );
  assert.doesNotMatch(html, /script|onerror|onclick|style=|javascript:|iframe|evil\.example|alert|owned/i);
  assert.match(html, /<img src="\/x\.png" \/>/, "an image from our own site stays, without its handler");
  assert.match(html, /<a href="https:\/\/example\.com" rel="noopener nofollow">site<\/a>/);
  assert.match(html, /<a href="\/blogs">page<\/a>/);
  assert.match(html, /<a>click<\/a>/, "the javascript: link keeps its words, not its address");
  assert.match(html, /<p>styled<\/p>/);
});

test("every seeded article is 350-650 words with headings", () => {
  for (const p of BLOG_POSTS) {
    const words = p.body.split(/\s+/).length;
    assert.ok(words >= 350 && words <= 650, `${p.slug}: ${words} words`);
    assert.ok((renderBlogMarkdown(p.body).match(/<h2 /g) ?? []).length >= 3, p.slug);
    assert.ok(p.title.length <= 60, `${p.slug} title too long`);
  }
});
