// Issue #32 "London access, asked properly": at each end of a move, the floor (basement and ground as well as
// the spec's 1-20), the lift and whether it fits furniture, where the van can park and how far from the door it
// stops. The options, the answers the wizard starts from (shown, never assumed silently) and their words,
// written once for the wizard, the API, the lead page and the mover's email; the council a postcode is in and
// the parking-suspension line are ./council-of.ts. docs/product/access.md explains the choices.
import { FLOORS, isInternationalMove, isStorageMove } from "./options.ts";

/** The spec's floors 1-20, with "basement" and "ground" before them (docs/product/access.md). */
export const FLOOR_VALUES = ["basement", "ground", ...FLOORS] as const;
export type FloorValue = (typeof FLOOR_VALUES)[number];
export const FLOOR_OPTIONS: readonly { value: FloorValue; label: string }[] = [
  { value: "basement", label: "Basement" },
  { value: "ground", label: "Ground floor" },
  ...FLOORS.map((f) => ({ value: f, label: f })),
];

export const LIFT_FITS_OPTIONS = [
  { value: "yes", label: "Yes, furniture fits" },
  { value: "no", label: "No, only people and boxes" },
] as const;
export const LIFT_FITS_VALUES = ["yes", "no"] as const;

/** From easiest to hardest: the price guide never falls down this list. */
export const PARKING_OPTIONS = [
  { value: "driveway", label: "Own driveway or bay" },
  { value: "street", label: "Free on-street parking" },
  { value: "paid", label: "Pay-and-display or residents' bay" },
  { value: "suspension", label: "Needs a parking suspension" },
] as const;
export const PARKING_VALUES = ["driveway", "street", "paid", "suspension"] as const;
export type Parking = (typeof PARKING_VALUES)[number];

/** How far the van can stop from the door (the long carry), nearest first. */
export const CARRY_OPTIONS = [
  { value: "door", label: "At the door" },
  { value: "up-to-10m", label: "Up to 10 m" },
  { value: "10-25m", label: "10–25 m" },
  { value: "over-25m", label: "Over 25 m" },
] as const;
export const CARRY_VALUES = ["door", "up-to-10m", "10-25m", "over-25m"] as const;
export type Carry = (typeof CARRY_VALUES)[number];

/**
 * The answers the wizard starts from: the spec's default floor 1 and no lift, and the easy kerb the wizard
 * used to assume. They are shown as answers (selected, and on the summary) so the person can see and change them.
 */
export const ACCESS_DEFAULTS = {
  floor: "1",
  lift: "no",
  liftFits: "yes",
  parking: "street",
  carry: "door",
} as const;

export const ACCESS_MESSAGES = {
  floorInvalid: "Choose a floor: basement, ground or 1 to 20",
  liftFitsInvalid: "Say whether the lift fits furniture",
  parkingInvalid: "Choose where the van can park",
  carryInvalid: "Choose how far from the door the van can stop",
} as const;

// the words live in ./access-words.ts, which pages read without the boroughs and councils
export { ACCESS_WORDS } from "./access-words.ts";

/** Floors climbed to reach a floor: ground 0, basement one flight, floor n n; null when not a floor. */
export function floorsToClimb(floor: unknown): number | null {
  if (floor === "ground") return 0;
  if (floor === "basement") return 1;
  const n = typeof floor === "string" && /^\d{1,2}$/.test(floor) ? Number(floor) : Number.NaN;
  return n >= 1 && n <= 20 ? n : null;
}

/** "Basement", "Ground floor", "Floor 3"; the value itself when it is none of them. */
export function floorLabel(floor: string): string {
  if (floor === "basement") return "Basement";
  if (floor === "ground" || floor === "0") return "Ground floor";
  return `Floor ${floor}`;
}

const labelOf = (list: readonly { value: string; label: string }[], v: unknown): string | null =>
  list.find((o) => o.value === v)?.label ?? null;

export const parkingLabel = (v: unknown): string | null => labelOf(PARKING_OPTIONS, v);
export const carryLabel = (v: unknown): string | null => labelOf(CARRY_OPTIONS, v);

/** Parking and the walk to the door are asked at an end in the UK: not for a storage unit, not abroad. */
export function asksParkingAndCarry(typeOfMove: unknown, side: "from" | "to"): boolean {
  if (isStorageMove(typeOfMove)) return false;
  return side === "from" || !isInternationalMove(typeOfMove);
}

/** The lift's furniture question follows a "yes" to the lift. */
export const asksLiftFits = (lift: unknown): boolean => lift === "yes";

export { SUSPENSION_LEAD_DAYS } from "./suspension-words.ts";
