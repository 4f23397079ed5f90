// Issue #17 "Duplicates": a new request from the same customer for the same move as one of their open requests
// is not sent to the movers again; the customer is offered to update the open one instead. Issue 28: the same
// holds for a move they already booked — they are told so and sent to the booking. The rule and its words live
// here once; the API applies it to the caller's own requests (docs/decisions/072-duplicates-the-same-move-again.md).
import { normaliseAreaCode, outcodeOf } from "./postcode.ts";

/** How far apart two moves' dates may be for the requests to count as the same move. */
export const DUPLICATE_WINDOW_DAYS = 7;

export const DUPLICATE_MESSAGES = {
  /** the toast and the results' heading */
  title: "You already asked for quotes for this move",
  /** the API's message for a repeat */
  answer:
    "You already asked for quotes for this move. We have not sent it to movers again: update that request instead.",
  body: "We have not sent it to movers again, so they will not be asked twice. If something changed — the date, the addresses' details, the property or the services — update the request you already sent and the movers who received it will be told.",
  update: "Update that request",
  view: "See its quotes",
  /** issue 28: said in the wizard as soon as the postcodes and the date match, before anything is sent */
  early:
    "Sending it again would not reach movers: update the request you already sent instead, and the movers who received it will be told what changed.",
  /** issue 28: the same move as one the customer already booked */
  booked: {
    title: "You already booked this move",
    answer:
      "You already booked this move. We have not sent it to movers again: your booking is in your removal requests.",
    body: "We have not sent it to movers again. Your booking, with its mover, price and date, is in your removal requests: to change the date, or to talk to your mover, open the booking.",
    view: "See your booking",
    early:
      "It is in your removal requests, with its mover, price and date. Sending it again would not reach movers: open your booking to change the date or to talk to your mover.",
  },
} as const;

/** What the customer already has for a move: a request still open (or held for its email), or a booking. */
export type DuplicateKind = "open" | "booked";

/** The district of a postcode ("SE1" of "SE1 7PB"); a storage area code ("SW") is its own district. */
export function districtOf(code: string | null | undefined): string | null {
  if (!code?.trim()) return null;
  return outcodeOf(code) ?? normaliseAreaCode(code);
}

/**
 * A move as the rule sees it: where from and to (postcodes or area codes) and its dates (YYYY-MM-DD): the
 * date, or the first and last day of a flexible range.
 */
export interface MoveKey {
  from: string | null | undefined;
  to: string | null | undefined;
  date: string | null | undefined;
  endDate?: string | null | undefined;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/** The days between two moves' date ranges: 0 when they overlap; NaN when a date is malformed. */
function daysApart(a: MoveKey, b: MoveKey): number {
  const [a0, b0] = [dayNumber(a.date!), dayNumber(b.date!)];
  const a1 = a.endDate ? Math.max(a0, dayNumber(a.endDate)) : a0;
  const b1 = b.endDate ? Math.max(b0, dayNumber(b.endDate)) : b0;
  return Math.max(0, b0 - a1, a0 - b1);
}

/**
 * Whether `next` is the same move as `earlier`: same districts at both ends, and dates that overlap or are at
 * most 7 days apart (no date matches only no date).
 */
export function isSameMove(earlier: MoveKey, next: MoveKey): boolean {
  if (districtOf(earlier.from) !== districtOf(next.from)) return false;
  if (districtOf(earlier.to) !== districtOf(next.to)) return false;
  if (!earlier.date || !next.date) return !earlier.date && !next.date;
  const apart = daysApart(earlier, next);
  return Number.isFinite(apart) && apart <= DUPLICATE_WINDOW_DAYS;
}
