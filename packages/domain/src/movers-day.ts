// Issue #18 "The mover's workday": the distance between the two ends of a move, the fully booked days a
// company marks (availability), quiet hours for alerts, and the words of the push alerts and onboarding status.
// One source for the API and the pages.
import { addDaysIso, isIsoDate, todayInLondon } from "./lead/dates.ts";
import { distanceMiles, type LatLon } from "./matching.ts";
import { etaLabel } from "./texts.ts";

export * from "./onboarding.ts";
export * from "./push-words.ts";

// ---------------------------------------------------------------------------------------------------------
// Distance (docs/decisions/056-the-movers-day.md): there is no routing service
// offline, so the distance is the straight line between the postcodes' coordinates, labelled as such, with a
// rough road estimate from a stated factor.

/** Roads in London run about 1.3 times the straight line between two points (a typical urban detour factor). */
export const ROAD_DETOUR_FACTOR = 1.3;

export interface MoveEnd extends LatLon {
  /** true: the postcode's own point; false: the centre of its area (an outcode alone) */
  exact: boolean;
}

export interface MoveDistance {
  /** straight line, one decimal */
  miles: number;
  /** straight line × ROAD_DETOUR_FACTOR, whole miles (at least 1) */
  roadMiles: number;
  exact: boolean;
  /** "about 6 miles apart in a straight line (roughly 8 by road)" */
  label: string;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The distance between the two ends, or null when either is unknown. */
export function moveDistance(from: MoveEnd | null, to: MoveEnd | null): MoveDistance | null {
  if (!from || !to) return null;
  const straight = distanceMiles(from, to);
  const miles = Math.round(straight * 10) / 10;
  const roadMiles = Math.max(1, Math.round(straight * ROAD_DETOUR_FACTOR));
  const exact = from.exact && to.exact;
  return { miles, roadMiles, exact, label: describeDistance(straight, roadMiles, exact) };
}

function describeDistance(straight: number, roadMiles: number, exact: boolean): string {
  const between = exact ? "" : " (between the areas' centres)";
  if (straight < 0.5) return `less than half a mile apart${between}`;
  if (straight < 1) return `under a mile apart in a straight line${between} (roughly 1 mile by road)`;
  const n = Math.round(straight);
  return `about ${plural(n, "mile")} apart in a straight line${between} (roughly ${plural(roadMiles, "mile")} by road)`;
}

// ---------------------------------------------------------------------------------------------------------
// Availability: the days a company is fully booked. Matching skips a company for a lead when every day the
// move may happen is one of them (a flexible range matches if any day is free).

/** How far ahead a day may be marked, and how many days one save may hold. */
export const AVAILABILITY_LIMITS = { maxDaysAhead: 365, maxDays: 366 } as const;

export const AVAILABILITY_MESSAGES = {
  badFormat: "Each date must be a real day written as YYYY-MM-DD, for example 2026-12-24",
  inPast: "A day that has already passed cannot be marked as fully booked",
  tooFar: `Days can be marked up to ${AVAILABILITY_LIMITS.maxDaysAhead} days ahead`,
  tooMany: `Mark at most ${AVAILABILITY_LIMITS.maxDays} days at once`,
  saved: "Your fully booked days are saved",
  heading: "Fully booked days",
  intro:
    "Mark the days you cannot take another move. Leads for those days go to other movers; a customer whose dates are flexible still reaches you if any of their days is free.",
  availableOnDate: "Available on your date",
  availableOnSomeDays: "Available on some of your dates",
  // issue #28: a move booked with the company blocks its day by itself
  movesHeading: "Your booked moves",
  movesIntro:
    "The day of a move booked with you is blocked by itself: no lead for that day reaches you while the booking stands. It frees again if the booking is declined or cancelled.",
  noMoves: "No booked moves from today on.",
  legendMove: "Booked move",
  dayWithMove: (label: string) => `a booked move: ${label}`,
  moveDayLocked:
    "That day has a booked move, so it is blocked already; it frees again if the booking is declined or cancelled.",
} as const;

/**
 * The days a save may hold, sorted and without repeats, or the message saying what is wrong with them.
 * `today` is London's (todayInLondon).
 */
export function checkBookedDays(
  days: readonly string[],
  today: string = todayInLondon(),
): { ok: true; days: string[] } | { ok: false; message: string } {
  if (days.length > AVAILABILITY_LIMITS.maxDays) return { ok: false, message: AVAILABILITY_MESSAGES.tooMany };
  const last = addDaysIso(today, AVAILABILITY_LIMITS.maxDaysAhead);
  for (const d of days) {
    if (!isIsoDate(d)) return { ok: false, message: AVAILABILITY_MESSAGES.badFormat };
    if (d < today) return { ok: false, message: AVAILABILITY_MESSAGES.inPast };
    if (d > last) return { ok: false, message: AVAILABILITY_MESSAGES.tooFar };
  }
  return { ok: true, days: [...new Set(days)].sort() };
}

/** Every day from `first` to `last` inclusive ("YYYY-MM-DD"); `last` before `first` gives `first` alone. */
export function daysOfRange(first: string, last: string | null): string[] {
  const out = [first];
  for (let d = addDaysIso(first, 1); last !== null && d <= last && out.length <= 400; d = addDaysIso(d, 1))
    out.push(d);
  return out;
}

/** What the comparison says of a company's availability for the customer's dates (null without a date). */
export function availabilityLabel(
  moveDate: string | null,
  endDate: string | null,
  bookedDays: ReadonlySet<string>,
): string | null {
  if (!moveDate) return null;
  const days = daysOfRange(moveDate, endDate);
  const free = days.filter((d) => !bookedDays.has(d)).length;
  if (free === days.length) return AVAILABILITY_MESSAGES.availableOnDate;
  return free > 0 ? AVAILABILITY_MESSAGES.availableOnSomeDays : null;
}

/** The calendar's month grid: weeks (Monday first) of "YYYY-MM-DD" or null for the days of other months. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysIn = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= daysIn; d++)
    cells.push(`${year}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

// ---------------------------------------------------------------------------------------------------------
// Quiet hours and push alerts (docs/decisions/056-the-movers-day.md).

export const QUIET_HOURS_MESSAGES = {
  badHour: "Choose a whole hour from 0 to 23",
  bothOrNeither: "Choose both the start and the end of your quiet hours, or neither",
  same: "Quiet hours must start and end at different times",
  saved: "Your quiet hours are saved",
} as const;

/** Whether London hour `hour` (0–23) falls in quiet hours from `from` (inclusive) to `until` (exclusive). */
export function inQuietHours(hour: number, from: number | null, until: number | null): boolean {
  if (from === null || until === null || from === until) return false;
  return from < until ? hour >= from && hour < until : hour >= from || hour < until;
}

const LONDON_HOUR = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "numeric",
  hourCycle: "h23",
});

/** The hour (0–23) in London at `now`. */
export const londonHour = (now: Date = new Date()): number => Number(LONDON_HOUR.format(now)) % 24;

export const hourLabel = (h: number) => `${String(h).padStart(2, "0")}:00`;

/** The dashboard's alerts page. */
export const ALERTS_PAGE = {
  heading: "Alerts on your phone",
  intro:
    "Get a notification the moment a lead, a customer's message or a booking arrives, and tap it to open it. Turn alerts on for each phone or computer you use.",
  email:
    "Emails about new leads, messages and bookings go to your company's address whatever you choose here. Choose which kinds reach you by email, text or push in your notification settings.",
  turnOn: "Turn on alerts on this device",
  turnOff: "Turn off alerts on this device",
  devices: (n: number) =>
    n === 0
      ? "No device gets alerts yet."
      : `${n} device${n === 1 ? "" : "s"} of yours get${n === 1 ? "s" : ""} alerts.`,
  quietHeading: "Quiet hours",
  quietIntro:
    "No alert reaches your phone during quiet hours (London time); leads that arrive then wait in your inbox and email.",
  quietFrom: "From",
  quietUntil: "Until",
  quietOff: "No quiet hours",
  quietSave: "Save quiet hours",
} as const;

/** What a push alert says (title, body) and where tapping it goes. */
export type PushAlert = { title: string; body: string; url: string; tag: string };
/**
 * what happened that a mover's devices are told of (one pushAlerts entry each; the push outbox's `kind`), and
 * issue #33's "on-way", the one a customer's devices are told of
 */
export const PUSH_KINDS = ["new-lead", "message", "booking", "cancelled", "date-change", "on-way"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const pushAlerts = {
  newLead: (leadId: string, move: string, when: string): PushAlert => ({
    title: "New lead",
    body: when ? `${move}, ${when}` : move,
    url: `/account/dashboard/leads/${leadId}`,
    tag: `lead-${leadId}`,
  }),
  message: (leadId: string | null, from: string): PushAlert => ({
    title: "New message",
    body: `${from} sent you a message`,
    url: leadId ? `/account/dashboard/leads/${leadId}` : "/account/messages",
    tag: `message-${leadId ?? "any"}`,
  }),
  booking: (leadId: string, move: string): PushAlert => ({
    title: "You have been booked",
    body: `${move}: the customer chose your quote`,
    url: `/account/dashboard/leads/${leadId}`,
    tag: `booking-${leadId}`,
  }),
  cancelled: (leadId: string, move: string): PushAlert => ({
    title: "Booking cancelled",
    body: `${move}: the customer cancelled the booking`,
    url: `/account/dashboard/leads/${leadId}`,
    tag: `cancelled-${leadId}`,
  }),
  dateChange: (leadId: string, move: string, when: string): PushAlert => ({
    title: "New date asked",
    body: `${move}: the customer asks to move on ${when}`,
    url: `/account/dashboard/leads/${leadId}`,
    tag: `date-change-${leadId}`,
  }),
  /** to the customer: the booked mover pressed "On our way" */
  onWay: (leadId: string, company: string, eta: string): PushAlert => ({
    title: "Your movers are on their way",
    body: `${company}: expected about ${etaLabel(eta)}`,
    url: `/client/removal-requests/${leadId}`,
    tag: `on-way-${leadId}`,
  }),
};
