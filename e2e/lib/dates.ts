// Dates the specs type into forms and send to the API: "YYYY-MM-DD" in London, as the site reads them (the
// domain's own calendar helpers).
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";

/** "YYYY-MM-DD", `days` calendar days from today in London */
export const inDays = (days: number): string => addDaysIso(todayInLondon(), days);
