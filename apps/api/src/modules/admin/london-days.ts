// Admin filters name calendar days in London ("from 2026-03-29 to 2026-03-30"); the database holds instants.
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";

/** The first instant of a London calendar day (midnight is 00:00 GMT or 00:00 BST, i.e. 23:00 UTC before). */
export function londonDayStart(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  for (const offsetHours of [0, 1]) {
    const t = utcMidnight - offsetHours * 3_600_000;
    if (todayInLondon(new Date(t)) === iso && todayInLondon(new Date(t - 1)) !== iso) return new Date(t);
  }
  return new Date(utcMidnight);
}

/** The first instant after a London calendar day (exclusive end of a "to" date). */
export const londonDayEnd = (iso: string) => londonDayStart(addDaysIso(iso, 1));
