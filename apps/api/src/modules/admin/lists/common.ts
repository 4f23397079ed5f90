// What every admin list shares: the search's patterns, the London-day date range, the keyset cursor (newest
// first, ordered by (time, id), so that a batch starts after the last row of the one before) and a count of
// related rows per listed row.
import { BOROUGHS } from "@rm/domain/areas/boroughs";
import { phoneSearchDigits } from "@rm/domain/lead/phone";
import { and, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import type { CsvColumn } from "../../../lib/csv.ts";
import { londonDayEnd, londonDayStart } from "../london-days.ts";

const BOROUGH_NAMES = new Map(BOROUGHS.map((b) => [b.gssCode, b.name]));
export const boroughName = (code: string | null) => (code && BOROUGH_NAMES.get(code)) || null;
export const isBoroughCode = (code: string) => BOROUGH_NAMES.has(code);

/** "%text%" for ILIKE, with the pattern characters the admin typed taken literally */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A stored phone number in the form phoneSearchDigits gives (@rm/domain/lead): digits only, a leading 44 or
 * 0044 (and the 0 often typed after it) read as 0.
 */
const phoneDigits = (col: PgColumn | SQL) =>
  sql`regexp_replace(regexp_replace(coalesce(${col}, ''), '[^0-9]', '', 'g'), '^(0044|44)0?', '0')`;

/**
 * Any of `cols` contains the search; and when the search is a phone number (or part of one, in any of the
 * forms people type), any of `phones` holds it, however it was stored.
 */
export function anyLike(q: string | undefined, cols: (PgColumn | SQL)[], phones: (PgColumn | SQL)[] = []) {
  if (!q) return undefined;
  const digits = phones.length ? phoneSearchDigits(q) : null;
  return or(
    ...cols.map((c) => ilike(c, likePattern(q))),
    ...(digits ? phones.map((p) => sql`${phoneDigits(p)} like ${likePattern(digits)}`) : []),
  );
}

export const dateRange = (col: PgColumn, from?: string, to?: string) =>
  and(from ? gte(col, londonDayStart(from)) : undefined, to ? lt(col, londonDayEnd(to)) : undefined);

/** where the next batch starts: the last row's time (as PostgreSQL wrote it, to the microsecond) and id */
export interface Cursor {
  at: string;
  id: string;
}
export const after = (time: PgColumn, id: PgColumn, c: Cursor | null) =>
  c ? sql`(${time}, ${id}) < (${c.at}::timestamptz, ${c.id}::uuid)` : undefined;
export const cursorOf = (time: PgColumn) => sql<string>`${time}::text`;

/** where a list reads from: a page's offset, or the cursor after the last row of the previous batch */
export interface ListFrom {
  offset?: number;
  after?: Cursor | null;
}

/** one list: its rows for a filter, `limit` at a time, from a page offset or after a cursor */
export interface ListSpec<F, R extends { cursor: string; id: string }> {
  rows(db: DbOrTx, f: F, limit: number, from: ListFrom): Promise<R[]>;
  columns: CsvColumn<R>[];
}

/** "Ann Smith" from the account's names (trimmed, so that a missing last name leaves no space) */
export const fullName = (first: PgColumn, last: PgColumn) => sql<string>`trim(${first} || ' ' || ${last})`;
