// Dates of a move are calendar days ("YYYY-MM-DD", as <input type="date"> gives them), compared as
// strings in the Europe/London calendar so the browser and the server agree on "today".

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// built once (a constant, not state): an Intl.DateTimeFormat costs far more to create than to use
const LONDON_DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in London as "YYYY-MM-DD" (also the date inputs' minimum, docs/product/wizard.md §5). */
// Pure: the answer depends only on `now` (the domain keeps no module state). The API's lead intake, which
// asks several times a lead, keeps the last minute's answer itself (apps/api/src/lib/london-today.ts).
export function todayInLondon(now: Date = new Date()): string {
  const parts = LONDON_DAY.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A real calendar day written "YYYY-MM-DD" (rejects "2025-02-30"). */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * Ours: how far ahead a move (or a mover's available date) may be, and how long a flexible window may run.
 * Beyond these a date is a slip ("2062" for "2026"), and matching, expiry and quotes would run on it.
 */
export const MOVE_DATE_LIMITS = { maxYearsAhead: 2, maxFlexibleDays: 183 } as const;

/** "2026-03-14" + 2 years -> "2028-03-14" (29 February stays the 29th: compared as text it still works). */
export function addYears(iso: string, years: number): string {
  return `${String(Number(iso.slice(0, 4)) + years).padStart(4, "0")}${iso.slice(4)}`;
}

/** "2026-03-14" + 10 days -> "2026-03-24" (or a timestamp starting so; days may be negative). The one day arithmetic: API and browser use it (issue #30). */
export function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const DAYS = "Sunday Monday Tuesday Wednesday Thursday Friday Saturday".split(" ");
const MONTHS = "January February March April May June July August September October November December".split(
  " ",
);

/** "2026-03-14" (or a timestamp starting so) -> "Saturday 14 March 2026" (docs/product/rules.md "Voice", no comma). */
export function formatLongDate(iso: string): string {
  const day = iso.slice(0, 10);
  if (!isIsoDate(day)) return iso;
  const d = new Date(`${day}T00:00:00Z`);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** What a move without a date shows where its date would be. */
const NO_MOVE_DATE = "Date not given";

/**
 * A move's date in words, the one way every page and email writes it (docs/product/rules.md "Voice"): one day
 * "Saturday 14 March 2026"; a flexible range "between Saturday 14 March 2026 and Friday 20 March 2026";
 * NO_MOVE_DATE when there is none (or it is not a "YYYY-MM-DD" day).
 */
export function formatMoveDate(start: string | null | undefined, end?: string | null): string {
  const day = (iso: string | null | undefined) =>
    iso && isIsoDate(iso.slice(0, 10)) ? formatLongDate(iso) : "";
  const a = day(start);
  const b = day(end);
  if (!a) return NO_MOVE_DATE;
  return b ? `between ${a} and ${b}` : a;
}

/**
 * The same after a verb ("Available …", "for your move …"): "on Saturday 14 March 2026", "between … and …",
 * or "with no date given".
 */
export function moveDatePhrase(start: string | null | undefined, end?: string | null): string {
  const words = formatMoveDate(start, end);
  if (words === NO_MOVE_DATE) return "with no date given";
  return words.startsWith("between ") ? words : `on ${words}`;
}

/** "14 Mar" for chart labels and compact lists. */
export function formatShortDate(iso: string): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]?.slice(0, 3)}`;
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
