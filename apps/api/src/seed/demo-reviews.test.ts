// Issue #16: the demo reviews follow the rules — each written by the customer of a past booking with that
// company — and the demo client has a completed move waiting for a review, which the job runner asks for.
import assert from "node:assert/strict";
import { test } from "vitest";
import { todayInLondon } from "@rm/domain";
import { addDaysIso } from "@rm/domain/lead/dates";
import { reviewRefusal } from "@rm/domain/reviews";
import { eq } from "drizzle-orm";
import { runJobs } from "../jobs/runner.ts";
import { companies, leads, quotes, reviews, users } from "../db/schema.ts";
import { buildTestApp, json } from "../test/helper.ts";
import { DEMO_CLIENT } from "./demo-accounts.ts";
import { seedDemoReviews } from "./demo-reviews.ts";

const t = await buildTestApp({ SEED_DEMO_REVIEWS: "true", REVIEW_MAIL_HOUR: "0" });

test("every seeded review belongs to a past booking of its author with that company; the aggregate is unchanged", async () => {
  const before = await t.db.select().from(companies);
  await seedDemoReviews(t.ctx, () => {});
  await seedDemoReviews(t.ctx, () => {}); // idempotent
  const all = await t.db
    .select({ review: reviews, lead: leads, quote: quotes })
    .from(reviews)
    .leftJoin(leads, eq(leads.id, reviews.leadId))
    .leftJoin(quotes, eq(quotes.id, leads.bookedQuoteId));
  assert.ok(all.length >= 7);
  for (const { review, lead, quote } of all) {
    assert.ok(lead, `${review.authorName}: a booking`);
    assert.equal(lead.status, "booked");
    assert.equal(lead.clientUserId, review.clientUserId);
    assert.equal(quote?.companyId, review.companyId);
    assert.equal(quote?.status, "accepted");
    assert.ok(lead.moveDate! < todayInLondon(), "a move in the past");
    assert.ok(review.createdAt.toISOString().slice(0, 10) > lead.moveDate!, "written after the move");
    assert.match(review.authorName, /^\p{L}+ \p{Lu}\.$/u);
    assert.match(review.verifiedLabel ?? "", /, \w+ \d{4}$/);
  }
  const after = await t.db.select().from(companies);
  for (const c of before) {
    const now = after.find((a) => a.id === c.id)!;
    assert.deepEqual([now.ratingSum, now.ratingCount], [c.ratingSum, c.ratingCount]);
  }
});

test("the demo client's move done yesterday waits for a review, and the job emails the link", async () => {
  const [client] = await t.db.select().from(users).where(eq(users.email, DEMO_CLIENT.email));
  const mine = await t.db.select().from(leads).where(eq(leads.clientUserId, client!.id));
  const waiting = mine.filter((l) => l.status === "booked");
  assert.equal(waiting.length, 1);
  assert.equal(waiting[0]!.moveDate, addDaysIso(todayInLondon(), -1));
  assert.equal(reviewRefusal({ moveDate: waiting[0]!.moveDate, reviewed: false }, todayInLondon()), null);
  const done = await runJobs(t.ctx, new Date());
  assert.ok((done["review requests"]?.asked ?? 0) >= 1);
  const mail = (await t.mails()).find((m) => m.to === DEMO_CLIENT.email && m.kind === "review-ask");
  assert.match(mail!.subject, /Thames-side Removals/);
  const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
  const form = await t.app.inject({ url: `/api/reviews/invitation?token=${token}` });
  assert.equal(json<{ data: { company: { name: string } } }>(form).data.company.name, "Thames-side Removals");
});
