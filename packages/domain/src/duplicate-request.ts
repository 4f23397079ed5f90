// Issue #17 "Duplicates": a new request from the same customer for the same move as one of their open requests
// is not sent to the movers again; the customer is offered to update the open one instead. The rule and its
// words live here once; the API applies it to the caller's own requests (docs/DECISIONS.md, 2026-11-24).
import { normaliseAreaCode, outcodeOf } from "./postcode.ts";

/** How far apart two move dates may be for the requests to count as the same move. */
export const DUPLICATE_WINDOW_DAYS = 7;

/** The rule, in the words the decisions and the API's documentation use. */
export const DUPLICATE_RULE = `A request counts as a repeat of an open request of the same customer (their account, or the email it was sent with) when it goes from the same district to the same district (e.g. SE1 → CR0) on a date within ${DUPLICATE_WINDOW_DAYS} days of it.`;

export const DUPLICATE_MESSAGES = {
  /** the toast and the results' heading */
  title: "You already asked for quotes for this move",
  /** the API's message for a repeat */
  answer:
    "You already asked for quotes for this move. We have not sent it to movers again: update that request instead.",
  body: "We have not sent it to movers again, so they will not be asked twice. If something changed — the date, the addresses' details, the property or the services — update the request you already sent and the movers who received it will be told.",
  update: "Update that request",
  view: "See its quotes",
} as const;

/** The district of a postcode ("SE1" of "SE1 7PB"); a storage area code ("SW") is its own district. */
export function districtOf(code: string | null | undefined): string | null {
  if (!code?.trim()) return null;
  return outcodeOf(code) ?? normaliseAreaCode(code);
}

/** A move as the rule sees it: where from and to (postcodes or area codes) and the date (YYYY-MM-DD). */
export interface MoveKey {
  from: string | null | undefined;
  to: string | null | undefined;
  date: string | null | undefined;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/** Whether `next` is the same move as `open`: same districts at both ends, dates at most 7 days apart. */
export function isSameMove(open: MoveKey, next: MoveKey): boolean {
  if (districtOf(open.from) !== districtOf(next.from)) return false;
  if (districtOf(open.to) !== districtOf(next.to)) return false;
  if (!open.date || !next.date) return !open.date && !next.date;
  const apart = Math.abs(dayNumber(open.date) - dayNumber(next.date));
  return Number.isFinite(apart) && apart <= DUPLICATE_WINDOW_DAYS;
}
