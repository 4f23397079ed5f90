// Issue #32: "Quotes for similar moves here: £820–£1,050 (24 quotes)" — what movers on this site actually quoted
// for moves like this one. A quote is filed, when it is sent or revised, under its request's band: the type of
// move, the size (the guide's volume) and the distance (the guide's road miles). The range shown is the middle
// half of those quotes' prices (the 25th to the 75th percentile), so one very cheap or very dear quote does not
// move it; it shows once there are SIMILAR_QUOTES.minQuotes of them from SIMILAR_QUOTES.minCompanies companies.
// Withdrawn quotes and quotes below the price floor (bait, ./price-floors.ts) are left out.
import { formatPounds } from "./money.ts";
import type { PriceGuide } from "./price-guide.ts";

export const SIMILAR_QUOTES = {
  /**
   * At least 10 quotes: the middle half of 10 is 5 or more real prices, and 10 is under two fully quoted
   * requests (up to 6 quotes each), so a band fills soon on a busy site and a single request never makes it.
   */
  minQuotes: 10,
  /** from at least 3 companies, so that one mover's prices are never "what movers here quoted" */
  minCompanies: 3,
  /** the size bands' tops (cu ft): up to a 1-bed flat, a 2-bed, a 3-bed or small house, larger */
  sizeBandsCuFt: [400, 700, 1100],
  /** the distance bands' tops (road miles): across a borough, across London, out of London, further */
  distanceBandsMiles: [5, 15, 50],
} as const;

const bandOf = (value: number, tops: readonly number[]) => {
  const i = tops.findIndex((top) => value <= top);
  return i < 0 ? tops.length : i;
};

/**
 * The band a request's quotes are filed under and compared within: "House/Flat Removals|s1|d0". Null for the
 * moves the guide does not price as a move (storage by the week, abroad).
 */
export function similarMoveBand(typeOfMove: string, guide: PriceGuide): string | null {
  if (guide.kind !== "move") return null;
  const size = bandOf(guide.volumeCuFt, SIMILAR_QUOTES.sizeBandsCuFt);
  const distance = bandOf(guide.roadMiles, SIMILAR_QUOTES.distanceBandsMiles);
  return `${typeOfMove}|s${size}|d${distance}`;
}

export interface SimilarQuotes {
  /** pence: the 25th and 75th percentiles of the quotes' prices */
  low: number;
  high: number;
  count: number;
}

/** "Quotes for similar moves here: £820–£1,050 (24 quotes)" */
export const similarQuotesLine = (s: SimilarQuotes): string =>
  `Quotes for similar moves here: ${formatPounds(s.low)}–${formatPounds(s.high)} (${s.count} quotes)`;

/**
 * Issue #32: the movers' "typical winning price for similar moves" — the middle (median) price of the quotes
 * customers booked in the same band (type of move, size, distance: similarMoveBand), shown on the mover's lead
 * page and quote form. Booked means the quote is still accepted (a booking that fell through withdraws it);
 * quotes below the price floor are left out, and the lead's own booking too.
 */
export const WINNING_PRICE = {
  /**
   * Privacy: at least 5 bookings from at least 3 companies, so that the figure never tells a mover what one
   * competitor won one job for (with 1 or 2 bookings the median is that price; with 5 from 3 companies no
   * single booking or company decides it). 5 also keeps it from waiting for months in the rarer bands.
   */
  minBookings: 5,
  minCompanies: 3,
  /** shown to the nearest £10 (pence), never a booking's exact price */
  roundToPence: 1000,
} as const;

export interface WinningPrice {
  /** pence: the median booked price, to the nearest £10 */
  typicalPence: number;
  /** how many bookings it is the middle of */
  count: number;
}

/** The median of booked prices (pence) as shown: to the nearest £10. */
export const roundWinning = (medianPence: number): number =>
  Math.round(medianPence / WINNING_PRICE.roundToPence) * WINNING_PRICE.roundToPence;

/** "Typical winning price for similar moves: £880 (the middle of 12 bookings here)" */
export const winningPriceLine = (w: WinningPrice): string =>
  `Typical winning price for similar moves: ${formatPounds(w.typicalPence)} (the middle of ${w.count} bookings here)`;
