// A stored quote as both sides read it: raw values (pence, ISO dates) plus the words the pages show.
import {
  formatLongDate,
  formatPounds,
  inclusionLabel,
  PRICE_KINDS,
  QUOTE_STATUS_LABELS,
  type QuoteFields,
  type QuoteStatus,
} from "@rm/domain/quote";
import { todayInLondon } from "@rm/domain/lead/dates";
import type { quotes } from "../../db/schema.ts";

type QuoteRow = typeof quotes.$inferSelect;

export interface QuoteView extends QuoteFields {
  id: string;
  status: QuoteStatus;
  statusLabel: string;
  priceLabel: string;
  priceKindLabel: string;
  includesLabels: string[];
  insuranceCoverLabel: string;
  availableDatesLabels: string[];
  validUntilLabel: string;
  expired: boolean;
  sentAt: string;
  updatedAt: string;
  /** issue #17: sent before the customer changed the move, not yet confirmed or revised by the mover */
  earlierDetails: boolean;
}

export function toQuoteView(q: QuoteRow, today = todayInLondon()): QuoteView {
  return {
    id: q.id,
    pricePence: q.pricePence,
    priceKind: q.priceKind,
    crewSize: q.crewSize,
    vehicle: q.vehicle as QuoteFields["vehicle"],
    estimatedHours: q.estimatedHours,
    includes: q.includes as QuoteFields["includes"],
    insuranceCoverPence: q.insuranceCoverPence,
    availableDates: q.availableDates,
    cancellationTerms: q.cancellationTerms,
    message: q.message,
    validUntil: q.validUntil,
    status: q.status,
    statusLabel: QUOTE_STATUS_LABELS[q.status],
    priceLabel: formatPounds(q.pricePence),
    priceKindLabel: PRICE_KINDS.find((k) => k.value === q.priceKind)?.label ?? q.priceKind,
    includesLabels: q.includes.map(inclusionLabel),
    insuranceCoverLabel: formatPounds(q.insuranceCoverPence),
    availableDatesLabels: q.availableDates.map(formatLongDate),
    validUntilLabel: formatLongDate(q.validUntil),
    expired: q.status === "sent" && q.validUntil < today,
    sentAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    earlierDetails: q.status === "sent" && q.earlierDetails,
  };
}
