// docs/product/rules.md §9: the published price figures used in service copy, in pence (money is integer pence; how it reads
// is the domain's, @rm/domain/money, re-exported here for the copy).

import { MAN_AND_VAN_MINIMUM_HOURS } from "@rm/domain/quote-pricing";

export { formatPounds, formatRange, type PenceRange } from "@rm/domain/money";

/** docs/product/rules.md §9 "Man and van". */
export const MAN_AND_VAN = {
  /** the one number the quote form's hourly model also uses (@rm/domain/quote-pricing) */
  minimumHours: MAN_AND_VAN_MINIMUM_HOURS,
  transitVanOneMoverPerHour: { min: 4000, max: 5000 },
  lutonVanOneMoverPerHour: { min: 5000, max: 6500 },
  secondMoverPerHour: { min: 1500, max: 2000 },
} as const;

/** docs/product/rules.md §9 "Storage": weekly prices, discounts for 3+ months. */
export const STORAGE = {
  smallLockerPerWeek: { min: 500, max: 1000 },
  oneBedPerWeek: { min: 2500, max: 4000 },
  twoToThreeBedPerWeek: { min: 5000, max: 8000 },
  discountFromMonths: 3,
} as const;

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
