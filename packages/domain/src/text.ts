// Small wording helpers every page shares: counts with the right plural, and star ratings.

/** "1 quote", "2 quotes", "0 quotes"; irregular plurals are given: plural(n, "company", "companies"). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? singular : pluralForm}`;
}

export const MAX_STARS = 5;

/** A rating rounded to the nearest half star, as the stars draw it. */
export function roundToHalf(rating: number): number {
  const clamped = Math.min(MAX_STARS, Math.max(0, rating));
  return Math.round(clamped * 2) / 2;
}

export type StarKind = "full" | "half" | "empty";

/** Five stars for a rating: 4.5 -> four full, one half; 3.2 -> three full, two empty. */
export function starsFor(rating: number): StarKind[] {
  const halves = roundToHalf(rating) * 2;
  return Array.from({ length: MAX_STARS }, (_, i): StarKind => {
    const left = halves - i * 2;
    return left >= 2 ? "full" : left === 1 ? "half" : "empty";
  });
}

/** The rating as a screen reader hears it: "Rated 4.5 out of 5". */
export function ratingLabel(rating: number): string {
  const shown = Math.round(Math.min(MAX_STARS, Math.max(0, rating)) * 10) / 10;
  return `Rated ${shown.toLocaleString("en-GB", { maximumFractionDigits: 1 })} out of ${MAX_STARS}`;
}

/** An average rating as every page writes it, with one decimal: 4.5 -> "4.5", 4 -> "4.0". */
export const formatRating = (rating: number): string =>
  (Math.round(Math.min(MAX_STARS, Math.max(0, rating)) * 10) / 10).toFixed(1);

/** What a company without reviews shows where its rating would be. */
export const NO_REVIEWS = "No reviews yet";

/** A move's way as the dashboard and the quote comparison write it: "SE16, Southwark → N17, Haringey". */
export const routeText = (from: string, to: string | null): string => (to ? `${from} → ${to}` : from);
