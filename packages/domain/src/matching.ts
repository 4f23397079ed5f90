// Issue #5 "Matching" (docs/README.md#issues): the documented score that ranks the companies able to take a lead, as pure functions.
// The API (apps/api/src/modules/matching) finds who is eligible in SQL; everything about *order* is here,
// so the README's "How matching works" and the code say the same thing.

/** docs/product/rules.md §1: a lead goes to at most 6 companies. */
export const MAX_MATCHES = 6;
/** The eligible companies based nearest the move form the pool that the score ranks (4 per place). */
export const MATCH_POOL_SIZE = 24;
/** Safety bound on the nearest-first scan: only the this-many nearest active companies are looked at. */
export const MATCH_SCAN_LIMIT = 2000;

/** Points available per part of the score (total 100). */
const SCORE_WEIGHTS = { distance: 50, rating: 30, responsiveness: 20 } as const;
/** Distance points fall linearly from full at the company's base to none at this many miles. */
const DISTANCE_SCALE_MILES = 15;
/** Bayesian rating: every company starts as if it had this many reviews of this average. */
const RATING_PRIOR = { mean: 4, weight: 5 } as const;
/** A median first quote in this many minutes earns half the responsiveness points (and so does "unknown"). */
const RESPONSE_HALF_MINUTES = 120;
/** Scores in the same step of this many points count as equal; equals take turns (fair rotation). */
const ROTATION_BAND = 5;
/** Lead caps look back over these windows. */
export const CAP_WINDOWS_MS = { day: 24 * 3600_000, week: 7 * 24 * 3600_000 } as const;

export const EARTH_RADIUS_MILES = 3958.8;

export interface LatLon {
  lat: number;
  lon: number;
}

/** Great-circle (haversine) distance in miles; the SQL filter in the API uses the same formula. */
export function distanceMiles(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/** (sum of stars + prior) / (number of reviews + prior weight): few reviews stay near the prior mean. */
export function bayesianRating(ratingSum: number, ratingCount: number): number {
  return (ratingSum + RATING_PRIOR.mean * RATING_PRIOR.weight) / (ratingCount + RATING_PRIOR.weight);
}

/** 1 for instant quotes, 0.5 at RESPONSE_HALF_MINUTES, towards 0 for slow ones; unknown = 0.5 (neutral). */
export function responsiveness(responseMinutes: number | null): number {
  if (responseMinutes === null) return 0.5;
  return 1 / (1 + Math.max(0, responseMinutes) / RESPONSE_HALF_MINUTES);
}

/** 1 at the company's base, 0 from DISTANCE_SCALE_MILES on; unknown distance (no coordinates) = 0. */
export function closeness(miles: number | null): number {
  if (miles === null) return 0;
  return Math.max(0, 1 - miles / DISTANCE_SCALE_MILES);
}

/** What the engine knows about one eligible company when it ranks it. */
export interface MatchCandidate {
  id: string;
  name: string;
  /** from the company's base to the lead's from-location; null when the lead has no coordinates */
  distanceMiles: number | null;
  withinRadius: boolean;
  boroughMatch: boolean;
  ratingSum: number;
  ratingCount: number;
  responseMinutes: number | null;
  /** epoch milliseconds of the company's previous match; null = never matched */
  lastMatchedAt: number | null;
}

interface MatchReasons {
  [key: string]: unknown;
  distanceMiles: number | null;
  withinRadius: boolean;
  boroughMatch: boolean;
  rating: number;
  ratingCount: number;
  responseMinutes: number | null;
  points: { distance: number; rating: number; responsiveness: number };
  band: number;
  lastMatchedAt: string | null;
}

export interface ScoredCandidate {
  candidate: MatchCandidate;
  score: number;
  band: number;
  reasons: MatchReasons;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * score = 50 × closeness + 30 × (Bayesian rating − 1) / 4 + 20 × responsiveness, rounded to 2 decimals
 * (0–100). Distance is measured in plain miles, not as a share of the company's own radius, so a bigger
 * declared radius never buys a better place.
 */
export function scoreCandidate(c: MatchCandidate): ScoredCandidate {
  const rating = bayesianRating(c.ratingSum, c.ratingCount);
  const points = {
    distance: round2(SCORE_WEIGHTS.distance * closeness(c.distanceMiles)),
    rating: round2((SCORE_WEIGHTS.rating * (rating - 1)) / 4),
    responsiveness: round2(SCORE_WEIGHTS.responsiveness * responsiveness(c.responseMinutes)),
  };
  const score = round2(points.distance + points.rating + points.responsiveness);
  const band = Math.floor(score / ROTATION_BAND);
  return {
    candidate: c,
    score,
    band,
    reasons: {
      distanceMiles: c.distanceMiles === null ? null : round2(c.distanceMiles),
      withinRadius: c.withinRadius,
      boroughMatch: c.boroughMatch,
      rating: round2(rating),
      ratingCount: c.ratingCount,
      responseMinutes: c.responseMinutes,
      points,
      band,
      lastMatchedAt: c.lastMatchedAt === null ? null : new Date(c.lastMatchedAt).toISOString(),
    },
  };
}

/**
 * Best first: higher score band; within a band the company that has waited longest since its last lead
 * (never matched first); then id, so the order never depends on how rows came out of the database.
 */
function compareScored(a: ScoredCandidate, b: ScoredCandidate): number {
  if (a.band !== b.band) return b.band - a.band;
  const la = a.candidate.lastMatchedAt;
  const lb = b.candidate.lastMatchedAt;
  if (la !== lb) {
    if (la === null) return -1;
    if (lb === null) return 1;
    return la - lb;
  }
  return a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0;
}

/** Scores and orders the pool and keeps the best MAX_MATCHES (or `max`). Pure and deterministic. */
export function rankCandidates(
  pool: readonly MatchCandidate[],
  max: number = MAX_MATCHES,
): ScoredCandidate[] {
  return pool.map(scoreCandidate).sort(compareScored).slice(0, max);
}

/**
 * Issue 28: the order a customer sees the movers of a request in — the intake's answer, the confirmation email
 * and the results modal alike: highest score first, then id (the order the stored matches are read back in).
 * Who is picked is rankCandidates' (equal companies take turns within a band); this only lists the picks.
 */
export function inListedOrder<T extends { score: number; companyId: string }>(picks: readonly T[]): T[] {
  return [...picks].sort(
    (a, b) => b.score - a.score || (a.companyId < b.companyId ? -1 : a.companyId > b.companyId ? 1 : 0),
  );
}

/** Certificates must still be valid on the move date, and never be expired today. */
export function insuranceNeededOn(moveDate: string | null, today: string): string {
  return moveDate && moveDate > today ? moveDate : today;
}
