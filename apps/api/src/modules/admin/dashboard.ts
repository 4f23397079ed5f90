// The admin dashboard (issue #19): the numbers that say whether the marketplace works, over the last 7, 30 or 90
// London days. Each figure is one SQL query over the requests made in the period (held ones, which wait for the
// emailed link, are not requests yet), grouped by the London day they were made on; `rollup` adds the period's
// total as the row whose day is null (a median of the period is not a median of the days' medians).
// A request's later life (its matches, quotes, booking) counts on the day the request was made.
import type { SessionUser } from "@rm/domain";
import { boroughName, COMPANY_STATUSES, type CompanyStatus } from "@rm/domain/company";
import type { DashboardPeriod } from "@rm/domain/dashboard";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { requireAdmin } from "./details.ts";
import { londonDayEnd, londonDayStart } from "./london-days.ts";

type Row = Record<string, unknown>;
/** the rows of a raw query, typed as the query says (failed-jobs.ts reads pg-boss's table with it too) */
export const rowsOf = async <T extends Row>(db: DbOrTx, q: SQL) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** a booking that stands or stood: not declined by the mover, not lapsed unconfirmed */
const BOOKED = sql`exists (select 1 from bookings b where b.lead_id = l.id and b.status not in ('declined', 'lapsed'))`;

export interface DashboardDay {
  date: string;
  requests: number;
  matched1: number;
  matched3: number;
  quotes: number;
  /** requests with at least one quote (the median's sample) */
  quoted: number;
  medianFirstQuoteMinutes: number | null;
  booked: number;
}

const emptyDay = (date: string): DashboardDay => ({
  date,
  requests: 0,
  matched1: 0,
  matched3: 0,
  quotes: 0,
  quoted: 0,
  medianFirstQuoteMinutes: null,
  booked: 0,
});

/**
 * Verified certificates of companies still with us that run out within 30 days, unless the company has
 * already sent one of the same kind that runs longer (waiting or verified).
 */
function expiringCertificates(db: DbOrTx, to: string) {
  return rowsOf<{
    id: string;
    company_id: string;
    company_name: string;
    company_status: CompanyStatus;
    kind: string;
    expires_on: string;
  }>(
    db,
    sql`select d.id, d.company_id, c.name as company_name, c.status as company_status, d.kind,
        d.expires_on::text as expires_on
      from company_documents d join companies c on c.id = d.company_id
      where d.status = 'verified' and c.status in ('approved', 'pending', 'suspended')
        and d.expires_on >= ${to}::date and d.expires_on <= ${addDaysIso(to, 30)}::date
        and not exists (select 1 from company_documents n where n.company_id = d.company_id
          and n.kind = d.kind and n.status in ('pending', 'verified') and n.expires_on > d.expires_on)
      order by d.expires_on, c.name`,
  );
}

type DayRow = { day: string | null };
/** each day of the period, and the period's total (the rollup's null day), from the per-day rows */
function seriesOf(
  from: string,
  to: string,
  rows: {
    requests: (DayRow & { n: number })[];
    matched: (DayRow & { m1: number; m3: number })[];
    quotes: (DayRow & { q: number; quoted: number })[];
    firstQuote: (DayRow & { median: number | null })[];
    booked: (DayRow & { n: number })[];
  },
) {
  const { requests, matched, quotes, firstQuote, booked } = rows;
  const series: DashboardDay[] = [];
  for (let d = from; d <= to; d = addDaysIso(d, 1)) series.push(emptyDay(d));
  const byDay = new Map(series.map((s) => [s.date, s]));
  const total = emptyDay("");
  const at = (day: string | null) => (day === null ? total : byDay.get(day));
  for (const r of requests) {
    const s = at(r.day);
    if (s) s.requests = Number(r.n);
  }
  for (const r of matched) {
    const s = at(r.day);
    if (s) Object.assign(s, { matched1: Number(r.m1), matched3: Number(r.m3) });
  }
  for (const r of quotes) {
    const s = at(r.day);
    if (s) Object.assign(s, { quotes: Number(r.q), quoted: Number(r.quoted) });
  }
  for (const r of firstQuote) {
    const s = at(r.day);
    if (s) s.medianFirstQuoteMinutes = r.median === null ? null : Math.round(Number(r.median));
  }
  for (const r of booked) {
    const s = at(r.day);
    if (s) s.booked = Number(r.n);
  }
  return { series, total };
}

export async function adminDashboard(
  db: DbOrTx,
  user: SessionUser | null,
  days: DashboardPeriod,
  now = new Date(),
) {
  requireAdmin(user);
  const to = todayInLondon(now);
  const from = addDaysIso(to, -(days - 1));
  const start = londonDayStart(from);
  const end = londonDayEnd(to);
  // the period's requests, each with its London day
  const base = sql`(select l.*, to_char(l.created_at at time zone 'Europe/London', 'YYYY-MM-DD') as day
    from leads l where l.created_at >= ${start.toISOString()}::timestamptz
    and l.created_at < ${end.toISOString()}::timestamptz and l.status <> 'held') l`;

  const [requests, matched, quotes, firstQuote, booked, boroughs, companyRows, expiring] = await Promise.all([
    rowsOf<{ day: string | null; n: number }>(
      db,
      sql`select day, count(*)::int as n from ${base} group by rollup(day)`,
    ),
    rowsOf<{ day: string | null; m1: number; m3: number }>(
      db,
      sql`select day, count(*) filter (where m >= 1)::int as m1, count(*) filter (where m >= 3)::int as m3
        from (select l.day, (select count(*) from lead_matches lm where lm.lead_id = l.id) as m from ${base}) x
        group by rollup(day)`,
    ),
    rowsOf<{ day: string | null; q: number; quoted: number }>(
      db,
      sql`select day, coalesce(sum(q), 0)::int as q, count(*) filter (where q > 0)::int as quoted
        from (select l.day, (select count(*) from quotes q where q.lead_id = l.id) as q from ${base}) x
        group by rollup(day)`,
    ),
    rowsOf<{ day: string | null; median: number | null }>(
      db,
      sql`select day, percentile_cont(0.5) within group (order by mins)::float8 as median
        from (select l.day, extract(epoch from (select min(q.created_at) from quotes q where q.lead_id = l.id)
          - l.created_at) / 60 as mins from ${base}) x
        where mins is not null group by rollup(day)`,
    ),
    rowsOf<{ day: string | null; n: number }>(
      db,
      sql`select day, count(*) filter (where ${BOOKED})::int as n from ${base} group by rollup(day)`,
    ),
    rowsOf<{ code: string | null; requests: number; matched1: number; quotes: number; booked: number }>(
      db,
      sql`select l.from_borough_code as code, count(*)::int as requests,
          count(*) filter (where exists (select 1 from lead_matches lm where lm.lead_id = l.id))::int as matched1,
          coalesce(sum((select count(*) from quotes q where q.lead_id = l.id)), 0)::int as quotes,
          count(*) filter (where ${BOOKED})::int as booked
        from ${base} group by l.from_borough_code order by requests desc, code`,
    ),
    rowsOf<{ status: CompanyStatus; n: number }>(
      db,
      sql`select status, count(*)::int as n from companies group by status`,
    ),
    expiringCertificates(db, to),
  ]);

  const { series, total } = seriesOf(from, to, { requests, matched, quotes, firstQuote, booked });
  const companiesByStatus = Object.fromEntries(COMPANY_STATUSES.map((s) => [s, 0])) as Record<
    CompanyStatus,
    number
  >;
  for (const r of companyRows) companiesByStatus[r.status] = Number(r.n);
  const { date: _date, ...totals } = total;

  return {
    days,
    from,
    to,
    series,
    totals,
    boroughs: boroughs.map((b) => ({
      code: b.code,
      name: b.code ? (boroughName(b.code) ?? b.code) : null,
      requests: Number(b.requests),
      matched1: Number(b.matched1),
      quotes: Number(b.quotes),
      booked: Number(b.booked),
    })),
    companiesByStatus,
    expiringCertificates: expiring.map((d) => ({
      id: d.id,
      companyId: d.company_id,
      companyName: d.company_name,
      companyStatus: d.company_status,
      kind: d.kind,
      expiresOn: d.expires_on,
    })),
  };
}
