// Issue #16: the company's review averages over time — for each of the last 12 London calendar months, the
// number of its published reviews written that month and their average overall rating (null in a month
// without one). One query, scoped to the company the caller's companyOf found.
import { lastMonths } from "@rm/domain/dashboard";
import { todayInLondon } from "@rm/domain/lead/dates";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

const AVERAGE_MONTHS = 12;

export interface MonthAverage {
  /** "2026-03" */
  month: string;
  count: number;
  /** to one decimal place; null without a review that month */
  average: number | null;
}

export async function reviewAverages(
  db: DbOrTx,
  companyId: string,
  now = new Date(),
): Promise<MonthAverage[]> {
  const months = lastMonths(todayInLondon(now), AVERAGE_MONTHS);
  const first = `${months[0]}-01`;
  const rows = (
    (await db.execute(sql`
      select to_char(created_at at time zone 'Europe/London', 'YYYY-MM') as month, count(*)::int as n,
        round(avg(rating), 1)::float8 as average
      from reviews
      where company_id = ${companyId} and status = 'published'
        and (created_at at time zone 'Europe/London')::date >= ${first}::date
      group by 1`)) as unknown as { rows: { month: string; n: number; average: number }[] }
  ).rows;
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((month) => {
    const r = byMonth.get(month);
    return { month, count: r ? Number(r.n) : 0, average: r ? Number(r.average) : null };
  });
}
