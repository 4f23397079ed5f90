// Issue #29 item 16: the lowest price a quote may show, per type of move. A £0.01 fixed quote or an hourly
// quote of pennies is bait for "sort by price, lowest first", never a real offer, so it is refused with a
// message naming the floor. The quote form's own rules (quote.ts) only know "more than £0"; the floor needs
// the lead's type of move, so the services that send, edit and save quotes ask priceFloorProblem, and a
// template is checked against the type of move it is for. docs/product/rules.md §14 lists the figures.
import { MOVE_TYPES, type MoveType } from "./lead/options.ts";
import { formatPounds } from "./money.ts";

export interface PriceFloor {
  /** a fixed price or estimate, and an hourly quote's estimated total, at least this (pence) */
  totalPence: number;
  /** an hourly rate for the van and its first mover at least this (pence an hour) */
  hourlyRatePence: number;
}

export const PRICE_FLOORS: Record<MoveType, PriceFloor> = {
  "House/Flat Removals": { totalPence: 5000, hourlyRatePence: 1500 },
  "International Removals": { totalPence: 10_000, hourlyRatePence: 1500 },
  "Man and Van": { totalPence: 2000, hourlyRatePence: 1500 },
  "Storage Unit": { totalPence: 2000, hourlyRatePence: 1500 },
  "Business Removals": { totalPence: 5000, hourlyRatePence: 1500 },
};

/** the floor of a type of move we do not know (an old lead): the lowest of them all */
const LOWEST: PriceFloor = {
  totalPence: Math.min(...MOVE_TYPES.map((t) => PRICE_FLOORS[t].totalPence)),
  hourlyRatePence: Math.min(...MOVE_TYPES.map((t) => PRICE_FLOORS[t].hourlyRatePence)),
};

const priceFloorOf = (moveType: string): PriceFloor =>
  (PRICE_FLOORS as Record<string, PriceFloor>)[moveType] ?? LOWEST;

const moveWords = (moveType: string) =>
  (MOVE_TYPES as readonly string[]).includes(moveType) ? `a ${moveType} move` : "this move";

export const PRICE_FLOOR_MESSAGES = {
  priceTooLow: (moveType: string, floor: number) =>
    `For ${moveWords(moveType)} the price must be at least ${formatPounds(floor)}`,
  hourlyRateTooLow: (floor: number) => `The hourly rate must be at least ${formatPounds(floor)} an hour`,
  hourlyTotalTooLow: (moveType: string, floor: number) =>
    `For ${moveWords(moveType)} the estimated total must be at least ${formatPounds(floor)}: check the rate and hours`,
} as const;

export interface PriceFloorProblem {
  field: "price" | "hourlyRate";
  message: string;
}

/**
 * What is below the floor of `moveType` in a quote's stored terms (pence; an hourly quote's `pricePence`
 * is its computed estimated total), or null. A template's empty fixed price (null) is not below anything.
 */
export function priceFloorProblem(
  q: { priceKind: string; pricePence: number | null; hourlyRatePence: number | null },
  moveType: string,
): PriceFloorProblem | null {
  const floor = priceFloorOf(moveType);
  const M = PRICE_FLOOR_MESSAGES;
  if (q.priceKind === "hourly") {
    if (q.hourlyRatePence !== null && q.hourlyRatePence < floor.hourlyRatePence)
      return { field: "hourlyRate", message: M.hourlyRateTooLow(floor.hourlyRatePence) };
    if (q.pricePence !== null && q.pricePence < floor.totalPence)
      return { field: "hourlyRate", message: M.hourlyTotalTooLow(moveType, floor.totalPence) };
    return null;
  }
  if (q.pricePence !== null && q.pricePence < floor.totalPence)
    return { field: "price", message: M.priceTooLow(moveType, floor.totalPence) };
  return null;
}
