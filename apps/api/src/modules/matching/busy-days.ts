// Issue #28 "Won bookings block the mover's day": a company is busy on a day it marked as fully booked
// (company_unavailable_days, its calendar) and on the day of every move booked with it — awaiting its
// confirmation or confirmed, on the date as agreed now (a change of date both sides accepted moves it). Read at
// query time, so a booking, a cancellation or a new date changes the calendar and matching at once, with
// nothing copied. A move booked for a flexible range blocks no day until one day is agreed. Written with its
// own aliases (never drizzle's column objects, which a sub-select may render without their table).
import { type SQL, sql } from "drizzle-orm";

/** The booking's day as agreed now: its own date once changed, else the snapshot's (booking time). */
const BOOKED_DAY = sql.raw(`coalesce(b.move_date, nullif(b.snapshot #>> '{move,moveDate}', '')::date)`);
const BOOKED_END = sql.raw(
  `case when b.move_date is not null then b.end_date else nullif(b.snapshot #>> '{move,endDate}', '')::date end`,
);

/**
 * Rows of `day` (and the booking's lead and move as booked: lead_id, type_of_move, from_area, to_area): the days
 * of `companyId`'s booked one-day moves (`companyId` an SQL expression: a value, or "c.id" in a sub-select).
 */
export const bookedMoveDaysSql = (companyId: SQL) => sql`select ${BOOKED_DAY} as day, b.lead_id,
    b.snapshot #>> '{move,typeOfMove}' as type_of_move, b.snapshot #>> '{move,from}' as from_area,
    b.snapshot #>> '{move,to}' as to_area
  from bookings b
  where b.company_id = ${companyId} and b.status in ('awaiting', 'confirmed')
    and (${BOOKED_END} is null or ${BOOKED_END} = ${BOOKED_DAY})`;

/** `select day` rows: every day `companyId` is busy (marked or booked), each once, between two days. */
export const busyDaysSql = (
  companyId: SQL,
  first: SQL,
  last: SQL,
) => sql`select u.day from company_unavailable_days u
    where u.company_id = ${companyId} and u.day between ${first} and ${last}
  union
  select booked.day from (${bookedMoveDaysSql(companyId)}) booked where booked.day between ${first} and ${last}`;
