// Issue #17 "A booking that holds": the snapshot a booking keeps, the mover's confirmation within
// BOOKING_CONFIRM_HOURS (a button on their lead page), and what happens when they decline or do not answer —
// the customer is told, the request opens again and the other quotes can be booked. Only the booked company
// may confirm or decline (anyone else: 404; a company that may not work: 403). Each change and its emails
// in one transaction.
import type { SessionUser } from "@rm/domain";
import {
  BOOKING_CONFIRM_HOURS,
  BOOKING_MESSAGES as M,
  type BookingSide,
  type BookingSnapshot,
  formatLondonMoment,
} from "@rm/domain/booking";
import { formatMoveDate } from "@rm/domain/lead/dates";
import { type ChosenExtra, priceWithExtras } from "@rm/domain/quote-offer";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { bookings, companies, leadMatches, leads, quotes, users } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { queuePush } from "../alerts/index.ts";
import { aboutLead, enqueueMail, type MailInput } from "../mail/index.ts";
import { toQuoteView } from "../quotes/index.ts";
import { details, str, summarise } from "../requests/index.ts";
import { companyIsActive, companyOf, refuseInactiveCompany } from "../scopes/index.ts";
import { bookingTextWords, textBookingSides } from "./booking-texts.ts";
import { confirmationMails } from "./confirmation-mails.ts";
import { jobCalendar, jobContacts, jobLines, terms } from "./job-sheet.ts";

type LeadRow = typeof leads.$inferSelect;
type QuoteRow = typeof quotes.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

export interface BookingDeps {
  db: Db;
  appUrl: string;
}

/** What was accepted, as it is at this moment (stored with the booking; never recomputed). */
function bookingSnapshot(
  lead: LeadRow,
  quote: QuoteRow,
  company: { id: string; name: string },
  now: Date,
  extras: ChosenExtra[] = [],
): BookingSnapshot {
  const v = toQuoteView(quote);
  const move = summarise(lead, now);
  const price = priceWithExtras(v.pricePence, extras);
  return {
    bookedAt: now.toISOString(),
    company: { id: company.id, name: company.name },
    quote: {
      id: quote.id,
      pricePence: v.pricePence,
      priceLabel: v.priceLabel,
      priceKind: v.priceKind,
      priceKindLabel: v.priceKindLabel,
      crewSize: v.crewSize,
      vehicle: v.vehicle,
      estimatedHours: v.estimatedHours,
      includes: [...v.includes],
      includesLabels: v.includesLabels,
      insuranceCoverPence: v.insuranceCoverPence,
      insuranceCoverLabel: v.insuranceCoverLabel,
      cancellationTerms: v.cancellationTerms,
      validUntil: v.validUntil,
      validUntilLabel: v.validUntilLabel,
      message: v.message,
    },
    extras,
    total: { pence: price.totalPence, label: price.totalLabel },
    move: {
      typeOfMove: move.typeOfMove,
      from: move.from,
      to: move.to,
      moveDate: move.moveDate,
      endDate: move.endDate,
      moveDateLabel: move.moveDateLabel,
      preferredTime: str(details(lead), "preferredTime") ?? null,
      size: move.size,
      extras: move.extras,
    },
  };
}

/** Stores the booking of `quote` (inside bookQuote's transaction): awaiting the mover for a day. */
export async function recordBooking(
  tx: Tx,
  lead: LeadRow,
  quote: QuoteRow,
  company: { id: string; name: string },
  extras: ChosenExtra[] = [],
  now = new Date(),
) {
  const snapshot = bookingSnapshot(lead, quote, company, now, extras);
  const [row] = await tx
    .insert(bookings)
    .values({
      leadId: lead.id,
      quoteId: quote.id,
      companyId: company.id,
      snapshot,
      confirmBy: new Date(now.getTime() + BOOKING_CONFIRM_HOURS * 3600_000),
      createdAt: now,
    })
    .returning();
  // issue #31: the mover's devices hear of it, queued with the booking
  await queuePush(tx, { companyId: company.id, leadId: lead.id, kind: "booking" });
  return { ...row!, snapshot };
}

/** The caller's company's awaiting booking of this lead, locked (company row first, as quotes do). */
async function lockOwnBooking(tx: Tx, user: SessionUser, leadId: string, now: Date) {
  const company = await companyOf(tx, user, { lock: true });
  if (!company) {
    await refuseInactiveCompany(tx, user);
    throw notFound(M.bookingNotFound);
  }
  const [row] = await tx
    .select({ booking: bookings, lead: leads })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(and(eq(bookings.leadId, leadId), eq(bookings.companyId, company.id)))
    .orderBy(sql`${bookings.createdAt} desc`)
    .for("update")
    .limit(1);
  if (!row) throw notFound(M.bookingNotFound);
  if (row.booking.status !== "awaiting") throw conflict(M.notAwaiting);
  if (row.booking.confirmBy <= now) throw conflict(M.tooLate);
  return { company, ...row };
}

export const customerOf = async (tx: Tx, lead: LeadRow) => {
  const [account] = await tx.select().from(users).where(eq(users.id, lead.clientUserId)).limit(1);
  return account
    ? { email: account.email, firstName: str(details(lead), "firstName") ?? account.firstName }
    : null;
};

export const requestLink = (deps: Pick<BookingDeps, "appUrl">, leadId: string) =>
  `${deps.appUrl}/client/removal-requests/${leadId}`;
export const leadLink = (deps: Pick<BookingDeps, "appUrl">, leadId: string) =>
  `${deps.appUrl}/account/dashboard/leads/${leadId}`;

/** The snapshot with the move's date as agreed now (after an accepted change of date). */
function asAgreedNow(booking: BookingRow): BookingSnapshot {
  const s = booking.snapshot as BookingSnapshot;
  if (!booking.moveDate) return s;
  const endDate = booking.endDate ?? null;
  return {
    ...s,
    move: {
      ...s.move,
      moveDate: booking.moveDate,
      endDate,
      moveDateLabel: formatMoveDate(booking.moveDate, endDate),
    },
  };
}

/** The mover confirms: both sides are emailed the terms and the move as a calendar file. */
export async function confirmBooking(deps: BookingDeps, user: SessionUser, leadId: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const { booking, lead, company } = await lockOwnBooking(tx, user, leadId, now);
    await tx.update(bookings).set({ status: "confirmed", decidedAt: now }).where(eq(bookings.id, booking.id));
    const s = asAgreedNow(booking);
    // issue #28: each side's calendar carries the job — the other side's phone, both addresses, its length
    const contacts = await jobContacts(tx, lead, company.id);
    const calendar = (side: BookingSide, link: string) =>
      jobCalendar({ bookingId: booking.id, side, snapshot: s, contacts, link });
    const customer = await customerOf(tx, lead);
    const job = (side: BookingSide) => ({ snapshot: s, job: jobLines(side, s, contacts), terms: terms(s) });
    const mails: MailInput[] = [
      {
        ...confirmationMails.confirmedByMover({ ...company, link: leadLink(deps, lead.id) }, job("company")),
        attachments: calendar("company", leadLink(deps, lead.id)),
      },
    ];
    if (customer) {
      const party = { email: customer.email, name: customer.firstName, link: requestLink(deps, lead.id) };
      mails.push({
        ...confirmationMails.confirmedForCustomer(party, company.name, job("customer")),
        attachments: calendar("customer", requestLink(deps, lead.id)),
      });
    }
    await enqueueMail(tx, aboutLead(lead.id, mails));
    // issue #33: the customer by text too
    const words = bookingTextWords.confirmed(company.name, s.move.moveDate);
    await textBookingSides(
      tx,
      deps.appUrl,
      { booking, lead },
      "booking",
      `booking:${booking.id}`,
      ["customer"],
      words,
    );
    return { bookingId: booking.id, status: "confirmed" as const };
  });
}

/**
 * The request of a booking that fell through (declined, lapsed or cancelled) opens again: the booked quote is
 * withdrawn (it cannot be booked again), the quotes that lost to it are open again, the request is open. The
 * companies whose quotes are open again.
 */
export async function reopenRequest(tx: Tx, booking: BookingRow, lead: LeadRow, now: Date) {
  await tx.update(quotes).set({ status: "withdrawn", updatedAt: now }).where(eq(quotes.id, booking.quoteId));
  const reopened = await tx
    .update(quotes)
    .set({ status: "sent", updatedAt: now })
    .where(and(eq(quotes.leadId, lead.id), eq(quotes.status, "lost")))
    .returning({ companyId: quotes.companyId });
  await tx.update(leads).set({ status: "open", bookedQuoteId: null }).where(eq(leads.id, lead.id));
  const reopenedIds = reopened.map((q) => q.companyId);
  await tx
    .update(leadMatches)
    .set({
      status: sql`case
        when ${leadMatches.companyId} = ${booking.companyId} then 'lost'
        when ${reopenedIds.length ? inArray(leadMatches.companyId, reopenedIds) : sql`false`} then 'quoted'
        when ${leadMatches.status} = 'expired' and ${leadMatches.viewedAt} is null then 'new'
        when ${leadMatches.status} = 'expired' then 'viewed'
        else ${leadMatches.status} end`,
    })
    .where(eq(leadMatches.leadId, lead.id));
  return reopenedIds;
}

/**
 * The booking falls through (the mover declined, or did not answer in time): the request opens again, the
 * booked quote can no longer be booked, the quotes that lost to it are open again, and the customer (and the
 * movers whose quotes are open again) are told.
 */
async function release(
  tx: Tx,
  deps: Pick<BookingDeps, "appUrl">,
  booking: BookingRow,
  lead: LeadRow,
  outcome: "declined" | "lapsed",
  now: Date,
) {
  await tx.update(bookings).set({ status: outcome, decidedAt: now }).where(eq(bookings.id, booking.id));
  const reopenedIds = await reopenRequest(tx, booking, lead, now);
  const s = booking.snapshot as BookingSnapshot;
  const mails: MailInput[] = [];
  const customer = await customerOf(tx, lead);
  if (customer) {
    const party = { email: customer.email, name: customer.firstName, link: requestLink(deps, lead.id) };
    mails.push(confirmationMails.fellThrough(party, outcome, s));
  }
  const others = reopenedIds.length
    ? await tx
        .select({ email: companies.email, name: companies.name })
        .from(companies)
        .where(and(inArray(companies.id, reopenedIds), companyIsActive()))
    : [];
  for (const c of others)
    mails.push(confirmationMails.quoteOpenAgain({ ...c, link: leadLink(deps, lead.id) }, s));
  await enqueueMail(tx, aboutLead(lead.id, mails));
}

/** The mover declines: the customer is told and can book another quote. */
export async function declineBooking(deps: BookingDeps, user: SessionUser, leadId: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const { booking, lead } = await lockOwnBooking(tx, user, leadId, now);
    await release(tx, deps, booking, lead, "declined", now);
    return { bookingId: booking.id, status: "declined" as const };
  });
}

/** Bookings not confirmed by their deadline lapse (the job; testable with a fixed `now`). How many lapsed. */
export async function lapseOverdueBookings(deps: BookingDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, "awaiting"), lte(bookings.confirmBy, now)))
    .orderBy(asc(bookings.confirmBy))
    .limit(100);
  let lapsed = 0;
  for (const { id } of due) {
    lapsed += await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ booking: bookings, lead: leads })
        .from(bookings)
        .innerJoin(leads, eq(leads.id, bookings.leadId))
        .where(and(eq(bookings.id, id), eq(bookings.status, "awaiting"), lte(bookings.confirmBy, now)))
        .for("update", { skipLocked: true })
        .limit(1);
      if (!row) return 0;
      await release(tx, deps, row.booking, row.lead, "lapsed", now);
      return 1;
    });
  }
  return lapsed;
}

/** The confirm-by moment in words, for the customer's page. */
export const confirmByLabel = (b: Pick<BookingRow, "confirmBy">) => formatLondonMoment(b.confirmBy);
