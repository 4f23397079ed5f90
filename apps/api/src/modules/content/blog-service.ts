// Published articles for /blogs and the sitemap. Public content: nothing here depends on the caller.
import { and, desc, eq, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import { type BlogBlock, parseBlogBody, readingMinutes } from "./blog-body.ts";

export interface BlogSummary {
  slug: string;
  title: string;
  description: string;
  author: string;
  /** ISO timestamp */
  publishedAt: string;
}

export interface BlogArticle extends BlogSummary {
  blocks: BlogBlock[];
  readingMinutes: number;
}

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  description: blogPosts.description,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
};

/** a post dated in the future is scheduled, not published */
const published = () => lte(blogPosts.publishedAt, new Date());

export function blogService(db: DbOrTx) {
  return {
    /** newest first */
    async list(): Promise<BlogSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(blogPosts)
        .where(published())
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
    },

    async bySlug(slug: string): Promise<BlogArticle | null> {
      if (slug.length > 200) return null;
      const [row] = await db
        .select({ ...summaryColumns, body: blogPosts.body })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), published()))
        .limit(1);
      if (!row) return null;
      const { body, ...rest } = row;
      return {
        ...rest,
        publishedAt: row.publishedAt.toISOString(),
        blocks: parseBlogBody(body),
        readingMinutes: readingMinutes(body),
      };
    },

    /** for the sitemap: every published slug with its date */
    async allSlugs(): Promise<{ slug: string; publishedAt: string }[]> {
      const rows = await db
        .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
        .from(blogPosts)
        .where(published())
        .orderBy(desc(blogPosts.publishedAt));
      return rows.map((r) => ({ slug: r.slug, publishedAt: r.publishedAt.toISOString() }));
    },
  };
}

export type BlogService = ReturnType<typeof blogService>;
