// Issue #17: the move as a calendar event (.ics, written by the `ics` library) for both sides of a confirmed
// booking: all day on the move date (or across a flexible range), or the preferred morning or afternoon in
// London time. One uid per booking, so a calendar that receives it twice keeps one event.
import { type BookingSnapshot, preferredHours } from "@rm/domain/booking";
import { addDaysIso } from "@rm/domain/lead/dates";
import { createEvent, type DateArray } from "ics";

const day = (iso: string): DateArray => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return [y, m, d];
};

/** The UTC moment of a London wall-clock hour on `iso` (British Summer Time or not). */
export function londonHourToUtc(iso: string, hour: number): Date {
  const guess = new Date(`${iso}T${String(hour).padStart(2, "0")}:00:00Z`);
  const london = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hour: "2-digit",
    hourCycle: "h23",
  }).format(guess);
  const offset = Number(london) - hour; // 1 in summer, 0 in winter
  return new Date(guess.getTime() - offset * 3600_000);
}

const utcArray = (d: Date): DateArray => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];

export interface CalendarInput {
  bookingId: string;
  snapshot: BookingSnapshot;
  /** whose calendar: the customer sees the mover's name, the mover the customer's */
  title: string;
  description: string;
  appUrl: string;
  /** a later version of the same event (a change of date): higher than the one sent before */
  sequence?: number;
}

/** The .ics text, or null when the move has no date. */
export function bookingCalendar(c: CalendarInput): string | null {
  const { move } = c.snapshot;
  if (!move.moveDate) return null;
  const hours = move.endDate ? null : preferredHours(move.preferredTime);
  const when = hours
    ? {
        start: utcArray(londonHourToUtc(move.moveDate, hours.start)),
        end: utcArray(londonHourToUtc(move.moveDate, hours.end)),
        startInputType: "utc" as const,
        startOutputType: "utc" as const,
        endInputType: "utc" as const,
        endOutputType: "utc" as const,
      }
    : { start: day(move.moveDate), end: day(addDaysIso(move.endDate ?? move.moveDate, 1)) };
  const { error, value } = createEvent({
    ...when,
    uid: `booking-${c.bookingId}@london-removals-compare`,
    productId: "london-removals-compare/bookings",
    title: c.title,
    description: c.description,
    location: [move.from, move.to].filter(Boolean).join(" to "),
    url: c.appUrl,
    status: "CONFIRMED",
    busyStatus: "BUSY",
    ...(c.sequence ? { sequence: c.sequence } : {}),
  });
  if (error || !value) throw error ?? new Error("calendar event not written");
  return value;
}
