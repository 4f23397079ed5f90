// Removal companies: registration, profile, insurance documents and vetting decisions (issue #5, docs/README.md#issues).
// One schema per form, used by the browser's form and by the API (docs/architecture.md "One source of truth").
import { z } from "zod";
import { BOROUGHS } from "./areas/boroughs.ts";
import { COMPANIES_HOUSE_FORMAT, normaliseCompaniesHouseNumber } from "./companies-house.ts";
import { ungroupAmount } from "./money.ts";
import { AUTH_MESSAGES, emailField, newPasswordField } from "./auth.ts";
import { isIsoDate, todayInLondon } from "./lead/dates.ts";
import { normaliseUkPhone } from "./lead/phone.ts";
import { isUkPostcodeFormat, normalisePostcode } from "./postcode.ts";
import { multiLine, singleLine } from "./safe-text.ts";
import {
  COMPANY_MESSAGES,
  COMPANY_SERVICES,
  DOCUMENT_KINDS,
  MAX_RADIUS_MILES,
  isRequiredKind,
} from "./company-words.ts";

export * from "./company-words.ts";

const BOROUGH_CODES = new Set(BOROUGHS.map((b) => b.gssCode));

const text = (message: string, max = 120) =>
  singleLine(z.string({ error: message }).trim().min(1, message).max(max, message));

/** "" or an unset number field (NaN from a number input) -> the message, not a type error */
const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const phoneField = singleLine(
  z.string({ error: COMPANY_MESSAGES.phoneRequired }).trim().min(1, COMPANY_MESSAGES.phoneRequired),
).refine((v) => normaliseUkPhone(v) !== null, COMPANY_MESSAGES.phoneInvalid);

const companyPostcodeField = singleLine(
  z.string({ error: COMPANY_MESSAGES.postcodeRequired }).trim().min(1, COMPANY_MESSAGES.postcodeRequired),
)
  .transform(normalisePostcode)
  .refine(isUkPostcodeFormat, COMPANY_MESSAGES.postcodeInvalid);

/** Companies House: 8 digits ("01234567") or a prefix and 6 digits ("SC123456"), the rule in companies-house.ts; optional */
export { COMPANIES_HOUSE_FORMAT };
const companiesHouseField = singleLine(z.string().trim())
  .transform(normaliseCompaniesHouseNumber)
  .refine((v) => v === "" || COMPANIES_HOUSE_FORMAT.test(v), COMPANY_MESSAGES.companiesHouseInvalid)
  .transform((v) => (v === "" ? null : v))
  .nullish()
  .transform((v) => v ?? null);

/** "www.example.co.uk" is accepted and stored as "https://www.example.co.uk" */
function normaliseWebsite(v: string): string | null {
  const withScheme = /^https?:\/\//i.test(v) ? v : `https://${v}`;
  try {
    const u = new URL(withScheme);
    if (!/^https?:$/.test(u.protocol) || !u.hostname.includes(".") || u.hostname.endsWith(".")) return null;
    return u.href.replace(/\/$/, "");
  } catch {
    return null;
  }
}
const websiteField = singleLine(z.string().trim().max(200, COMPANY_MESSAGES.websiteInvalid))
  .refine((v) => v === "" || normaliseWebsite(v) !== null, COMPANY_MESSAGES.websiteInvalid)
  .transform((v) => (v === "" ? null : normaliseWebsite(v)))
  .nullish()
  .transform((v) => v ?? null);

/**
 * Issue #28: the account's name from a company's contact name, at sign-up and at every profile save — the first
 * word is the first name, the rest the last ("Priya Shah Patel": "Priya", "Shah Patel").
 */
export function accountNameOf(contactName: string): { firstName: string; lastName: string } {
  const [first, ...rest] = contactName.trim().split(/\s+/);
  return { firstName: first || contactName.trim(), lastName: rest.join(" ") };
}

const servicesField = z
  .array(z.enum(COMPANY_SERVICES, { error: COMPANY_MESSAGES.serviceUnknown }), {
    error: COMPANY_MESSAGES.servicesRequired,
  })
  .min(1, COMPANY_MESSAGES.servicesRequired)
  .transform((list) => COMPANY_SERVICES.filter((s) => list.includes(s)));

const boroughsField = z
  .array(
    z.string().refine((c) => BOROUGH_CODES.has(c), COMPANY_MESSAGES.boroughUnknown),
    { error: COMPANY_MESSAGES.boroughUnknown },
  )
  .max(BOROUGHS.length)
  .transform((list) => [...new Set(list)].sort());

const coverageShape = {
  coverageRadiusMiles: wholeNumber(COMPANY_MESSAGES.radiusInvalid, 0, MAX_RADIUS_MILES),
  coverageBoroughs: boroughsField,
};
const coverageGiven = (v: { coverageRadiusMiles: number; coverageBoroughs: string[] }) =>
  v.coverageRadiusMiles > 0 || v.coverageBoroughs.length > 0;

const contactShape = {
  contactName: text(COMPANY_MESSAGES.contactNameRequired, 80),
  phone: phoneField,
  address: text(COMPANY_MESSAGES.addressRequired, 200),
  postcode: companyPostcodeField,
  website: websiteField,
};

export const companyRegistrationSchema = z
  .object({
    companyName: text(COMPANY_MESSAGES.companyNameRequired, 120),
    ...contactShape,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsMustMatch }),
    companiesHouseNumber: companiesHouseField,
    yearsTrading: wholeNumber(COMPANY_MESSAGES.yearsTradingInvalid, 0, 200),
    fleetSize: wholeNumber(COMPANY_MESSAGES.fleetSizeInvalid, 1, 500),
    services: servicesField,
    ...coverageShape,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsMustMatch,
  })
  .refine(coverageGiven, { path: ["coverageRadiusMiles"], message: COMPANY_MESSAGES.coverageRequired });
export type CompanyRegistrationInput = z.input<typeof companyRegistrationSchema>;
export type CompanyRegistration = z.output<typeof companyRegistrationSchema>;

export const companyProfileSchema = z
  .object({
    ...contactShape,
    email: emailField,
    description: multiLine(z.string().trim().max(2000, COMPANY_MESSAGES.descriptionTooLong)),
    yearsTrading: wholeNumber(COMPANY_MESSAGES.yearsTradingInvalid, 0, 200),
    fleetSize: wholeNumber(COMPANY_MESSAGES.fleetSizeInvalid, 1, 500),
    services: servicesField,
    ...coverageShape,
    paused: z.boolean(),
    maxLeadsPerDay: wholeNumber(COMPANY_MESSAGES.perDayInvalid, 1, 100),
    maxLeadsPerWeek: wholeNumber(COMPANY_MESSAGES.perWeekInvalid, 1, 500),
  })
  .refine(coverageGiven, { path: ["coverageRadiusMiles"], message: COMPANY_MESSAGES.coverageRequired })
  .refine((v) => v.maxLeadsPerWeek >= v.maxLeadsPerDay, {
    path: ["maxLeadsPerWeek"],
    message: COMPANY_MESSAGES.weekBelowDay,
  });
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfile = z.output<typeof companyProfileSchema>;

/** the form fields that travel with an uploaded certificate (multipart fields, so all strings) */
export const documentMetaSchema = (today: string = todayInLondon()) =>
  z
    .object({
      kind: z.enum(DOCUMENT_KINDS, { error: COMPANY_MESSAGES.kindRequired }),
      coverPounds: z
        .string()
        .trim()
        // thousands separators only every three digits (issue #29: "1,0,0,0" is not £1,000)
        .transform((v) => (v === "" ? "" : (ungroupAmount(v) ?? "not an amount")))
        .refine((v) => v === "" || /^\d{1,9}$/.test(v), COMPANY_MESSAGES.coverInvalid)
        .transform((v) => (v === "" ? null : Number(v)))
        .refine((v) => v === null || (v >= 1 && v <= 100_000_000), COMPANY_MESSAGES.coverInvalid)
        .nullish()
        .transform((v) => v ?? null),
      expiresOn: z
        .string({ error: COMPANY_MESSAGES.expiryRequired })
        .trim()
        .min(1, COMPANY_MESSAGES.expiryRequired)
        .refine(isIsoDate, COMPANY_MESSAGES.expiryInvalid)
        .refine((v) => v >= today, COMPANY_MESSAGES.expiryPast)
        .refine((v) => v <= addYears(today, 5), COMPANY_MESSAGES.expiryTooFar),
    })
    .refine((v) => !isRequiredKind(v.kind) || v.coverPounds !== null, {
      path: ["coverPounds"],
      message: COMPANY_MESSAGES.coverRequired,
    });

function addYears(iso: string, years: number): string {
  return `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;
}

/** admin decisions: a reason is required to reject, suspend or reinstate; optional to approve */
export const decisionReasonSchema = z.object({
  reason: multiLine(
    z
      .string({ error: COMPANY_MESSAGES.reasonRequired })
      .trim()
      .min(1, COMPANY_MESSAGES.reasonRequired)
      .max(1000, COMPANY_MESSAGES.reasonTooLong),
  ),
});
export const optionalReasonSchema = z.object({
  reason: multiLine(z.string().trim().max(1000, COMPANY_MESSAGES.reasonTooLong)).optional(),
});
