// Issue #17: the move as a calendar event (.ics, written by the `ics` library) for both sides of a confirmed
// booking: all day on the move date (or across a flexible range), or from the preferred morning or afternoon
// start in London time for the job's expected length (issue #28: the quote's estimated hours, not a fixed
// four-hour slot). One uid per booking, so a calendar that receives it twice keeps one event.
import type { BookingSnapshot } from "@rm/domain/booking";
import { jobHours } from "@rm/domain/job-sheet";
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
  /** where: both full addresses (job-sheet.ts) */
  location: string;
  appUrl: string;
  /** a later version of the same event (a change of date): higher than the one sent before */
  sequence?: number;
}

/** From the London start for the job's length, in UTC. */
function timed(moveDate: string, hours: { startMinutes: number; endMinutes: number }) {
  const start = londonHourToUtc(moveDate, hours.startMinutes / 60);
  const end = new Date(start.getTime() + (hours.endMinutes - hours.startMinutes) * 60_000);
  return {
    start: utcArray(start),
    end: utcArray(end),
    startInputType: "utc" as const,
    startOutputType: "utc" as const,
    endInputType: "utc" as const,
    endOutputType: "utc" as const,
  };
}

/** The .ics text, or null when the move has no date. */
export function bookingCalendar(c: CalendarInput): string | null {
  const { move, quote } = c.snapshot;
  if (!move.moveDate) return null;
  const hours = move.endDate ? null : jobHours(move.preferredTime, quote.estimatedHours);
  const when = hours
    ? timed(move.moveDate, hours)
    : { start: day(move.moveDate), end: day(addDaysIso(move.endDate ?? move.moveDate, 1)) };
  const { error, value } = createEvent({
    ...when,
    uid: `booking-${c.bookingId}@london-removals-compare`,
    productId: "london-removals-compare/bookings",
    title: c.title,
    description: c.description,
    location: c.location,
    url: c.appUrl,
    status: "CONFIRMED",
    busyStatus: "BUSY",
    ...(c.sequence ? { sequence: c.sequence } : {}),
  });
  if (error || !value) throw error ?? new Error("calendar event not written");
  return value;
}
