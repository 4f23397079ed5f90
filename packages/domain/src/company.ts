// Removal companies: registration, profile, insurance documents and vetting decisions (issue #5, docs/README.md#issues).
// One schema per form, used by the browser's form and by the API (docs/architecture.md "One source of truth").
import { z } from "zod";
import { BOROUGHS } from "./areas/boroughs.ts";
import {
  COMPANIES_HOUSE_FORMAT,
  COMPANIES_HOUSE_NUMBER_MESSAGE,
  normaliseCompaniesHouseNumber,
} from "./companies-house.ts";
import { formatPounds, ungroupAmount } from "./money.ts";
import { AUTH_MESSAGES, emailField, newPasswordField } from "./auth.ts";
import { formatLongDate, isIsoDate, todayInLondon } from "./lead/dates.ts";
import { MOVE_TYPES } from "./lead/options.ts";
import { normaliseUkPhone } from "./lead/phone.ts";
import { isUkPostcodeFormat, normalisePostcode } from "./postcode.ts";
import { multiLine, singleLine } from "./safe-text.ts";

/**
 * docs/product/rules.md §1: the five move types plus the extra services (the same strings the demo seed uses).
 * Issue #28: storage is offered once, as the move type "Storage Unit" (there was also an extra "Storage";
 * migration 0023 moved the companies that ticked it to "Storage Unit").
 */
export const EXTRA_SERVICES = ["Packing", "Dismantling and reassembly", "Cleaning"] as const;
export const COMPANY_SERVICES = [...MOVE_TYPES, ...EXTRA_SERVICES] as const;

export const COMPANY_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  pending: "Waiting for checks",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};

export const DOCUMENT_KINDS = ["git", "pl", "bar", "other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  git: "Goods in Transit insurance",
  pl: "Public Liability insurance",
  bar: "BAR membership",
  other: "Other document",
};
/** the two certificates every company needs before it is approved and while it receives leads */
export const REQUIRED_DOCUMENT_KINDS = ["git", "pl"] as const satisfies readonly DocumentKind[];
const DOCUMENT_STATUSES = ["pending", "verified", "rejected"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  pending: "Waiting for checks",
  verified: "Verified",
  rejected: "Rejected",
};

/** decided by the file's bytes, never its name */
export const DOCUMENT_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const LOGO_MIME_TYPES = ["image/jpeg", "image/png"] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const MAX_RADIUS_MILES = 50;

export const COMPANY_MESSAGES = {
  companyNameRequired: "Company name is required",
  contactNameRequired: "Contact name is required",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Enter a UK phone number, for example 020 7946 0000",
  addressRequired: "Trading address is required",
  postcodeRequired: "Postcode is required",
  postcodeInvalid: "Incorrect Postcode",
  companiesHouseInvalid: COMPANIES_HOUSE_NUMBER_MESSAGE,
  websiteInvalid: "Enter a website address such as https://www.example.co.uk",
  yearsTradingInvalid: "Enter the number of years trading (0 to 200)",
  fleetSizeInvalid: "Enter the number of vehicles (1 to 500)",
  servicesRequired: "Choose at least one service",
  serviceUnknown: "Unknown service",
  boroughUnknown: "Unknown borough",
  radiusInvalid: `The radius is a whole number of miles from 0 to ${MAX_RADIUS_MILES}`,
  coverageRequired: "Choose a radius around your base or at least one borough",
  descriptionTooLong: "Keep the description under 2,000 characters",
  perDayInvalid: "Enter a daily maximum from 1 to 100 leads",
  perWeekInvalid: "Enter a weekly maximum from 1 to 500 leads",
  weekBelowDay: "The weekly maximum cannot be lower than the daily maximum",
  registered: "Your company account has been created. Next, upload your insurance certificates.",
  profileSaved: "Your company profile has been saved",
  // documents
  kindRequired: "Choose the type of document",
  coverRequired: "Enter the amount of cover in pounds",
  coverInvalid: "Enter the cover as a whole number of pounds, up to £100,000,000",
  expiryRequired: "Enter the expiry date",
  expiryInvalid: "Enter a real date",
  expiryPast: "This certificate has already expired. Upload a current one.",
  expiryTooFar: "Check the expiry date: it is more than 5 years away",
  fileRequired: "Choose a file to upload",
  fileEmpty: "The file is empty. Choose the certificate file again.",
  fileTooLarge: "The file is larger than 10 MB. Upload a smaller scan or a PDF.",
  logoTooLarge: "The logo is larger than 2 MB",
  fileType: "Upload a PDF, JPEG or PNG file. The file's contents decide its type, not its name.",
  logoType: "Upload the logo as a JPEG or PNG image",
  oneFile: "Upload one file at a time",
  uploaded: "Thank you. We will check the document and email you when it is verified.",
  logoSaved: "Your logo has been saved",
  signInToUpload: "Log in with your company account to upload documents.",
  // vetting
  reasonRequired: "Give a reason (it is sent to the company)",
  reasonTooLong: "Keep the reason under 1,000 characters",
  needsInsurance:
    "Verify a current Goods in Transit and a current Public Liability document before approving this company",
  documentExpired: "This document has expired and cannot be verified",
  documentAlready: (status: DocumentStatus) => `This document is already ${status}`,
  companyWrongStatus: (action: string, status: CompanyStatus) =>
    `A company that is ${status} cannot be ${action}`,
} as const;

/**
 * What a company that is not approved is told, on its dashboard and in a 403's message. `message` is the whole
 * text (the API's answers); the dashboard shows `title` as its heading and `detail` under it, so that no
 * sentence is said twice (issue #28); `tone` says whether it is a normal step ("info": waiting for checks) or
 * something wrong ("problem": rejected, suspended).
 */
export function companyStandingNotice(
  status: CompanyStatus,
  reason: string | null,
): { title: string; detail: string; message: string; tone: "info" | "problem" } | null {
  const why = reason?.trim() ? reason.trim().replace(/[.\s]+$/, "") : "";
  const notice = (title: string, rest: string, tone: "info" | "problem") => {
    const because = why ? `Reason: ${why}. ` : "";
    return {
      title,
      detail: `${because}${rest}`,
      message: `${title}${why ? `: ${why}` : ""}. ${rest}`,
      tone,
    };
  };
  switch (status) {
    case "approved":
      return null;
    case "pending":
      return notice(
        "Your account is waiting for approval",
        "Until we have checked your company and its Goods in Transit and Public Liability certificates, you do not receive leads and cannot see customers' requests or send quotes. Upload both certificates on your documents page if you have not yet.",
        "info",
      );
    case "suspended":
      return notice(
        "Your account is suspended",
        "While it is suspended you cannot open leads or send quotes, customers cannot book you and your public profile is hidden; your open quotes were withdrawn and the customers told. Put right your profile or documents if that is the reason, then contact us to have the account reinstated.",
        "problem",
      );
    case "rejected":
      return notice(
        "Your application was not approved",
        "You cannot see leads or send quotes. If something has changed, update your profile or documents and contact us to look again.",
        "problem",
      );
  }
}

const BOROUGH_CODES = new Set(BOROUGHS.map((b) => b.gssCode));
export const boroughName = (gssCode: string) => BOROUGHS.find((b) => b.gssCode === gssCode)?.name ?? null;

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

export const isRequiredKind = (k: string): k is (typeof REQUIRED_DOCUMENT_KINDS)[number] =>
  (REQUIRED_DOCUMENT_KINDS as readonly string[]).includes(k);

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

// one money and date wording for the whole product (cover amounts are whole pounds)
export { formatLongDate, formatPounds };

export interface InsuranceDocument {
  kind: string;
  status: string;
  expiresOn: string;
}

/**
 * "Goods in Transit and Public Liability verified until <date>": the earlier of the latest verified
 * expiry of each of the two certificates; null when either has never been verified.
 */
export function insuranceVerifiedUntil(docs: readonly InsuranceDocument[]): string | null {
  let until: string | null = null;
  for (const kind of REQUIRED_DOCUMENT_KINDS) {
    const latest = docs
      .filter((d) => d.kind === kind && d.status === "verified")
      .map((d) => d.expiresOn)
      .sort()
      .at(-1);
    if (!latest) return null;
    if (until === null || latest < until) until = latest;
  }
  return until;
}
