// A stored quote back into the quote form's values (pounds as text), without zod: the customer's request page
// re-sends a quote this way and loads no schema (docs/decisions/054-wizard-without-zod.md). quote.ts
// re-exports it typed by its schema (QuoteFields in, QuoteInput out).
import { penceToPounds } from "./quote-format.ts";

/** the stored terms of a quote or a template (quote.ts's QuoteFields and TemplateFields have them) */
interface StoredTerms {
  priceKind: string;
  pricePence: number | null;
  hourlyRatePence: number | null;
  minimumHours: number | null;
  extraMoverRatePence: number | null;
  crewSize: unknown;
  vehicle: unknown;
  estimatedHours: unknown;
  includes: readonly string[];
  extras: readonly { kind: string; pricePence: number }[];
  cancellationTerms: unknown;
  message: unknown;
}

/** A stored quote's or template's terms into the form's values. */
export function termsToInput<T extends StoredTerms>(q: T) {
  const money = (p: number | null) => (p === null ? "" : penceToPounds(p));
  return {
    priceKind: q.priceKind as T["priceKind"],
    price: q.priceKind === "hourly" ? "" : money(q.pricePence),
    hourlyRate: money(q.hourlyRatePence),
    minimumHours: q.minimumHours === null ? "" : String(q.minimumHours),
    extraMoverRate: money(q.extraMoverRatePence),
    crewSize: q.crewSize as T["crewSize"],
    vehicle: q.vehicle as T["vehicle"],
    estimatedHours: q.estimatedHours as T["estimatedHours"],
    includes: [...q.includes] as T["includes"][number][],
    extras: q.extras.map((e) => ({
      kind: e.kind as T["extras"][number]["kind"],
      price: penceToPounds(e.pricePence),
    })),
    cancellationTerms: q.cancellationTerms as T["cancellationTerms"],
    message: q.message as T["message"],
  };
}

/** A stored quote back into the form's values, for editing or sending again. */
export function quoteValues<
  T extends StoredTerms & { availableDates: readonly string[]; validUntil: string; basedOnList?: boolean },
>(q: T) {
  return {
    ...termsToInput(q),
    availableDates: [...q.availableDates],
    validUntil: q.validUntil,
    basedOnList: q.basedOnList ?? false,
  };
}

/** A quote form's values saved as a template (name and move type added; the lead's own dates left out). */
export function inputToTemplate<
  T extends { availableDates: unknown; validUntil: unknown; basedOnList?: unknown },
>(q: T, name: string, moveType: string): Record<string, unknown> {
  const { availableDates: _d, validUntil: _v, basedOnList: _b, ...terms } = q;
  return { ...terms, name, moveType };
}
