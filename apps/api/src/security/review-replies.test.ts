// Issue #29 item 13: a company's public reply to a review was published at once, unmasked and unchecked
// ("call 07911 123456 f…"). Now it goes through the review checks on every path (the API and the pages'
// service): contact details masked, swearing and personal data refused with a message and nothing written.
// Reviews themselves are held for the disguised words the old checks missed.
import assert from "node:assert/strict";
import { test } from "vitest";
import { todayInLondon } from "@rm/domain";
import { addDaysIso } from "@rm/domain/lead/dates";
import { MASK, REPLY_CHECK_MESSAGES } from "@rm/domain/review-checks";
import { REVIEW_LIMITS, REVIEW_MESSAGES } from "@rm/domain/reviews";
import { TEXT_MESSAGES } from "@rm/domain/safe-text";
import { eq } from "drizzle-orm";
import { reviews } from "../db/schema.ts";
import { resolveSession } from "../modules/accounts/index.ts";
import { reviewWebService } from "../modules/reviews/web-service.ts";
import { DEMO_COMPANIES, DEMO_PASSWORD } from "../seed/demo-accounts.ts";
import { makeCustomer } from "../test/fixtures/quotes.ts";
import { makeBooking } from "../test/fixtures/reviews.ts";
import { buildTestApp, json } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const yesterday = addDaysIso(todayInLondon(), -1);
const thames = await t.login(DEMO_COMPANIES[0]!.email);
let n = 0;

/** a published review of Thames-side by a new customer; or held, when its words are held */
async function review(body = "Three movers on time, careful with the piano, nothing scratched at all.") {
  const u = await makeCustomer(t, `replies${++n}@example.org`);
  const cookie = await t.login(u.email, DEMO_PASSWORD);
  const b = await makeBooking(t, { clientUserId: u.id, company: 0, moveDate: yesterday });
  const res = await t.app.inject({
    method: "POST",
    url: `/api/client/bookings/${b.leadId}/review`,
    headers: { cookie },
    payload: { rating: 5, title: "Great move", body, wouldRecommend: "yes" },
  });
  assert.equal(res.statusCode, 201, res.body);
  const [row] = await t.db.select().from(reviews).where(eq(reviews.leadId, b.leadId));
  return row!;
}
const reply = (reviewId: string, body: string) =>
  t.app.inject({
    method: "PUT",
    url: `/api/company/reviews/${reviewId}/reply`,
    headers: { cookie: thames },
    payload: { body },
  });
const storedReply = async (id: string) =>
  (await t.db.select().from(reviews).where(eq(reviews.id, id)))[0]!.replyBody;

test("a reply's contact details are masked before it is published, and the company is told", async () => {
  const r = await review();
  const res = await reply(r.id, "Thanks! Next time call us on 07911 123456 or dave (a) gmail (.) com");
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(json<{ message: string }>(res).message, REPLY_CHECK_MESSAGES.repliedMasked);
  const shown = `Thanks! Next time call us on ${MASK} or ${MASK}`;
  assert.equal(await storedReply(r.id), shown);
  const list = json<{ data: { reviews: { id: string; reply: { body: string } | null }[] } }>(
    await t.app.inject({ url: `/api/companies/${r.companyId}/reviews` }),
  ).data.reviews;
  assert.equal(list.find((x) => x.id === r.id)?.reply?.body, shown);
});

test("a reply with swearing or personal data is refused with a message, nothing published", async () => {
  const r = await review();
  const refused: [string, string][] = [
    ["call 07911 123456 f*cking liar", REPLY_CHECK_MESSAGES.profanity],
    ["You are full of sh1t", REPLY_CHECK_MESSAGES.profanity],
    ["f u c k off", REPLY_CHECK_MESSAGES.profanity],
    ["Our driver resides at 12 Acacia Road, go and ask him", REPLY_CHECK_MESSAGES["staff personal data"]],
    ["Thanks\u200B for nothing", TEXT_MESSAGES.hiddenCharacters],
  ];
  for (const [body, message] of refused) {
    const res = await reply(r.id, body);
    assert.equal(res.statusCode, 400, body);
    const answer = json<{ message: string; errors?: Record<string, string> }>(res);
    assert.equal(answer.message, message, body);
    assert.equal(answer.errors?.body, message, body);
  }
  assert.equal(await storedReply(r.id), null);
  const ok = await reply(r.id, "Thank you, it was a pleasure.");
  assert.equal(json<{ message: string }>(ok).message, REVIEW_MESSAGES.replied);
  // an edit within the 48 hours is checked too, and the published reply stays as it was
  const edit = await reply(r.id, "Actually, sh*t review");
  assert.equal(edit.statusCode, 400);
  assert.equal(await storedReply(r.id), "Thank you, it was a pleasure.");
});

test("the pages' path checks the reply the same way, its length too", async () => {
  const r = await review();
  const found = await resolveSession(t.db, thames.replace(/^rm_session=/, ""), 30);
  const company = found!.user;
  const pages = reviewWebService(t.ctx);
  const swore = await pages.reply(company, r.id, "a b@stard of a review");
  assert.deepEqual(swore.ok ? null : [swore.status, swore.message], [400, REPLY_CHECK_MESSAGES.profanity]);
  const long = await pages.reply(company, r.id, "x".repeat(REVIEW_LIMITS.maxReply + 1));
  assert.deepEqual(long.ok ? null : [long.status, long.message], [400, REVIEW_MESSAGES.replyTooLong]);
  assert.equal(await storedReply(r.id), null);
  const masked = await pages.reply(company, r.id, "Ring 7911 123456");
  assert.equal(masked.ok, true);
  assert.equal(await storedReply(r.id), `Ring ${MASK}`);
});

test("reviews with disguised swearing or a member of staff's address are held, not published", async () => {
  for (const body of [
    "They were f*cking late and dropped the mirror, avoid.",
    "A sh1t crew from start to finish, honestly awful.",
    "The driver resides at 12 Acacia Road and turned up drunk.",
  ]) {
    const r = await review(body);
    assert.equal(r.status, "held", body);
  }
});
