// The quote loop (issue #6, docs/README.md#issues): one quote structure for every company (docs/product/rules.md principle 2), its options, limits and
// messages, money in integer pence, and the wording of dates and statuses both the dashboard and the
// customer's comparison show.
import { z } from "zod";
import { formatPounds } from "./money.ts";
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

import { numberish, optionalHalfHours, optionalPounds, pounds, requiredText } from "./quote-fields.ts";
import {
  INCLUSION_VALUES,
  type Inclusion,
  PRICE_KIND_VALUES,
  type PriceKind,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  TEMPLATE_LIMITS,
  TEMPLATE_MESSAGES,
  VEHICLES,
} from "./quote-options.ts";

export * from "./quote-options.ts";
export * from "./quote-format.ts";
export * from "./quote-compare.ts";
export { inputToTemplate, quoteValues } from "./quote-input.ts";
import { quoteValues, termsToInput } from "./quote-input.ts";

const M = QUOTE_MESSAGES;

// ---------- the quote schema ----------

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
        // issue #32: "based on your list" — the price is worked out from the customer's list of what is moving
        basedOnList: z.boolean({ error: M.bodyInvalid }).default(false),
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
        basedOnList: q.basedOnList,
      };
    });
}

export const quoteSchema = makeQuoteSchema();
export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteFields = z.output<typeof quoteSchema>;

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

/** A stored quote back into the form's values (pounds as text), typed by its schema (quote-input.ts). */
export function quoteToInput(q: QuoteFields): QuoteInput {
  return quoteValues(q);
}

/** A template into the quote form's values; the lead's own dates and validity stay as the form has them. */
export function templateToInput(
  t: TemplateFields,
): Omit<QuoteInput, "availableDates" | "validUntil" | "basedOnList"> {
  return termsToInput(t);
}

export { extraLabel };
