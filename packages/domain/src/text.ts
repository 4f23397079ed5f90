// Small wording helpers every page shares: counts with the right plural, and star ratings.

/** "1 quote", "2 quotes", "0 quotes"; irregular plurals are given: plural(n, "company", "companies"). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? singular : pluralForm}`;
}

export const MAX_STARS = 5;

/** A rating held to 0..5 and rounded to one decimal: what the stars draw and the label reads. */
const shownRating = (rating: number): number =>
  Math.round(Math.min(MAX_STARS, Math.max(0, Number.isFinite(rating) ? rating : 0)) * 10) / 10;

/**
 * Issue #28: how much of each of the five stars is filled, 0 to 1, for the rating as written (one decimal):
 * 4.3 -> four full stars and three tenths of the fifth; 4 -> four full, one empty. The stars draw exactly the
 * number beside them, never a rounder one.
 */
export function starFills(rating: number): number[] {
  const shown = shownRating(rating);
  return Array.from(
    { length: MAX_STARS },
    (_, i) => Math.round(Math.min(1, Math.max(0, shown - i)) * 10) / 10,
  );
}

/** The rating as a screen reader hears it: "Rated 4.5 out of 5". */
export function ratingLabel(rating: number): string {
  const shown = shownRating(rating);
  return `Rated ${shown.toLocaleString("en-GB", { maximumFractionDigits: 1 })} out of ${MAX_STARS}`;
}

/** An average rating as every page writes it, with one decimal: 4.5 -> "4.5", 4 -> "4.0". */
export const formatRating = (rating: number): string =>
  (Math.round(Math.min(MAX_STARS, Math.max(0, rating)) * 10) / 10).toFixed(1);

/** What a company without reviews shows where its rating would be. */
export const NO_REVIEWS = "No reviews yet";

/** A move's way as the dashboard and the quote comparison write it: "SE16, Southwark → N17, Haringey". */
export const routeText = (from: string, to: string | null): string => (to ? `${from} → ${to}` : from);

/**
 * A name's possessive as the site writes it: "Westway Man & Van's reviews", but a name ending in s takes just the
 * apostrophe ("Thames-side Removals' reviews", never "Removals's").
 */
export function possessive(name: string): string {
  const n = name.trim();
  if (!n) return n;
  return /s$/i.test(n) ? `${n}'` : `${n}'s`;
}
