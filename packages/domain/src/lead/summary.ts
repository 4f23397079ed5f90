// Issue #17 "Sending": the compact summary of the move on the wizard's last step, before the final button — from
// → to, property, floor and lift, date, services (and the declared value, issue #18) — each part naming the
// step where it is answered, so the page can offer an edit link that jumps there. No extra step: the parts
// answered on the last step itself are on screen already and are left out.
import { formatMoveDate } from "./dates.ts";
import type { WizardValues } from "./defaults.ts";
import {
  asksBedrooms,
  asksFloorAndLift,
  declaredValueBand,
  isInternationalMove,
  isStorageMove,
  PREFERRED_TIME_OPTIONS,
} from "./options.ts";
import type { StepId, WizardStep } from "./steps.ts";
import {
  ACCESS_DEFAULTS,
  ACCESS_WORDS,
  asksParkingAndCarry,
  carryLabel,
  floorLabel,
  parkingLabel,
} from "./access.ts";
import { suspensionLine } from "./council-of.ts";

export const SUMMARY_WORDS = {
  heading: "Your move at a glance",
  edit: "Edit",
  /** principle 1 (docs/product/rules.md): the one line on who sees the phone number, and when */
  phoneLine:
    "Movers see the areas and the move, never your phone number or address: only the mover you book gets them.",
  noServices: "No extra help",
  notGiven: "Not given",
  house: "a house, no floors to climb",
  /** issue #32: the answers the wizard started from are answers too, and the person is asked to check them */
  defaultsNote:
    "We started you on the usual answers (floor 1, no lift, free on-street parking, the van at the door): check they are right, as access changes the price.",
  storageProperty: "a storage unit",
} as const;

type SummaryPart =
  | "from"
  | "to"
  | "property"
  | "floors"
  | "parking"
  | "carry"
  | "date"
  | "services"
  | "value";

export interface SummaryRow {
  part: SummaryPart;
  label: string;
  value: string;
  /** the step's index in the flow's steps: the edit link's target */
  step: number;
}

const bedroomsWords = (n: string) => (n === "1" ? "1 bedroom" : `${n} bedrooms`);

function propertyWords(type: string, bedrooms: string, storageSize: string): string {
  if (!type) return SUMMARY_WORDS.notGiven;
  if (!asksBedrooms(type)) return storageSize ? `Storage, ${storageSize} sq ft` : "Storage";
  return bedrooms ? `${type}, ${bedroomsWords(bedrooms)}` : type;
}

function floorWords(type: string, floor: string, lift: string, liftFits: string): string {
  if (!asksFloorAndLift(type))
    return type === "Storage" ? SUMMARY_WORDS.storageProperty : SUMMARY_WORDS.house;
  const where = floor ? lower(floorLabel(floor)) : "floor not given";
  if (lift !== "yes") return `${where}, no lift`;
  return `${where}, ${liftFits === "no" ? "with a lift too small for furniture" : "with a lift"}`;
}

const lower = (s: string | null) =>
  s ? s.replace(/^./, (c) => c.toLowerCase()) : SUMMARY_WORDS.notGiven.toLowerCase();

/** "Moving out: free on-street parking; moving in: needs a parking suspension" (the ends where it is asked). */
function bothEnds(v: WizardValues, words: (side: "from" | "to") => string | null): string {
  const ends = (["from", "to"] as const).filter((side) => asksParkingAndCarry(v.typeOfMove, side));
  return ends
    .map((side) => `${side === "from" ? "Moving out" : "moving in"}: ${lower(words(side))}`)
    .join("; ");
}

/**
 * "SW1A 2AA, 10 Downing Street" — the postcode (or area code, or country) and the address when given; an address
 * that already ends in its postcode (the address list's do) is shown alone.
 */
function placeWords(code: string, address: string): string {
  const squash = (s: string) => s.replace(/\s+/g, "").toUpperCase();
  const named = code.trim() !== "" && squash(address).includes(squash(code));
  const parts = [named ? "" : code.trim(), address.trim()].filter(Boolean);
  return parts.length ? parts.join(", ") : SUMMARY_WORDS.notGiven;
}

/**
 * The summary's rows for the flow's `steps`, shown on step `at` (the last): a part answered on step `at`
 * itself is left out. Storage moves have no destination and no floors.
 */
export function moveSummary(v: WizardValues, steps: readonly WizardStep[], at: number): SummaryRow[] {
  const index = (id: StepId) => steps.findIndex((s) => s.id === id);
  const storage = isStorageMove(v.typeOfMove);
  const rows: SummaryRow[] = [];
  const add = (part: SummaryPart, label: string, value: string, id: StepId) => {
    const step = index(id);
    if (step >= 0 && step !== at) rows.push({ part, label, value, step });
  };
  add("from", "From", placeWords(v.fromCity, storage ? "" : v.fromAddress), "from");
  if (!storage) {
    const to = isInternationalMove(v.typeOfMove)
      ? placeWords(v.toCountry, v.toAddress)
      : placeWords(v.toCity, v.toAddress);
    add("to", "To", to, "to");
    add("property", "Property", propertyWords(v.fromPropertyType, v.fromBedrooms, v.fromStorageSize), "from");
    const from = floorWords(v.fromPropertyType, v.fromFloor, v.fromLift, v.fromLiftFits);
    const dest = v.toPropertyType ? floorWords(v.toPropertyType, v.toFloor, v.toLift, v.toLiftFits) : null;
    // the end with the floors to climb decides which step the edit link opens
    const floorsStep: StepId =
      !asksFloorAndLift(v.fromPropertyType) && asksFloorAndLift(v.toPropertyType) ? "to" : "from";
    add("floors", "Floor and lift", dest ? `From ${from}; to ${dest}` : `From ${from}`, floorsStep);
    // issue #32: parking and the walk to the door, at each end, as answered (or as the wizard started them)
    add(
      "parking",
      ACCESS_WORDS.parkingRow,
      bothEnds(v, (side) => parkingLabel(v[`${side}Parking`])),
      "from",
    );
    add(
      "carry",
      ACCESS_WORDS.carryRow,
      bothEnds(v, (side) => carryLabel(v[`${side}Carry`])),
      "from",
    );
  } else {
    add(
      "property",
      "Storage",
      `${v.fromStoragePurpose || "Storage"}, ${v.fromStorageSize || "size not given"} sq ft`,
      "from",
    );
  }
  const time = PREFERRED_TIME_OPTIONS.find((o) => o.value === v.preferredTime)?.label;
  const date = formatMoveDate(v.startDate, v.dateType === "flexible" ? v.endDate : null);
  const dateStep: StepId = storage ? "services" : "date";
  add("date", "Date", time ? `${date}, ${time.toLowerCase()}` : date, dateStep);
  add(
    "services",
    "Extra help",
    v.additionalServices.length ? v.additionalServices.join(", ") : SUMMARY_WORDS.noServices,
    "services",
  );
  const band = declaredValueBand(v.declaredValue);
  if (band) add("value", "Belongings worth", band.label, "services");
  return rows;
}

/** Which access answers (floor, lift, parking, the walk to the door) are still the ones the wizard started from. */
function startingAnswersLeft(v: WizardValues): boolean {
  const storage = isStorageMove(v.typeOfMove);
  return (["from", "to"] as const).some((side) => {
    const flat = !storage && asksFloorAndLift(v[`${side}PropertyType`]);
    const kerb = asksParkingAndCarry(v.typeOfMove, side);
    return (
      (flat && (v[`${side}Floor`] === ACCESS_DEFAULTS.floor || v[`${side}Lift`] === ACCESS_DEFAULTS.lift)) ||
      (kerb &&
        (v[`${side}Parking`] === ACCESS_DEFAULTS.parking || v[`${side}Carry`] === ACCESS_DEFAULTS.carry))
    );
  });
}

/**
 * Issue #32: the lines under the summary — what to apply for when a parking suspension is needed (the
 * borough's council, about two weeks ahead) and, while any access answer is the one the wizard started from,
 * a word asking the person to check them.
 */
export function summaryNotes(v: WizardValues): string[] {
  const notes = (["from", "to"] as const)
    .filter((side) => asksParkingAndCarry(v.typeOfMove, side) && v[`${side}Parking`] === "suspension")
    .map((side) => suspensionLine(v[`${side}City`], side, "customer"));
  if (startingAnswersLeft(v)) notes.push(SUMMARY_WORDS.defaultsNote);
  return notes;
}
