// The content admin (issue #19): blog posts (Markdown, drafts, publish and unpublish, a cover image) and the
// partners' offers (add, edit, end). Admins only: every function takes the caller and refuses anyone else.
// Every write is audited in the same transaction as the change; the page cache empties after any successful
// signed-in write (app.ts), so a published or unpublished post shows on /blogs and the sitemap at once.
import type { SessionUser } from "@rm/domain";
import type { AdminBlogPost, AdminBlogPostRow, AdminPartnerOffer, BlogPostState } from "@rm/domain/api";
import {
  BLOG_ADMIN_MESSAGES as M,
  BLOG_LIMITS,
  type BlogPostFields,
  OFFER_ADMIN_MESSAGES as O,
  type PartnerOfferFields,
} from "@rm/domain/content-admin";
import { todayInLondon } from "@rm/domain/lead/dates";
import { formatLongDate } from "@rm/domain/quote";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { blogPosts, blogSlugRedirects, partnerOffers } from "../../db/schema.ts";
import { badRequest, forbidden, HttpError, notFound } from "../../lib/http.ts";
import type { FileStorage } from "../../lib/storage.ts";
import { writeAudit } from "../audit/index.ts";
import type { Upload, UploadRules } from "../documents/index.ts";
import { renderBlogMarkdown } from "./blog-markdown.ts";
import { coverUrlOf } from "./blog-service.ts";

const requireAdmin = (user: SessionUser | null): SessionUser => {
  if (!user?.isAdmin) throw forbidden();
  return user;
};

/** ids in a URL: a positive 32-bit integer, else "not found" */
const idOf = (raw: string | number, message: string) => {
  const n = typeof raw === "number" ? raw : /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!Number.isSafeInteger(n) || n < 1) throw notFound(message);
  return n;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * An admin's change to one row, the pattern every write here follows: the caller must be an admin, the row is
 * loaded (404 when it is not there) and checked inside one transaction, changed, and the change audited in that
 * same transaction. `change` answers what the audit records and what the caller gets back.
 */
function auditedChange<Row>(
  db: Db,
  subject: {
    type: "blog_post" | "partner_offer";
    notFound: string;
    load: (tx: Tx, id: number) => Promise<Row>;
  },
) {
  return async <T>(
    caller: SessionUser | null,
    rawId: string | number,
    action: string,
    change: (tx: Tx, row: Row, id: number) => Promise<{ audit: Record<string, unknown>; result: T }>,
  ): Promise<T> => {
    const admin = requireAdmin(caller);
    const id = idOf(rawId, subject.notFound);
    return db.transaction(async (tx) => {
      const { audit, result } = await change(tx, await subject.load(tx, id), id);
      await writeAudit(tx, {
        actorUserId: admin._id,
        action,
        subjectType: subject.type,
        subjectId: String(id),
        data: audit,
      });
      return result;
    });
  };
}

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
    async create(caller: SessionUser | null, f: BlogPostFields): Promise<AdminBlogPost> {
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
    },

    async update(caller: SessionUser | null, rawId: string, f: BlogPostFields): Promise<AdminBlogPost> {
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
    },

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

// ---- partner offers ----

type OfferRow = typeof partnerOffers.$inferSelect;

const isLive = (o: OfferRow, today: string) => !o.expiredAt && (!o.expiresOn || o.expiresOn >= today);

const offerView = (o: OfferRow, today: string): AdminPartnerOffer => ({
  id: o.id,
  title: o.title,
  partner: o.partner,
  description: o.description,
  code: o.code,
  expiresOn: o.expiresOn,
  expiresLabel: o.expiresOn ? formatLongDate(o.expiresOn) : null,
  expiredAt: iso(o.expiredAt),
  live: isLive(o, today),
  createdAt: o.createdAt.toISOString(),
});

async function loadOffer(db: DbOrTx, id: number) {
  const [o] = await db.select().from(partnerOffers).where(eq(partnerOffers.id, id)).limit(1);
  if (!o) throw notFound(O.notFound);
  return o;
}

const assertNotPast = (expiresOn: string | null, today: string) => {
  if (expiresOn && expiresOn < today) throw badRequest(O.expiresPast, { expiresOn: O.expiresPast });
};

export function offerAdmin(db: Db) {
  const change = auditedChange(db, { type: "partner_offer", notFound: O.notFound, load: loadOffer });
  return {
    /** every offer: running ones first, then the ended ones; oldest first within each */
    async list(caller: SessionUser | null): Promise<AdminPartnerOffer[]> {
      requireAdmin(caller);
      const today = todayInLondon();
      const rows = await db.select().from(partnerOffers).orderBy(asc(partnerOffers.id));
      const all = rows.map((o) => offerView(o, today));
      return [...all.filter((o) => o.live), ...all.filter((o) => !o.live)];
    },

    async create(caller: SessionUser | null, f: PartnerOfferFields): Promise<AdminPartnerOffer> {
      const admin = requireAdmin(caller);
      const today = todayInLondon();
      assertNotPast(f.expiresOn, today);
      return db.transaction(async (tx) => {
        const [o] = await tx.insert(partnerOffers).values(f).returning();
        await writeAudit(tx, {
          actorUserId: admin._id,
          action: "offer.create",
          subjectType: "partner_offer",
          subjectId: String(o!.id),
          data: { title: f.title, partner: f.partner },
        });
        return offerView(o!, today);
      });
    },

    /** an ended offer can be corrected but stays ended */
    update(caller: SessionUser | null, rawId: string, f: PartnerOfferFields): Promise<AdminPartnerOffer> {
      const today = todayInLondon();
      return change(caller, rawId, "offer.edit", async (tx, before, id) => {
        if (f.expiresOn !== before.expiresOn) assertNotPast(f.expiresOn, today);
        const [o] = await tx.update(partnerOffers).set(f).where(eq(partnerOffers.id, id)).returning();
        const changed = Object.entries(f)
          .filter(([k, v]) => before[k as keyof OfferRow] !== v)
          .map(([k]) => k);
        return { audit: { title: f.title, changed }, result: offerView(o!, today) };
      });
    },

    /** ends the offer now: it leaves /partners at once */
    expire(caller: SessionUser | null, rawId: string) {
      return change(caller, rawId, "offer.expire", async (tx, o, id) => {
        if (!isLive(o, todayInLondon())) throw new HttpError(409, O.alreadyExpired);
        await tx.update(partnerOffers).set({ expiredAt: new Date() }).where(eq(partnerOffers.id, id));
        return { audit: { title: o.title }, result: { message: O.expired } };
      });
    },
  };
}
