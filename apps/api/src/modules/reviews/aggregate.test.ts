// Issue #16: one aggregate per company, read everywhere — the public review list, the public profile, the
// company list, the customer's side-by-side comparison and matching's Bayesian score all move together when
// a review is published and when an admin hides it.
import assert from "node:assert/strict";
import { test } from "vitest";
import { todayInLondon } from "@rm/domain";
import { addDaysIso } from "@rm/domain/lead/dates";
import { bayesianRating, scoreCandidate } from "@rm/domain/matching";
import { eq } from "drizzle-orm";
import { reviews } from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_COMPANIES, DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import { publicProfile } from "../companies/index.ts";
import { findPool } from "../matching/candidates.ts";
import { matchContext } from "../matching/index.ts";
import { makeCustomer } from "../../test/fixtures/quotes.ts";
import { makeBooking } from "../../test/fixtures/reviews.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const RIVERSIDE = 7; // Riverside Removals Richmond: one seeded 5-star rating
const RICHMOND = "E09000027";

interface Seen {
  list: [number | null, number];
  profile: [number | null, number];
  directory: [number | null, number];
  comparison: [number | null, number];
  matching: [number, number];
}

/** the company's rating and count as each place shows it */
async function everywhere(companyId: string, leadId: string, cookie: string): Promise<Seen> {
  const list = json<{ data: { summary: { rating: number | null; ratingCount: number } } }>(
    await t.app.inject({ url: `/api/companies/${companyId}/reviews` }),
  ).data.summary;
  const profile = (await publicProfile(t.db, companyId))!;
  const directory = json<{
    data: { companies: { id: string; rating: number | null; reviewCount: number }[] };
  }>(await t.app.inject({ url: "/api/companies", headers: { cookie } })).data.companies.find(
    (c) => c.id === companyId,
  )!;
  const compared = json<{
    data: { booked: { company: { id: string; rating: number | null; reviewCount: number } } };
  }>(await t.app.inject({ url: `/api/client/requests/${leadId}`, headers: { cookie } })).data.booked.company;
  assert.equal(compared.id, companyId);
  const pool = await findPool(
    t.db,
    matchContext(
      {
        typeOfMove: "House/Flat Removals",
        fromLat: null,
        fromLon: null,
        fromBoroughCode: RICHMOND,
        moveDate: addDaysIso(todayInLondon(), 21),
      },
      new Date(),
    ),
    24,
    2000,
  );
  const candidate = pool.find((c) => c.id === companyId);
  assert.ok(candidate, "Riverside is a candidate for a Richmond move");
  const scored = scoreCandidate({ ...candidate, distanceMiles: null });
  return {
    list: [list.rating, list.ratingCount],
    profile: [profile.rating, profile.ratingCount],
    directory: [directory.rating, directory.reviewCount],
    comparison: [compared.rating, compared.reviewCount],
    matching: [scored.reasons.rating, scored.reasons.ratingCount],
  };
}

const all = (rating: number, count: number): Seen => ({
  list: [rating, count],
  profile: [rating, count],
  directory: [rating, count],
  comparison: [rating, count],
  matching: [Math.round(bayesianRating(rating * count, count) * 100) / 100, count],
});

test("a published review moves every place's rating at once; hiding it moves them all back", async () => {
  const u = await makeCustomer(t, "aggregate-reviewer@example.org");
  const cookie = await t.login(u.email, DEMO_PASSWORD);
  const b = await makeBooking(t, {
    clientUserId: u.id,
    company: RIVERSIDE,
    moveDate: addDaysIso(todayInLondon(), -1),
  });
  assert.equal(DEMO_COMPANIES[RIVERSIDE]!.ratings.length, 1);
  assert.deepEqual(await everywhere(b.companyId, b.leadId, cookie), all(5, 1));

  const res = await t.app.inject({
    method: "POST",
    url: `/api/client/bookings/${b.leadId}/review`,
    headers: { cookie },
    payload: {
      rating: 2,
      title: "Late and a scratched table",
      body: "They came two hours late and scratched the dining table; the rest arrived safely.",
      wouldRecommend: "no",
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  // (5 + 2) / 2: 3.5 everywhere; matching's prior (mean 4, weight 5) reads (7 + 20) / (2 + 5)
  assert.deepEqual(await everywhere(b.companyId, b.leadId, cookie), all(3.5, 2));
  assert.equal(all(3.5, 2).matching[0], 3.86);

  const [review] = await t.db.select().from(reviews).where(eq(reviews.leadId, b.leadId));
  const admin = await t.login(DEMO_ADMIN.email);
  const hidden = await t.app.inject({
    method: "POST",
    url: `/api/admin/reviews/${review!.id}/decision`,
    headers: { cookie: admin },
    payload: { decision: "hide", reason: "was not about this move" },
  });
  assert.equal(hidden.statusCode, 200, hidden.body);
  assert.deepEqual(await everywhere(b.companyId, b.leadId, cookie), all(5, 1));
});
