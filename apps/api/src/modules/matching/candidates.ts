// Who may receive a lead, in SQL (issue #5 "Matching" (docs/README.md#issues): the candidate rules). Ranking happens in
// @rm/domain/matching; this file only answers "which companies are eligible, nearest first".
import { CAP_WINDOWS_MS, EARTH_RADIUS_MILES, type MatchCandidate } from "@rm/domain/matching";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { runNamed } from "../../db/run-named.ts";

export interface MatchContext {
  typeOfMove: string;
  lat: number | null;
  lon: number | null;
  boroughCode: string | null;
  /** GIT and PL must be verified and expire on or after this date ("YYYY-MM-DD") */
  insuredOn: string;
  now: Date;
}

interface CandidateRow extends Record<string, unknown> {
  id: string;
  name: string;
  email: string;
  near: number | null;
  miles: number | null;
  within_radius: boolean | null;
  borough_match: boolean;
  rating_sum: number;
  rating_count: number;
  response_minutes: number | null;
  last_matched_ms: number | null;
  version: string;
}

export interface EligibleCompany extends MatchCandidate {
  /** where the new-lead notice goes (read here so the intake needs no second read under the locks) */
  email: string;
  /** map distance used for the nearest-first order (null without coordinates) */
  near: number | null;
  /** the row version (xmin) read: a matching intake that took this company since has changed it */
  version: string;
}

/** Must stay identical to the companies_match_geo_idx expression in db/schema.ts (lon scaled by cos 51.5°). */
const companyPoint = (alias: string) => sql.raw(`point(${alias}.lon * 0.6225, ${alias}.lat)`);

function leadPoint(ctx: MatchContext): SQL {
  return sql`point(${ctx.lon}::float8 * 0.6225, ${ctx.lat}::float8)`;
}

/** Haversine in miles, the same formula as distanceMiles() in the domain package. */
function milesFrom(ctx: MatchContext): SQL {
  if (ctx.lat === null || ctx.lon === null) return sql`null::float8`;
  const lat = sql`${ctx.lat}::float8`;
  const lon = sql`${ctx.lon}::float8`;
  return sql`2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
    power(sin(radians(c.lat - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(c.lat)) * power(sin(radians(c.lon - ${lon}) / 2), 2))))`;
}

/**
 * The rules of issue #5 (docs/README.md#issues), applied to the rows of `source` (aliased `c`): offers the move type; covers the
 * from-location (distance from base ≤ radius, or the from-borough is listed); verified GIT and PL valid on
 * `insuredOn`; fewer matches than its daily and weekly caps. `source` already limits to approved, not paused.
 */
function eligibleFrom(ctx: MatchContext, source: SQL, extraWhere: SQL, orderAndLimit: SQL): SQL {
  const borough = ctx.boroughCode;
  const boroughMatch = borough === null ? sql`false` : sql`c.coverage_boroughs @> array[${borough}]::text[]`;
  const dayStart = new Date(ctx.now.getTime() - CAP_WINDOWS_MS.day);
  const weekStart = new Date(ctx.now.getTime() - CAP_WINDOWS_MS.week);
  const insured = (kind: string) => sql`exists (select 1 from company_documents d
      where d.company_id = c.id and d.kind = ${kind} and d.status = 'verified' and d.expires_on >= ${ctx.insuredOn}::date)`;
  return sql`select c.id, c.name, c.email, c.near, dist.miles, dist.miles <= c.coverage_radius_miles as within_radius,
      ${boroughMatch} as borough_match, c.rating_sum, c.rating_count, c.response_minutes,
      (extract(epoch from c.last_matched_at) * 1000)::float8 as last_matched_ms, c.version
    from (${source}) c
    cross join lateral (select ${milesFrom(ctx)} as miles) dist
    cross join lateral (select count(*) filter (where m.created_at > ${dayStart.toISOString()}::timestamptz) as day,
        count(*) as week
      from lead_matches m where m.company_id = c.id and m.created_at > ${weekStart.toISOString()}::timestamptz) caps
    where c.services @> array[${ctx.typeOfMove}]::text[]
      and (coalesce(dist.miles <= c.coverage_radius_miles, false) or ${boroughMatch})
      and ${insured("git")} and ${insured("pl")}
      and caps.day < c.max_leads_per_day and caps.week < c.max_leads_per_week
      ${extraWhere}
    ${orderAndLimit}`;
}

const ACTIVE = sql`c0.status = 'approved' and not c0.paused`;
/** the columns the rules and the score read (not the wide profile text) */
const COLUMNS = sql.raw(`c0.id, c0.name, c0.email, c0.lat, c0.lon, c0.services, c0.coverage_radius_miles,
  c0.coverage_boroughs, c0.max_leads_per_day, c0.max_leads_per_week, c0.rating_sum, c0.rating_count,
  c0.response_minutes, c0.last_matched_at, c0.xmin::text as version`);

/** Nearest-first scan over the GiST index, bounded to the `scanLimit` nearest active companies. */
function nearestActive(ctx: MatchContext, scanLimit: number): SQL {
  // `near` is computed once and the limits are written into the text, so that the plan PostgreSQL keeps for
  // the prepared statement is the nearest-first index scan, whatever the parameters
  return sql`select ${COLUMNS}, ${companyPoint("c0")} <-> ${leadPoint(ctx)} as near from companies c0
    where ${ACTIVE} order by near limit ${sql.raw(String(Math.trunc(scanLimit)))}`;
}

const toCandidate = (r: CandidateRow): EligibleCompany => ({
  id: r.id,
  name: r.name,
  email: r.email,
  near: r.near === null ? null : Number(r.near),
  distanceMiles: r.miles === null ? null : Number(r.miles),
  withinRadius: r.within_radius === true,
  boroughMatch: r.borough_match,
  ratingSum: Number(r.rating_sum),
  ratingCount: Number(r.rating_count),
  responseMinutes: r.response_minutes === null ? null : Number(r.response_minutes),
  lastMatchedAt: r.last_matched_ms === null ? null : Number(r.last_matched_ms),
  version: String(r.version),
});

async function run(db: DbOrTx, query: SQL): Promise<EligibleCompany[]> {
  return (await runNamed<CandidateRow>(db, query)).map(toCandidate);
}

/** The columns a pool read answers (`CandidateRow`), all null when nobody is eligible. */
export type PoolRow = CandidateRow;

/**
 * The first read of the pool: the `size` + 1 eligible companies based nearest the lead (or, without
 * coordinates, the `size` listing its borough, longest-waiting first). The intake runs it inside the
 * statement that stores the lead; `completePool` turns its rows into the pool.
 */
export function poolQuery(ctx: MatchContext, size: number, scanLimit: number): SQL {
  if (ctx.lat === null || ctx.lon === null) {
    const source = sql`select ${COLUMNS}, null::float8 as near from companies c0
      where ${ACTIVE} and c0.coverage_boroughs @> array[${ctx.boroughCode}]::text[]`;
    return eligibleFrom(
      ctx,
      source,
      sql``,
      sql`order by c.last_matched_at asc nulls first, c.id limit ${sql.raw(String(Math.trunc(size)))}`,
    );
  }
  return eligibleFrom(
    ctx,
    nearestActive(ctx, scanLimit),
    sql``,
    sql`order by c.near limit ${sql.raw(String(Math.trunc(size) + 1))}`,
  );
}

/**
 * The pool the score ranks, from `poolQuery`'s rows (in any order; rows with a null id are ignored): the
 * `size` eligible companies based nearest the lead, all of those tied with the last one included, so the
 * pool never depends on row order.
 */
export async function completePool(
  db: DbOrTx,
  ctx: MatchContext,
  read: PoolRow[],
  size: number,
  scanLimit: number,
): Promise<EligibleCompany[]> {
  const rows = read.filter((r) => r.id !== null).map(toCandidate);
  if (ctx.lat === null || ctx.lon === null) return rows;
  rows.sort((a, b) => (a.near ?? 0) - (b.near ?? 0));
  if (rows.length <= size) return rows;
  const edge = rows[size - 1]!.near;
  if (rows[size]!.near !== edge) return rows.slice(0, size);
  // a tie across the cut: take everyone at that distance
  const source = nearestActive(ctx, scanLimit);
  const tied = await run(db, eligibleFrom(ctx, source, sql`and c.near = ${edge}::float8`, sql``));
  return [...rows.filter((r) => r.near !== edge), ...tied];
}

/** The pool on its own: `poolQuery` then `completePool` ([] when the lead is nowhere). */
export async function findPool(
  db: DbOrTx,
  ctx: MatchContext,
  size: number,
  scanLimit: number,
): Promise<EligibleCompany[]> {
  if ((ctx.lat === null || ctx.lon === null) && ctx.boroughCode === null) return [];
  const read = await runNamed<PoolRow>(db, poolQuery(ctx, size, scanLimit));
  return completePool(db, ctx, read, size, scanLimit);
}

/** The same rules again for the given companies (after they are locked), so the result is current. */
export async function stillEligible(
  db: DbOrTx,
  ctx: MatchContext,
  ids: string[],
): Promise<EligibleCompany[]> {
  if (ids.length === 0) return [];
  const near =
    ctx.lat === null || ctx.lon === null
      ? sql`null::float8`
      : sql`${companyPoint("c0")} <-> ${leadPoint(ctx)}`;
  const source = sql`select ${COLUMNS}, ${near} as near from companies c0 where ${ACTIVE} and c0.id = any(${sql.param(ids)}::uuid[])`;
  return run(db, eligibleFrom(ctx, source, sql``, sql``));
}
