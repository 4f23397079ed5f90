// Field-level shapes for the API: type, option membership and length only, built from the one table of
// field specs (field-specs.ts, which the wizard checks in plain code). Whether a field is required, and
// every rule that looks at two fields, lives in rules.ts so the wizard's steps and the API share it.
import { z } from "zod";
import { checkInventory } from "../inventory.ts";
import { multiLine, singleLine } from "../safe-text.ts";
import {
  HONEYPOT_SPEC,
  LEAD_FIELD_SPECS as S,
  type LongTextSpec,
  type OptionSpec,
  PERSONNEL_PATTERN,
  type TextSpec,
  USER_FIELD_SPECS as U,
} from "./field-specs.ts";
import { LEAD_MESSAGES as M, tooLongMessage } from "./messages.ts";

export { HONEYPOT_FIELD, LEAD_LIMITS } from "./field-specs.ts";

/** Optional one-line text (no control, bidi or line-break characters); null and "" both mean "not given". */
function text(spec: TextSpec) {
  return singleLine(
    z.string({ error: M.notText }).max(spec.max, tooLongMessage(spec.label, spec.max)),
  ).nullish();
}

/** Optional multi-line text with its own too-long message. */
function longText(spec: LongTextSpec) {
  return multiLine(z.string({ error: M.notText }).max(spec.max, spec.tooLong)).nullish();
}

/** Optional choice from a list; "" means "not chosen". */
function option<const T extends readonly [string, ...string[]]>(spec: OptionSpec<T>) {
  return z.union([z.enum(spec.options), z.literal("")], { error: spec.message ?? M.chooseOption }).nullish();
}

export const LEAD_FIELDS = {
  type: text(S.type),
  typeOfMove: option(S.typeOfMove),
  // Moving From. fromCity is what the wizard's postcode input fills; fromPostcode is accepted too (docs/product/decisions.md D24).
  fromCity: text(S.fromCity),
  fromPostcode: text(S.fromPostcode),
  fromAddress: text(S.fromAddress),
  fromStreet: text(S.fromStreet),
  fromHouse: text(S.fromHouse),
  fromPropertyType: option(S.fromPropertyType),
  fromBedrooms: option(S.fromBedrooms),
  fromFloor: option(S.fromFloor),
  fromLift: option(S.fromLift),
  fromLiftFits: option(S.fromLiftFits),
  fromParking: option(S.fromParking),
  fromCarry: option(S.fromCarry),
  fromStoragePurpose: option(S.fromStoragePurpose),
  fromStorageSize: option(S.fromStorageSize),
  fromStorageDuration: option(S.fromStorageDuration),
  bedRooms: option(S.bedRooms),
  // Moving To
  toCity: text(S.toCity),
  toPostcode: text(S.toPostcode),
  toAddress: text(S.toAddress),
  toStreet: text(S.toStreet),
  toHouse: text(S.toHouse),
  toCountry: text(S.toCountry),
  toPropertyType: option(S.toPropertyType),
  toBedrooms: option(S.toBedrooms),
  toFloor: option(S.toFloor),
  toLift: option(S.toLift),
  toLiftFits: option(S.toLiftFits),
  toParking: option(S.toParking),
  toCarry: option(S.toCarry),
  toStorageSize: option(S.toStorageSize),
  // Additional Services
  additionalServices: z
    .array(z.enum(S.additionalServices.options, { error: M.chooseOption }), { error: M.chooseOption })
    .max(S.additionalServices.options.length, M.tooManyServices)
    .nullish(),
  noOfPersonnel: z
    .union([z.number(), z.string()], { error: M.personnelInvalid })
    .refine((n) => n === "" || PERSONNEL_PATTERN.test(String(n)), M.personnelInvalid)
    .nullish(),
  // Moving Date (docs/product/decisions.md D23: preferredTime, description)
  dateType: option(S.dateType),
  startDate: text(S.startDate),
  endDate: text(S.endDate),
  preferredTime: option(S.preferredTime),
  description: longText(S.description),
  // issue #18: roughly what the belongings are worth (options DECLARED_VALUE_BANDS)
  declaredValue: option(S.declaredValue),
  // issue #32: what is moving (item key → count): known items, whole counts, a sane total (../inventory.ts)
  inventory: z
    .unknown()
    .superRefine((v, ctx) => {
      if (v === undefined || v === null) return;
      const checked = checkInventory(v);
      if (!checked.ok) ctx.addIssue({ code: "custom", message: checked.message });
    })
    .nullish(),
  // Personal Details kept on the lead (docs/product/wizard.md §3 client object)
  payingForMove: option(S.payingForMove),
  companyName: text(S.companyName),
  firstName: text(S.firstName),
  lastName: text(S.lastName),
  email: text(S.email),
  phoneNumber: text(S.phoneNumber),
};

export const USER_FIELDS = {
  email: LEAD_FIELDS.email,
  title: option(U.title),
  firstName: LEAD_FIELDS.firstName,
  lastName: LEAD_FIELDS.lastName,
  phoneNumber: LEAD_FIELDS.phoneNumber,
  // Never trimmed: spaces are part of a password.
  password: z.string({ error: M.notText }).max(U.password.max, U.password.tooLong).nullish(),
  // No length of its own: a confirmation that is too long cannot match, and says so.
  confirmPassword: z.string({ error: M.notText }).nullish(),
};

export const honeypotField = text(HONEYPOT_SPEC);
