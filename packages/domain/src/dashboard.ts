// The dashboards' numbers (issues #19 and #16): the admin dashboard's periods and how its figures read, and the
// company's review averages over time. One place for the words both the API and the pages use.

/** The admin dashboard's periods, in London days ending today; `?days=` takes one of them. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30;

/** `?days=` as typed: one of the periods, else the default (a link or a hand-typed address never fails). */
export function dashboardPeriod(raw: string | null | undefined): DashboardPeriod {
  const n = Number(raw);
  return (DASHBOARD_PERIODS as readonly number[]).includes(n)
    ? (n as DashboardPeriod)
    : DEFAULT_DASHBOARD_PERIOD;
}

/**
 * Issue #28: the company's stats page says over what period its median is, and shows the "Usually quotes within
 * N hours" badge as customers see it, over every quote sent (one computation: modules/quotes/response-time.ts).
 */
export const RESPONSE_TIME_WORDS = {
  windowMedian: (days: number) => `median time to first quote, last ${days} days`,
  badgeShown: (label: string, quotes: number, median: string) =>
    `Customers see “${label}” beside your quotes and on your profile: your median over all ${quotes.toLocaleString("en-GB")} quotes you have sent, ${median}.`,
  badgeNotYet: (minQuotes: number, sent: number) =>
    `Once you have sent ${minQuotes} quotes, customers see how quickly you usually quote (your median over all your quotes, in whole hours) beside your quotes and on your profile. You have sent ${sent.toLocaleString("en-GB")} so far.`,
} as const;

export const DASHBOARD_MESSAGES = {
  badPeriod: `Choose a period of ${DASHBOARD_PERIODS.join(", ")} days`,
} as const;

/** A share as a whole percentage (0 when there is nothing to share). */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** A ratio to one decimal place (0 when there is nothing to divide). */
export const ratio1 = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10) / 10 : 0);

/** Minutes as people say them: "45 min", "3 h 20 min", "2 days 4 h"; "—" when there is none. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return "—";
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) {
    const h = Math.floor(m / 60);
    const rest = m % 60;
    return rest ? `${h} h ${rest} min` : `${h} h`;
  }
  const d = Math.floor(m / (24 * 60));
  const h = Math.floor((m % (24 * 60)) / 60);
  return `${d} ${d === 1 ? "day" : "days"}${h ? ` ${h} h` : ""}`;
}

/** "2026-03" → "Mar 2026" (a chart's axis and its table). */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-GB", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "2026-03" → "Mar 26" (a chart's axis, where room is short). */
export function shortMonthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-GB", {
    month: "short",
    year: "2-digit",
    timeZone: "UTC",
  });
}

/** "2026-03-07" → "7 Mar" (a chart's axis). */
export function shortDayLabel(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

/** The last `count` calendar months ending with the month of `todayIso`, oldest first ("2026-03"). */
export function lastMonths(todayIso: string, count: number): string[] {
  const [y, m] = todayIso.split("-").map(Number) as [number, number];
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`);
  }
  return out;
}
