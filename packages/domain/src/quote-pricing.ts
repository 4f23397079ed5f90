// Issue #18 "Quotes that fit the trade": how a quote's price is made up (a total, or an hourly rate with a
// minimum booking), its priced optional extras, what the customer asked for that a quote leaves out, and the
// insurance cover read from the company's verified certificates. Money is integer pence (./money.ts).
import { declaredValueBand } from "./lead/options.ts";
import { formatPounds } from "./money.ts";

/** The site's published man-and-van minimum booking (the copy in @rm/content reads this one number). */
export const MAN_AND_VAN_MINIMUM_HOURS = 2;

/** A company's median response is shown once it has sent this many quotes. */
export const RESPONSE_TIME_MIN_QUOTES = 5;

export const PRICING_LIMITS = {
  /** £1,000 an hour for the van and crew */
  maxHourlyRatePence: 100_000,
  /** £500 an hour for each mover beyond the first */
  maxExtraMoverRatePence: 50_000,
  minMinimumHours: 0,
  maxMinimumHours: 12,
  /** one extra (packing, a week of storage, …) at most £10,000 */
  maxExtraPence: 1_000_000,
} as const;

export const QUOTE_EXTRA_KINDS = ["packing", "materials", "dismantling", "storage", "cleaning"] as const;
export type QuoteExtraKind = (typeof QUOTE_EXTRA_KINDS)[number];
export const QUOTE_EXTRAS: readonly { value: QuoteExtraKind; label: string; per?: "week" }[] = [
  { value: "packing", label: "Packing" },
  { value: "materials", label: "Packing materials" },
  { value: "dismantling", label: "Dismantling and reassembly" },
  { value: "storage", label: "Storage", per: "week" },
  { value: "cleaning", label: "Cleaning" },
];

export interface QuoteExtra {
  kind: QuoteExtraKind;
  pricePence: number;
}

export const PRICING_MESSAGES = {
  hourlyRateRequired: "Enter your hourly rate for the van and crew",
  hourlyRateInvalid: "Enter the hourly rate in pounds, e.g. 60 or 62.50",
  hourlyRateRange: "The hourly rate must be more than £0 and at most £1,000",
  minimumHoursRange: "Minimum hours must be from 0 to 12, in half hours",
  extraMoverRateInvalid: "Enter the rate per extra mover in pounds, e.g. 20",
  extraMoverRateRange: "The rate per extra mover must be from £0 to £500 an hour",
  estimatedTotalTooHigh: "The estimated total cannot be more than £100,000: check the rate and hours",
  extraInvalid: "Choose the extras from the list",
  extraDuplicate: "Price each extra once",
  extraPriceInvalid: "Enter the extra's price in pounds, e.g. 120",
  extraPriceRange: "An extra's price must be more than £0 and at most £10,000",
  extraAlsoIncluded: "An extra cannot also be included in the price: untick one of them",
  notIncluded: "not included",
  noVerifiedCover: "No verified insurance certificate on file",
  // issue #18: the declared value (a band, lead/options DECLARED_VALUE_BANDS) against the verified cover
  coverBelowValue: (band: string, cover: string) =>
    `The customer says their belongings are worth ${band}: your Goods in Transit cover of ${cover} may not be enough. Tell them in your message how the difference is covered.`,
  valueWithoutCover: (band: string) =>
    `The customer says their belongings are worth ${band}, and you have no verified Goods in Transit certificate. Upload it under Documents, or tell them in your message how their things are covered.`,
  usuallyQuotesWithin: (hours: number) =>
    hours <= 1 ? "Usually quotes within an hour" : `Usually quotes within ${hours} hours`,
} as const;

export function extraLabel(kind: string): string {
  return QUOTE_EXTRAS.find((e) => e.value === kind)?.label ?? kind;
}

/** "Storage: £40 a week", "Packing: £120". */
export function extraPriceLabel(extra: QuoteExtra): string {
  const e = QUOTE_EXTRAS.find((x) => x.value === extra.kind);
  return `${formatPounds(extra.pricePence)}${e?.per === "week" ? " a week" : ""}`;
}

// ---------- hourly ----------

export interface HourlyTerms {
  /** the van with its first mover, per hour */
  hourlyRatePence: number;
  /** each mover beyond the first, per hour */
  extraMoverRatePence: number;
  minimumHours: number;
  crewSize: number;
  estimatedHours: number;
}

/** The hours charged: the estimate, but never less than the minimum booking. */
const billedHours = (t: Pick<HourlyTerms, "minimumHours" | "estimatedHours">) =>
  Math.max(t.estimatedHours, t.minimumHours);

/** The van and the whole crew, per hour. */
const crewRatePence = (t: Pick<HourlyTerms, "hourlyRatePence" | "extraMoverRatePence" | "crewSize">) =>
  t.hourlyRatePence + Math.max(0, t.crewSize - 1) * t.extraMoverRatePence;

/** The estimated total of an hourly quote, to the penny: billed hours × (rate + extra movers × their rate). */
export function hourlyTotalPence(t: HourlyTerms): number {
  return Math.round(billedHours(t) * crewRatePence(t));
}

const hoursWord = (h: number) => `${h} hour${h === 1 ? "" : "s"}`;

/** The lines both sides read under an hourly quote's price. */
export function hourlyBreakdown(t: HourlyTerms): string[] {
  const extraMovers = Math.max(0, t.crewSize - 1);
  const lines = [`${formatPounds(t.hourlyRatePence)} an hour for the van and 1 mover`];
  if (extraMovers > 0)
    lines.push(`${formatPounds(t.extraMoverRatePence)} an hour for each extra mover (${extraMovers} extra)`);
  if (t.minimumHours > 0) lines.push(`Minimum booking ${hoursWord(t.minimumHours)}`);
  lines.push(
    `About ${hoursWord(billedHours(t))} at ${formatPounds(crewRatePence(t))} an hour: ${formatPounds(hourlyTotalPence(t))} estimated`,
  );
  return lines;
}

// ---------- extras ----------

/** The price with the extras the customer ticked (each storage week counted once). */
export function totalWithExtras(
  pricePence: number,
  extras: readonly { kind: string; pricePence: number }[],
  chosen: readonly string[],
): number {
  return extras.reduce((sum, e) => (chosen.includes(e.kind) ? sum + e.pricePence : sum), pricePence);
}

// ---------- "not included" ----------

/** The services the wizard offers (lead/options ADDITIONAL_SERVICES) that a quote can include or price. */
export const SERVICE_INCLUSIONS: Record<string, "packing" | "materials" | "dismantling"> = {
  "Packing services": "packing",
  "Packing materials": "materials",
  "Disassembling/Reassembling": "dismantling",
};

/**
 * What the customer asked for that the quote neither includes in its price nor prices as an extra, in the
 * order the customer asked for them.
 */
export function notIncluded(
  requestedServices: readonly string[],
  quote: { includes: readonly string[]; extras: readonly QuoteExtra[] },
): ("packing" | "materials" | "dismantling")[] {
  const out: ("packing" | "materials" | "dismantling")[] = [];
  for (const s of requestedServices) {
    const kind = SERVICE_INCLUSIONS[s];
    if (!kind || out.includes(kind)) continue;
    if (quote.includes.includes(kind) || quote.extras.some((e) => e.kind === kind)) continue;
    out.push(kind);
  }
  return out;
}

// ---------- insurance from certificates ----------

export interface CertificateCover {
  /** Goods in Transit: the customer's belongings while moved */
  goodsInTransitPence: number | null;
  publicLiabilityPence: number | null;
  /** the earlier of the two certificates' expiry dates (YYYY-MM-DD), null without both */
  verifiedUntil: string | null;
}

/** The customer's declared value needs more cover than the company's Goods in Transit certificate shows. */
export function coverShortfall(declaredValuePence: number | null, cover: CertificateCover): boolean {
  if (declaredValuePence === null || declaredValuePence <= 0) return false;
  return cover.goodsInTransitPence === null || declaredValuePence > cover.goodsInTransitPence;
}

/**
 * Issue #18: what the mover's lead page warns before quoting when the customer's declared value (a band id) needs
 * more cover than the company's verified Goods in Transit certificate; null when it does not (or none was said).
 */
export function declaredValueWarning(declaredValue: unknown, cover: CertificateCover): string | null {
  const band = declaredValueBand(declaredValue);
  if (!band || !coverShortfall(band.coverNeededPence, cover)) return null;
  const words = band.label.charAt(0).toLowerCase() + band.label.slice(1);
  return cover.goodsInTransitPence === null
    ? PRICING_MESSAGES.valueWithoutCover(words)
    : PRICING_MESSAGES.coverBelowValue(words, formatPounds(cover.goodsInTransitPence));
}

// ---------- response time ----------

/** "Usually quotes within 3 hours" (whole hours, rounded up), or null before enough quotes. */
export function responseTimeLabel(medianMinutes: number | null, quoteCount: number): string | null {
  if (medianMinutes === null || quoteCount < RESPONSE_TIME_MIN_QUOTES) return null;
  return PRICING_MESSAGES.usuallyQuotesWithin(Math.max(1, Math.ceil(medianMinutes / 60)));
}
