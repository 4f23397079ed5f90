// The quote loop (issue #6, docs/README.md#issues): one quote structure for every company (docs/product/rules.md principle 2), its options, limits and
// messages, money in integer pence, and the wording of dates and statuses both the dashboard and the
// customer's comparison show.
import { z } from "zod";
import { formatPounds, ungroupAmount } from "./money.ts";
import {
  addDaysIso,
  addYears,
  formatLongDate,
  formatShortDate,
  isIsoDate,
  MOVE_DATE_LIMITS,
  todayInLondon,
} from "./lead/dates.ts";
import { MOVE_TYPES } from "./lead/options.ts";
import { HELD_MESSAGES } from "./lead-intake.ts";
import {
  extraLabel,
  hourlyBreakdown,
  hourlyTotalPence,
  MAN_AND_VAN_MINIMUM_HOURS,
  PRICING_LIMITS,
  PRICING_MESSAGES,
  QUOTE_EXTRA_KINDS,
  type QuoteExtra,
} from "./quote-pricing.ts";
import { priceFloorProblem } from "./price-floors.ts";
import { multiLine, singleLine } from "./safe-text.ts";

export { formatLongDate, formatPounds, formatShortDate };
// the move date as the customer gave it: one day, or a flexible range (one function: lead/dates.ts)
export { formatMoveDate, moveDatePhrase } from "./lead/dates.ts";

export const VEHICLES = [
  "Small van",
  "Transit van",
  "Luton van",
  "Two Luton vans",
  "7.5-tonne lorry",
  "18-tonne lorry",
  "Shipping container",
] as const;
export type Vehicle = (typeof VEHICLES)[number];

export const INCLUSIONS = [
  { value: "packing", label: "Packing" },
  { value: "materials", label: "Packing materials" },
  { value: "dismantling", label: "Dismantling and reassembly" },
] as const;
const INCLUSION_VALUES = ["packing", "materials", "dismantling"] as const;
type Inclusion = (typeof INCLUSION_VALUES)[number];

export const PRICE_KINDS = [
  { value: "fixed", label: "Fixed price" },
  { value: "estimate", label: "Estimate" },
  { value: "hourly", label: "Hourly rate" },
] as const;
const PRICE_KIND_VALUES = ["fixed", "estimate", "hourly"] as const;
type PriceKind = (typeof PRICE_KIND_VALUES)[number];

export const QUOTE_STATUSES = ["sent", "withdrawn", "accepted", "declined", "lost"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  sent: "Sent",
  withdrawn: "Withdrawn",
  accepted: "Booked",
  declined: "Declined",
  lost: "Not chosen",
};

/** A company's view of a lead matched to it (the dashboard's tabs, in order). */
export const MATCH_STATUSES = ["new", "viewed", "quoted", "won", "lost", "expired"] as const;
/** Leads per page of a company's inbox (newest first). */
export const INBOX_PAGE_SIZE = 25;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  new: "New",
  viewed: "Viewed",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
  expired: "Expired",
};

export const LEAD_STATUS_LABELS = {
  open: "Open",
  booked: "Booked",
  closed: "Closed",
  /** issue #13 (docs/README.md#issues): waits for the link emailed to the address it was sent with */
  held: HELD_MESSAGES.status,
  /** issue #17: the customer cancelled it */
  cancelled: "Cancelled",
} as const;

export const QUOTE_LIMITS = {
  maxPricePence: 10_000_000,
  minCrew: 1,
  maxCrew: 20,
  minHours: 0.5,
  maxHours: 72,
  minInsurancePence: 100,
  maxInsurancePence: 500_000_000,
  maxDates: 10,
  maxValidDays: 366,
  cancellationTerms: 1000,
  message: 2000,
} as const;

/** What a new quote form starts with (the company can change everything). */
export const QUOTE_DEFAULTS = {
  cancellationTerms:
    "Free cancellation up to 48 hours before the move. After that, 50% of the price is payable.",
  validDays: 14,
} as const;

export const QUOTE_MESSAGES = {
  priceRequired: "Enter your price in pounds",
  priceInvalid: "Enter the price in pounds, e.g. 850 or 850.50",
  pricePositive: "The price must be more than £0",
  priceTooHigh: "The price cannot be more than £100,000",
  priceKindRequired: "Choose fixed price, estimate or hourly rate",
  crewRequired: "Enter the crew size",
  crewRange: "Crew size must be a whole number from 1 to 20",
  vehicleRequired: "Choose a vehicle",
  hoursRequired: "Enter the estimated hours",
  hoursRange: "Estimated hours must be from 0.5 to 72, in half hours",
  inclusionInvalid: "Choose from the listed inclusions",
  insuranceRequired: "Enter the insurance cover in pounds",
  insuranceInvalid: "Enter the insurance cover in pounds, e.g. 50000",
  insuranceRange: "Insurance cover must be from £1 to £5,000,000",
  datesRequired: "Add at least one date you can do the move",
  dateInvalid: "Enter a valid date",
  datePast: "Available dates cannot be in the past",
  dateTooFar: "Available dates must be within the next two years",
  tooManyDates: "Add at most 10 dates",
  cancellationRequired: "Tell the customer your cancellation terms",
  cancellationTooLong: "Please keep the cancellation terms to 1000 characters or fewer",
  messageTooLong: "Please keep the message to 2000 characters or fewer",
  validUntilRequired: "Choose the date the quote is valid until",
  validUntilPast: "Valid until cannot be in the past",
  validUntilTooFar: "A quote can be valid for a year at most",
  bodyInvalid: "Send the quote as a JSON object",
  // the loop's answers (API messages and toasts)
  sent: "Your quote has been sent to the customer",
  updated: "Your quote has been updated",
  withdrawn: "Your quote has been withdrawn",
  alreadyQuoted: "You have already quoted for this move: edit your quote instead",
  noQuote: "You have no open quote for this move",
  leadBooked: "The customer has already booked a mover for this move",
  leadExpired: "This lead has expired: the move date has passed",
  quoteClosed: "This quote can no longer be changed",
  leadNotFound: "We could not find that lead",
  requestNotFound: "We could not find that removal request",
  quoteNotFound: "We could not find that quote",
  booked: "Booked! You and your mover now have each other's contact details",
  declined: "Quote declined. The mover has been told",
  requestBooked: "This request is already booked",
  quoteNotBookable: "This quote is no longer open: it was withdrawn or declined",
  quoteExpired: "This quote has expired: ask the mover for a fresh one",
  companyUnavailable:
    "This mover can no longer take bookings through us, so this quote cannot be booked: choose another quote",
} as const;
const M = QUOTE_MESSAGES;

// ---------- money ----------

/** "850", "£1,250.50", 850 or 850.5 -> pence; null when it is not an amount of pounds and pence. */
export function poundsToPence(v: unknown): number | null {
  if (typeof v === "number") {
    if (!Number.isFinite(v)) return null;
    const pence = Math.round(v * 100);
    return Math.abs(v * 100 - pence) < 1e-6 ? pence : null;
  }
  if (typeof v !== "string") return null;
  const typed = v.trim();
  const negative = typed.startsWith("-");
  // thousands separators only every three digits ("1,250", never "1,0,0,0")
  const s = ungroupAmount(negative ? typed.slice(1) : typed);
  const m = s === null ? null : /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const pence = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return negative ? -pence : pence;
}

/** 85050 -> "850.50", 85000 -> "850" (for a form field). */
export function penceToPounds(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}

// ---------- dates ----------

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", or the date after 4 weeks. */
export function timeAgo(then: Date | string, now: Date = new Date()): string {
  const t = typeof then === "string" ? new Date(then) : then;
  const minutes = Math.floor((now.getTime() - t.getTime()) / 60_000);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (minutes < 1) return "just now";
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  const days = Math.floor(hours / 24);
  if (days === 1) return "yesterday";
  if (days < 28) return plural(days, "day");
  return `on ${formatLongDate(todayInLondon(t))}`;
}

/** 45 -> "45 min", 135 -> "2 h 15 min", 1500 -> "1 day 1 h". */
export function formatDuration(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) return m % 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m / 60} h`;
  const days = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  return `${days} day${days === 1 ? "" : "s"}${h ? ` ${h} h` : ""}`;
}

/** Can the mover do the customer's date (or any day of a flexible range)? */
export function isAvailableOn(
  availableDates: readonly string[],
  moveDate: string | null,
  endDate?: string | null,
): boolean {
  if (!moveDate) return availableDates.length > 0;
  const last = endDate && endDate > moveDate ? endDate : moveDate;
  return availableDates.some((d) => d >= moveDate && d <= last);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

// ---------- the quote schema ----------

/** a plain decimal as people type it: "3", "7.5" (never "0x10", "1e1", "Infinity" or "") */
const PLAIN_DECIMAL = /^\d{1,6}(?:\.\d{1,4})?$/;

/** A number, or text that is a plain decimal; anything else gets `invalid` ("" and NaN get `required`). */
function numberish(required: string, invalid: string) {
  return z.union([z.number(), z.string()], { error: required }).transform((v, ctx) => {
    const s = typeof v === "string" ? v.trim() : v;
    if (s === "" || Number.isNaN(s)) {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    if (typeof s === "string" ? !PLAIN_DECIMAL.test(s) : !Number.isFinite(s)) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return Number(s);
  });
}

function pounds(required: string, invalid: string) {
  return z.union([z.number(), z.string()], { error: required }).transform((v, ctx) => {
    if (typeof v === "string" && v.trim() === "") {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const pence = poundsToPence(v);
    if (pence === null) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return pence;
  });
}

function requiredText(max: number, required: string, tooLong: string) {
  return multiLine(z.string({ error: required }).trim().min(1, required).max(max, tooLong));
}

/** Optional pounds: "" / null / missing -> null; anything else must be an amount (then `range` checks it). */
function optionalPounds(invalid: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: invalid })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      const pence = poundsToPence(v);
      if (pence === null) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return pence;
    });
}

/** Optional hours in half hours: "" / null / missing -> null. */
function optionalHalfHours(message: string, min: number, max: number) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      const s = typeof v === "string" ? v.trim() : v;
      if (s === undefined || s === null || s === "") return null;
      const n = typeof s === "string" ? (PLAIN_DECIMAL.test(s) ? Number(s) : Number.NaN) : s;
      if (!Number.isFinite(n) || n < min || n > max || !Number.isInteger(n * 2)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });
}

const P = PRICING_MESSAGES;
const PL = PRICING_LIMITS;
const inRange = (min: number, max: number, message: string) =>
  z
    .number()
    .nullable()
    .refine((v) => v === null || (v >= min && v <= max), message);

/** The price and the work: what a quote and a saved template share (money in pounds in, pence out). */
function termsShape() {
  const L = QUOTE_LIMITS;
  return {
    priceKind: z.enum(PRICE_KIND_VALUES, { error: M.priceKindRequired }),
    /** a fixed price or estimate (an hourly quote's total is computed) */
    price: optionalPounds(M.priceInvalid)
      .pipe(
        z
          .number()
          .nullable()
          .refine((v) => v === null || v > 0, M.pricePositive),
      )
      .pipe(
        z
          .number()
          .nullable()
          .refine((v) => v === null || v <= L.maxPricePence, M.priceTooHigh),
      ),
    hourlyRate: optionalPounds(P.hourlyRateInvalid).pipe(
      inRange(1, PL.maxHourlyRatePence, P.hourlyRateRange),
    ),
    minimumHours: optionalHalfHours(P.minimumHoursRange, PL.minMinimumHours, PL.maxMinimumHours),
    extraMoverRate: optionalPounds(P.extraMoverRateInvalid).pipe(
      inRange(0, PL.maxExtraMoverRatePence, P.extraMoverRateRange),
    ),
    crewSize: numberish(M.crewRequired, M.crewRange).pipe(
      z.number().int(M.crewRange).min(L.minCrew, M.crewRange).max(L.maxCrew, M.crewRange),
    ),
    vehicle: z.enum(VEHICLES, { error: M.vehicleRequired }),
    estimatedHours: numberish(M.hoursRequired, M.hoursRange).pipe(
      z
        .number()
        .min(L.minHours, M.hoursRange)
        .max(L.maxHours, M.hoursRange)
        .refine((h) => Number.isInteger(h * 2), M.hoursRange),
    ),
    includes: z
      .array(z.enum(INCLUSION_VALUES, { error: M.inclusionInvalid }), { error: M.inclusionInvalid })
      .max(INCLUSION_VALUES.length, M.inclusionInvalid)
      .default([]),
    extras: z
      .array(
        z.object(
          {
            kind: z.enum(QUOTE_EXTRA_KINDS, { error: P.extraInvalid }),
            price: pounds(P.extraPriceInvalid, P.extraPriceInvalid).pipe(
              z.number().gt(0, P.extraPriceRange).max(PL.maxExtraPence, P.extraPriceRange),
            ),
          },
          { error: P.extraInvalid },
        ),
        { error: P.extraInvalid },
      )
      .max(QUOTE_EXTRA_KINDS.length, P.extraDuplicate)
      .default([]),
    cancellationTerms: requiredText(L.cancellationTerms, M.cancellationRequired, M.cancellationTooLong),
    message: multiLine(z.string({ error: M.messageTooLong }).trim().max(L.message, M.messageTooLong)).default(
      "",
    ),
  };
}

interface TermsIn {
  priceKind: PriceKind;
  price: number | null;
  hourlyRate: number | null;
  minimumHours: number | null;
  extraMoverRate: number | null;
  crewSize: number;
  estimatedHours: number;
  includes: Inclusion[];
  extras: { kind: QuoteExtra["kind"]; price: number }[];
}

/** The rules across fields: the price each model needs, a sane hourly total, extras priced once. */
function checkTerms(q: TermsIn, ctx: z.RefinementCtx, priceRequired: boolean) {
  if (q.priceKind === "hourly") {
    if (q.hourlyRate === null)
      ctx.addIssue({ code: "custom", path: ["hourlyRate"], message: P.hourlyRateRequired });
    else if (hourlyTotalPence(hourlyTerms(q)) > QUOTE_LIMITS.maxPricePence)
      ctx.addIssue({ code: "custom", path: ["hourlyRate"], message: P.estimatedTotalTooHigh });
  } else if (q.price === null && priceRequired) {
    ctx.addIssue({ code: "custom", path: ["price"], message: M.priceRequired });
  }
  const kinds = q.extras.map((e) => e.kind);
  if (new Set(kinds).size !== kinds.length)
    ctx.addIssue({ code: "custom", path: ["extras"], message: P.extraDuplicate });
  if (kinds.some((k) => (q.includes as string[]).includes(k)))
    ctx.addIssue({ code: "custom", path: ["extras"], message: P.extraAlsoIncluded });
}

const hourlyTerms = (q: TermsIn) => ({
  hourlyRatePence: q.hourlyRate ?? 0,
  extraMoverRatePence: q.extraMoverRate ?? 0,
  minimumHours: q.minimumHours ?? MAN_AND_VAN_MINIMUM_HOURS,
  crewSize: q.crewSize,
  estimatedHours: q.estimatedHours,
});

/** The stored shape of the price and the work (pence; an hourly quote's total computed here, once). */
function termsOut(q: TermsIn) {
  const hourly = q.priceKind === "hourly";
  const h = hourlyTerms(q);
  return {
    pricePence: hourly ? hourlyTotalPence(h) : q.price,
    priceKind: q.priceKind,
    hourlyRatePence: hourly ? h.hourlyRatePence : null,
    minimumHours: hourly ? h.minimumHours : null,
    extraMoverRatePence: hourly ? h.extraMoverRatePence : null,
    crewSize: q.crewSize,
    estimatedHours: q.estimatedHours,
    includes: [...new Set(q.includes)],
    extras: q.extras.map((e): QuoteExtra => ({ kind: e.kind, pricePence: e.price })),
  };
}

export interface QuoteSchemaOptions {
  /** "YYYY-MM-DD" or a function giving it; default: today in London at each parse */
  today?: string | (() => string);
}

/**
 * Quote input in pounds (as the form and the API receive it) -> the stored shape in pence. The insurance
 * cover is not part of it: it comes from the company's verified certificates (issue #18).
 */
export function makeQuoteSchema(opts: QuoteSchemaOptions = {}) {
  const given = opts.today;
  const today = typeof given === "function" ? given : () => given ?? todayInLondon();
  const L = QUOTE_LIMITS;
  return z
    .object(
      {
        ...termsShape(),
        availableDates: z
          .array(z.string({ error: M.dateInvalid }), { error: M.datesRequired })
          .min(1, M.datesRequired)
          .max(L.maxDates, M.tooManyDates)
          .superRefine((dates, ctx) => {
            const bad = dates.find((d) => !isIsoDate(d));
            if (bad !== undefined) ctx.addIssue({ code: "custom", message: M.dateInvalid });
            else if (dates.some((d) => d < today())) ctx.addIssue({ code: "custom", message: M.datePast });
            else if (dates.some((d) => d > addYears(today(), MOVE_DATE_LIMITS.maxYearsAhead)))
              ctx.addIssue({ code: "custom", message: M.dateTooFar });
          }),
        validUntil: z
          .string({ error: M.validUntilRequired })
          .min(1, M.validUntilRequired)
          .refine(isIsoDate, M.dateInvalid)
          .refine((d) => !isIsoDate(d) || d >= today(), M.validUntilPast)
          .refine((d) => !isIsoDate(d) || d <= addDaysIso(today(), L.maxValidDays), M.validUntilTooFar),
      },
      { error: M.bodyInvalid },
    )
    .superRefine((q, ctx) => checkTerms(q, ctx, true))
    .transform((q) => {
      const terms = termsOut(q);
      return {
        ...terms,
        pricePence: terms.pricePence ?? 0,
        vehicle: q.vehicle,
        availableDates: [...new Set(q.availableDates)].sort(),
        cancellationTerms: q.cancellationTerms,
        message: q.message,
        validUntil: q.validUntil,
      };
    });
}

export const quoteSchema = makeQuoteSchema();
export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteFields = z.output<typeof quoteSchema>;

/** A stored quote back into the form's values (pounds as text), for editing. */
export function quoteToInput(q: QuoteFields): QuoteInput {
  return {
    ...termsToInput(q),
    availableDates: [...q.availableDates],
    validUntil: q.validUntil,
  };
}

type StoredTerms = Omit<TemplateFields, "name" | "moveType">;

function termsToInput(q: StoredTerms) {
  const money = (p: number | null) => (p === null ? "" : penceToPounds(p));
  return {
    priceKind: q.priceKind,
    price: q.priceKind === "hourly" ? "" : money(q.pricePence),
    hourlyRate: money(q.hourlyRatePence),
    minimumHours: q.minimumHours === null ? "" : String(q.minimumHours),
    extraMoverRate: money(q.extraMoverRatePence),
    crewSize: q.crewSize,
    vehicle: q.vehicle,
    estimatedHours: q.estimatedHours,
    includes: [...q.includes],
    extras: q.extras.map((e) => ({ kind: e.kind, price: penceToPounds(e.pricePence) })),
    cancellationTerms: q.cancellationTerms,
    message: q.message,
  };
}

/** The lines under an hourly quote's price (empty for a total). */
export function priceBreakdown(
  q: Pick<
    QuoteFields,
    "priceKind" | "hourlyRatePence" | "extraMoverRatePence" | "minimumHours" | "crewSize" | "estimatedHours"
  >,
): string[] {
  if (q.priceKind !== "hourly" || q.hourlyRatePence === null) return [];
  return hourlyBreakdown({
    hourlyRatePence: q.hourlyRatePence,
    extraMoverRatePence: q.extraMoverRatePence ?? 0,
    minimumHours: q.minimumHours ?? MAN_AND_VAN_MINIMUM_HOURS,
    crewSize: q.crewSize,
    estimatedHours: q.estimatedHours,
  });
}

// ---------- quote templates (issue #18) ----------

export const TEMPLATE_LIMITS = { name: 80, perCompany: 20 } as const;
export const TEMPLATE_MESSAGES = {
  nameRequired: 'Give the template a name, e.g. "Studio flat, man and van"',
  nameTooLong: `Keep the template's name to ${TEMPLATE_LIMITS.name} characters or fewer`,
  moveTypeRequired: "Choose the type of move this template is for",
  nameTaken: "You already have a template with that name",
  tooMany: `You can keep up to ${TEMPLATE_LIMITS.perCompany} templates: delete one you no longer use`,
  notFound: "We could not find that template",
  saved: "Your template has been saved",
  updated: "Your template has been updated",
  deleted: "Your template has been deleted",
  applied: "Filled in from your template: check everything before you send it",
} as const;

/** A saved quote template: a name, the move type it is for, and the quote's terms (no dates). */
export const templateSchema = z
  .object(
    {
      name: singleLine(
        z
          .string({ error: TEMPLATE_MESSAGES.nameRequired })
          .trim()
          .min(1, TEMPLATE_MESSAGES.nameRequired)
          .max(TEMPLATE_LIMITS.name, TEMPLATE_MESSAGES.nameTooLong),
      ),
      moveType: z.enum(MOVE_TYPES, { error: TEMPLATE_MESSAGES.moveTypeRequired }),
      ...termsShape(),
    },
    { error: M.bodyInvalid },
  )
  .superRefine((q, ctx) => {
    checkTerms(q, ctx, false);
    // issue #29: the price floor of the type of move the template is for (price-floors.ts)
    const low = priceFloorProblem(termsOut(q), q.moveType);
    if (low) ctx.addIssue({ code: "custom", path: [low.field], message: low.message });
  })
  .transform((q) => ({
    name: q.name,
    moveType: q.moveType,
    ...termsOut(q),
    vehicle: q.vehicle,
    cancellationTerms: q.cancellationTerms,
    message: q.message,
  }));
export type TemplateFields = z.output<typeof templateSchema>;

/** A template into the quote form's values; the lead's own dates and validity stay as the form has them. */
export function templateToInput(t: TemplateFields): Omit<QuoteInput, "availableDates" | "validUntil"> {
  return termsToInput(t);
}

/** A quote form's values saved as a template (name and move type added). */
export function inputToTemplate(q: QuoteInput, name: string, moveType: string): Record<string, unknown> {
  const { availableDates: _d, validUntil: _v, ...terms } = q;
  return { ...terms, name, moveType };
}

export { extraLabel };

export function inclusionLabel(v: string): string {
  return INCLUSIONS.find((i) => i.value === v)?.label ?? v;
}

// ---------- comparing quotes ----------

export const COMPARE_SORTS = [
  { value: "price", label: "Price, lowest first" },
  { value: "rating", label: "Rating, highest first" },
  { value: "availability", label: "Available on my date first" },
] as const;
export type CompareSort = (typeof COMPARE_SORTS)[number]["value"];
export const isCompareSort = (v: unknown): v is CompareSort => COMPARE_SORTS.some((s) => s.value === v);

export interface Comparable {
  pricePence: number;
  rating: number | null;
  reviewCount: number;
  availableOnDate: boolean;
}

/** Stable: ties keep the cheaper quote first, then the better rated. */
export function sortQuotes<T extends Comparable>(list: readonly T[], sort: CompareSort): T[] {
  const byPrice = (a: T, b: T) => a.pricePence - b.pricePence;
  const byRating = (a: T, b: T) => (b.rating ?? 0) - (a.rating ?? 0) || b.reviewCount - a.reviewCount;
  const byAvailability = (a: T, b: T) => Number(b.availableOnDate) - Number(a.availableOnDate);
  const order = {
    price: [byPrice, byRating],
    rating: [byRating, byPrice],
    availability: [byAvailability, byPrice, byRating],
  }[sort];
  return [...list].sort((a, b) => {
    for (const f of order) {
      const r = f(a, b);
      if (r) return r;
    }
    return 0;
  });
}

/** Average rating to one decimal, or null without reviews. */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

// ---------- dashboard stats ----------

export const STATS_WINDOWS = [30, 90] as const;
export type StatsWindow = (typeof STATS_WINDOWS)[number];
export const isStatsWindow = (v: unknown): v is StatsWindow => v === 30 || v === 90;
