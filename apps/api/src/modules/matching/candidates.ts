// Who may receive a lead, in SQL (issue #5 "Matching" (docs/README.md#issues): the candidate rules). Ranking happens in
// @rm/domain/matching; this file only answers "which companies are eligible, nearest first".
// The reads are drizzle prepared statements (db/prepared.ts): their text is fixed — the lead's values are
// placeholders — so each is turned into SQL once per process and parsed once per connection.
import { CAP_WINDOWS_MS, EARTH_RADIUS_MILES, type MatchCandidate } from "@rm/domain/matching";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { busyDaysSql } from "./busy-days.ts";

export interface MatchContext {
  typeOfMove: string;
  lat: number | null;
  lon: number | null;
  boroughCode: string | null;
  /** GIT and PL must be verified and expire on or after this date ("YYYY-MM-DD") */
  insuredOn: string;
  /** issue #18: the days the move may happen ("YYYY-MM-DD", both null without a date): a company fully booked
   * on every one of them is skipped */
  firstDay: string | null;
  lastDay: string | null;
  now: Date;
}

export interface EligibleCompany extends MatchCandidate {
  /** where the new-lead notice goes (read here so the intake needs no second read under the locks) */
  email: string;
  /** the company's account (issue #33: its new-lead emails can be switched off) */
  userId: string;
  /** map distance used for the nearest-first order (null without coordinates) */
  near: number | null;
  /** the row version (xmin) read: a matching intake that took this company since has changed it */
  version: string;
}

const P = (name: string) => sql.placeholder(name);

/** The placeholders' values for a lead (what the reads below fill in). */
function values(ctx: MatchContext) {
  return {
    type_of_move: ctx.typeOfMove,
    lat: ctx.lat,
    lon: ctx.lon,
    borough: ctx.boroughCode,
    insured_on: ctx.insuredOn,
    day_start: new Date(ctx.now.getTime() - CAP_WINDOWS_MS.day).toISOString(),
    week_start: new Date(ctx.now.getTime() - CAP_WINDOWS_MS.week).toISOString(),
    first_day: ctx.firstDay,
    last_day: ctx.lastDay,
  };
}

/** Must stay identical to the companies_match_geo_idx expression in db/schema.ts (lon scaled by cos 51.5°). */
const companyPoint = (alias: string) => sql.raw(`point(${alias}.lon * 0.6225, ${alias}.lat)`);
const leadPoint = sql`point(${P("lon")}::float8 * 0.6225, ${P("lat")}::float8)`;

/** Haversine in miles, the same formula as distanceMiles() in the domain package (null without a point). */
const milesFromLead = sql`2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
    power(sin(radians(c.lat - ${P("lat")}::float8) / 2), 2)
    + cos(radians(${P("lat")}::float8)) * cos(radians(c.lat)) * power(sin(radians(c.lon - ${P("lon")}::float8) / 2), 2))))`;

/** The from-borough is one the company lists (false without one). */
const boroughMatch = sql`(${P("borough")}::text is not null and c.coverage_boroughs @> array[${P("borough")}]::text[])`;

/**
 * Issue #18 "Availability": free on at least one of the lead's days (fewer busy days in the range than days
 * in it). No date: everyone is free. Busy (issue #28): marked fully booked, or a move booked with it that day.
 */
const available = sql`(${P("first_day")}::date is null or (select count(*) from (${busyDaysSql(
  sql.raw("c.id"),
  sql`${P("first_day")}::date`,
  sql`${P("last_day")}::date`,
)}) busy) <= ${P("last_day")}::date - ${P("first_day")}::date)`;

const insured = (kind: "git" | "pl") => sql`exists (select 1 from company_documents d
      where d.company_id = c.id and d.kind = ${sql.raw(`'${kind}'`)} and d.status = 'verified'
        and d.expires_on >= ${P("insured_on")}::date)`;

/**
 * The rules of issue #5 (docs/README.md#issues), applied to the rows of `source` (aliased `c`): offers the move type; covers the
 * from-location (distance from base ≤ radius, or the from-borough is listed); verified GIT and PL valid on
 * `insured_on`; fewer matches than its daily and weekly caps; free on a day of the move (issue #18).
 * `source` already limits to approved, not paused.
 */
function eligibleFrom(source: SQL, miles: SQL, extraWhere: SQL, orderAndLimit: SQL): SQL {
  return sql`select c.id, c.name, c.email, c.user_id, c.near, dist.miles, dist.miles <= c.coverage_radius_miles as within_radius,
      ${boroughMatch} as borough_match, c.rating_sum, c.rating_count, c.response_minutes,
      (extract(epoch from c.last_matched_at) * 1000)::float8 as last_matched_ms, c.version
    from (${source}) c
    cross join lateral (select ${miles} as miles) dist
    cross join lateral (select count(*) filter (where m.created_at > ${P("day_start")}::timestamptz) as day,
        count(*) as week
      from lead_matches m where m.company_id = c.id and m.created_at > ${P("week_start")}::timestamptz) caps
    where c.services @> array[${P("type_of_move")}]::text[]
      and (coalesce(dist.miles <= c.coverage_radius_miles, false) or ${boroughMatch})
      and ${insured("git")} and ${insured("pl")}
      and caps.day < c.max_leads_per_day and caps.week < c.max_leads_per_week
      and ${available}
      ${extraWhere}
    ${orderAndLimit}`;
}

const ACTIVE = sql`c0.status = 'approved' and not c0.paused`;
/** the columns the rules and the score read (not the wide profile text) */
const COLUMNS =
  sql.raw(`c0.id, c0.name, c0.email, c0.user_id, c0.lat, c0.lon, c0.services, c0.coverage_radius_miles,
  c0.coverage_boroughs, c0.max_leads_per_day, c0.max_leads_per_week, c0.rating_sum, c0.rating_count,
  c0.response_minutes, c0.last_matched_at, c0.xmin::text as version`);

/** Nearest-first scan over the GiST index, bounded to the `scanLimit` nearest active companies. */
function nearestActive(scanLimit: number): SQL {
  // `near` is computed once and the limit is written into the text, so that the plan PostgreSQL keeps for
  // the prepared statement is the nearest-first index scan, whatever the lead
  return sql`select ${COLUMNS}, ${companyPoint("c0")} <-> ${leadPoint} as near from companies c0
    where ${ACTIVE} order by near limit ${sql.raw(String(Math.trunc(scanLimit)))}`;
}

/** What a pool read answers, one row per company. */
const FIELDS = {
  id: sql<string>`id`,
  name: sql<string>`name`,
  email: sql<string>`email`,
  userId: sql<string>`user_id`,
  near: sql<number | null>`near`,
  miles: sql<number | null>`miles`,
  withinRadius: sql<boolean | null>`within_radius`,
  boroughMatch: sql<boolean>`borough_match`,
  ratingSum: sql<number>`rating_sum`,
  ratingCount: sql<number>`rating_count`,
  responseMinutes: sql<number | null>`response_minutes`,
  lastMatchedMs: sql<number | null>`last_matched_ms`,
  version: sql<string>`version`,
};
type CandidateRow = { [K in keyof typeof FIELDS]: (typeof FIELDS)[K]["_"]["type"] };

const toCandidate = (r: CandidateRow): EligibleCompany => ({
  id: r.id,
  name: r.name,
  email: r.email,
  userId: r.userId,
  near: r.near === null ? null : Number(r.near),
  distanceMiles: r.miles === null ? null : Number(r.miles),
  withinRadius: r.withinRadius === true,
  boroughMatch: r.boroughMatch,
  ratingSum: Number(r.ratingSum),
  ratingCount: Number(r.ratingCount),
  responseMinutes: r.responseMinutes === null ? null : Number(r.responseMinutes),
  lastMatchedAt: r.lastMatchedMs === null ? null : Number(r.lastMatchedMs),
  version: String(r.version),
});

/**
 * A read of eligible companies as a prepared statement of `db` named `name`; `query` is only called the first
 * time (later reads build no SQL tree to throw away).
 */
const prepareRead = (db: DbOrTx, name: string, query: () => SQL) =>
  preparedOnce(db, name, (statementName) => {
    const pool = db.$with("pool", { id: sql<string>`id`.as("id") }).as(query());
    return db.with(pool).select(FIELDS).from(pool).prepare(statementName);
  });

/**
 * The first read of the pool: the `size` + 1 eligible companies based nearest the lead (or, without
 * coordinates, the `size` listing its borough, longest-waiting first).
 */
function readPool(db: DbOrTx, ctx: MatchContext, size: number, scanLimit: number) {
  if (ctx.lat === null || ctx.lon === null) {
    const query = () => {
      const source = sql`select ${COLUMNS}, null::float8 as near from companies c0
        where ${ACTIVE} and c0.coverage_boroughs @> array[${P("borough")}]::text[]`;
      const order = sql`order by c.last_matched_at asc nulls first, c.id limit ${sql.raw(String(Math.trunc(size)))}`;
      return eligibleFrom(source, sql`null::float8`, sql``, order);
    };
    return prepareRead(db, `match_pool_borough_${size}`, query).execute(values(ctx));
  }
  const query = () => {
    const order = sql`order by c.near limit ${sql.raw(String(Math.trunc(size) + 1))}`;
    return eligibleFrom(nearestActive(scanLimit), milesFromLead, sql``, order);
  };
  return prepareRead(db, `match_pool_near_${size}_${scanLimit}`, query).execute(values(ctx));
}

/** Every eligible company among the `scanLimit` nearest whose map distance is exactly `edge`. */
function readTied(db: DbOrTx, ctx: MatchContext, edge: number, scanLimit: number) {
  const query = () =>
    eligibleFrom(nearestActive(scanLimit), milesFromLead, sql`and c.near = ${P("edge")}::float8`, sql``);
  return prepareRead(db, `match_pool_tied_${scanLimit}`, query).execute({
    ...values(ctx),
    edge,
  });
}

/**
 * The pool the score ranks: the `size` eligible companies based nearest the lead, all of those tied with the
 * last one included, so the pool never depends on row order (without coordinates: the `size` listing its
 * borough). [] when the lead is nowhere.
 */
export async function findPool(
  db: DbOrTx,
  ctx: MatchContext,
  size: number,
  scanLimit: number,
): Promise<EligibleCompany[]> {
  if ((ctx.lat === null || ctx.lon === null) && ctx.boroughCode === null) return [];
  const rows = (await readPool(db, ctx, size, scanLimit)).map(toCandidate);
  if (ctx.lat === null || ctx.lon === null) return rows;
  rows.sort((a, b) => (a.near ?? 0) - (b.near ?? 0));
  if (rows.length <= size) return rows;
  const edge = rows[size - 1]!.near!;
  if (rows[size]!.near !== edge) return rows.slice(0, size);
  // a tie across the cut: take everyone at that distance
  const tied = (await readTied(db, ctx, edge, scanLimit)).map(toCandidate);
  return [...rows.filter((r) => r.near !== edge), ...tied];
}
