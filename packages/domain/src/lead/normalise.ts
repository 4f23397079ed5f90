// What the API stores: trimmed values, "" and null dropped, docs/product/decisions.md D24 postcodes normalised, and only the
// answers the flow actually asked (e.g. no floor for a house, no destination for a storage unit).
import { normalisePostcode, parseStorageCode } from "../postcode.ts";
import {
  type AdditionalService,
  asksBedrooms,
  asksFloorAndLift,
  asksStorageSize,
  isCommercialMove,
  isInternationalMove,
  isStorageMove,
} from "./options.ts";
import { normaliseUkPhone } from "./phone.ts";
import { postcodeInput } from "./rules.ts";

/** Trimmed text, or undefined when not given. */
export function clean(v: string | null | undefined): string | undefined {
  const t = v?.trim();
  return t ? t : undefined;
}

/** A chosen option, or undefined when not chosen. */
export function chosen<T extends string>(v: T | "" | null | undefined): T | undefined {
  return v ? v : undefined;
}

export function cleanEmail(v: string | null | undefined): string | undefined {
  return clean(v)?.toLowerCase();
}

export function cleanPhone(v: string | null | undefined): string | undefined {
  const t = clean(v);
  return t === undefined ? undefined : (normaliseUkPhone(t) ?? t);
}

export function uniqueServices(list: readonly AdditionalService[] | null | undefined): AdditionalService[] {
  return [...new Set(list ?? [])];
}

export interface MoveLocation {
  /** docs/product/decisions.md D24: the normalised postcode, also returned as fromCity / toCity. */
  postcode?: string;
  /** docs/product/decisions.md D13: a storage area code such as "SW" (storage moves only). */
  areaCode?: string;
  city?: string;
}

export function fromLocation(v: Readonly<Record<string, unknown>>, typeOfMove: string): MoveLocation {
  const input = postcodeInput(v, "from")?.value ?? "";
  if (!input) return {};
  if (isStorageMove(typeOfMove)) {
    const code = parseStorageCode(input);
    if (code?.kind === "area") return { areaCode: code.areaCode, city: code.areaCode };
    if (code?.kind === "postcode") return { postcode: code.postcode, city: code.postcode };
    return {};
  }
  const postcode = normalisePostcode(input);
  return { postcode, city: postcode };
}

export function toLocation(v: Readonly<Record<string, unknown>>, typeOfMove: string): MoveLocation {
  if (isStorageMove(typeOfMove) || isInternationalMove(typeOfMove)) return {};
  const input = postcodeInput(v, "to")?.value ?? "";
  if (!input) return {};
  const postcode = normalisePostcode(input);
  return { postcode, city: postcode };
}

/** Which property questions were asked for a side of a non-storage move. */
export function propertyQuestions(storageMove: boolean, propertyType: unknown) {
  return {
    bedrooms: !storageMove && asksBedrooms(propertyType),
    floorAndLift: !storageMove && asksFloorAndLift(propertyType),
    storageSize: !storageMove && asksStorageSize(propertyType),
  };
}

export function flow(typeOfMove: string) {
  return {
    storage: isStorageMove(typeOfMove),
    international: isInternationalMove(typeOfMove),
    commercial: isCommercialMove(typeOfMove),
  };
}
