// Published articles for /blogs and the sitemap. Public content: nothing here depends on the caller. A draft
// (no publication date) and a post dated in the future are never read here.
import { and, desc, eq, isNotNull, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { blogPosts, blogSlugRedirects } from "../../db/schema.ts";
import { readingMinutes, renderBlogMarkdown } from "./blog-markdown.ts";

export interface BlogSummary {
  slug: string;
  title: string;
  description: string;
  author: string;
  /** ISO timestamp */
  publishedAt: string;
  /** the cover image's address, or null */
  coverUrl: string | null;
}

export interface BlogArticle extends BlogSummary {
  /** the Markdown rendered and sanitised: safe to insert as it is */
  html: string;
  readingMinutes: number;
  /** ISO timestamp of the last edit */
  updatedAt: string;
  /** for search engines: the SEO title and description, else the title and summary */
  seoTitle: string;
  seoDescription: string;
}

/** the cover's address; the key's file name changes with each upload, so browsers never keep an old one */
export const coverUrlOf = (id: number, key: string | null) =>
  key ? `/api/blog/${id}/cover?v=${key.slice(key.lastIndexOf("/") + 1, key.lastIndexOf("."))}` : null;

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  description: blogPosts.description,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
  coverImageKey: blogPosts.coverImageKey,
};

/** published: dated, and not in the future (a post dated later is scheduled) */
const publishedNow = () => and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, new Date()));

const summary = (r: {
  id: number;
  slug: string;
  title: string;
  description: string;
  author: string;
  publishedAt: Date | null;
  coverImageKey: string | null;
}): BlogSummary => ({
  slug: r.slug,
  title: r.title,
  description: r.description,
  author: r.author,
  publishedAt: (r.publishedAt ?? new Date(0)).toISOString(),
  coverUrl: coverUrlOf(r.id, r.coverImageKey),
});

export function blogService(db: DbOrTx) {
  return {
    /** newest first */
    async list(): Promise<BlogSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(blogPosts)
        .where(publishedNow())
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
      return rows.map(summary);
    },

    async bySlug(slug: string): Promise<BlogArticle | null> {
      if (slug.length > 200) return null;
      const [row] = await db
        .select({
          ...summaryColumns,
          body: blogPosts.body,
          seoTitle: blogPosts.seoTitle,
          seoDescription: blogPosts.seoDescription,
          updatedAt: blogPosts.updatedAt,
        })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), publishedNow()))
        .limit(1);
      if (!row) return null;
      return {
        ...summary(row),
        html: renderBlogMarkdown(row.body),
        readingMinutes: readingMinutes(row.body),
        updatedAt: row.updatedAt.toISOString(),
        seoTitle: row.seoTitle ?? row.title,
        seoDescription: row.seoDescription ?? row.description,
      };
    },

    /**
     * A published post's current slug when `slug` is one of its former addresses (renamed by an admin), else
     * null: the page answers 301 to /blogs/{current}. A post that is no longer public redirects nowhere.
     */
    async currentSlugOf(slug: string): Promise<string | null> {
      if (slug.length > 200) return null;
      const [row] = await db
        .select({ slug: blogPosts.slug })
        .from(blogSlugRedirects)
        .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
        .where(and(eq(blogSlugRedirects.oldSlug, slug), publishedNow()))
        .limit(1);
      return row && row.slug !== slug ? row.slug : null;
    },

    /** for the sitemap: every published slug with its date */
    async allSlugs(): Promise<{ slug: string; publishedAt: string }[]> {
      const rows = await db
        .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(publishedNow())
        .orderBy(desc(blogPosts.publishedAt));
      // the sitemap's <lastmod>: the later of publication and the last edit
      return rows.map((r) => {
        const at = r.publishedAt && r.publishedAt > r.updatedAt ? r.publishedAt : r.updatedAt;
        return { slug: r.slug, publishedAt: at.toISOString() };
      });
    },
  };
}
