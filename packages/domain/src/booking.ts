// Issue #17 "A booking that holds": what a booking keeps of the accepted quote and the move at that moment
// (later edits of either never change it), the mover's confirmation within a day, and the words around it.

/** How long the mover has to confirm a booking before the customer may book another quote. */
export const BOOKING_CONFIRM_HOURS = 24;

export const BOOKING_STATUSES = ["awaiting", "confirmed", "declined", "lapsed"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  awaiting: "Awaiting the mover's confirmation",
  confirmed: "Confirmed by the mover",
  declined: "Declined by the mover",
  lapsed: "Not confirmed in time",
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

export const BOOKING_MESSAGES = {
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
}

export function toBookingView(
  b: { id: string; status: BookingStatus; confirmBy: Date; snapshot: unknown },
  now: Date = new Date(),
): BookingView {
  return {
    id: b.id,
    status: b.status,
    statusLabel: BOOKING_STATUS_LABELS[b.status],
    confirmByLabel: formatLondonMoment(b.confirmBy),
    snapshot: b.snapshot as BookingSnapshot,
    awaiting: b.status === "awaiting" && b.confirmBy > now,
  };
}

/** "Saturday 14 March 2026 at 15:04" in London time, for the confirm-by moment. */
export function formatLondonMoment(at: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const p = (t: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === t)?.value ?? "";
  return `${p("weekday")} ${p("day")} ${p("month")} ${p("year")} at ${p("hour")}:${p("minute")}`;
}

/** The hours of a preferred time on the move day (London), or null for an all-day event. */
export function preferredHours(
  preferredTime: string | null | undefined,
): { start: number; end: number } | null {
  if (preferredTime === "morning") return { start: 8, end: 12 };
  if (preferredTime === "afternoon") return { start: 13, end: 17 };
  return null;
}
