// Field-level shapes: type, option membership and length only. Whether a field is required, and
// every rule that looks at two fields, lives in rules.ts so the step schemas and the API share it.
import { z } from "zod";
import { multiLine, singleLine } from "../safe-text.ts";
import { LEAD_MESSAGES as M, tooLongMessage } from "./messages.ts";
import {
  ADDITIONAL_SERVICES,
  BEDROOMS,
  DATE_TYPES,
  FLOORS,
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

/** Optional one-line text (no control, bidi or line-break characters); null and "" both mean "not given". */
function text(max: number, label: string) {
  return singleLine(z.string({ error: M.notText }).max(max, tooLongMessage(label, max))).nullish();
}

/** Optional choice from a list; "" means "not chosen". */
function option<const T extends readonly [string, ...string[]]>(list: T) {
  return z.union([z.enum(list), z.literal("")], { error: M.chooseOption }).nullish();
}

export const LEAD_FIELDS = {
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
  fromFloor: option(FLOORS),
  fromLift: option(LIFT_VALUES),
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
  toFloor: option(FLOORS),
  toLift: option(LIFT_VALUES),
  toStorageSize: option(STORAGE_SIZES),
  // Additional Services
  additionalServices: z
    .array(z.enum(ADDITIONAL_SERVICES, { error: M.chooseOption }), { error: M.chooseOption })
    .max(ADDITIONAL_SERVICES.length, M.tooManyServices)
    .nullish(),
  noOfPersonnel: z
    .union([z.number(), z.string()], { error: M.personnelInvalid })
    .refine((n) => n === "" || /^(?:[1-9]|1\d|20)$/.test(String(n)), M.personnelInvalid)
    .nullish(),
  // Moving Date (docs/product/decisions.md D23: preferredTime, description)
  dateType: option(DATE_TYPES),
  startDate: text(L.date, "Date"),
  endDate: text(L.date, "Date"),
  preferredTime: option(PREFERRED_TIMES),
  description: multiLine(z.string({ error: M.notText }).max(L.description, M.descriptionTooLong)).nullish(),
  // Personal Details kept on the lead (docs/product/wizard.md §3 client object)
  payingForMove: option(PAYING_FOR_MOVE),
  companyName: text(L.companyName, "Company name"),
  firstName: text(L.name, "First name"),
  lastName: text(L.name, "Last name"),
  email: text(L.email, "Email"),
  phoneNumber: text(L.phone, "Phone number"),
};

export const USER_FIELDS = {
  email: LEAD_FIELDS.email,
  title: option(TITLES),
  firstName: LEAD_FIELDS.firstName,
  lastName: LEAD_FIELDS.lastName,
  phoneNumber: LEAD_FIELDS.phoneNumber,
  // Never trimmed: spaces are part of a password.
  password: z.string({ error: M.notText }).max(L.passwordMax, M.passwordMax).nullish(),
  // No length of its own: a confirmation that is too long cannot match, and says so.
  confirmPassword: z.string({ error: M.notText }).nullish(),
};

/** The honeypot: real people leave it empty; the API decides what to do with a filled one. */
export const HONEYPOT_FIELD = "website";
export const honeypotField = text(L.honeypot, "Website");
