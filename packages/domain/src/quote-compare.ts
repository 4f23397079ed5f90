// Comparing quotes (the customer's sort) and the dashboard's stats windows. `@rm/domain/quote` re-exports it.

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
