// docs/product/rules.md §9: the price figures the site publishes, stated once, in pence (money is integer
// pence, ./money.ts). The content pages (@rm/content/prices re-exports these) print them, and the price guide
// (./price-guide.ts) prices a move from the very same numbers, so the copy and the guide cannot drift apart.
import type { PenceRange } from "./money.ts";
import { MAN_AND_VAN_MINIMUM_HOURS } from "./quote-pricing.ts";

/** §9 "Man and van": hourly rates for the van with its first mover, and each mover beyond. */
export const MAN_AND_VAN = {
  /** the one number the quote form's hourly model also uses (./quote-pricing.ts) */
  minimumHours: MAN_AND_VAN_MINIMUM_HOURS,
  transitVanOneMoverPerHour: { min: 4000, max: 5000 },
  lutonVanOneMoverPerHour: { min: 5000, max: 6500 },
  secondMoverPerHour: { min: 1500, max: 2000 },
} as const satisfies Record<string, PenceRange | number>;

/** §9 "Storage": weekly prices, discounts for 3+ months. */
export const STORAGE = {
  smallLockerPerWeek: { min: 500, max: 1000 },
  oneBedPerWeek: { min: 2500, max: 4000 },
  twoToThreeBedPerWeek: { min: 5000, max: 8000 },
  discountFromMonths: 3,
} as const satisfies Record<string, PenceRange | number>;

/**
 * §9 "Resources cost guide" (packing service) and "2025 cost guide" (packing materials, furniture assembly):
 * what the extra help the wizard offers usually adds to a move.
 */
export const EXTRA_HELP = {
  packingService: { min: 15_000, max: 40_000 },
  packingMaterials: { min: 12_000, max: 15_000 },
  /** "Furniture assembly £125": one figure, so the range is that figure at both ends */
  furnitureAssembly: { min: 12_500, max: 12_500 },
} as const satisfies Record<string, PenceRange>;
