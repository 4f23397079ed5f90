// spec §9: the published price figures used in service copy, in pence (money is integer pence).

export interface PenceRange {
  min: number;
  max: number;
}

/** "£40" or "£41.50". */
export function formatPounds(pence: number): string {
  const pounds = pence / 100;
  const text = Number.isInteger(pounds)
    ? pounds.toLocaleString("en-GB")
    : pounds.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `£${text}`;
}

/** "£40–£50" (en dash, as the copy writes ranges). */
export function formatRange(r: PenceRange): string {
  return `${formatPounds(r.min)}–${formatPounds(r.max)}`;
}

/** spec §9 "Man and van". */
export const MAN_AND_VAN = {
  minimumHours: 2,
  transitVanOneMoverPerHour: { min: 4000, max: 5000 },
  lutonVanOneMoverPerHour: { min: 5000, max: 6500 },
  secondMoverPerHour: { min: 1500, max: 2000 },
} as const;

/** spec §9 "Storage": weekly prices, discounts for 3+ months. */
export const STORAGE = {
  smallLockerPerWeek: { min: 500, max: 1000 },
  oneBedPerWeek: { min: 2500, max: 4000 },
  twoToThreeBedPerWeek: { min: 5000, max: 8000 },
  discountFromMonths: 3,
} as const;

/** spec §9 copy: typical durations and lead times. */
export const TIMINGS = {
  bookAheadWeeks: "2–4 weeks",
  startPackingWeeks: "2–4 weeks",
  flatMoveHours: "3–4 hours",
  houseMove: "about a day",
  internationalWeeks: "3–8 weeks",
  businessPlanWeeks: "4–6 weeks",
  cheapestMonths: "January to March",
} as const;
