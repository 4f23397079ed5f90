// Dates of a move are calendar days ("YYYY-MM-DD", as <input type="date"> gives them), compared as
// strings in the Europe/London calendar so the browser and the server agree on "today".

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in London as "YYYY-MM-DD" (also the date inputs' minimum, spec §5). */
export function todayInLondon(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
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
