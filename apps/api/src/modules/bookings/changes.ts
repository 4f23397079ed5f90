// Issue #17 "A booking that holds", after it is made: either side cancels it with a reason before the move day
// (the other side is told, with the snapshot's cancellation terms; the request opens again so the customer can
// book another quote still valid), and either side proposes a change of date that the other accepts or
// declines (one waiting at a time; on accept the booking, the request and the reminders follow the new date,
// the snapshot keeps the one booked). The customer reaches only their own bookings (ownLeads), a company only
// its own (companyOf: an inactive company is refused with 403); anyone else 404. Each change and its emails in
// one transaction.
import { randomUUID } from "node:crypto";
import type { SessionUser } from "@rm/domain";
import {
  BOOKING_MESSAGES as M,
  type BookingDateProposal,
  type BookingSide,
  type BookingSnapshot,
  bookingIsActive,
  currentMoveDate,
  dateChangeRefusal,
} from "@rm/domain/booking";
import type { DateChangeInput } from "@rm/domain/booking-schemas";
import { formatMoveDate, todayInLondon } from "@rm/domain/lead/dates";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { bookings, companies, leads } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http.ts";
import { queuePush } from "../alerts/index.ts";
import { aboutLead, enqueueMail, type MailInput } from "../mail/index.ts";
import { details } from "../requests/index.ts";
import {
  type ClientCaller,
  companyIsActive,
  companyOf,
  ownLeads,
  refuseInactiveCompany,
} from "../scopes/index.ts";
import { type BookingMailParty, bookingMails } from "./booking-mails.ts";
import { bookingTextWords, textBookingSides } from "./booking-texts.ts";
import { type BookingDeps, customerOf, leadLink, reopenRequest, requestLink } from "./confirmation.ts";
import { jobCalendar, jobContacts } from "./job-sheet.ts";

type BookingRow = typeof bookings.$inferSelect;
type LeadRow = typeof leads.$inferSelect;

/** Who is acting: the customer (scoped by ownLeads) or a company user (scoped by companyOf). */
export type BookingActor =
  | { side: "customer"; caller: ClientCaller }
  | { side: "company"; user: SessionUser };

interface Locked {
  booking: BookingRow;
  lead: LeadRow;
  company: { id: string; name: string; email: string; active: boolean };
}

/** The actor's newest booking of this lead, locked; 404 for anyone else's, 403 for an inactive company. */
async function lockBooking(tx: Tx, actor: BookingActor, leadId: string): Promise<Locked> {
  let scope: ReturnType<typeof eq>;
  if (actor.side === "company") {
    // the company's row first, as quotes and confirmation take it
    const company = await companyOf(tx, actor.user, { lock: true });
    if (!company) {
      await refuseInactiveCompany(tx, actor.user);
      throw notFound(M.bookingNotFound);
    }
    scope = eq(bookings.companyId, company.id);
  } else {
    scope = ownLeads(actor.caller) as ReturnType<typeof eq>;
  }
  const [row] = await tx
    .select({ booking: bookings, lead: leads })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(and(eq(bookings.leadId, leadId), scope))
    .orderBy(sql`${bookings.createdAt} desc`)
    .for("update", { of: [bookings, leads] })
    .limit(1);
  if (!row) throw notFound(M.bookingNotFound);
  const [company] = await tx
    .select({
      id: companies.id,
      name: companies.name,
      email: companies.email,
      active: sql<boolean>`${companyIsActive()}`,
    })
    .from(companies)
    .where(eq(companies.id, row.booking.companyId))
    .limit(1);
  if (!company) throw notFound(M.bookingNotFound);
  return { ...row, company };
}

/** Refuses a booking that is no longer awaiting or confirmed, or whose move day has come. */
function assertActive(booking: BookingRow, today: string) {
  if (booking.status !== "awaiting" && booking.status !== "confirmed") throw conflict(M.notActive);
  if (!bookingIsActive(booking, today)) throw conflict(M.moveDayReached);
}

/** Both sides as the emails address them (the customer null when their account is gone). */
async function parties(tx: Tx, deps: Pick<BookingDeps, "appUrl">, l: Locked) {
  const customer = await customerOf(tx, l.lead);
  const customerParty: BookingMailParty | null = customer
    ? { email: customer.email, name: customer.firstName, link: requestLink(deps, l.lead.id) }
    : null;
  // a company that may not work hears nothing more about the move
  const companyParty: BookingMailParty | null = l.company.active
    ? { email: l.company.email, name: l.company.name, link: leadLink(deps, l.lead.id) }
    : null;
  return { customer: customerParty, company: companyParty };
}

const other = (side: BookingSide): BookingSide => (side === "customer" ? "company" : "customer");

export interface CancelInput {
  reason: string;
  note?: string | undefined;
}

/**
 * Cancels the booking before the move day. The request opens again (the booked quote withdrawn, the quotes
 * that lost to it open again) so the customer can book another still valid; the other side is told with the
 * snapshot's cancellation terms, and the side that cancelled gets them in writing too.
 */
export async function cancelBooking(
  deps: BookingDeps,
  actor: BookingActor,
  leadId: string,
  input: CancelInput,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const l = await lockBooking(tx, actor, leadId);
    assertActive(l.booking, todayInLondon(now));
    const note = input.note?.trim() || null;
    await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledBy: actor.side,
        cancelReason: input.reason,
        cancelNote: note,
        cancelledAt: now,
        pendingDateChange: null,
      })
      .where(eq(bookings.id, l.booking.id));
    // the customer's own cancellation is pushed to the mover (the mover knows what it did itself)
    if (actor.side === "customer")
      await queuePush(tx, { companyId: l.booking.companyId, leadId: l.lead.id, kind: "cancelled" });
    await reopenRequest(tx, l.booking, l.lead, now);
    const s = l.booking.snapshot as BookingSnapshot;
    const current = currentMoveDate(l.booking);
    const dateLabel = formatMoveDate(current.moveDate, current.endDate);
    const p = await parties(tx, deps, l);
    const mails: MailInput[] = [];
    const told = p[other(actor.side)];
    const self = p[actor.side];
    if (told)
      mails.push(
        bookingMails.cancelled(told, { by: actor.side, reason: input.reason, note, snapshot: s, dateLabel }),
      );
    if (self) mails.push(bookingMails.cancelledByYou(self, { by: actor.side, snapshot: s, dateLabel }));
    await enqueueMail(tx, aboutLead(l.lead.id, mails));
    // issue #33: the other side by text too
    const names = { customer: s.company.name, company: p.customer?.name ?? "the customer" };
    await textBookingSides(
      tx,
      deps.appUrl,
      l,
      "booking-changed",
      `cancel:${l.booking.id}`,
      [other(actor.side)],
      bookingTextWords.cancelled(names),
    );
    return { bookingId: l.booking.id, status: "cancelled" as const, requestStatus: "open" };
  });
}

/** Proposes a new date (or range); one proposal waits at a time. The other side is told. */
export async function proposeDateChange(
  deps: BookingDeps,
  actor: BookingActor,
  leadId: string,
  input: DateChangeInput,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const l = await lockBooking(tx, actor, leadId);
    const today = todayInLondon(now);
    assertActive(l.booking, today);
    if (l.booking.pendingDateChange) throw conflict(M.proposalPending);
    const current = currentMoveDate(l.booking);
    const endDate = input.endDate ?? null;
    const refusal = dateChangeRefusal({ moveDate: input.moveDate, endDate }, current, today);
    if (refusal) throw badRequest(refusal, { moveDate: refusal });
    const proposal: BookingDateProposal = {
      id: randomUUID(),
      by: actor.side,
      moveDate: input.moveDate,
      endDate,
      note: input.note?.trim() || null,
      proposedAt: now.toISOString(),
    };
    await tx.update(bookings).set({ pendingDateChange: proposal }).where(eq(bookings.id, l.booking.id));
    if (actor.side === "customer")
      await queuePush(tx, {
        companyId: l.booking.companyId,
        leadId: l.lead.id,
        kind: "date-change",
        detail: { moveDate: proposal.moveDate, endDate: proposal.endDate },
      });
    const proposedLabel = formatMoveDate(proposal.moveDate, proposal.endDate);
    const p = await parties(tx, deps, l);
    const told = p[other(actor.side)];
    if (told)
      await enqueueMail(
        tx,
        aboutLead(
          l.lead.id,
          bookingMails.dateProposed(told, {
            by: actor.side,
            snapshot: l.booking.snapshot as BookingSnapshot,
            dateLabel: formatMoveDate(current.moveDate, current.endDate),
            proposedLabel,
            note: proposal.note,
          }),
        ),
      );
    return { bookingId: l.booking.id, proposalId: proposal.id, moveDateLabel: proposedLabel };
  });
}

/**
 * The request follows an accepted date (the dashboards and the review emails read it); a new day is due its
 * own parking suspension reminder, two weeks before it (issue #32: suspension-reminders.ts).
 */
async function moveRequestDate(tx: Tx, lead: LeadRow, p: BookingDateProposal, before: string | null) {
  await tx
    .update(leads)
    .set({
      moveDate: p.moveDate,
      endDate: p.endDate,
      ...(p.moveDate === before ? {} : { suspensionRemindedAt: null }),
      details: {
        ...details(lead),
        startDate: p.moveDate,
        endDate: p.endDate ?? undefined,
        dateType: p.endDate ? "flexible" : "specific",
      },
    })
    .where(eq(leads.id, lead.id));
}

/**
 * The other side answers the waiting proposal. Accepted: the booking's date (and the request's, which the
 * dashboards and the review emails read) becomes the new one, both are told, and a confirmed booking's
 * calendar event is sent again at its new date (same uid, a later sequence). Declined: the date stays.
 */
export async function answerDateChange(
  deps: BookingDeps,
  actor: BookingActor,
  leadId: string,
  input: { proposalId: string; answer: "accept" | "decline" },
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const l = await lockBooking(tx, actor, leadId);
    assertActive(l.booking, todayInLondon(now));
    const p = l.booking.pendingDateChange as BookingDateProposal | null;
    if (!p || p.id !== input.proposalId) throw conflict(M.noProposal);
    if (p.by === actor.side) throw conflict(M.ownProposal);
    const s = l.booking.snapshot as BookingSnapshot;
    const before = currentMoveDate(l.booking);
    const oldLabel = formatMoveDate(before.moveDate, before.endDate);
    const newLabel = formatMoveDate(p.moveDate, p.endDate);
    const accepted = input.answer === "accept";
    await tx
      .update(bookings)
      .set(
        accepted
          ? { pendingDateChange: null, moveDate: p.moveDate, endDate: p.endDate }
          : { pendingDateChange: null },
      )
      .where(eq(bookings.id, l.booking.id));
    if (accepted) await moveRequestDate(tx, l.lead, p, before.moveDate);
    const parts = await parties(tx, deps, l);
    const moved: BookingSnapshot = {
      ...s,
      move: { ...s.move, moveDate: p.moveDate, endDate: p.endDate, moveDateLabel: newLabel },
    };
    // the event again at its new date (same uid, a later sequence), with the job (issue #28)
    const contacts =
      accepted && l.booking.status === "confirmed" ? await jobContacts(tx, l.lead, l.company.id) : null;
    const calendar = (side: BookingSide, link: string): MailInput["attachments"] =>
      contacts
        ? jobCalendar({
            bookingId: l.booking.id,
            side,
            snapshot: moved,
            contacts,
            link,
            sequence: Math.max(1, Math.floor((now.getTime() - Date.parse(s.bookedAt)) / 1000)),
          })
        : [];
    const mails: MailInput[] = [];
    const facts = { answer: input.answer, answeredBy: actor.side, snapshot: moved, oldLabel, newLabel };
    if (parts.customer)
      mails.push(
        bookingMails.dateAnswered(parts.customer, {
          ...facts,
          calendar: calendar("customer", parts.customer.link),
        }),
      );
    if (parts.company)
      mails.push(
        bookingMails.dateAnswered(parts.company, {
          ...facts,
          calendar: calendar("company", parts.company.link),
        }),
      );
    // the side that answered knows already: only the proposer needs the declined mail
    const sent = accepted ? mails : mails.filter((m) => m.to === parts[p.by]?.email);
    await enqueueMail(tx, aboutLead(l.lead.id, sent));
    // issue #33: an accepted new date reaches both sides by text
    if (accepted) {
      const names = { customer: s.company.name, company: parts.customer?.name ?? "the customer" };
      const words = bookingTextWords.newDate(names, newLabel);
      await textBookingSides(
        tx,
        deps.appUrl,
        l,
        "booking-changed",
        `date:${p.id}`,
        ["customer", "company"],
        words,
      );
    }
    return {
      bookingId: l.booking.id,
      answer: input.answer,
      moveDateLabel: accepted ? newLabel : oldLabel,
    };
  });
}
