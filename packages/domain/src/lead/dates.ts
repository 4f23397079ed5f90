// Dates of a move are calendar days ("YYYY-MM-DD", as <input type="date"> gives them), compared as
// strings in the Europe/London calendar so the browser and the server agree on "today".

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in London as "YYYY-MM-DD" (also the date inputs' minimum, spec §5). */
// built once: an Intl.DateTimeFormat costs far more to create than to use
const LONDON_DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

// London's date changes only on a whole minute (midnight; clock changes are on the hour), so the answer for
// one minute is the answer for all of it: the last one is kept (every lead and quote asks, several times).
let lastMinute = Number.NaN;
let lastDay = "";

export function todayInLondon(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === lastMinute) return lastDay;
  const parts = LONDON_DAY.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  lastDay = `${part("year")}-${part("month")}-${part("day")}`;
  lastMinute = minute;
  return lastDay;
}

/** A real calendar day written "YYYY-MM-DD" (rejects "2025-02-30"). */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const DAYS = "Sunday Monday Tuesday Wednesday Thursday Friday Saturday".split(" ");
const MONTHS = "January February March April May June July August September October November December".split(
  " ",
);

/** "2026-03-14" (or a timestamp starting so) -> "Saturday 14 March 2026" (PRODUCT.md "Voice", no comma). */
export function formatLongDate(iso: string): string {
  const day = iso.slice(0, 10);
  if (!isIsoDate(day)) return iso;
  const d = new Date(`${day}T00:00:00Z`);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "14 Mar" for chart labels and compact lists. */
export function formatShortDate(iso: string): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]?.slice(0, 3)}`;
}
