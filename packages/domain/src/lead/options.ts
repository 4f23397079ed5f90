// docs/product/wizard.md §3 "Options": every choice the wizard offers, in display order.

/** Service tiles, in tile order (docs/product/routes.md §2). The value is also the label and the ?typeOfMove= value. */
export const MOVE_TYPES = [
  "House/Flat Removals",
  "International Removals",
  "Man and Van",
  "Storage Unit",
  "Business Removals",
] as const;
export type MoveType = (typeof MOVE_TYPES)[number];

export const PROPERTY_TYPES = ["House", "Apartment", "Storage"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const BEDROOMS = ["1", "2", "3", "4", "5+"] as const;
export type Bedrooms = (typeof BEDROOMS)[number];

// docs/product/rules.md §9: floors 1-20 (apartments only). Strings, as a select gives them.
export const FLOORS = [
  "1",
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "10",
  "11",
  "12",
  "13",
  "14",
  "15",
  "16",
  "17",
  "18",
  "19",
  "20",
] as const;
export type Floor = (typeof FLOORS)[number];

export const LIFT_OPTIONS = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;
export const LIFT_VALUES = ["yes", "no"] as const;
export type Lift = (typeof LIFT_VALUES)[number];

/** Square feet. */
export const STORAGE_SIZES = ["0-50", "75-100", "125-150", "175-200", "200+"] as const;
export type StorageSize = (typeof STORAGE_SIZES)[number];

export const STORAGE_PURPOSES = ["Property", "Business", "Personal"] as const;

export const DATE_TYPE_OPTIONS = [
  { value: "specific", label: "Fixed Date" },
  { value: "flexible", label: "Flexible Date" },
] as const;
export const DATE_TYPES = ["specific", "flexible"] as const;

export const ADDITIONAL_SERVICES = [
  "Packing services",
  "Packing materials",
  "Disassembling/Reassembling",
] as const;
export type AdditionalService = (typeof ADDITIONAL_SERVICES)[number];

export const STORAGE_DURATIONS = [
  "Unsure",
  "Less than 2 weeks",
  "2 - 4 Weeks",
  "4 - 8 Weeks",
  "8 - 12 Weeks",
  "3 - 6 Months",
  "6 - 12 Months",
  "1 Year +",
] as const;

export const TITLES = ["Mr", "Mrs", "Miss", "Ms"] as const;
export type Title = (typeof TITLES)[number];

export const PAYING_FOR_MOVE = ["Self paid", "Company paid", "Other"] as const;

// docs/product/decisions.md D23: optional preferred time on the date step.
export const PREFERRED_TIME_OPTIONS = [
  { value: "morning", label: "Morning" },
  { value: "afternoon", label: "Afternoon" },
  { value: "flexible", label: "Flexible" },
] as const;
export const PREFERRED_TIMES = ["morning", "afternoon", "flexible"] as const;

/**
 * Issue #18: "Roughly what are your belongings worth?" (optional). Each band says how much Goods in Transit
 * cover the move needs (its top, in pence); "more than £100,000" needs more than £100,000 of cover.
 */
export const DECLARED_VALUE_BANDS = [
  { value: "up-to-10k", label: "Up to £10,000", coverNeededPence: 1_000_000 },
  { value: "10k-25k", label: "£10,000 to £25,000", coverNeededPence: 2_500_000 },
  { value: "25k-50k", label: "£25,000 to £50,000", coverNeededPence: 5_000_000 },
  { value: "50k-100k", label: "£50,000 to £100,000", coverNeededPence: 10_000_000 },
  { value: "over-100k", label: "More than £100,000", coverNeededPence: 10_000_001 },
] as const;
export const DECLARED_VALUES = ["up-to-10k", "10k-25k", "25k-50k", "50k-100k", "over-100k"] as const;

/** The band's label and the cover it needs, or null for no (or an unknown) band. */
export function declaredValueBand(value: unknown) {
  return DECLARED_VALUE_BANDS.find((b) => b.value === value) ?? null;
}

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}

export function isMoveType(value: unknown): value is MoveType {
  return isOneOf(MOVE_TYPES, value);
}

/** The Storage Unit flow (docs/product/routes.md §2: 4 steps, storage messages). */
export function isStorageMove(type: unknown): boolean {
  return type === "Storage Unit";
}

/** docs/product/decisions.md D6: a Business Removals move is "Commercial": the company name shows and is required. */
export function isCommercialMove(type: unknown): boolean {
  return type === "Business Removals";
}

/** docs/product/decisions.md D14: the destination is abroad: country + typed address instead of a UK postcode. */
export function isInternationalMove(type: unknown): boolean {
  return type === "International Removals";
}

/** docs/product/wizard.md §4: Apartment reveals floor and lift. */
export function asksFloorAndLift(propertyType: unknown): boolean {
  return propertyType === "Apartment";
}

/** docs/product/wizard.md §4: Storage property type hides bedrooms (and asks the storage size instead). */
export function asksBedrooms(propertyType: unknown): boolean {
  return propertyType !== "Storage";
}

export function asksStorageSize(propertyType: unknown): boolean {
  return propertyType === "Storage";
}
