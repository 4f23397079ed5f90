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

export const SUMMARY_WORDS = {
  heading: "Your move at a glance",
  edit: "Edit",
  /** principle 1 (docs/product/rules.md): the one line on who sees the phone number, and when */
  phoneLine:
    "Movers see the areas and the move, never your phone number or address: only the mover you book gets them.",
  noServices: "No extra help",
  notGiven: "Not given",
  house: "a house, no floors to climb",
  storageProperty: "a storage unit",
} as const;

type SummaryPart = "from" | "to" | "property" | "floors" | "date" | "services" | "value";

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

function floorWords(type: string, floor: string, lift: string): string {
  if (!asksFloorAndLift(type))
    return type === "Storage" ? SUMMARY_WORDS.storageProperty : SUMMARY_WORDS.house;
  return `floor ${floor || "not given"}, ${lift === "yes" ? "with a lift" : "no lift"}`;
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
    const from = floorWords(v.fromPropertyType, v.fromFloor, v.fromLift);
    const dest = v.toPropertyType ? floorWords(v.toPropertyType, v.toFloor, v.toLift) : null;
    // the end with the floors to climb decides which step the edit link opens
    const floorsStep: StepId =
      !asksFloorAndLift(v.fromPropertyType) && asksFloorAndLift(v.toPropertyType) ? "to" : "from";
    add("floors", "Floor and lift", dest ? `From ${from}; to ${dest}` : `From ${from}`, floorsStep);
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
