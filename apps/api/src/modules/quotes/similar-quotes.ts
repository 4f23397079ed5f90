// Issue #32: what movers here quoted for moves like this one (@rm/domain/similar-quotes). Each quote carries its
// request's band from when it was sent or revised (quotes.guide_band); the range is one aggregate over that
// band's live quotes, read through the partial index quotes_guide_band_price_idx — never a scan of all quotes.
import { PRICE_FLOORS } from "@rm/domain/price-floors";
import {
  roundWinning,
  similarMoveBand,
  SIMILAR_QUOTES,
  type SimilarQuotes,
  WINNING_PRICE,
  type WinningPrice,
} from "@rm/domain/similar-quotes";
import type { PriceGuide } from "@rm/domain/price-guide";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { leads } from "../../db/schema.ts";
import { leadPriceGuide } from "../requests/index.ts";

type LeadRow = typeof leads.$inferSelect;

/** The band a quote for this request is filed under (null: storage, abroad). */
export async function quoteBandOf(db: DbOrTx, lead: LeadRow): Promise<string | null> {
  return similarMoveBand(lead.typeOfMove, await leadPriceGuide(db, lead));
}

/** the lowest real price for a type of move: below it a quote is bait, never counted */
const floorOf = (typeOfMove: string) =>
  (PRICE_FLOORS as Record<string, { totalPence: number }>)[typeOfMove]?.totalPence ??
  Math.min(...Object.values(PRICE_FLOORS).map((f) => f.totalPence));

/**
 * The middle half of the prices quoted for other requests in this request's band, or null until there are
 * enough quotes from enough companies. Withdrawn quotes and bait are left out; this request's own quotes too
 * (the customer sees them beside it).
 */
export async function similarQuotes(
  db: DbOrTx,
  lead: Pick<LeadRow, "id" | "typeOfMove">,
  guide: PriceGuide,
): Promise<SimilarQuotes | null> {
  const band = similarMoveBand(lead.typeOfMove, guide);
  if (band === null) return null;
  const answer = (await db.execute(sql`
    select count(*)::int as n, count(distinct company_id)::int as companies,
      percentile_disc(0.25) within group (order by price_pence) as low,
      percentile_disc(0.75) within group (order by price_pence) as high
    from quotes
    where guide_band = ${band} and guide_band is not null and status <> 'withdrawn'
      and price_pence >= ${floorOf(lead.typeOfMove)} and lead_id <> ${lead.id}::uuid`)) as unknown as {
    rows: { n: number; companies: number; low: number | null; high: number | null }[];
  };
  const row = answer.rows[0];
  if (!row || row.low === null || row.high === null) return null;
  if (Number(row.n) < SIMILAR_QUOTES.minQuotes || Number(row.companies) < SIMILAR_QUOTES.minCompanies)
    return null;
  return { low: Number(row.low), high: Number(row.high), count: Number(row.n) };
}

/**
 * The mover's "typical winning price for similar moves": the median price of the quotes booked for other
 * requests in this request's band (still accepted: a booking that fell through is withdrawn), to the nearest
 * £10; null until there are WINNING_PRICE.minBookings from minCompanies companies. One aggregate read through
 * the partial index quotes_guide_band_won_idx (the band's booked quotes in price order).
 */
export async function typicalWinningPrice(
  db: DbOrTx,
  lead: Pick<LeadRow, "id" | "typeOfMove">,
  guide: PriceGuide,
): Promise<WinningPrice | null> {
  const band = similarMoveBand(lead.typeOfMove, guide);
  if (band === null) return null;
  const answer = (await db.execute(sql`
    select count(*)::int as n, count(distinct company_id)::int as companies,
      percentile_cont(0.5) within group (order by price_pence) as median
    from quotes
    where guide_band = ${band} and guide_band is not null and status = 'accepted'
      and price_pence >= ${floorOf(lead.typeOfMove)} and lead_id <> ${lead.id}::uuid`)) as unknown as {
    rows: { n: number; companies: number; median: number | string | null }[];
  };
  const row = answer.rows[0];
  if (!row || row.median === null) return null;
  if (Number(row.n) < WINNING_PRICE.minBookings || Number(row.companies) < WINNING_PRICE.minCompanies)
    return null;
  return { typicalPence: roundWinning(Number(row.median)), count: Number(row.n) };
}
