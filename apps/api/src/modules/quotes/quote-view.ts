// A stored quote as both sides read it: raw values (pence, ISO dates) plus the words the pages show.
import {
  formatLongDate,
  formatPounds,
  inclusionLabel,
  PRICE_KINDS,
  priceBreakdown,
  QUOTE_STATUS_LABELS,
  type QuoteFields,
  type QuoteStatus,
} from "@rm/domain/quote";
import {
  extraLabel,
  extraPriceLabel,
  notIncluded,
  PRICING_MESSAGES,
  type QuoteExtra,
} from "@rm/domain/quote-pricing";
import { todayInLondon } from "@rm/domain/lead/dates";
import { askedForExtras, type ServiceLine, serviceLines } from "@rm/domain/quote-offer";
import type { leads, quotes } from "../../db/schema.ts";

type QuoteRow = typeof quotes.$inferSelect;

export interface QuoteView extends QuoteFields {
  id: string;
  status: QuoteStatus;
  statusLabel: string;
  priceLabel: string;
  priceKindLabel: string;
  /** issue #18: an hourly quote's rate, extra movers, minimum and estimated total, as lines */
  breakdown: string[];
  includesLabels: string[];
  /** issue #18: the priced optional extras the customer may tick */
  extrasLabels: { kind: string; label: string; priceLabel: string; pricePence: number }[];
  /** issue #18: services the customer asked for that this quote neither includes nor prices */
  notIncludedLabels: string[];
  /** issue #28: each service included, optional at its price, or (asked for, neither) not included */
  services: ServiceLine[];
  /** issue #28: the extras the customer asked for in the wizard, ticked to begin with */
  askedForExtras: string[];
  /** issue #18: the verified Goods in Transit cover when the quote was sent (null: none on file) */
  insuranceCoverPence: number | null;
  insuranceCoverLabel: string;
  availableDatesLabels: string[];
  validUntilLabel: string;
  expired: boolean;
  sentAt: string;
  updatedAt: string;
  /** issue #17: sent before the customer changed the move, not yet confirmed or revised by the mover */
  earlierDetails: boolean;
}

/** The extra services the customer asked for in the wizard (the lead's details). */
export function requestedServices(lead: Pick<typeof leads.$inferSelect, "details">): string[] {
  const d = (lead.details ?? {}) as Record<string, unknown>;
  const list = d.additionalServices;
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === "string") : [];
}

/** An hourly quote reads as an estimate worked out from its rate. */
const priceKindLabel = (kind: string) =>
  kind === "hourly"
    ? "Estimated at an hourly rate"
    : (PRICE_KINDS.find((k) => k.value === kind)?.label ?? kind);

/** `requested`: the lead's extra services, for "not included" (both sides see the same list). */
export function toQuoteView(
  q: QuoteRow,
  today = todayInLondon(),
  requested: readonly string[] = [],
): QuoteView {
  const extras = (q.extras ?? []) as QuoteExtra[];
  const fields = {
    pricePence: q.pricePence,
    priceKind: q.priceKind,
    hourlyRatePence: q.hourlyRatePence,
    minimumHours: q.minimumHours,
    extraMoverRatePence: q.extraMoverRatePence,
    crewSize: q.crewSize,
    vehicle: q.vehicle as QuoteFields["vehicle"],
    estimatedHours: q.estimatedHours,
    includes: q.includes as QuoteFields["includes"],
    extras,
  };
  return {
    id: q.id,
    ...fields,
    insuranceCoverPence: q.insuranceCoverPence,
    availableDates: q.availableDates,
    cancellationTerms: q.cancellationTerms,
    message: q.message,
    validUntil: q.validUntil,
    status: q.status,
    statusLabel: QUOTE_STATUS_LABELS[q.status],
    priceLabel: formatPounds(q.pricePence),
    priceKindLabel: priceKindLabel(q.priceKind),
    breakdown: priceBreakdown(fields),
    includesLabels: q.includes.map(inclusionLabel),
    extrasLabels: extras.map((e) => ({
      kind: e.kind,
      label: extraLabel(e.kind),
      priceLabel: extraPriceLabel(e),
      pricePence: e.pricePence,
    })),
    notIncludedLabels: notIncluded(requested, fields).map(inclusionLabel),
    services: serviceLines(fields, requested),
    askedForExtras: askedForExtras(extras, requested),
    insuranceCoverLabel:
      q.insuranceCoverPence === null ? PRICING_MESSAGES.noVerifiedCover : formatPounds(q.insuranceCoverPence),
    availableDatesLabels: q.availableDates.map(formatLongDate),
    validUntilLabel: formatLongDate(q.validUntil),
    expired: q.status === "sent" && q.validUntil < today,
    sentAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    earlierDetails: q.status === "sent" && q.earlierDetails,
    basedOnList: q.basedOnList,
  };
}
