// Each lead and user field's shape, written once without zod: its kind, its options or length limit and the
// words of its message. The API's zod fields (fields.ts) are built from this table, and `fieldProblem` checks
// a value against it in plain code for the wizard, whose page loads no zod (docs/decisions/054-wizard-without-zod.md,
// "The wizard without zod"); field-specs.test.ts proves both give the same first message for the same value.
import { checkInventory } from "../inventory.ts";
import { TEXT_MESSAGES, textProblem } from "../text-rules.ts";
import {
  ACCESS_MESSAGES as A,
  CARRY_VALUES,
  FLOOR_VALUES,
  LIFT_FITS_VALUES,
  PARKING_VALUES,
} from "./access.ts";
import { LEAD_MESSAGES as M, tooLongMessage } from "./messages.ts";
import {
  ADDITIONAL_SERVICES,
  BEDROOMS,
  DATE_TYPES,
  DECLARED_VALUES,
  LIFT_VALUES,
  MOVE_TYPES,
  PAYING_FOR_MOVE,
  PREFERRED_TIMES,
  PROPERTY_TYPES,
  STORAGE_DURATIONS,
  STORAGE_PURPOSES,
  STORAGE_SIZES,
  TITLES,
} from "./options.ts";

// Ours: the spec sets no lengths.
export const LEAD_LIMITS = {
  name: 50,
  email: 254,
  phone: 30,
  companyName: 120,
  address: 300,
  addressPart: 200,
  postcodeInput: 20,
  country: 100,
  description: 2000,
  passwordMin: 8,
  passwordMax: 128,
  date: 10,
  short: 50,
  honeypot: 1000,
} as const;
const L = LEAD_LIMITS;

/** The honeypot: real people leave it empty; the API decides what to do with a filled one. */
export const HONEYPOT_FIELD = "website";

/** One-line text (no control, bidi or line-break characters) of at most `max` characters. */
export interface TextSpec {
  kind: "text";
  max: number;
  /** the field's name in "{label} must be at most {n} characters" */
  label: string;
}
/** Text that keeps its line breaks, with its own too-long message (the description). */
export interface LongTextSpec {
  kind: "longText";
  max: number;
  tooLong: string;
}
/** A choice from a list; "" means "not chosen". */
export interface OptionSpec<T extends readonly [string, ...string[]] = readonly [string, ...string[]]> {
  kind: "option";
  options: T;
  /** the message for a value not in the list (default: "Choose one of the options") */
  message?: string;
}
/** A password: any characters (spaces count), at most `max`; never trimmed. */
export interface PasswordSpec {
  kind: "password";
  max: number;
  tooLong: string;
}
/** Any text: the confirmation of a password (too long cannot match, and says so). */
export interface AnyTextSpec {
  kind: "anyText";
}
/** Additional services: a list of options, each at most once in number. */
export interface ServicesSpec<T extends readonly [string, ...string[]] = readonly [string, ...string[]]> {
  kind: "services";
  options: T;
}
/** A number of movers, 1 to 20, as a number or as text. */
export interface PersonnelSpec {
  kind: "personnel";
}
/** Issue #32: the list of what is moving, item key → count (../inventory.ts checks it). */
export interface InventorySpec {
  kind: "inventory";
}
export type FieldSpec =
  | TextSpec
  | LongTextSpec
  | OptionSpec
  | PasswordSpec
  | AnyTextSpec
  | ServicesSpec
  | PersonnelSpec
  | InventorySpec;

const text = (max: number, label: string): TextSpec => ({ kind: "text", max, label });
const option = <const T extends readonly [string, ...string[]]>(
  options: T,
  message?: string,
): OptionSpec<T> => (message ? { kind: "option", options, message } : { kind: "option", options });

export const LEAD_FIELD_SPECS = {
  type: text(L.short, "Type"),
  typeOfMove: option(MOVE_TYPES),
  // Moving From. fromCity is what the wizard's postcode input fills; fromPostcode is accepted too (docs/product/decisions.md D24).
  fromCity: text(L.postcodeInput, "Postcode"),
  fromPostcode: text(L.postcodeInput, "Postcode"),
  fromAddress: text(L.address, "Address"),
  fromStreet: text(L.addressPart, "Street"),
  fromHouse: text(L.addressPart, "House"),
  fromPropertyType: option(PROPERTY_TYPES),
  fromBedrooms: option(BEDROOMS),
  // issue #32: basement and ground as well as 1-20, whether the lift fits furniture, parking, the walk to the door
  fromFloor: option(FLOOR_VALUES, A.floorInvalid),
  fromLift: option(LIFT_VALUES),
  fromLiftFits: option(LIFT_FITS_VALUES, A.liftFitsInvalid),
  fromParking: option(PARKING_VALUES, A.parkingInvalid),
  fromCarry: option(CARRY_VALUES, A.carryInvalid),
  fromStoragePurpose: option(STORAGE_PURPOSES),
  fromStorageSize: option(STORAGE_SIZES),
  fromStorageDuration: option(STORAGE_DURATIONS),
  bedRooms: option(BEDROOMS),
  // Moving To
  toCity: text(L.postcodeInput, "Postcode"),
  toPostcode: text(L.postcodeInput, "Postcode"),
  toAddress: text(L.address, "Address"),
  toStreet: text(L.addressPart, "Street"),
  toHouse: text(L.addressPart, "House"),
  toCountry: text(L.country, "Country"),
  toPropertyType: option(PROPERTY_TYPES),
  toBedrooms: option(BEDROOMS),
  // issue #32: basement and ground as well as 1-20, whether the lift fits furniture, parking, the walk to the door
  toFloor: option(FLOOR_VALUES, A.floorInvalid),
  toLift: option(LIFT_VALUES),
  toLiftFits: option(LIFT_FITS_VALUES, A.liftFitsInvalid),
  toParking: option(PARKING_VALUES, A.parkingInvalid),
  toCarry: option(CARRY_VALUES, A.carryInvalid),
  toStorageSize: option(STORAGE_SIZES),
  // Additional Services
  additionalServices: { kind: "services", options: ADDITIONAL_SERVICES } as ServicesSpec<
    typeof ADDITIONAL_SERVICES
  >,
  noOfPersonnel: { kind: "personnel" } as PersonnelSpec,
  // issue #32: what is moving (asked with the property, on Moving From)
  inventory: { kind: "inventory" } as InventorySpec,
  // Moving Date (docs/product/decisions.md D23: preferredTime, description)
  dateType: option(DATE_TYPES),
  startDate: text(L.date, "Date"),
  endDate: text(L.date, "Date"),
  preferredTime: option(PREFERRED_TIMES),
  description: { kind: "longText", max: L.description, tooLong: M.descriptionTooLong } as LongTextSpec,
  // issue #18: roughly what the belongings are worth (asked with the services)
  declaredValue: option(DECLARED_VALUES),
  // Personal Details kept on the lead (docs/product/wizard.md §3 client object)
  payingForMove: option(PAYING_FOR_MOVE),
  companyName: text(L.companyName, "Company name"),
  firstName: text(L.name, "First name"),
  lastName: text(L.name, "Last name"),
  email: text(L.email, "Email"),
  phoneNumber: text(L.phone, "Phone number"),
};

export const USER_FIELD_SPECS = {
  email: LEAD_FIELD_SPECS.email,
  title: option(TITLES),
  firstName: LEAD_FIELD_SPECS.firstName,
  lastName: LEAD_FIELD_SPECS.lastName,
  phoneNumber: LEAD_FIELD_SPECS.phoneNumber,
  password: { kind: "password", max: L.passwordMax, tooLong: M.passwordMax } as PasswordSpec,
  confirmPassword: { kind: "anyText" } as AnyTextSpec,
};

export const HONEYPOT_SPEC = text(L.honeypot, "Website");

/** a number of movers: 1 to 20 */
export const PERSONNEL_PATTERN = /^(?:[1-9]|1\d|20)$/;

/**
 * What is wrong with a field's value by its shape alone (type, option, length, hidden characters), or null.
 * Null and undefined mean "not given" (whether a field is required is rules.ts's business). The message is
 * the first the API's zod field gives for the same value.
 */
export function fieldProblem(spec: FieldSpec, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  switch (spec.kind) {
    case "text":
    case "longText": {
      if (typeof value !== "string") return M.notText;
      if (value.length > spec.max)
        return spec.kind === "text" ? tooLongMessage(spec.label, spec.max) : spec.tooLong;
      const problem = textProblem(value, { multiLine: spec.kind === "longText" });
      return problem ? TEXT_MESSAGES[problem] : null;
    }
    case "option":
      return value === "" || (spec.options as readonly unknown[]).includes(value)
        ? null
        : (spec.message ?? M.chooseOption);
    case "password":
      if (typeof value !== "string") return M.notText;
      return value.length > spec.max ? spec.tooLong : null;
    case "anyText":
      return typeof value === "string" ? null : M.notText;
    case "services":
      if (!Array.isArray(value)) return M.chooseOption;
      if (value.length > spec.options.length) return M.tooManyServices;
      return value.some((v) => !(spec.options as readonly unknown[]).includes(v)) ? M.chooseOption : null;
    case "personnel":
      if (typeof value !== "number" && typeof value !== "string") return M.personnelInvalid;
      return value === "" || PERSONNEL_PATTERN.test(String(value)) ? null : M.personnelInvalid;
    case "inventory": {
      const checked = checkInventory(value);
      return checked.ok ? null : checked.message;
    }
  }
}

/**
 * The format of an email address: the pattern zod's `z.email()` checks (zod/v4/core regexes.email), written
 * here so the rules need no zod; field-specs.test.ts compares the two.
 */
export const EMAIL_FORMAT =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailFormat(s: string): boolean {
  return EMAIL_FORMAT.test(s);
}
