// Companies House (issue #19): what a company number looks like, and what a check of it found. Written once for
// the registration form, the API's check at vetting and the admin's page. No import of ours (company.ts uses it).
//
// The register's rule (Companies Act 2006 s.1066; Companies House's prefixes): every number has 8 characters —
// 8 digits for a company of England and Wales (zero-padded: 00445790), or a 2-character prefix naming the kind
// of entity and where it is registered, followed by 6 digits (SC123456, NI012345, OC301234, R0001234).

/** the prefixes Companies House gives (Scotland, Northern Ireland, LLPs, partnerships, overseas companies, …) */
const COMPANIES_HOUSE_PREFIXES = [
  // England and Wales
  "AC",
  "CE",
  "FC",
  "GE",
  "IC",
  "IP",
  "LP",
  "OC",
  "RC",
  "SE",
  "ZC",
  // Scotland
  "CS",
  "ES",
  "GS",
  "SA",
  "SC",
  "SF",
  "SG",
  "SI",
  "SL",
  "SO",
  "SP",
  "SR",
  "SZ",
  // Northern Ireland (R0: registered before partition)
  "EN",
  "GN",
  "NA",
  "NC",
  "NF",
  "NI",
  "NL",
  "NO",
  "NP",
  "NR",
  "NV",
  "NZ",
  "R0",
] as const;

export const COMPANIES_HOUSE_FORMAT = new RegExp(`^(\\d{8}|(${COMPANIES_HOUSE_PREFIXES.join("|")})\\d{6})$`);

export const COMPANIES_HOUSE_NUMBER_MESSAGE =
  "A Companies House number has 8 characters: 8 digits (for example 01234567), or 2 letters such as SC, NI or OC followed by 6 digits";

/**
 * "sc 123456" -> "SC123456"; "1234567" -> "01234567" (7 digits: the leading zero of a company of England and
 * Wales left off, as it often is); anything else as typed, in upper case. Shorter numbers are refused.
 */
export function normaliseCompaniesHouseNumber(raw: string): string {
  const v = raw.toUpperCase().replace(/\s+/g, "");
  return /^\d{7}$/.test(v) ? `0${v}` : v;
}

export const isCompaniesHouseNumber = (v: string) => COMPANIES_HOUSE_FORMAT.test(v);

/** what the live check found; "not-configured" when the server has no Companies House key */
const COMPANIES_HOUSE_OUTCOMES = [
  "found",
  "not-found",
  "rate-limited",
  "unavailable",
  "not-configured",
] as const;
export type CompaniesHouseOutcome = (typeof COMPANIES_HOUSE_OUTCOMES)[number];

/** what is stored with the company and shown at vetting */
export interface CompaniesHouseCheck {
  /** the number as checked (normalised), null when the company gave none */
  number: string | null;
  format: "valid" | "invalid" | "missing";
  /** null when the format already failed (no live call is made) */
  outcome: CompaniesHouseOutcome | null;
  registeredName: string | null;
  /** the register's company_status, e.g. "active", "dissolved", "liquidation" */
  companyStatus: string | null;
  /** whether the registered name is the name the company signed up with (legal suffixes and punctuation aside) */
  nameMatches: boolean | null;
  checkedAt: string;
}

/** Companies House's company_status values, in words */
const COMPANIES_HOUSE_STATUS_LABELS: Record<string, string> = {
  active: "Active",
  dissolved: "Dissolved",
  liquidation: "In liquidation",
  receivership: "In receivership",
  administration: "In administration",
  "voluntary-arrangement": "Voluntary arrangement",
  "converted-closed": "Converted or closed",
  "insolvency-proceedings": "Insolvency proceedings",
  registered: "Registered",
  removed: "Removed",
  closed: "Closed",
  open: "Open",
};
export const companiesHouseStatusLabel = (s: string) => COMPANIES_HOUSE_STATUS_LABELS[s] ?? s;

const SUFFIXES = /\b(LIMITED|LTD|PLC|LLP|LP|CIC|COMPANY|CO|THE)\b/g;
/** "Acme Removals Ltd." and "ACME REMOVALS LIMITED" compare equal; "&" and "and" too */
function comparableCompanyName(name: string): string {
  return name
    .toUpperCase()
    .replace(/&/g, " AND ")
    .replace(/[^A-Z0-9 ]+/g, " ")
    .replace(SUFFIXES, " ")
    .replace(/\s+/g, " ")
    .trim();
}
export const companyNamesMatch = (a: string, b: string) =>
  comparableCompanyName(a) === comparableCompanyName(b);

/** the one honest sentence the admin reads about a check */
export function companiesHouseSummary(check: CompaniesHouseCheck): string {
  if (check.format === "missing") return "The company gave no Companies House number.";
  if (check.format === "invalid") return `The number ${check.number} is not a valid Companies House number.`;
  switch (check.outcome) {
    case "not-configured":
      return "Format checked; live check not configured.";
    case "not-found":
      return `Format checked; Companies House has no company with the number ${check.number}.`;
    case "rate-limited":
      return "Format checked; Companies House refused the live check for now (too many requests). Try again in a few minutes.";
    case "unavailable":
      return "Format checked; Companies House did not answer. Try again later.";
    case "found": {
      const status = check.companyStatus ? companiesHouseStatusLabel(check.companyStatus) : "status unknown";
      const name = check.nameMatches
        ? "the name matches"
        : "the name does not match the name given at sign-up";
      return `Registered as ${check.registeredName ?? "—"} (${status}); ${name}.`;
    }
    default:
      return "Format checked.";
  }
}

/** whether the check gives the admin a reason to look twice (shown as a warning) */
export const companiesHouseWarning = (check: CompaniesHouseCheck) =>
  check.format === "invalid" ||
  check.outcome === "not-found" ||
  (check.outcome === "found" && (check.companyStatus !== "active" || check.nameMatches === false));
