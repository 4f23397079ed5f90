// Issue #28 "Movers see the job as it is": what a booked move's reminders and calendar file say of the job —
// the other side's name and phone, both full addresses, the floors and lift at each end (issue #33), and how
// long the job is expected to take (the
// quote's estimated hours, from the preferred start). The mover gets the customer's phone only once booked
// (principle 1): these words are only ever written for a booking.
import { preferredHours } from "./booking.ts";
import { bothEnds, GLANCE_WORDS } from "./move-glance.ts";
import { plural } from "./text.ts";

const JOB_SHEET_WORDS = {
  customer: "Customer",
  mover: "Mover",
  from: "From",
  to: "To",
  length: "Expected length",
  noPhone: "no phone number given",
} as const;

/** The job's start and end on the move day, as London wall-clock minutes (null: all day, no time preferred). */
export function jobHours(
  preferredTime: string | null | undefined,
  estimatedHours: number,
): { startMinutes: number; endMinutes: number } | null {
  const h = preferredHours(preferredTime);
  if (!h) return null;
  const startMinutes = h.start * 60;
  return { startMinutes, endMinutes: startMinutes + Math.round(estimatedHours * 60) };
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** "about 6 hours (08:00 to 14:00)", "about 6.5 hours"; past midnight the times are left out. */
export function expectedLengthLabel(
  estimatedHours: number,
  preferredTime: string | null | undefined,
  oneDay = true,
): string {
  const length = `about ${plural(estimatedHours, "hour")}`;
  const h = oneDay ? jobHours(preferredTime, estimatedHours) : null;
  if (!h || h.endMinutes >= 24 * 60) return length;
  return `${length} (${clock(h.startMinutes)} to ${clock(h.endMinutes)})`;
}

export interface JobFacts {
  /** the other side: the customer's full name (for the mover) or the mover's name (for the customer) */
  otherName: string;
  otherPhone: string | null;
  /** full addresses, or the areas when an address was not given */
  from: string;
  to: string | null;
  estimatedHours: number;
  preferredTime: string | null;
  /** a single move day (a flexible range has no times) */
  oneDay: boolean;
  /** issue #33: floors and lift at each end, as the lead page's glance says them ("Floor 3, no lift") */
  access?: { from: string | null; to: string | null };
}

/** The job as lines, for the side that reads them. */
export function jobSheetLines(side: "customer" | "company", f: JobFacts): string[] {
  const W = JOB_SHEET_WORDS;
  const access = f.access ? bothEnds(f.access.from, f.access.to) : null;
  return [
    `${side === "company" ? W.customer : W.mover}: ${f.otherName}, ${f.otherPhone ?? W.noPhone}`,
    `${W.from}: ${f.from}`,
    ...(f.to ? [`${W.to}: ${f.to}`] : []),
    ...(access ? [`${GLANCE_WORDS.access}: ${access}`] : []),
    `${W.length}: ${expectedLengthLabel(f.estimatedHours, f.preferredTime, f.oneDay)}`,
  ];
}
