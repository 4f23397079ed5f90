// docs/product/rules.md §9: the published price figures used in service copy, in pence (money is integer pence; how it reads
// is the domain's, @rm/domain/money, re-exported here for the copy). The figures themselves are stated once in
// @rm/domain/published-prices, because the price guide (@rm/domain/price-guide) prices moves from them too.

export { formatPounds, formatRange } from "@rm/domain/money";
export { EXTRA_HELP, MAN_AND_VAN, STORAGE } from "@rm/domain/published-prices";

const CHEAPEST = { first: "January", last: "March" } as const;

/** docs/product/rules.md §9 copy: typical durations and lead times. */
export const TIMINGS = {
  bookAheadWeeks: "2–4 weeks",
  startPackingWeeks: "2–4 weeks",
  flatMoveHours: "3–4 hours",
  houseMove: "about a day",
  internationalWeeks: "3–8 weeks",
  businessPlanWeeks: "4–6 weeks",
  /** "January to March is usually the cheapest time" */
  cheapestMonths: `${CHEAPEST.first} to ${CHEAPEST.last}`,
  /** "move between January and March" */
  cheapestMonthsBetween: `between ${CHEAPEST.first} and ${CHEAPEST.last}`,
} as const;
