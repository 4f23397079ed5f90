// Issue #16: what anyone sees of an approved company's reviews — published ones only, newest first, a page
// at a time, optionally one star rating; each with its "Verified booking" move label, the reviewer's first
// name and initial, and the company's reply; the aggregate; and, in the open, how many were hidden and why.
import { isUuid } from "@rm/domain/ids";
import { hiddenNote, REVIEW_LIMITS } from "@rm/domain/reviews";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { companies, reviews } from "../../db/schema.ts";
import { companyIsActive } from "../scopes/index.ts";
import { reviewSummary } from "./aggregate.ts";

export interface PublicReview {
  id: string;
  authorName: string;
  rating: number;
  subRatings: {
    punctuality: number | null;
    care: number | null;
    value: number | null;
    communication: number | null;
  };
  title: string;
  body: string;
  wouldRecommend: boolean | null;
  /** "Southwark → Croydon, March 2026"; null for the early demo rows (not from a booking) */
  verifiedLabel: string | null;
  createdAt: string;
  reply: { body: string; at: string; edited: boolean } | null;
}

type ReviewRow = typeof reviews.$inferSelect;
export const toPublicReview = (r: ReviewRow): PublicReview => ({
  id: r.id,
  authorName: r.authorName,
  rating: r.rating,
  subRatings: { punctuality: r.punctuality, care: r.care, value: r.value, communication: r.communication },
  title: r.title,
  body: r.body,
  wouldRecommend: r.wouldRecommend,
  verifiedLabel: r.verifiedLabel,
  createdAt: r.createdAt.toISOString(),
  reply:
    r.replyBody && r.repliedAt
      ? { body: r.replyBody, at: r.repliedAt.toISOString(), edited: r.replyUpdatedAt !== null }
      : null,
});

export interface ReviewQuery {
  page?: number;
  rating?: number;
}

/** The public review list of an approved company, or null (pending, rejected, suspended or unknown). */
export async function publicReviews(db: DbOrTx, companyId: string, query: ReviewQuery = {}) {
  if (!isUuid(companyId)) return null;
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      ratingSum: companies.ratingSum,
      ratingCount: companies.ratingCount,
    })
    .from(companies)
    .where(and(eq(companies.id, companyId), companyIsActive()))
    .limit(1);
  if (!company) return null;
  const page = query.page ?? 1;
  const size = REVIEW_LIMITS.pageSize;
  const where: SQL = and(
    eq(reviews.companyId, company.id),
    eq(reviews.status, "published"),
    query.rating ? eq(reviews.rating, query.rating) : undefined,
  )!;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(reviews).where(where);
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(size)
    .offset((page - 1) * size);
  const hidden = await db
    .select({ reason: reviews.moderationReason, n: count() })
    .from(reviews)
    .where(and(eq(reviews.companyId, company.id), eq(reviews.status, "hidden")))
    .groupBy(reviews.moderationReason);
  return {
    company: { id: company.id, name: company.name },
    summary: await reviewSummary(db, company),
    reviews: rows.map(toPublicReview),
    page,
    pages: Math.max(1, Math.ceil(total / size)),
    total,
    rating: query.rating ?? null,
    /** "1 review hidden: contained personal information", one line per reason */
    hiddenNotes: hidden.map((h) => hiddenNote(h.n, h.reason ?? "broke our review rules")),
  };
}
export type PublicReviews = NonNullable<Awaited<ReturnType<typeof publicReviews>>>;
