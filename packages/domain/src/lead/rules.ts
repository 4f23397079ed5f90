// docs/product/wizard.md §5: which fields are required and the rules that look at more than one field. Written once over
// plain values so the wizard's step schemas (flat form values) and the API's submission schema
// ({client, user}) report the same message on the same field.
import { isUkPostcodeFormat, normalisePostcode, parseStorageCode } from "../postcode.ts";
import { addDaysIso, addYears, isIsoDate, MOVE_DATE_LIMITS } from "./dates.ts";
import { isEmailFormat, LEAD_LIMITS } from "./field-specs.ts";
import { LEAD_MESSAGES as M } from "./messages.ts";
import { isCommercialMove, isInternationalMove, isStorageMove } from "./options.ts";
import { isUkPhoneNumber } from "./phone.ts";

export type Values = Readonly<Record<string, unknown>>;
/** Reports `message` on `field` (a key of the values being checked). */
export type AddIssue = (field: string, message: string) => void;
export type Rule = (v: Values, add: AddIssue) => void;

export function isRecord(v: unknown): v is Values {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Not given: absent, null or blank. A value of the wrong type is "given" (its field schema reports it). */
function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === "string" && v.trim() === "");
}

function filled(v: unknown): v is string {
  return typeof v === "string" && v.trim() !== "";
}

/**
 * docs/product/decisions.md D24: the postcode comes in `fromCity` (the wizard's field) or `fromPostcode`. Returns the field to
 * report on and the typed value, or null when the given value is not text (already reported).
 */
export function postcodeInput(v: Values, side: "from" | "to"): { field: string; value: string } | null {
  const city = v[`${side}City`];
  const postcode = v[`${side}Postcode`];
  const field = isBlank(city) && !isBlank(postcode) ? `${side}Postcode` : `${side}City`;
  const value = v[field];
  if (isBlank(value)) return { field, value: "" };
  return typeof value === "string" ? { field, value: value.trim() } : null;
}

export const typeRule: Rule = (v, add) => {
  if (isBlank(v.typeOfMove)) add("typeOfMove", M.typeRequired);
};

export function fromRule(storage: boolean): Rule {
  return (v, add) => {
    const pc = postcodeInput(v, "from");
    if (storage) {
      // docs/product/decisions.md D13: a UK postcode or 1-3 letters.
      if (pc?.value === "") add(pc.field, M.storageCodeRequired);
      else if (pc && !parseStorageCode(pc.value)) add(pc.field, M.storageCodeIncorrect);
      return;
    }
    if (isBlank(v.fromAddress)) add("fromAddress", M.addressRequired);
    if (pc?.value === "") add(pc.field, M.postcodeRequired);
    else if (pc && !isUkPostcodeFormat(normalisePostcode(pc.value))) add(pc.field, M.postcodeIncorrect);
  };
}

/** docs/product/wizard.md §5: the destination step has no required field; docs/product/decisions.md D14 asks country + address abroad. */
export const toRule: Rule = (v, add) => {
  if (isStorageMove(v.typeOfMove)) return;
  if (isInternationalMove(v.typeOfMove)) {
    if (isBlank(v.toCountry)) add("toCountry", M.countryRequired);
    if (isBlank(v.toAddress)) add("toAddress", M.addressRequired);
    return;
  }
  const pc = postcodeInput(v, "to");
  if (pc && pc.value !== "" && !isUkPostcodeFormat(normalisePostcode(pc.value))) {
    add(pc.field, M.postcodeIncorrect);
  }
};

export function datesRule(storage: boolean, today: () => string): Rule {
  const msg = storage
    ? {
        dateType: M.storageDateTypeRequired,
        start: M.storageStartDateRequired,
        end: M.storageEndDateRequired,
      }
    : { dateType: M.dateTypeRequired, start: M.dateRequired, end: M.endDateRequired };
  return (v, add) => {
    if (isBlank(v.dateType)) add("dateType", msg.dateType);
    const start = v.startDate;
    let validStart: string | null = null;
    if (isBlank(start)) add("startDate", msg.start);
    else if (typeof start === "string") {
      if (!isIsoDate(start.trim())) add("startDate", M.dateInvalid);
      else if (start.trim() < today()) add("startDate", M.startDateInPast);
      else if (start.trim() > addYears(today(), MOVE_DATE_LIMITS.maxYearsAhead))
        add("startDate", M.startDateTooFar);
      else validStart = start.trim();
    }
    if (v.dateType !== "flexible") return;
    const end = v.endDate;
    if (isBlank(end)) add("endDate", msg.end);
    else if (typeof end === "string") {
      if (!isIsoDate(end.trim())) add("endDate", M.dateInvalid);
      else if (validStart && end.trim() <= validStart) add("endDate", M.endDateNotAfterStart);
      else if (validStart && end.trim() > addDaysIso(validStart, MOVE_DATE_LIMITS.maxFlexibleDays))
        add("endDate", M.flexibleRangeTooLong);
    }
  };
}

export const storageDurationRule: Rule = (v, add) => {
  if (isBlank(v.fromStorageDuration)) add("fromStorageDuration", M.storageDurationRequired);
};

/** docs/product/decisions.md D6: Business Removals is Commercial; its company name is required. */
export const companyRule: Rule = (v, add) => {
  if (isCommercialMove(v.typeOfMove) && isBlank(v.companyName)) add("companyName", M.companyNameRequired);
};

export const personalRule: Rule = (v, add) => {
  if (isBlank(v.title)) add("title", M.titleRequired);
  if (isBlank(v.firstName)) add("firstName", M.firstNameRequired);
  if (isBlank(v.lastName)) add("lastName", M.lastNameRequired);
  if (isBlank(v.email)) add("email", M.emailRequired);
  else if (filled(v.email) && !isEmailFormat(v.email.trim())) add("email", M.emailInvalid);
  if (isBlank(v.phoneNumber)) add("phoneNumber", M.phoneRequired);
  else if (filled(v.phoneNumber) && !isUkPhoneNumber(v.phoneNumber)) add("phoneNumber", M.phoneInvalid);
};

/** Contact fields copied on the lead: checked only when given. */
const contactFormatRule: Rule = (v, add) => {
  if (filled(v.email) && !isEmailFormat(v.email.trim())) add("email", M.emailInvalid);
  if (filled(v.phoneNumber) && !isUkPhoneNumber(v.phoneNumber)) add("phoneNumber", M.phoneInvalid);
};

/**
 * docs/product/wizard.md §5: the password is optional, at least 8 characters (storage has its own wording), and the
 * confirmation must match; a confirmation without a password asks for the password.
 */
export function passwordRule(storage: boolean): Rule {
  return (v, add) => {
    const password = typeof v.password === "string" ? v.password : "";
    const confirm = typeof v.confirmPassword === "string" ? v.confirmPassword : "";
    if (password !== "" && password.length < LEAD_LIMITS.passwordMin) {
      add("password", storage ? M.storagePasswordMin : M.passwordMin);
    }
    if (password === "" && confirm !== "") add("password", M.passwordRequired);
    if ((password !== "" || confirm !== "") && password !== confirm) {
      add("confirmPassword", M.passwordsMustMatch);
    }
  };
}

/**
 * Everything the whole lead (client object) must satisfy. `checkContact: false` when the contact
 * details come from a validated user object instead (they replace the lead's copies).
 */
export function leadRules(today: () => string, checkContact = true): Rule {
  return (v, add) => {
    const storage = isStorageMove(v.typeOfMove);
    typeRule(v, add);
    fromRule(storage)(v, add);
    toRule(v, add);
    datesRule(storage, today)(v, add);
    if (storage) storageDurationRule(v, add);
    companyRule(v, add);
    if (checkContact) contactFormatRule(v, add);
  };
}

/** The user object sent with an anonymous lead; `storage` picks the password wording. */
export function userRules(storage: boolean): Rule {
  return (v, add) => {
    personalRule(v, add);
    passwordRule(storage)(v, add);
  };
}
