// Issue #16: who may review and when, one review per booking (also under two posts at once), the emailed
// link and its reminder, the automatic checks, the company's reply and flag, the admins' decisions and the
// aggregate they move.
import assert from "node:assert/strict";
import { test } from "vitest";
import { todayInLondon } from "@rm/domain";
import { addDaysIso } from "@rm/domain/lead/dates";
import { addMonthsIso, MASK, REVIEW_MESSAGES as M } from "@rm/domain/reviews";
import { and, eq } from "drizzle-orm";
import { auditLog, companies, outbox, reviewInvitations, reviewReports, reviews } from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES, DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import { makeCustomer } from "../../test/fixtures/quotes.ts";
import { makeBooking, makeQuotedOnly } from "../../test/fixtures/reviews.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { askForReviews, londonMorning } from "./invitations.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const today = todayInLondon();
const yesterday = addDaysIso(today, -1);

const good = {
  rating: 4,
  punctuality: 5,
  care: 4,
  value: "",
  communication: 3,
  title: "Careful with the piano",
  body: "Three movers arrived on time, wrapped everything and nothing was scratched. Would book again.",
  wouldRecommend: "yes",
};

let n = 0;
const customer = async () => {
  const u = await makeCustomer(t, `reviewer${++n}@example.org`);
  return { user: u, cookie: await t.login(u.email, DEMO_PASSWORD) };
};
const companyRow = async (id: string) =>
  (await t.db.select().from(companies).where(eq(companies.id, id)))[0]!;
const reviewsOf = (leadId: string) => t.db.select().from(reviews).where(eq(reviews.leadId, leadId));
const post = (leadId: string, cookie: string | undefined, payload: object = good) =>
  t.app.inject({
    method: "POST",
    url: `/api/client/bookings/${leadId}/review`,
    headers: cookie ? { cookie } : {},
    payload,
  });

test("the customer reviews the day after the move: published, verified, counted, the company told", async () => {
  const c = await customer();
  const b = await makeBooking(t, { clientUserId: c.user.id, company: 0, moveDate: yesterday });
  const before = await companyRow(b.companyId);
  const form = await t.app.inject({
    url: `/api/client/bookings/${b.leadId}/review`,
    headers: { cookie: c.cookie },
  });
  assert.equal(form.statusCode, 200);
  assert.equal(json<{ data: { refusal: null; company: { name: string } } }>(form).data.refusal, null);
  const res = await post(b.leadId, c.cookie);
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(json(res).message, M.published);
  const [r] = await reviewsOf(b.leadId);
  assert.equal(r!.status, "published");
  assert.equal(r!.authorName, "Nadia H.");
  assert.equal(r!.value, null);
  assert.equal(r!.wouldRecommend, true);
  const month = new Date(`${yesterday}T12:00:00Z`).toLocaleString("en-GB", {
    month: "long",
    year: "numeric",
  });
  assert.equal(r!.verifiedLabel, `Southwark → Haringey, ${month}`);
  const after = await companyRow(b.companyId);
  assert.equal(after.ratingCount, before.ratingCount + 1);
  assert.equal(after.ratingSum, before.ratingSum + 4);
  const [mail] = await t.mails();
  assert.equal(mail!.to, DEMO_COMPANIES[0]!.email);
  assert.match(mail!.subject, /reviewed/);
});

test("window edges: the day of the move and 12 months + 1 day refused; 12 months exactly allowed", async () => {
  const c = await customer();
  const onTheDay = await makeBooking(t, { clientUserId: c.user.id, company: 1, moveDate: today });
  const tooOld = await makeBooking(t, {
    clientUserId: c.user.id,
    company: 1,
    moveDate: addDaysIso(addMonthsIso(today, -12), -1),
  });
  const lastDay = await makeBooking(t, {
    clientUserId: c.user.id,
    company: 1,
    moveDate: addMonthsIso(today, -12),
  });
  const flexible = await makeBooking(t, {
    clientUserId: c.user.id,
    company: 1,
    moveDate: addDaysIso(today, -3),
    endDate: today,
  });
  for (const [b, message] of [
    [onTheDay, M.tooEarly],
    [tooOld, M.tooLate],
    [flexible, M.tooEarly],
  ] as const) {
    const res = await post(b.leadId, c.cookie);
    assert.equal(res.statusCode, 403);
    assert.equal(json(res).message, message);
    assert.equal((await reviewsOf(b.leadId)).length, 0);
  }
  assert.equal((await post(lastDay.leadId, c.cookie)).statusCode, 201);
});

test("refusals: another customer, a customer who only got a quote, the company, an admin, anonymous — nothing stored", async () => {
  const owner = await customer();
  const other = await customer();
  const b = await makeBooking(t, { clientUserId: owner.user.id, company: 2, moveDate: yesterday });
  const quoted = await makeQuotedOnly(t, { clientUserId: owner.user.id, company: 2, moveDate: yesterday });
  const company = await t.login(DEMO_COMPANIES[2]!.email);
  const admin = await t.login(DEMO_ADMIN.email);
  const total = async () => (await t.db.select().from(reviews)).length;
  const start = await total();
  assert.equal((await post(b.leadId, other.cookie)).statusCode, 404);
  assert.equal(json(await post(b.leadId, other.cookie)).message, M.notFound);
  assert.equal((await post(quoted.leadId, owner.cookie)).statusCode, 404);
  assert.equal((await post(b.leadId, company)).statusCode, 403);
  assert.equal((await post(b.leadId, admin)).statusCode, 403);
  assert.equal((await post(b.leadId, undefined)).statusCode, 401);
  assert.equal((await post("not-a-uuid", owner.cookie)).statusCode, 404);
  // the demo client's session cannot reach someone else's booking either
  assert.equal((await post(b.leadId, await t.login(DEMO_CLIENT.email))).statusCode, 404);
  assert.equal(await total(), start);
});

test("bad input: a clear message per field, 400, nothing stored", async () => {
  const c = await customer();
  const b = await makeBooking(t, { clientUserId: c.user.id, company: 0, moveDate: yesterday });
  const cases: [object, string, string][] = [
    [{ ...good, rating: "" }, "rating", M.ratingRequired],
    [{ ...good, rating: 6 }, "rating", M.ratingRange],
    [{ ...good, care: 0 }, "care", M.ratingRange],
    [{ ...good, title: "" }, "title", M.titleRequired],
    [{ ...good, body: "Fine." }, "body", M.textTooShort],
    [{ ...good, body: "x".repeat(2001) }, "body", M.textTooLong],
    [{ ...good, wouldRecommend: undefined }, "wouldRecommend", M.recommendRequired],
    [{ ...good, body: `Good move overall, I think.\u202Efdp.exe and more text` }, "body", ""],
  ];
  for (const [payload, field, message] of cases) {
    const res = await post(b.leadId, c.cookie, payload);
    assert.equal(res.statusCode, 400, field);
    const errors = json<{ errors: Record<string, string> }>(res).errors;
    assert.ok(errors[field], `an error for ${field}`);
    if (message) assert.equal(errors[field], message);
  }
  assert.equal((await reviewsOf(b.leadId)).length, 0);
});

test("one review per booking: a second post is refused, and two posts at once store one", async () => {
  const c = await customer();
  const b = await makeBooking(t, { clientUserId: c.user.id, company: 3, moveDate: yesterday });
  const before = await companyRow(b.companyId);
  const [a, z] = await Promise.all([post(b.leadId, c.cookie), post(b.leadId, c.cookie)]);
  assert.deepEqual([a.statusCode, z.statusCode].sort(), [201, 403]);
  const again = await post(b.leadId, c.cookie);
  assert.equal(again.statusCode, 403);
  assert.equal(json(again).message, M.already);
  assert.equal((await reviewsOf(b.leadId)).length, 1);
  assert.equal((await companyRow(b.companyId)).ratingCount, before.ratingCount + 1);
});

test("automatic checks: contact details masked and published; profanity held, not public, not counted", async () => {
  const c = await customer();
  const masked = await makeBooking(t, { clientUserId: c.user.id, company: 4, moveDate: yesterday });
  const held = await makeBooking(t, { clientUserId: c.user.id, company: 4, moveDate: yesterday });
  await post(masked.leadId, c.cookie, {
    ...good,
    body: "Ring Dave on 07700 900123 or see www.example.com, they were careful and quick.",
  });
  const [m] = await reviewsOf(masked.leadId);
  assert.equal(m!.status, "published");
  assert.equal(m!.body, `Ring Dave on ${MASK} or see ${MASK}, they were careful and quick.`);
  const before = await companyRow(held.companyId);
  const res = await post(held.leadId, c.cookie, {
    ...good,
    rating: 1,
    body: "Absolute shit service, late and rude all day.",
  });
  assert.equal(res.statusCode, 201);
  assert.equal(json(res).message, M.held);
  const [h] = await reviewsOf(held.leadId);
  assert.equal(h!.status, "held");
  assert.equal((await companyRow(held.companyId)).ratingCount, before.ratingCount);
  const list = json<{ data: { reviews: { id: string }[] } }>(
    await t.app.inject({ url: `/api/companies/${held.companyId}/reviews` }),
  ).data.reviews;
  assert.ok(list.some((r) => r.id === m!.id));
  assert.ok(!list.some((r) => r.id === h!.id), "a held review is not public");
});

test("the emailed link: sent the day after at 9:00, opens this review only, works once; a reminder after 7 days, none after a review", async () => {
  const c = await customer();
  const moveDate = addDaysIso(today, -1);
  const b = await makeBooking(t, { clientUserId: c.user.id, company: 0, moveDate });
  const other = await makeBooking(t, { clientUserId: c.user.id, company: 1, moveDate });
  // a run at 06:00 on the day after the move: queued for 09:00
  const early = new Date(londonMorning(today).getTime() - 3 * 3600_000);
  await askForReviews({ db: t.db, appUrl: "https://example.test" }, early);
  const asks = (await t.mails()).filter((m) => m.to === c.user.email && m.kind === "review-ask");
  assert.equal(asks.length, 2);
  for (const a of asks) assert.equal(a.nextAttemptAt.getTime(), londonMorning(today).getTime());
  // a second run the same day sends nothing more
  const again = await askForReviews({ db: t.db, appUrl: "https://example.test" }, new Date());
  assert.equal(again.asked, 0);
  const stored = (await t.storedMails()).find((m) => m.to === c.user.email && m.kind === "review-ask")!;
  assert.ok(!stored.text.includes("token="), "the stored mail keeps no link");

  const askFor = async (companyIndex: number) => {
    const mail = (await t.mails()).find(
      (m) =>
        m.to === c.user.email &&
        m.kind === "review-ask" &&
        m.subject.includes(DEMO_COMPANIES[companyIndex]!.name),
    )!;
    return /token=([\w-]+)/.exec(mail.text)![1]!;
  };
  const token = await askFor(0);
  const form = await t.app.inject({ url: `/api/reviews/invitation?token=${token}` });
  assert.equal(form.statusCode, 200);
  assert.equal(json<{ data: { leadId: string } }>(form).data.leadId, b.leadId);
  // the link is no session: it signs nobody in
  assert.equal(form.cookies.length, 0);
  assert.equal((await t.app.inject({ url: "/api/client/requests", headers: {} })).statusCode, 401);
  const bad = await t.app.inject({
    method: "POST",
    url: "/api/reviews/invitation",
    payload: { ...good, token: "nope" },
  });
  assert.equal(bad.statusCode, 404);
  assert.equal(json(bad).message, M.linkInvalid);
  const done = await t.app.inject({
    method: "POST",
    url: "/api/reviews/invitation",
    payload: { ...good, token },
  });
  assert.equal(done.statusCode, 201, done.body);
  assert.equal((await reviewsOf(b.leadId)).length, 1);
  const reuse = await t.app.inject({
    method: "POST",
    url: "/api/reviews/invitation",
    payload: { ...good, token },
  });
  assert.equal(reuse.statusCode, 404);
  assert.equal((await t.app.inject({ url: `/api/reviews/invitation?token=${token}` })).statusCode, 404);

  // 7 days later: the reminder only for the booking not yet reviewed, once
  const week = new Date(Date.now() + 7 * 86_400_000);
  const r1 = await askForReviews({ db: t.db, appUrl: "https://example.test" }, week);
  assert.ok(r1.reminded >= 1);
  const reminders = (await t.mails()).filter((m) => m.to === c.user.email && m.kind === "review-reminder");
  assert.equal(reminders.length, 1);
  assert.ok(reminders[0]!.subject.includes(DEMO_COMPANIES[1]!.name));
  await askForReviews({ db: t.db, appUrl: "https://example.test" }, new Date(week.getTime() + 86_400_000));
  assert.equal(
    (await t.mails()).filter((m) => m.to === c.user.email && m.kind === "review-reminder").length,
    1,
  );
  // a review of the other booking ends its links too
  const otherToken = await askFor(1);
  await post(other.leadId, c.cookie);
  assert.equal((await t.app.inject({ url: `/api/reviews/invitation?token=${otherToken}` })).statusCode, 404);
  const open = await t.db
    .select()
    .from(reviewInvitations)
    .where(and(eq(reviewInvitations.leadId, other.leadId)));
  assert.ok(open.every((i) => i.usedAt !== null));
});

test("an expired link is refused and stores nothing", async () => {
  const c = await customer();
  const b = await makeBooking(t, { clientUserId: c.user.id, company: 2, moveDate: yesterday });
  await askForReviews({ db: t.db, appUrl: "https://example.test" }, new Date());
  const mail = (await t.mails()).find((m) => m.to === c.user.email && m.kind === "review-ask")!;
  const token = /token=([\w-]+)/.exec(mail.text)![1]!;
  await t.db
    .update(reviewInvitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(reviewInvitations.leadId, b.leadId));
  const res = await t.app.inject({
    method: "POST",
    url: "/api/reviews/invitation",
    payload: { ...good, token },
  });
  assert.equal(res.statusCode, 404);
  assert.equal((await reviewsOf(b.leadId)).length, 0);
});

test("the company replies once, publicly, editable for 48 hours; others cannot", async () => {
  const c = await customer();
  const b = await makeBooking(t, { clientUserId: c.user.id, company: 0, moveDate: yesterday });
  await post(b.leadId, c.cookie);
  const [r] = await reviewsOf(b.leadId);
  const mover = await t.login(DEMO_COMPANIES[0]!.email);
  const stranger = await t.login(DEMO_COMPANIES[1]!.email);
  const reply = (cookie: string | undefined, body: unknown) =>
    t.app.inject({
      method: "PUT",
      url: `/api/company/reviews/${r!.id}/reply`,
      headers: cookie ? { cookie } : {},
      payload: { body },
    });
  assert.equal((await reply(stranger, "Not ours")).statusCode, 404);
  assert.equal((await reply(undefined, "Anyone")).statusCode, 401);
  assert.equal((await reply(c.cookie, "The customer")).statusCode, 403);
  assert.equal((await reply(mover, "")).statusCode, 400);
  assert.equal((await reviewsOf(b.leadId))[0]!.replyBody, null);
  const first = await reply(mover, "Thank you, Nadia: the piano was a pleasure.");
  assert.equal(first.statusCode, 200);
  assert.equal(json(first).message, M.replied);
  const edit = await reply(mover, "Thank you, Nadia: the piano was a real pleasure.");
  assert.equal(json(edit).message, M.replyEdited);
  const list = json<{ data: { reviews: { id: string; reply: { body: string; edited: boolean } | null }[] } }>(
    await t.app.inject({ url: `/api/companies/${b.companyId}/reviews` }),
  ).data.reviews;
  assert.deepEqual(
    {
      body: list.find((x) => x.id === r!.id)!.reply!.body,
      edited: list.find((x) => x.id === r!.id)!.reply!.edited,
    },
    { body: "Thank you, Nadia: the piano was a real pleasure.", edited: true },
  );
  await t.db
    .update(reviews)
    .set({ repliedAt: new Date(Date.now() - 48 * 3600_000 - 1000) })
    .where(eq(reviews.id, r!.id));
  const late = await reply(mover, "Changed my mind");
  assert.equal(late.statusCode, 409);
  assert.equal(json(late).message, M.replyLocked);
  assert.equal((await reviewsOf(b.leadId))[0]!.replyBody, "Thank you, Nadia: the piano was a real pleasure.");
});

test("a suspended company can neither reply nor flag", async () => {
  const c = await customer();
  const b = await makeBooking(t, { clientUserId: c.user.id, company: 3, moveDate: yesterday });
  await post(b.leadId, c.cookie);
  const [r] = await reviewsOf(b.leadId);
  const mover = await t.login(DEMO_COMPANIES[3]!.email);
  await t.db.update(companies).set({ status: "suspended" }).where(eq(companies.id, b.companyId));
  try {
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/company/reviews/${r!.id}/reply`,
      headers: { cookie: mover },
      payload: { body: "Thanks" },
    });
    assert.equal(res.statusCode, 403);
    const flag = await t.app.inject({
      method: "POST",
      url: `/api/company/reviews/${r!.id}/report`,
      headers: { cookie: mover },
      payload: { reason: "Not our customer" },
    });
    assert.equal(flag.statusCode, 403);
    assert.equal(
      (await t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, r!.id))).length,
      0,
    );
    assert.equal((await reviewsOf(b.leadId))[0]!.replyBody, null);
  } finally {
    await t.db.update(companies).set({ status: "approved" }).where(eq(companies.id, b.companyId));
  }
});

test("moderation in the open: a flag hides nothing; the admin hides with a published reason, audited, uncounted", async () => {
  const c = await customer();
  const b = await makeBooking(t, { clientUserId: c.user.id, company: 1, moveDate: yesterday });
  await post(b.leadId, c.cookie, { ...good, rating: 2 });
  const [r] = await reviewsOf(b.leadId);
  const mover = await t.login(DEMO_COMPANIES[1]!.email);
  const admin = await t.login(DEMO_ADMIN.email);
  const flag = (reason: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/company/reviews/${r!.id}/report`,
      headers: { cookie: mover },
      payload: { reason },
    });
  assert.equal((await flag("")).statusCode, 400);
  assert.equal((await flag("It names our driver and his street.")).statusCode, 201);
  assert.equal((await flag("Again")).statusCode, 409);
  assert.equal((await reviewsOf(b.leadId))[0]!.status, "published", "a flag never hides by itself");
  const queue = json<{ data: { id: string; flags: { reason: string }[] }[] }>(
    await t.app.inject({ url: "/api/admin/reviews", headers: { cookie: admin } }),
  ).data;
  assert.deepEqual(
    queue.find((q) => q.id === r!.id)?.flags.map((f) => f.reason),
    ["It names our driver and his street."],
  );
  const decide = (payload: object) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/reviews/${r!.id}/decision`,
      headers: { cookie: admin },
      payload,
    });
  assert.equal((await decide({ decision: "hide" })).statusCode, 400, "hiding needs a published reason");
  assert.equal((await decide({ decision: "hide", reason: "because the mover asked" })).statusCode, 400);
  assert.equal((await reviewsOf(b.leadId))[0]!.status, "published");
  const before = await companyRow(b.companyId);
  const hidden = await decide({ decision: "hide", reason: "contained personal information" });
  assert.equal(hidden.statusCode, 200);
  const after = await companyRow(b.companyId);
  assert.equal(after.ratingCount, before.ratingCount - 1);
  assert.equal(after.ratingSum, before.ratingSum - 2);
  const page = json<{ data: { reviews: { id: string }[]; hiddenNotes: string[] } }>(
    await t.app.inject({ url: `/api/companies/${b.companyId}/reviews` }),
  ).data;
  assert.ok(!page.reviews.some((x) => x.id === r!.id));
  assert.ok(page.hiddenNotes.includes("1 review hidden: contained personal information"));
  const trail = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, r!.id));
  assert.deepEqual(trail.map((a) => a.action).sort(), ["review.flagged", "review.hide"]);
  // the customer cannot be asked to edit by anyone but an admin; asked, they edit and it is published again
  assert.equal(
    (
      await t.app.inject({
        method: "POST",
        url: `/api/admin/reviews/${r!.id}/decision`,
        headers: { cookie: mover },
        payload: { decision: "publish" },
      })
    ).statusCode,
    403,
  );
  assert.equal(
    (await decide({ decision: "request_changes", note: "Please leave out the driver's street." })).statusCode,
    200,
  );
  const mail = (await t.mails()).find((m) => m.to === c.user.email && m.kind === "review-edit-requested");
  assert.ok(mail?.text.includes("Please leave out the driver's street."));
  const edit = await t.app.inject({
    method: "PUT",
    url: `/api/client/bookings/${b.leadId}/review`,
    headers: { cookie: c.cookie },
    payload: {
      ...good,
      rating: 2,
      body: "Slow to load the van and one box was dropped, but they apologised.",
    },
  });
  assert.equal(edit.statusCode, 200, edit.body);
  assert.equal((await reviewsOf(b.leadId))[0]!.status, "published");
  assert.equal((await companyRow(b.companyId)).ratingCount, before.ratingCount);
  assert.equal((await t.db.select().from(outbox).where(eq(outbox.kind, "review-edit-requested"))).length, 1);
});

test("public list: newest first, a page at a time, filtered by rating; a company that is not approved has none", async () => {
  const c = await customer();
  const ids: string[] = [];
  let companyId = "";
  for (let i = 0; i < 11; i++) {
    const b = await makeBooking(t, {
      clientUserId: c.user.id,
      company: 2,
      moveDate: addDaysIso(today, -2 - i),
    });
    companyId = b.companyId;
    await post(b.leadId, c.cookie, { ...good, rating: i === 0 ? 5 : 3 });
    ids.push((await reviewsOf(b.leadId))[0]!.id);
  }
  const p1 = json<{ data: { reviews: { id: string }[]; pages: number; total: number } }>(
    await t.app.inject({ url: `/api/companies/${companyId}/reviews` }),
  ).data;
  assert.equal(p1.reviews.length, 10);
  assert.equal(p1.reviews[0]!.id, ids[10], "the newest first");
  assert.ok(p1.pages >= 2);
  const fives = json<{ data: { reviews: { id: string }[] } }>(
    await t.app.inject({ url: `/api/companies/${companyId}/reviews?rating=5` }),
  ).data.reviews;
  assert.ok(fives.some((r) => r.id === ids[0]));
  assert.equal((await t.app.inject({ url: `/api/companies/${companyId}/reviews?rating=6` })).statusCode, 400);
  assert.equal((await t.app.inject({ url: `/api/companies/${companyId}/reviews?page=0` })).statusCode, 400);
  await t.db.update(companies).set({ status: "suspended" }).where(eq(companies.id, companyId));
  try {
    assert.equal((await t.app.inject({ url: `/api/companies/${companyId}/reviews` })).statusCode, 404);
  } finally {
    await t.db.update(companies).set({ status: "approved" }).where(eq(companies.id, companyId));
  }
});

test("the emails go from 09:00 London, in winter (GMT) and in summer (BST)", () => {
  assert.equal(londonMorning("2026-01-15").toISOString(), "2026-01-15T09:00:00.000Z");
  assert.equal(londonMorning("2026-07-15").toISOString(), "2026-07-15T08:00:00.000Z");
  assert.equal(londonMorning("2026-07-15", 0).toISOString(), "2026-07-14T23:00:00.000Z");
});
