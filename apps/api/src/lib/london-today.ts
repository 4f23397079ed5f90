// Today's date in London for the lead intake's hot path (every lead asks several times: its dates' rules,
// then matching). London's date changes only on a whole minute (midnight; clock changes are on the hour), so
// one minute's answer is the answer for all of it: the last one is kept here, in the API, so the domain's
// todayInLondon stays a pure function (docs/decisions/033-no-module-state-in-the-domain.md).
import { todayInLondon } from "@rm/domain/lead/dates";

let lastMinute = Number.NaN;
let lastDay = "";

/** Same answer as the domain's todayInLondon(now), the last minute's kept. */
export function londonToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = todayInLondon(now);
    lastMinute = minute;
  }
  return lastDay;
}
