// Issue #17 "A booking that holds": what a booking keeps of the accepted quote and the move at that moment
// (later edits of either never change it), the mover's confirmation within a day, and the words around it.
// Also: cancelling a booking with a reason before the move, a change of date one side proposes and the other
// answers, and the reminders 7 days and 1 day before the move. No zod here (the pages show these words): the
// bodies' schemas are in booking-schemas.ts.
import {
  addYears,
  formatLondonMoment,
  formatMoveDate,
  MOVE_DATE_LIMITS,
  todayInLondon,
} from "./lead/dates.ts";
import type { ChosenExtra } from "./quote-offer.ts";

/** How long the mover has to confirm a booking before the customer may book another quote. */
export const BOOKING_CONFIRM_HOURS = 24;

const BOOKING_STATUSES = ["awaiting", "confirmed", "declined", "lapsed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  awaiting: "Awaiting the mover's confirmation",
  confirmed: "Confirmed by the mover",
  declined: "Declined by the mover",
  lapsed: "Not confirmed in time",
  cancelled: "Cancelled",
};

/** What was accepted, as it was: the quote's terms and the move's details when the customer booked. */
export interface BookingSnapshot {
  bookedAt: string;
  company: { id: string; name: string };
  quote: {
    id: string;
    pricePence: number;
    priceLabel: string;
    priceKind: string;
    priceKindLabel: string;
    crewSize: number;
    vehicle: string;
    estimatedHours: number;
    includes: string[];
    includesLabels: string[];
    insuranceCoverPence: number | null;
    insuranceCoverLabel: string;
    cancellationTerms: string;
    validUntil: string;
    validUntilLabel: string;
    message: string;
  };
  /** issue #28: the quote's extras the customer ticked, and the total with them (booking-extras.ts); older
   * bookings have neither: their total is the quote's price */
  extras?: ChosenExtra[];
  total?: { pence: number; label: string };
  move: {
    typeOfMove: string;
    from: string;
    to: string | null;
    moveDate: string | null;
    endDate: string | null;
    moveDateLabel: string;
    preferredTime: string | null;
    size: string;
    extras: string[];
  };
}

/** The words of cancelling a booking and of a change of date (the pages, the API's answers and the emails). */
const BOOKING_MESSAGES_LATER = {
  reasonRequired: "Choose why you are cancelling the booking",
  noteForOther: "Tell the other side in a few words why you are cancelling",
  cancelledByYou: "Booking cancelled. The other side has been told.",
  cancelledForCustomer:
    "Your request is open again: you can book another of your quotes that is still valid, or cancel the request.",
  cancelledForCompany: "The booking is cancelled: the move is off your calendar.",
  moveDayReached:
    "The move day has been reached, so this booking can no longer be cancelled or moved. Call the other side to sort it out.",
  notActive: "This booking is no longer active: it was declined, lapsed or cancelled.",
  cancelTermsNotice: (terms: string) => `The mover's cancellation terms you agreed: ${terms}`,
  dateRequired: "Choose the new date",
  dateNotFuture: "Choose a new date after today",
  dateTooFar: "Choose a new date within the next 2 years",
  sameDate: "That is the date already agreed: choose a different one",
  proposalPending:
    "A change of date is already waiting for an answer: wait for it, or answer it, before proposing another.",
  proposed: "Change of date proposed. The other side has been told and can accept or decline it.",
  noProposal: "There is no change of date waiting for your answer: it may have been answered already.",
  ownProposal: "You proposed this change of date: the other side answers it.",
  accepted: "New date agreed. You both have been told, and the reminders will follow the new date.",
  declinedChange: "Change of date declined. The booking keeps its date, and the other side has been told.",
  /** the booking panels (both sides) */
  proposalFromOther: (who: string, label: string) => `${who} would like to move the booking to ${label}.`,
  proposalMine: (label: string, who: string) =>
    `You proposed moving the booking to ${label}. ${who} has been told and can accept or decline it; until then the booking keeps its date.`,
  cancelledLine: (who: string, at: string, reason: string) =>
    `Cancelled by ${who} on ${at}. Reason: ${reason}.`,
  cancelConfirm:
    "The other side will be emailed your reason at once. This cannot be undone: to move on another day instead, change the date.",
  dateChangeHelp:
    "The other side is asked to accept it; until they do, the booking keeps its date. The reminders follow the date agreed.",
  datesBooked: (label: string) => `booked for ${label}`,
} as const;

export const BOOKING_MESSAGES = {
  ...BOOKING_MESSAGES_LATER,
  bookingNotFound: "We could not find a booking for this lead.",
  notAwaiting: "This booking has already been confirmed, declined or has lapsed.",
  tooLate: `The ${BOOKING_CONFIRM_HOURS} hours to confirm this booking have passed: the customer may book another quote.`,
  confirmed: "Booking confirmed. The customer has been told, and you both have the move in your calendars.",
  declined: "Booking declined. The customer has been told and can book another quote.",
  awaitingForCustomer: (confirmBy: string) =>
    `Awaiting the mover's confirmation: they have until ${confirmBy} to confirm. If they do not, you can book another of your quotes.`,
  declinedForCustomer:
    "The mover could not take this booking. Your other quotes are open again: you can book another of them.",
  lapsedForCustomer:
    "The mover did not confirm this booking in time. Your other quotes are open again: you can book another of them.",
} as const;

/** Who did something to a booking. */
export type BookingSide = "customer" | "company";

/** Why a side cancels a booking (the order the form shows them in). */
export const BOOKING_CANCEL_REASONS = {
  customer: [
    { value: "plans-changed", label: "My plans changed" },
    { value: "found-another-mover", label: "I found another mover" },
    { value: "not-moving", label: "I am no longer moving" },
    { value: "other", label: "Other" },
  ],
  company: [
    { value: "not-available", label: "We can no longer do this date" },
    { value: "crew-or-vehicle", label: "We have no crew or vehicle for it" },
    { value: "customer-unreachable", label: "We cannot reach the customer" },
    { value: "other", label: "Other" },
  ],
} as const;
export type ReasonValue<S extends BookingSide> = (typeof BOOKING_CANCEL_REASONS)[S][number]["value"];

export const bookingCancelReasonLabel = (side: BookingSide, v: string | null | undefined) =>
  (BOOKING_CANCEL_REASONS[side] as readonly { value: string; label: string }[]).find((r) => r.value === v)
    ?.label ?? "Not given";

/** The longest note a side may add to a cancellation or a change of date. */
export const BOOKING_NOTE_MAX = 500;

/** The refusal of a proposed date against London's today, or null. */
export function dateChangeRefusal(
  v: { moveDate: string; endDate?: string | null },
  current: { moveDate: string | null; endDate: string | null },
  today: string,
): string | null {
  if (v.moveDate <= today) return BOOKING_MESSAGES_LATER.dateNotFuture;
  if (v.moveDate > addYears(today, MOVE_DATE_LIMITS.maxYearsAhead)) return BOOKING_MESSAGES_LATER.dateTooFar;
  if (v.moveDate === current.moveDate && (v.endDate ?? null) === (current.endDate ?? null))
    return BOOKING_MESSAGES_LATER.sameDate;
  return null;
}

/** A change of date one side proposed, waiting for the other (one at a time per booking). */
export interface BookingDateProposal {
  id: string;
  by: BookingSide;
  moveDate: string;
  endDate: string | null;
  note: string | null;
  proposedAt: string;
}

/** A booking as both sides' pages show it. */
export interface BookingView {
  id: string;
  status: BookingStatus;
  statusLabel: string;
  /** "Saturday 14 March 2026 at 15:04" (London) */
  confirmByLabel: string;
  snapshot: BookingSnapshot;
  /** still awaiting, and within the time to confirm */
  awaiting: boolean;
  /** the move's date as agreed now (after an accepted change), and in words */
  moveDate: string | null;
  endDate: string | null;
  moveDateLabel: string;
  /** the date changed since booking (the snapshot keeps the one booked) */
  dateChanged: boolean;
  /** a change of date waiting for an answer, with its words */
  pendingDateChange: (BookingDateProposal & { label: string }) | null;
  /** awaiting or confirmed and the move day not reached: it may still be cancelled or its date changed */
  active: boolean;
  cancelled: {
    by: BookingSide;
    reasonLabel: string;
    note: string | null;
    atLabel: string;
  } | null;
}

export interface BookingRowLike {
  id: string;
  status: BookingStatus;
  confirmBy: Date;
  snapshot: unknown;
  moveDate?: string | null;
  endDate?: string | null;
  pendingDateChange?: unknown;
  cancelledBy?: BookingSide | null;
  cancelReason?: string | null;
  cancelNote?: string | null;
  cancelledAt?: Date | null;
}

/** The move's date as agreed now: the accepted change, else the snapshot's. */
export function currentMoveDate(b: Pick<BookingRowLike, "snapshot" | "moveDate" | "endDate">) {
  const s = b.snapshot as BookingSnapshot;
  return b.moveDate
    ? { moveDate: b.moveDate, endDate: b.endDate ?? null }
    : { moveDate: s.move.moveDate, endDate: s.move.endDate };
}

/** Whether a booking may still be cancelled or moved on London's `today`: before its (first) move day. */
export function bookingIsActive(b: BookingRowLike, today: string): boolean {
  if (b.status !== "awaiting" && b.status !== "confirmed") return false;
  const { moveDate } = currentMoveDate(b);
  return !moveDate || today < moveDate;
}

export function toBookingView(b: BookingRowLike, now: Date = new Date()): BookingView {
  const current = currentMoveDate(b);
  const s = b.snapshot as BookingSnapshot;
  const p = (b.pendingDateChange ?? null) as BookingDateProposal | null;
  const active = bookingIsActive(b, todayInLondon(now));
  return {
    id: b.id,
    status: b.status,
    statusLabel: BOOKING_STATUS_LABELS[b.status],
    confirmByLabel: formatLondonMoment(b.confirmBy),
    snapshot: s,
    awaiting: b.status === "awaiting" && b.confirmBy > now,
    moveDate: current.moveDate,
    endDate: current.endDate,
    moveDateLabel: formatMoveDate(current.moveDate, current.endDate),
    dateChanged: current.moveDate !== s.move.moveDate || current.endDate !== s.move.endDate,
    pendingDateChange: p && active ? { ...p, label: formatMoveDate(p.moveDate, p.endDate) } : null,
    active,
    cancelled:
      b.status === "cancelled" && b.cancelledBy
        ? {
            by: b.cancelledBy,
            reasonLabel: bookingCancelReasonLabel(b.cancelledBy, b.cancelReason),
            note: b.cancelNote ?? null,
            atLabel: b.cancelledAt ? formatLondonMoment(b.cancelledAt) : "",
          }
        : null,
  };
}

/** The reminders before a move: how many days before, and the words of each. */
export const BOOKING_REMINDERS = [
  { kind: "week", daysBefore: 7 },
  { kind: "day", daysBefore: 1 },
] as const;
export type BookingReminderKind = (typeof BOOKING_REMINDERS)[number]["kind"];

// written in ./lead/dates.ts beside the other London dates, so a page can show it without the booking rules
export { formatLondonMoment } from "./lead/dates.ts";

/** The hours of a preferred time on the move day (London), or null for an all-day event. */
export function preferredHours(
  preferredTime: string | null | undefined,
): { start: number; end: number } | null {
  if (preferredTime === "morning") return { start: 8, end: 12 };
  if (preferredTime === "afternoon") return { start: 13, end: 17 };
  return null;
}
