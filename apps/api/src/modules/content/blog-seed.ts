// Idempotent: inserts the seeded articles whose slug is not there yet, never overwrites an edited post.
import { BLOG_POSTS } from "@rm/content/blog-posts";
import type { AppContext } from "../../app-context.ts";
import { blogPosts } from "../../db/schema.ts";

export async function seedBlogPosts(ctx: AppContext, log: (m: string) => void) {
  const inserted = await ctx.db
    .insert(blogPosts)
    .values(BLOG_POSTS.map((p) => ({ ...p, publishedAt: new Date(p.publishedAt) })))
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ slug: blogPosts.slug });
  if (inserted.length) log(`seed: ${inserted.length} blog posts`);
}
