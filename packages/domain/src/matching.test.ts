import assert from "node:assert/strict";
import { test } from "vitest";
import {
  bayesianRating,
  closeness,
  distanceMiles,
  insuranceNeededOn,
  MAX_MATCHES,
  type MatchCandidate,
  rankCandidates,
  responsiveness,
  scoreCandidate,
} from "./matching.ts";

const candidate = (over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  id: "a",
  name: "A",
  distanceMiles: 3,
  withinRadius: true,
  boroughMatch: false,
  ratingSum: 45,
  ratingCount: 10,
  responseMinutes: 60,
  lastMatchedAt: null,
  ...over,
});

test("great-circle distance in miles", () => {
  const london = { lat: 51.5074, lon: -0.1278 };
  assert.equal(distanceMiles(london, london), 0);
  assert.ok(Math.abs(distanceMiles(london, { lat: 48.8566, lon: 2.3522 }) - 213.9) < 1, "London–Paris");
  // Thames-side (SE16) to City & Courier (E1): a little over two miles
  const d = distanceMiles({ lat: 51.4897, lon: -0.0573 }, { lat: 51.5205, lon: -0.0742 });
  assert.ok(d > 2 && d < 2.5);
});

test("the parts of the score", () => {
  assert.equal(bayesianRating(0, 0), 4, "no reviews: the prior");
  assert.ok(bayesianRating(100, 20) > 4.7 && bayesianRating(100, 20) < 5);
  assert.ok(bayesianRating(5, 1) < bayesianRating(50, 10), "one 5-star review counts for less than ten");
  assert.equal(responsiveness(null), 0.5, "unknown is neutral");
  assert.equal(responsiveness(0), 1);
  assert.equal(responsiveness(120), 0.5);
  assert.ok(responsiveness(1440) < 0.1);
  assert.equal(closeness(0), 1);
  assert.equal(closeness(7.5), 0.5);
  assert.equal(closeness(40), 0, "a borough match far from base earns no distance points");
  assert.equal(closeness(null), 0);
});

test("score = 50 × closeness + 30 × (rating − 1) / 4 + 20 × responsiveness", () => {
  const s = scoreCandidate(candidate());
  // 3 miles → 40; (45 + 20) / 15 = 4.33 → 25; 60 minutes → 13.33
  assert.deepEqual(s.reasons.points, { distance: 40, rating: 25, responsiveness: 13.33 });
  assert.equal(s.score, 78.33);
  assert.equal(s.band, 15);
  assert.equal(s.reasons.rating, 4.33);
  assert.equal(s.reasons.distanceMiles, 3);
  assert.equal(s.reasons.lastMatchedAt, null);
  const best = scoreCandidate(
    candidate({ distanceMiles: 0, ratingSum: 1000, ratingCount: 200, responseMinutes: 0 }),
  );
  assert.ok(best.score > 99 && best.score <= 100);
});

test("ranking: higher band first, then the longest wait, then id; at most 6", () => {
  const t = Date.UTC(2026, 0, 1);
  const pool = [
    candidate({ id: "far", distanceMiles: 14 }),
    candidate({ id: "b", lastMatchedAt: t }),
    candidate({ id: "a", lastMatchedAt: t }),
    candidate({ id: "never" }),
    candidate({ id: "earlier", lastMatchedAt: t - 1000 }),
    candidate({ id: "close-enough", distanceMiles: 3.5, lastMatchedAt: t - 5000 }),
  ];
  const order = rankCandidates(pool).map((s) => s.candidate.id);
  // 3.5 miles scores 76.67, the same 5-point band as 78.33: equal, so waiting time decides
  assert.deepEqual(order, ["never", "close-enough", "earlier", "a", "b", "far"]);
  assert.equal(pool[0]!.id, "far", "the input is left alone");
  const many = Array.from({ length: 20 }, (_, i) => candidate({ id: `c${String(i).padStart(2, "0")}` }));
  assert.equal(rankCandidates(many).length, MAX_MATCHES);
  assert.deepEqual(
    rankCandidates([...many].reverse()).map((s) => s.candidate.id),
    rankCandidates(many).map((s) => s.candidate.id),
  );
});

test("insurance must be valid on the move date, and today at least", () => {
  assert.equal(insuranceNeededOn("2026-05-01", "2026-03-14"), "2026-05-01");
  assert.equal(insuranceNeededOn(null, "2026-03-14"), "2026-03-14");
  assert.equal(insuranceNeededOn("2026-03-01", "2026-03-14"), "2026-03-14");
});
