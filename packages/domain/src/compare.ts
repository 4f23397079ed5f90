// Issue #17 "Comparing on a phone": what a quote's compact card shows and how the cards are ordered. The
// comparison's rows (price, crew, cover…) stay in the page; the rules that pick what a card says live here
// (what each service line says: quote-offer.ts).
import type { ServiceLine } from "./quote-offer.ts";
import { plural } from "./text.ts";

export const COMPARE_MESSAGES = {
  /** the button on each quote that books it (the marketing copy names it too: @rm/content how-it-works, faqs) */
  book: "Book with this mover",
  showDetails: "Show details",
  hideDetails: "Hide details",
  /** the toggle under the open quotes: "2 declined quotes" */
  declinedToggle: (n: number) => plural(n, "declined quote"),
  declinedIntro: "Quotes you declined. The movers have been told; they can no longer be booked.",
} as const;

/**
 * Issue #28: the services that set the quotes apart — those some quotes include in their price and others do
 * not — in the order they first appear. A service every quote includes (or none does) says nothing.
 */
export function differingServices(quotes: readonly { services: readonly ServiceLine[] }[]): string[] {
  const seen: string[] = [];
  for (const q of quotes)
    for (const l of q.services) if (l.state === "included" && !seen.includes(l.kind)) seen.push(l.kind);
  const includes = (q: { services: readonly ServiceLine[] }, kind: string) =>
    q.services.some((l) => l.kind === kind && l.state === "included");
  return seen.filter((kind) => !quotes.every((q) => includes(q, kind)));
}

/**
 * A card's service lines: what it includes that others do not, and what the customer asked for that it neither
 * includes nor prices ("not included"). Its priced extras are not among them: the card offers them as ticks
 * ("Packing: optional, +£180"). A service another quote includes and this one does not mention is left out:
 * the customer did not ask for it.
 */
export function cardServiceLines(
  quote: { services: readonly ServiceLine[] },
  differing: readonly string[],
): ServiceLine[] {
  return quote.services.filter(
    (l) => l.state === "not-included" || (l.state === "included" && differing.includes(l.kind)),
  );
}

/**
 * The cards on a phone: the quotes still in play first (their sort kept), the declined ones apart, folded at
 * the bottom.
 */
export function splitDeclined<T extends { status: string }>(
  quotes: readonly T[],
): { shown: T[]; declined: T[] } {
  return {
    shown: quotes.filter((q) => q.status !== "declined"),
    declined: quotes.filter((q) => q.status === "declined"),
  };
}
