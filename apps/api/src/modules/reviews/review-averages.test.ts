// Issue #16: the company's review averages over time — per London month, the last 12 months, its own published
// reviews only; other callers are refused.
import assert from "node:assert/strict";
import { test } from "vitest";
import { eq } from "drizzle-orm";
import { reviews, users } from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { companyIds } from "../../test/fixtures/quotes.ts";
import { buildTestApp } from "../../test/helper.ts";
import { toSessionUser } from "../accounts/index.ts";
import { companyReviewAverages } from "./company-reviews.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const { app, db } = t;
const [mine, theirs] = await companyIds(t, [0, 1]);
const NOW = new Date("2026-03-15T12:00:00Z");

const review = (
  companyId: string,
  createdAt: string,
  rating: number,
  status: "published" | "held" | "hidden" = "published",
) => ({
  companyId,
  authorName: "Nadia H.",
  rating,
  title: "Careful and on time",
  body: "They arrived on time, wrapped everything and nothing was broken on the way.",
  status,
  createdAt: new Date(createdAt),
});

await db.insert(reviews).values([
  review(mine!, "2026-03-02T10:00:00Z", 5),
  review(mine!, "2026-03-10T10:00:00Z", 4),
  review(mine!, "2026-03-11T10:00:00Z", 4),
  // held and hidden ones are not in the average
  review(mine!, "2026-03-12T10:00:00Z", 1, "held"),
  review(mine!, "2026-03-12T11:00:00Z", 1, "hidden"),
  // 23:30 UTC on 31 January is 31 January in London (GMT); 23:30 UTC on 31 October 2025 too
  review(mine!, "2026-01-31T23:30:00Z", 3),
  // 23:30 UTC on 31 May 2025 is 1 June in London (BST)
  review(mine!, "2025-05-31T23:30:00Z", 2),
  // March 2025 is 13 months back: outside the chart
  review(mine!, "2025-03-20T10:00:00Z", 1),
  // another company's review
  review(theirs!, "2026-03-05T10:00:00Z", 1),
]);

const [companyUser] = await db.select().from(users).where(eq(users.email, DEMO_COMPANIES[0]!.email));

test("each of the last 12 London months: the count and average of the company's published reviews", async () => {
  const { months } = await companyReviewAverages(db, toSessionUser(companyUser!), NOW);
  assert.equal(months.length, 12);
  assert.equal(months[0]!.month, "2025-04");
  assert.equal(months[11]!.month, "2026-03");
  const at = (m: string) => months.find((x) => x.month === m);
  assert.deepEqual(at("2026-03"), { month: "2026-03", count: 3, average: 4.3 });
  assert.deepEqual(at("2026-02"), { month: "2026-02", count: 0, average: null });
  assert.deepEqual(at("2026-01"), { month: "2026-01", count: 1, average: 3 });
  assert.deepEqual(at("2025-06"), { month: "2025-06", count: 1, average: 2 });
  assert.deepEqual(at("2025-05"), { month: "2025-05", count: 0, average: null });
  assert.equal(
    months.reduce((n, m) => n + m.count, 0),
    5,
  );
});

test("GET /api/company/reviews/averages answers the caller's company; a customer and an admin are refused", async () => {
  const cookie = await t.login(DEMO_COMPANIES[0]!.email);
  const res = await app.inject({ method: "GET", url: "/api/company/reviews/averages", headers: { cookie } });
  assert.equal(res.statusCode, 200, res.body);
  const { months } = res.json().data as { months: { month: string; count: number }[] };
  assert.equal(months.length, 12);
  const other = await app.inject({
    method: "GET",
    url: "/api/company/reviews/averages",
    headers: { cookie: await t.login(DEMO_COMPANIES[1]!.email) },
  });
  assert.equal(other.statusCode, 200, other.body);
  assert.notDeepEqual(other.json().data.months, months, "each company sees its own");
  for (const email of [DEMO_CLIENT.email, DEMO_ADMIN.email]) {
    const refused = await app.inject({
      method: "GET",
      url: "/api/company/reviews/averages",
      headers: { cookie: await t.login(email) },
    });
    assert.equal(refused.statusCode, 403);
  }
  const anonymous = await app.inject({ method: "GET", url: "/api/company/reviews/averages" });
  assert.equal(anonymous.statusCode, 401);
});
