// Issue #16: the home page and the borough pages show a few recent verified reviews of movers covering that
// area — published reviews of a booking (with their "Verified booking" move label) of approved companies; on a
// borough page only companies based in it or covering it. The pages are cached for anonymous visitors: a
// review published or hidden empties that cache (app.ts), so this is read on the next render.
import { and, desc, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { companies, reviews } from "../../db/schema.ts";
import { companyIsActive } from "../scopes/index.ts";

/** a few reviews, each cut short: the block stays small on pages that must stay light */
export const AREA_REVIEWS = { count: 3, excerpt: 180 } as const;

export interface AreaReview {
  id: string;
  rating: number;
  title: string;
  /** the text cut at a word to about `AREA_REVIEWS.excerpt` characters, "…" when cut */
  excerpt: string;
  /** "Southwark → Croydon, March 2026" */
  verifiedLabel: string;
  /** first name and initial */
  authorName: string;
  company: { name: string; profilePath: string };
}

/** The text cut at the last word that fits in `max` characters, with "…" when anything was cut. */
export function excerptOf(text: string, max: number = AREA_REVIEWS.excerpt): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** The newest published verified reviews, of movers covering the borough (its GSS code) or of all London. */
export async function recentAreaReviews(
  db: DbOrTx,
  opts: { boroughCode?: string; limit?: number } = {},
): Promise<AreaReview[]> {
  const where: (SQL | undefined)[] = [
    eq(reviews.status, "published"),
    isNotNull(reviews.verifiedLabel),
    isNotNull(reviews.leadId),
    companyIsActive(),
  ];
  if (opts.boroughCode)
    where.push(
      or(
        eq(companies.boroughCode, opts.boroughCode),
        sql`${opts.boroughCode} = any(${companies.coverageBoroughs})`,
      ),
    );
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      verifiedLabel: reviews.verifiedLabel,
      authorName: reviews.authorName,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(and(...where))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(opts.limit ?? AREA_REVIEWS.count);
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    title: r.title,
    excerpt: excerptOf(r.body),
    verifiedLabel: r.verifiedLabel ?? "",
    authorName: r.authorName,
    company: { name: r.companyName, profilePath: `/companies/${r.companyId}` },
  }));
}
