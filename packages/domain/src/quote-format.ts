// Money in integer pence and the wording of times both the dashboard and the customer's comparison show.
// `@rm/domain/quote` re-exports all of it.
import { formatLongDate, todayInLondon } from "./lead/dates.ts";
import { ungroupAmount } from "./money.ts";

// ---------- money ----------

/** "850", "£1,250.50", 850 or 850.5 -> pence; null when it is not an amount of pounds and pence. */
export function poundsToPence(v: unknown): number | null {
  if (typeof v === "number") {
    if (!Number.isFinite(v)) return null;
    const pence = Math.round(v * 100);
    return Math.abs(v * 100 - pence) < 1e-6 ? pence : null;
  }
  if (typeof v !== "string") return null;
  const typed = v.trim();
  const negative = typed.startsWith("-");
  // thousands separators only every three digits ("1,250", never "1,0,0,0")
  const s = ungroupAmount(negative ? typed.slice(1) : typed);
  const m = s === null ? null : /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const pence = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return negative ? -pence : pence;
}

/** 85050 -> "850.50", 85000 -> "850" (for a form field). */
export function penceToPounds(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}

// ---------- dates ----------

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", or the date after 4 weeks. */
export function timeAgo(then: Date | string, now: Date = new Date()): string {
  const t = typeof then === "string" ? new Date(then) : then;
  const minutes = Math.floor((now.getTime() - t.getTime()) / 60_000);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (minutes < 1) return "just now";
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  const days = Math.floor(hours / 24);
  if (days === 1) return "yesterday";
  if (days < 28) return plural(days, "day");
  return `on ${formatLongDate(todayInLondon(t))}`;
}

/** 45 -> "45 min", 135 -> "2 h 15 min", 1500 -> "1 day 1 h". */
export function formatDuration(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) return m % 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m / 60} h`;
  const days = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  return `${days} day${days === 1 ? "" : "s"}${h ? ` ${h} h` : ""}`;
}

/** Can the mover do the customer's date (or any day of a flexible range)? */
export function isAvailableOn(
  availableDates: readonly string[],
  moveDate: string | null,
  endDate?: string | null,
): boolean {
  if (!moveDate) return availableDates.length > 0;
  const last = endDate && endDate > moveDate ? endDate : moveDate;
  return availableDates.some((d) => d >= moveDate && d <= last);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
