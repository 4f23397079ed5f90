// Issue #28 "The comparison says what the quote says": what a quote offers, in the words the comparison, the
// booking dialog, the booking and its emails all use — each service included, optional at its price, or (only
// when the customer asked for it) not included; the extras the customer ticks and the one total they make;
// the dates the mover offered against the customer's; and a quote that runs out before the move.
import { formatLongDate } from "./lead/dates.ts";
import { formatPounds } from "./money.ts";
import { AVAILABILITY_MESSAGES } from "./movers-day.ts";
import { extraLabel, QUOTE_EXTRAS, type QuoteExtra, SERVICE_INCLUSIONS } from "./quote-pricing.ts";

export const OFFER_MESSAGES = {
  included: "included",
  /** a priced optional extra: "optional, +£180", "optional, +£40 a week" */
  optional: (price: string) => `optional, +${price}`,
  notIncluded: "not included",
  extrasInvalid: "Send the extras you chose as a list of the quote's extras",
  extraUnknown:
    "One of the extras you chose is not part of this quote: choose from the mover's optional extras",
  /** what a storage extra adds to the total */
  storageWeek: "first week",
  availableOnDate: AVAILABILITY_MESSAGES.availableOnDate,
  availableInRange: (dates: string) => `Can do ${dates}`,
  otherDates: (dates: string) => `Not your date: they offer ${dates}`,
  offers: (dates: string) => `They offer ${dates}`,
  noDatesGiven: "They did not say which dates they can do: ask them",
  bookBy: (date: string) => `Book by ${date}`,
  bookByWhy: "This quote runs out before your move date.",
  expiredOn: (date: string) => `This quote expired on ${date}: ask the mover for a fresh one`,
} as const;
const M = OFFER_MESSAGES;

type ServiceKind = QuoteExtra["kind"];
type ServiceState = "included" | "optional" | "not-included";

/** One service on a quote, as both sides read it: "Packing: optional, +£180". */
export interface ServiceLine {
  kind: ServiceKind;
  label: string;
  state: ServiceState;
  /** an optional extra's price (null otherwise) */
  pricePence: number | null;
  /** "included", "optional, +£180", "not included" */
  text: string;
}

const perWeek = (kind: string) => QUOTE_EXTRAS.find((e) => e.value === kind)?.per === "week";
const priceWords = (e: QuoteExtra) => `${formatPounds(e.pricePence)}${perWeek(e.kind) ? " a week" : ""}`;

/** The extra services the customer asked for in the wizard, as the kinds a quote includes or prices. */
function requestedKinds(requestedServices: readonly string[]): ServiceKind[] {
  const out: ServiceKind[] = [];
  for (const s of requestedServices) {
    const kind = SERVICE_INCLUSIONS[s];
    if (kind && !out.includes(kind)) out.push(kind);
  }
  return out;
}

/**
 * Every service the quote includes, then every extra it prices, then each service the customer asked for
 * that it neither includes nor prices. "Not included" is said of those last ones only.
 */
export function serviceLines(
  quote: { includes: readonly string[]; extras: readonly QuoteExtra[] },
  requestedServices: readonly string[],
): ServiceLine[] {
  const lines: ServiceLine[] = [];
  for (const kind of quote.includes as ServiceKind[])
    lines.push({ kind, label: extraLabel(kind), state: "included", pricePence: null, text: M.included });
  for (const e of quote.extras) {
    if (lines.some((l) => l.kind === e.kind)) continue;
    const text = M.optional(priceWords(e));
    lines.push({
      kind: e.kind,
      label: extraLabel(e.kind),
      state: "optional",
      pricePence: e.pricePence,
      text,
    });
  }
  for (const kind of requestedKinds(requestedServices)) {
    if (lines.some((l) => l.kind === kind)) continue;
    lines.push({
      kind,
      label: extraLabel(kind),
      state: "not-included",
      pricePence: null,
      text: M.notIncluded,
    });
  }
  return lines;
}

/** The quote's extras the customer asked for in the wizard: ticked to begin with, so the total is for that. */
export function askedForExtras(
  extras: readonly QuoteExtra[],
  requestedServices: readonly string[],
): string[] {
  const asked = requestedKinds(requestedServices);
  return extras.filter((e) => asked.includes(e.kind)).map((e) => e.kind);
}

// ---------- the extras the customer ticks, and the one total ----------

/** An extra the customer chose, as the booking keeps it. */
export interface ChosenExtra {
  kind: string;
  label: string;
  /** what it adds to the total (a storage extra: its first week) */
  pricePence: number;
  /** "£60", "£40 a week" */
  priceLabel: string;
}

/**
 * The quote's extras the customer ticked, in the quote's order (a kind ticked twice counts once), or the
 * message when one is not priced on the quote.
 */
export function chooseExtras(
  offered: readonly QuoteExtra[],
  kinds: readonly string[],
): { ok: true; extras: ChosenExtra[] } | { ok: false; message: string } {
  if (kinds.some((k) => !offered.some((e) => e.kind === k))) return { ok: false, message: M.extraUnknown };
  const extras = offered
    .filter((e) => kinds.includes(e.kind))
    .map((e) => ({
      kind: e.kind,
      label: extraLabel(e.kind),
      pricePence: e.pricePence,
      priceLabel: priceWords(e),
    }));
  return { ok: true, extras };
}

const extraName = (e: ChosenExtra) => `${e.label}${perWeek(e.kind) ? ` (${M.storageWeek})` : ""}`;
/** one part of a total: "Packing materials £60", "Storage (first week) £40" */
const extraPart = (e: ChosenExtra) => `${extraName(e)} ${formatPounds(e.pricePence)}`;

/** "Packing materials +£60", "Storage (first week) +£40". */
export function chosenExtraLine(e: ChosenExtra): string {
  return `${extraName(e)} +${formatPounds(e.pricePence)}`;
}

/** The price with the chosen extras: one total, and the extras listed in it. */
export interface PriceWithExtras {
  totalPence: number;
  totalLabel: string;
  extras: ChosenExtra[];
  /** "£895 + Packing materials £60" when an extra is chosen, else null */
  partsLabel: string | null;
}

export function priceWithExtras(basePence: number, extras: readonly ChosenExtra[]): PriceWithExtras {
  const totalPence = extras.reduce((sum, e) => sum + e.pricePence, basePence);
  return {
    totalPence,
    totalLabel: formatPounds(totalPence),
    extras: [...extras],
    partsLabel: extras.length ? [formatPounds(basePence), ...extras.map(extraPart)].join(" + ") : null,
  };
}

/** What the total says in a sentence: "£955 (£895 fixed price + Packing materials £60)", "£895 (fixed price)". */
export function priceSentence(p: PriceWithExtras, basePence: number, priceKindLabel: string): string {
  const kind = priceKindLabel.toLowerCase();
  if (!p.extras.length) return `${p.totalLabel} (${kind})`;
  return `${p.totalLabel} (${formatPounds(basePence)} ${kind} + ${p.extras.map(extraPart).join(" + ")})`;
}

// ---------- the dates the mover offered ----------

/** "Saturday 14 March 2026 and Sunday 15 March 2026"; past two dates, "…, … and 3 more". */
function dateList(dates: readonly string[]): string {
  const shown = dates.slice(0, 2).map(formatLongDate);
  const more = dates.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  return shown.join(" and ");
}

/**
 * What the comparison says of a mover's availability: the dates in its quote against the customer's date or
 * window (never its calendar). `onYourDate`: one of the offered dates is the customer's (any date offered,
 * when the customer gave none).
 */
export function offeredAvailability(
  availableDates: readonly string[],
  moveDate: string | null,
  endDate: string | null = null,
): { onYourDate: boolean; label: string } {
  const dates = [...new Set(availableDates)].sort();
  if (!dates.length) return { onYourDate: false, label: M.noDatesGiven };
  if (!moveDate) return { onYourDate: true, label: M.offers(dateList(dates)) };
  const last = endDate && endDate > moveDate ? endDate : moveDate;
  const inWindow = dates.filter((d) => d >= moveDate && d <= last);
  if (!inWindow.length) return { onYourDate: false, label: M.otherDates(dateList(dates)) };
  if (last === moveDate) return { onYourDate: true, label: M.availableOnDate };
  return { onYourDate: true, label: M.availableInRange(dateList(inWindow)) };
}

// ---------- a quote that runs out before the move ----------

/**
 * `expired`: past its valid-until day (London's today), so it cannot be booked. `bookBy`: it runs out before
 * the move window opens, so the customer must book by its last day ("Book by Friday 20 March 2026").
 */
export function quoteDeadline(
  validUntil: string,
  moveDate: string | null,
  today: string,
): { expired: boolean; bookBy: string | null; expiredLabel: string | null } {
  const until = formatLongDate(validUntil);
  if (validUntil < today) return { expired: true, bookBy: null, expiredLabel: M.expiredOn(until) };
  return {
    expired: false,
    bookBy: moveDate && validUntil < moveDate ? M.bookBy(until) : null,
    expiredLabel: null,
  };
}
