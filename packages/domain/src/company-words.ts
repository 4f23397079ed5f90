// Removal companies' options, labels, limits and words without zod (the admin's and the mover's pages show
// them; pages that validate nothing load no zod: docs/decisions/054-wizard-without-zod.md). company.ts
// re-exports them with the forms' schemas.
import { BOROUGHS } from "./areas/boroughs.ts";
import { COMPANIES_HOUSE_NUMBER_MESSAGE } from "./companies-house.ts";
import { formatPounds } from "./money.ts";
import { formatLongDate } from "./lead/dates.ts";
import { MOVE_TYPES } from "./lead/options.ts";

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

export const boroughName = (gssCode: string) => BOROUGHS.find((b) => b.gssCode === gssCode)?.name ?? null;

export const isRequiredKind = (k: string): k is (typeof REQUIRED_DOCUMENT_KINDS)[number] =>
  (REQUIRED_DOCUMENT_KINDS as readonly string[]).includes(k);

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
