// Issue #16: a company's rating is companies.rating_sum / rating_count over its PUBLISHED reviews, the one
// aggregate every page reads through averageRating (@rm/domain/quote) and matching's Bayesian score reads
// as it is. It moves by one review at a time, in the transaction that publishes or hides it (an increment,
// so two reviews at once never lose one).
import { averageRating } from "@rm/domain/quote";
import { shareRecommending } from "@rm/domain/reviews";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { companies, reviews } from "../../db/schema.ts";

export async function adjustRating(db: DbOrTx, companyId: string, rating: number, by: 1 | -1) {
  await db
    .update(companies)
    .set({
      ratingSum: sql`${companies.ratingSum} + ${rating * by}`,
      ratingCount: sql`${companies.ratingCount} + ${by}`,
    })
    .where(eq(companies.id, companyId));
}

const avg1 = (v: string | number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

/** The company's aggregate: average and count (the stored one), sub-rating averages, share recommending. */
export async function reviewSummary(
  db: DbOrTx,
  company: { id: string; ratingSum: number; ratingCount: number },
) {
  const [row] = await db
    .select({
      punctuality: sql<string | null>`avg(${reviews.punctuality})`,
      care: sql<string | null>`avg(${reviews.care})`,
      value: sql<string | null>`avg(${reviews.value})`,
      communication: sql<string | null>`avg(${reviews.communication})`,
      recommendYes: sql<number>`count(*) filter (where ${reviews.wouldRecommend})::int`,
      recommendAnswered: sql<number>`count(${reviews.wouldRecommend})::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.companyId, company.id), eq(reviews.status, "published")));
  return {
    rating: averageRating(company.ratingSum, company.ratingCount),
    ratingCount: company.ratingCount,
    subRatings: {
      punctuality: avg1(row?.punctuality ?? null),
      care: avg1(row?.care ?? null),
      value: avg1(row?.value ?? null),
      communication: avg1(row?.communication ?? null),
    },
    recommendShare: shareRecommending(row?.recommendYes ?? 0, row?.recommendAnswered ?? 0),
  };
}
export type ReviewSummary = Awaited<ReturnType<typeof reviewSummary>>;
