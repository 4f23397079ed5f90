// Issue #17 "Comparing on a phone": what a quote's compact card shows and how the cards are ordered. The
// comparison's rows (price, crew, cover…) stay in the page; the rules that pick what a card says live here.
import { plural } from "./text.ts";

export const COMPARE_MESSAGES = {
  showDetails: "Show details",
  hideDetails: "Hide details",
  /** the toggle under the open quotes: "2 declined quotes" */
  declinedToggle: (n: number) => plural(n, "declined quote"),
  declinedIntro: "Quotes you declined. The movers have been told; they can no longer be booked.",
  /** the company's calendar has every day of the move fully booked */
  notAvailable: "Fully booked on your date",
  notAvailableRange: "Fully booked on all your dates",
  included: "included",
  notIncluded: "not included",
} as const;

/**
 * The inclusions that set the quotes apart: those some quotes include and others do not, in the order they
 * first appear. An inclusion every quote has (or none has) says nothing when comparing.
 */
export function differingInclusions(quotes: readonly { includesLabels: readonly string[] }[]): string[] {
  const seen: string[] = [];
  for (const q of quotes) for (const label of q.includesLabels) if (!seen.includes(label)) seen.push(label);
  return seen.filter((label) => !quotes.every((q) => q.includesLabels.includes(label)));
}

/** A card's line for each differing inclusion: whether this quote has it. */
export function inclusionDifferences(
  quote: { includesLabels: readonly string[] },
  differing: readonly string[],
): { label: string; included: boolean }[] {
  return differing.map((label) => ({ label, included: quote.includesLabels.includes(label) }));
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
