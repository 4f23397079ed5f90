// Issue #18 "Availability": the days a company marks as fully booked. Matching reads the same table
// (modules/matching/candidates.ts); the customer's comparison reads it through quotes. Issue #28: the read
// also gives the days of the moves booked with it, which matching counts as busy too (busy-days.ts).
import type { SessionUser } from "@rm/domain";
import { AVAILABILITY_LIMITS, checkBookedDays } from "@rm/domain/movers-day";
import { routeText } from "@rm/domain/text";
import { and, asc, eq, gte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companyUnavailableDays } from "../../db/schema.ts";
import { badRequest } from "../../lib/http.ts";
import { londonToday } from "../../lib/london-today.ts";
import { bookedMoveDaysSql } from "../matching/index.ts";
import { companyOf, refuseInactiveCompany } from "../scopes/index.ts";

export interface Availability {
  today: string;
  /** the last day that may be marked */
  lastDay: string;
  /** fully booked days from today on, sorted */
  bookedDays: string[];
  /**
   * Issue #28: the days of moves booked with the company from today on, sorted: busy without being marked
   * (matching skips them too, modules/matching/busy-days.ts), and freed when the booking ends
   */
  bookedMoves: BookedMoveDay[];
}

interface BookedMoveDay {
  day: string;
  leadId: string;
  /** "House/Flat Removals: SE16, Southwark → N16, Hackney" */
  label: string;
}

const lastMarkable = (today: string) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + AVAILABILITY_LIMITS.maxDaysAhead * 86400_000)
    .toISOString()
    .slice(0, 10);

async function activeCompanyId(db: Db, user: SessionUser): Promise<string> {
  const company = await companyOf(db, user);
  if (!company) {
    await refuseInactiveCompany(db, user);
    throw badRequest("No company");
  }
  return company.id;
}

type BookedRow = {
  day: string;
  lead_id: string;
  type_of_move: string;
  from_area: string;
  to_area: string | null;
};

/** The company's booked moves from today on (the rows matching counts as busy). */
async function bookedMoves(db: Db, companyId: string, today: string): Promise<BookedMoveDay[]> {
  const answer = (await db.execute(sql`select booked.day::text as day, booked.lead_id, booked.type_of_move,
      booked.from_area, booked.to_area
    from (${bookedMoveDaysSql(sql`${companyId}::uuid`)}) booked
    where booked.day >= ${today}::date order by booked.day, booked.lead_id`)) as unknown as {
    rows: BookedRow[];
  };
  return answer.rows.map((r) => ({
    day: r.day,
    leadId: r.lead_id,
    label: `${r.type_of_move}: ${routeText(r.from_area, r.to_area)}`,
  }));
}

async function read(db: Db, companyId: string, today: string): Promise<Availability> {
  const rows = await db
    .select({ day: companyUnavailableDays.day })
    .from(companyUnavailableDays)
    .where(and(eq(companyUnavailableDays.companyId, companyId), gte(companyUnavailableDays.day, today)))
    .orderBy(asc(companyUnavailableDays.day));
  return {
    today,
    lastDay: lastMarkable(today),
    bookedDays: rows.map((r) => r.day),
    bookedMoves: await bookedMoves(db, companyId, today),
  };
}

/** The caller's fully booked days from today on (an active company only: others 403). */
export async function getAvailability(db: Db, user: SessionUser, now = new Date()): Promise<Availability> {
  return read(db, await activeCompanyId(db, user), londonToday(now));
}

/**
 * Replaces the caller's fully booked days from today on with `days` (past days stay as they were). Any bad
 * day refuses the whole save with its message, writing nothing.
 */
export async function setAvailability(
  db: Db,
  user: SessionUser,
  days: string[],
  now = new Date(),
): Promise<Availability> {
  const companyId = await activeCompanyId(db, user);
  const today = londonToday(now);
  const checked = checkBookedDays(days, today);
  if (!checked.ok) throw badRequest(checked.message, { bookedDays: checked.message });
  await db.transaction(async (tx) => {
    const mine = eq(companyUnavailableDays.companyId, companyId);
    const future = gte(companyUnavailableDays.day, today);
    await tx
      .delete(companyUnavailableDays)
      .where(
        checked.days.length === 0
          ? and(mine, future)
          : and(mine, future, notInArray(companyUnavailableDays.day, checked.days)),
      );
    if (checked.days.length > 0)
      await tx
        .insert(companyUnavailableDays)
        .values(checked.days.map((day) => ({ companyId, day })))
        .onConflictDoNothing();
  });
  return read(db, companyId, today);
}
