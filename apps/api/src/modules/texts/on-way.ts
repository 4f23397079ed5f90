// Issue #33 "On our way": on the move day (or from 17:00 London the evening before) the booked company presses a
// button with the time it expects to arrive; the customer is told by text (a verified, opted-in phone), by
// email and by push to their own devices (modules/alerts, issue #33), and their request page shows it. Only the booked company of a confirmed booking (anyone else: 404), at
// most TEXT_LIMITS.onWayMax times per booking; the notice, its text and its email in one transaction.
import type { SessionUser } from "@rm/domain";
import { currentMoveDate } from "@rm/domain/booking";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { londonHour } from "@rm/domain/movers-day";
import { onWayLine, parseEta, TEXT_LIMITS, TEXT_MESSAGES as M, textWords } from "@rm/domain/texts";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { bookings, leads, onWayNotices, users } from "../../db/schema.ts";
import { badRequest, conflict, HttpError, notFound } from "../../lib/http.ts";
import { isUuid } from "@rm/domain/ids";
import { queuePush } from "../alerts/index.ts";
import { aboutLead, enqueueMail } from "../mail/index.ts";
import { companyOf, refuseInactiveCompany } from "../scopes/index.ts";
import { textMails } from "./mails.ts";
import { queueTextTo } from "./outbox.ts";

type BookingRow = typeof bookings.$inferSelect;

/** Whether "On our way" may be pressed for `booking` at `now`: its move day(s), or the evening before. */
export function onWayOpen(booking: Pick<BookingRow, "snapshot" | "moveDate" | "endDate">, now: Date) {
  const { moveDate, endDate } = currentMoveDate(booking);
  if (!moveDate) return false;
  const today = todayInLondon(now);
  if (today >= moveDate && today <= (endDate ?? moveDate)) return true;
  return today === addDaysIso(moveDate, -1) && londonHour(now) >= TEXT_LIMITS.onWayEveningHour;
}

/** The latest "On our way" of the lead's live booking, or null; `scope` limits the leads (ownLeads). */
export async function latestOnWay(db: DbOrTx, leadId: string, scope: SQL = sql`true`) {
  if (!isUuid(leadId)) return null;
  const [row] = await db
    .select({ eta: onWayNotices.eta, at: onWayNotices.createdAt })
    .from(onWayNotices)
    .innerJoin(bookings, eq(bookings.id, onWayNotices.bookingId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(and(eq(bookings.leadId, leadId), eq(bookings.status, "confirmed"), scope))
    .orderBy(desc(onWayNotices.id))
    .limit(1);
  return row ? { eta: row.eta, label: onWayLine(row.eta), at: row.at } : null;
}

/** The caller's company's confirmed booking of `leadId`, locked; 404 for anyone else's. */
async function ownConfirmedBooking(tx: DbOrTx, user: SessionUser, leadId: string) {
  const company = await companyOf(tx, user, { lock: true });
  if (!company) {
    await refuseInactiveCompany(tx, user);
    throw notFound(M.onWayNotBooked);
  }
  const [row] = await tx
    .select({ booking: bookings, lead: leads, customer: users })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .innerJoin(users, eq(users.id, leads.clientUserId))
    .where(
      and(eq(bookings.leadId, leadId), eq(bookings.companyId, company.id), eq(bookings.status, "confirmed")),
    )
    .orderBy(asc(bookings.createdAt))
    .for("update", { of: [bookings] })
    .limit(1);
  if (!row) throw notFound(M.onWayNotBooked);
  return { company, ...row };
}

/** "On our way" from the booked company: stored, the customer texted, emailed and pushed. */
export async function sayOnOurWay(
  db: Db,
  deps: { appUrl: string },
  user: SessionUser,
  leadId: string,
  rawEta: unknown,
  now = new Date(),
) {
  const eta = parseEta(rawEta);
  if (!eta) throw badRequest(M.badEta, { eta: M.badEta });
  return db.transaction(async (tx) => {
    const { company, booking, lead, customer } = await ownConfirmedBooking(tx, user, leadId);
    if (!onWayOpen(booking, now)) throw conflict(M.onWayNotToday);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(onWayNotices)
      .where(eq(onWayNotices.bookingId, booking.id));
    const n = (count?.n ?? 0) + 1;
    if (n > TEXT_LIMITS.onWayMax) throw new HttpError(429, M.onWayTooMany);
    const [notice] = await tx
      .insert(onWayNotices)
      .values({ bookingId: booking.id, eta, createdAt: now })
      .returning();
    await queueTextTo(tx, customer.id, {
      key: `on-way:${booking.id}:${n}`,
      kind: "on-way",
      body: textWords.onWay(company.name, eta),
      leadId: lead.id,
    });
    // their devices, if they turned notifications on (the push job follows their settings for push)
    await queuePush(tx, {
      userId: customer.id,
      leadId: lead.id,
      kind: "on-way",
      detail: { company: company.name, eta },
    });
    const details = (lead.details ?? {}) as Record<string, unknown>;
    const firstName = typeof details.firstName === "string" ? details.firstName : customer.firstName;
    const link = `${deps.appUrl}/client/removal-requests/${lead.id}`;
    await enqueueMail(
      tx,
      aboutLead(lead.id, textMails.onWay({ email: customer.email, firstName, link }, company.name, eta)),
    );
    return { eta, label: onWayLine(eta), at: notice!.createdAt, left: TEXT_LIMITS.onWayMax - n };
  });
}

/** What the mover's lead page shows about "On our way" for the caller's booking of `leadId`. */
export async function onWayForCompany(db: DbOrTx, user: SessionUser, leadId: string, now = new Date()) {
  const company = await companyOf(db, user);
  if (!company) return null;
  const [row] = await db
    .select({ booking: bookings })
    .from(bookings)
    .where(
      and(eq(bookings.leadId, leadId), eq(bookings.companyId, company.id), eq(bookings.status, "confirmed")),
    )
    .limit(1);
  if (!row) return null;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(onWayNotices)
    .where(eq(onWayNotices.bookingId, row.booking.id));
  return {
    open: onWayOpen(row.booking, now),
    left: TEXT_LIMITS.onWayMax - (count?.n ?? 0),
    latest: await latestOnWay(db, leadId),
  };
}
