// Issue #28: how quickly a company quotes, computed once. The median minutes from a lead's match to the
// company's quote on it, over every quote it sent (a withdrawn one too: it was an answer) — all of them for
// the "Usually quotes within N hours" badge, matching's score and companies.response_minutes, or those sent
// since a day for the stats page's window. Whole minutes; null before the first quote.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

/**
 * The median as a scalar SQL expression (for `update companies set response_minutes = …` too). Written with
 * its own aliases, never drizzle's column objects: inside another statement's sub-select drizzle may render
 * a column without its table (issue #28, the admin lists' counts).
 */
export const medianResponseMinutesSql = (companyId: string, since?: Date) => sql`(
  select round(percentile_cont(0.5) within group (
      order by greatest(0, extract(epoch from q.created_at - m.created_at) / 60)))::int
    from quotes q join lead_matches m on m.lead_id = q.lead_id and m.company_id = q.company_id
    where q.company_id = ${companyId}::uuid ${since ? sql`and q.created_at >= ${since.toISOString()}::timestamptz` : sql``})`;

/** The median and how many quotes it is over. */
export async function responseTime(
  db: DbOrTx,
  companyId: string,
  since?: Date,
): Promise<{ medianMinutes: number | null; quotes: number }> {
  const after = since ? sql`and q.created_at >= ${since.toISOString()}::timestamptz` : sql``;
  const answer = (await db.execute(sql`select ${medianResponseMinutesSql(companyId, since)} as median,
      (select count(*)::int from quotes q where q.company_id = ${companyId}::uuid ${after}) as n`)) as unknown as {
    rows: { median: number | null; n: number }[];
  };
  const row = answer.rows[0];
  const median = row?.median ?? null;
  return { medianMinutes: median === null ? null : Number(median), quotes: Number(row?.n ?? 0) };
}
