// The content admin (issue #19): blog posts (Markdown, drafts, publish and unpublish, a cover image) and the
// partners' offers (offer-admin.ts). Admins only: every function takes the caller and refuses anyone else.
// Every write is audited in the same transaction as the change; the page cache empties after any successful
// signed-in write (app.ts), so a published or unpublished post shows on /blogs and the sitemap at once.
import type { SessionUser } from "@rm/domain";
import type { AdminBlogPost, AdminBlogPostRow, BlogPostState } from "@rm/domain/api";
import { BLOG_ADMIN_MESSAGES as M, BLOG_LIMITS, type BlogPostFields } from "@rm/domain/content-admin";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Db, DbOrTx } from "../../db/client.ts";
import { blogPosts, blogSlugRedirects } from "../../db/schema.ts";
import { badRequest, HttpError, notFound } from "../../lib/http.ts";
import type { FileStorage } from "../../lib/storage.ts";
import { writeAudit } from "../audit/index.ts";
import type { Upload, UploadRules } from "../documents/index.ts";
import { renderBlogMarkdown } from "./blog-markdown.ts";
import { coverUrlOf } from "./blog-service.ts";
import { auditedChange, idOf, iso, requireAdmin } from "./admin-change.ts";

type PostRow = typeof blogPosts.$inferSelect;

const stateOf = (p: { publishedAt: Date | null }): BlogPostState =>
  !p.publishedAt ? "draft" : p.publishedAt > new Date() ? "scheduled" : "published";

const rowOf = (p: PostRow): AdminBlogPostRow => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  author: p.author,
  state: stateOf(p),
  publishedAt: iso(p.publishedAt),
  updatedAt: p.updatedAt.toISOString(),
});

const viewOf = (p: PostRow): AdminBlogPost => ({
  ...rowOf(p),
  summary: p.description,
  body: p.body,
  seoTitle: p.seoTitle,
  seoDescription: p.seoDescription,
  coverUrl: coverUrlOf(p.id, p.coverImageKey),
  html: renderBlogMarkdown(p.body),
});

async function loadPost(db: DbOrTx, id: number) {
  const [p] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!p) throw notFound(M.notFound);
  return p;
}

/** a slug another post holds: 409 with the field's message */
async function assertSlugFree(db: DbOrTx, slug: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
    .limit(1);
  if (taken) throw new HttpError(409, M.slugTaken, { slug: M.slugTaken });
}

/** the unique index still decides when two admins race for one slug */
const isSlugClash = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/**
 * A public post's address that changes keeps answering: the old slug redirects (301) to the post. A draft's
 * or scheduled post's slug was never public and is not kept. The new slug stops being anyone's old address.
 */
async function keepOldSlug(tx: DbOrTx, before: PostRow, newSlug: string) {
  if (before.slug === newSlug) return;
  await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, newSlug));
  if (stateOf(before) !== "published") return;
  await tx
    .insert(blogSlugRedirects)
    .values({ oldSlug: before.slug, postId: before.id })
    .onConflictDoUpdate({
      target: blogSlugRedirects.oldSlug,
      set: { postId: before.id, createdAt: new Date() },
    });
}

const columnsOf = (f: BlogPostFields) => ({
  title: f.title,
  slug: f.slug,
  description: f.summary,
  body: f.body,
  author: f.author,
  seoTitle: f.seoTitle,
  seoDescription: f.seoDescription,
});

/** a new post is a draft */
async function createPost(db: Db, caller: SessionUser | null, f: BlogPostFields): Promise<AdminBlogPost> {
  const admin = requireAdmin(caller);
  try {
    return await db.transaction(async (tx) => {
      await assertSlugFree(tx, f.slug);
      // a new post may take a renamed post's old address: the address is the new post's from now on
      await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, f.slug));
      const [p] = await tx
        .insert(blogPosts)
        .values({ ...columnsOf(f), publishedAt: null })
        .returning();
      await writeAudit(tx, {
        actorUserId: admin._id,
        action: "blog.create",
        subjectType: "blog_post",
        subjectId: String(p!.id),
        data: { slug: f.slug, title: f.title },
      });
      return viewOf(p!);
    });
  } catch (err) {
    if (isSlugClash(err)) throw new HttpError(409, M.slugTaken, { slug: M.slugTaken });
    throw err;
  }
}

type PostChange = ReturnType<typeof auditedChange<PostRow>>;

/** a post's fields changed; a new slug keeps the old address working */
async function updatePost(
  change: PostChange,
  caller: SessionUser | null,
  rawId: string,
  f: BlogPostFields,
): Promise<AdminBlogPost> {
  try {
    return await change(caller, rawId, "blog.edit", async (tx, before, id) => {
      await assertSlugFree(tx, f.slug, id);
      const [p] = await tx
        .update(blogPosts)
        .set({ ...columnsOf(f), updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      await keepOldSlug(tx, before, f.slug);
      const changed = Object.entries(columnsOf(f))
        .filter(([k, v]) => before[k as keyof PostRow] !== v)
        .map(([k]) => (k === "description" ? "summary" : k));
      const previous = before.slug !== f.slug ? { previousSlug: before.slug } : {};
      return { audit: { slug: f.slug, changed, ...previous }, result: viewOf(p!) };
    });
  } catch (err) {
    if (isSlugClash(err)) throw new HttpError(409, M.slugTaken, { slug: M.slugTaken });
    throw err;
  }
}

export function blogAdmin(db: Db, storage: FileStorage) {
  const change = auditedChange(db, { type: "blog_post", notFound: M.notFound, load: loadPost });
  return {
    /** every post, drafts first, then newest first */
    async list(caller: SessionUser | null): Promise<AdminBlogPostRow[]> {
      requireAdmin(caller);
      const rows = await db
        .select()
        .from(blogPosts)
        .orderBy(
          sql`${blogPosts.publishedAt} desc nulls first`,
          desc(blogPosts.updatedAt),
          desc(blogPosts.id),
        );
      return rows.map(rowOf);
    },

    async get(caller: SessionUser | null, rawId: string | number): Promise<AdminBlogPost> {
      requireAdmin(caller);
      return viewOf(await loadPost(db, idOf(rawId, M.notFound)));
    },

    /** a new post is a draft */
    create: (caller: SessionUser | null, f: BlogPostFields) => createPost(db, caller, f),
    update: (caller: SessionUser | null, rawId: string, f: BlogPostFields) =>
      updatePost(change, caller, rawId, f),

    /** publishes now (a scheduled post too); 409 when it is public already */
    publish(caller: SessionUser | null, rawId: string) {
      return change(caller, rawId, "blog.publish", async (tx, p, id) => {
        if (stateOf(p) === "published") throw new HttpError(409, M.alreadyPublished);
        await tx.update(blogPosts).set({ publishedAt: new Date() }).where(eq(blogPosts.id, id));
        return { audit: { slug: p.slug }, result: { message: M.published } };
      });
    },

    /** back to a draft: off /blogs and the sitemap, its page answers 404 */
    unpublish(caller: SessionUser | null, rawId: string) {
      return change(caller, rawId, "blog.unpublish", async (tx, p, id) => {
        if (!p.publishedAt) throw new HttpError(409, M.notPublished);
        await tx.update(blogPosts).set({ publishedAt: null }).where(eq(blogPosts.id, id));
        return {
          audit: { slug: p.slug, wasPublishedAt: p.publishedAt.toISOString() },
          result: { message: M.unpublished },
        };
      });
    },

    /** re-encoded as WebP (at most 1600 px wide, no metadata) before it is stored; the old cover is removed */
    async setCover(caller: SessionUser | null, rawId: string, upload: Upload) {
      requireAdmin(caller);
      const id = idOf(rawId, M.notFound);
      await loadPost(db, id);
      let webp: Buffer;
      try {
        webp = await sharp(upload.data, { limitInputPixels: 40_000_000, failOn: "error", animated: false })
          .rotate()
          .resize(1600, 1600, { fit: "inside", withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
      } catch {
        throw badRequest(M.coverUnreadable, { file: M.coverUnreadable });
      }
      const key = await storage.put("blog-covers", "webp", webp);
      let old: string | null = null;
      try {
        old = await change(caller, id, "blog.cover", async (tx, p) => {
          await tx
            .update(blogPosts)
            .set({ coverImageKey: key, updatedAt: new Date() })
            .where(eq(blogPosts.id, id));
          return { audit: { slug: p.slug, bytes: webp.length }, result: p.coverImageKey };
        });
      } catch (err) {
        await storage.remove(key);
        throw err;
      }
      if (old) await storage.remove(old).catch(() => {});
      return { coverUrl: coverUrlOf(id, key)! };
    },

    async removeCover(caller: SessionUser | null, rawId: string) {
      const old = await change(caller, rawId, "blog.cover.remove", async (tx, p, id) => {
        await tx
          .update(blogPosts)
          .set({ coverImageKey: null, updatedAt: new Date() })
          .where(eq(blogPosts.id, id));
        return { audit: { slug: p.slug }, result: p.coverImageKey };
      });
      if (old) await storage.remove(old).catch(() => {});
      return { message: M.coverRemoved };
    },

    /** the cover's bytes: anyone's once the post is published, an admin's always; else 404 */
    async openCover(caller: SessionUser | null, rawId: string) {
      const id = idOf(rawId, M.notFound);
      const [p] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
      const isPublic = !!p && stateOf(p) === "published";
      if (!p?.coverImageKey || (!isPublic && !caller?.isAdmin)) throw notFound(M.notFound);
      const file = await storage.get(p.coverImageKey);
      if (!file) throw notFound(M.notFound);
      return { file, isPublic };
    },

    /** the preview of Markdown not saved yet, exactly as the public page will show it */
    preview(caller: SessionUser | null, markdown: string) {
      requireAdmin(caller);
      return { html: renderBlogMarkdown(markdown.slice(0, BLOG_LIMITS.bodyMax)) };
    },
  };
}

export const COVER_RULES: UploadRules = {
  maxBytes: BLOG_LIMITS.coverMaxBytes,
  allowed: ["image/jpeg", "image/png", "image/webp"],
  typeMessage: M.coverType,
  tooLargeMessage: M.coverTooLarge,
};
