// Issue #29 item 15: a mover cannot mail-bomb a customer through its quote. One company may change its quote
// for one request QUOTE_CHANGE_LIMITS.changesPerRequestPerDay times a day (send, edit, withdraw, send again): the
// next change answers 429 with QUOTE_CHANGE_MESSAGES.changesPerDay and changes nothing. And the customer hears
// about one company's quote at most once in QUOTE_CHANGE_LIMITS.mailQuietMinutes: a change made sooner waits for the
// quiet time, and a later one replaces the waiting email, so a send → withdraw → send loop is two emails.
import assert from "node:assert/strict";
import { test } from "vitest";
import { QUOTE_CHANGE_MESSAGES, QUOTE_CHANGE_LIMITS } from "@rm/domain/quote-changes";
import { and, eq } from "drizzle-orm";
import { quotes } from "../db/schema.ts";
import { DEMO_COMPANIES } from "../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../test/helper.ts";

const t = await buildTestApp();
const [thames, northline] = await Promise.all([
  t.login(DEMO_COMPANIES[0]!.email),
  t.login(DEMO_COMPANIES[1]!.email),
]);
const THAMES = DEMO_COMPANIES[0]!.name;

const call = async (cookie: string, method: "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, payload, headers: { cookie } });
  return { code: res.statusCode, body: json<{ message?: string }>(res) };
};

let people = 0;
async function request() {
  const email = `quote-flood-${++people}@example.org`;
  const customer = await makeCustomer(t, email);
  const { lead, companyIds } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  const quoteUrl = `/api/company/leads/${lead.id}/quote`;
  const mailsToCustomer = async () =>
    (await t.storedMails()).filter((m) => m.to === email && m.leadId === lead.id).reverse();
  return { lead, companyIds, quoteUrl, mailsToCustomer };
}

test("a company's quote changes for one request stop at the day's limit: 429, nothing changed", async () => {
  const { lead, companyIds, quoteUrl } = await request();
  const steps = (i: number) =>
    i % 2 === 0 ? call(thames, "POST", quoteUrl, quoteBody()) : call(thames, "DELETE", quoteUrl);
  for (let i = 0; i < QUOTE_CHANGE_LIMITS.changesPerRequestPerDay; i++) {
    const done = await steps(i);
    assert.ok(done.code < 300, `change ${i + 1}: ${done.code} ${JSON.stringify(done.body)}`);
  }
  const stateBefore = await t.db
    .select({ status: quotes.status, updatedAt: quotes.updatedAt })
    .from(quotes)
    .where(and(eq(quotes.leadId, lead.id), eq(quotes.companyId, companyIds[0]!)));
  for (const refused of [
    await steps(QUOTE_CHANGE_LIMITS.changesPerRequestPerDay),
    await call(thames, "PUT", quoteUrl, quoteBody({ price: "700" })),
  ]) {
    assert.equal(refused.code, 429);
    assert.equal(refused.body.message, QUOTE_CHANGE_MESSAGES.changesPerDay);
  }
  const stateAfter = await t.db
    .select({ status: quotes.status, updatedAt: quotes.updatedAt })
    .from(quotes)
    .where(and(eq(quotes.leadId, lead.id), eq(quotes.companyId, companyIds[0]!)));
  assert.deepEqual(stateAfter, stateBefore);
  // another company's quote for the same request is its own count
  assert.equal((await call(northline, "POST", quoteUrl, quoteBody())).code, 201);
});

test("send, withdraw, send again: the customer gets the first email now and the latest state once, after the quiet time", async () => {
  const { quoteUrl, mailsToCustomer } = await request();
  assert.equal((await call(thames, "POST", quoteUrl, quoteBody())).code, 201);
  assert.ok((await call(thames, "DELETE", quoteUrl)).code < 300);
  assert.equal((await call(thames, "POST", quoteUrl, quoteBody({ price: "790" }))).code, 201);
  const mails = await mailsToCustomer();
  assert.deepEqual(
    mails.map((m) => m.kind),
    ["quote-received", "quote-received"],
    "the withdrawal's email was replaced by the latest state",
  );
  const [first, latest] = mails as [(typeof mails)[0], (typeof mails)[0]];
  assert.equal(first.subject, `New quote from ${THAMES} for your move`);
  assert.match(latest.text, /£790/);
  const quietMs = QUOTE_CHANGE_LIMITS.mailQuietMinutes * 60_000;
  assert.ok(
    latest.nextAttemptAt.getTime() >= first.nextAttemptAt.getTime() + quietMs,
    `the latest waits ${QUOTE_CHANGE_LIMITS.mailQuietMinutes} minutes after the first: ${first.nextAttemptAt.toISOString()} → ${latest.nextAttemptAt.toISOString()}`,
  );

  // an edit meanwhile replaces the waiting email again, at the same time
  assert.equal((await call(thames, "PUT", quoteUrl, quoteBody({ price: "760" }))).code, 200);
  const after = await mailsToCustomer();
  assert.deepEqual(
    after.map((m) => m.kind),
    ["quote-received", "quote-updated"],
  );
  assert.match(after[1]!.text, /£760/);
  assert.equal(after[1]!.nextAttemptAt.getTime(), latest.nextAttemptAt.getTime());
});

test("another company's quote email is not held back by this one's", async () => {
  const { quoteUrl, mailsToCustomer } = await request();
  assert.equal((await call(thames, "POST", quoteUrl, quoteBody())).code, 201);
  assert.equal((await call(northline, "POST", quoteUrl, quoteBody())).code, 201);
  const mails = await mailsToCustomer();
  const ours = mails.find((m) => m.subject.includes(THAMES));
  const theirs = mails.find((m) => m.subject.includes(DEMO_COMPANIES[1]!.name));
  assert.ok(ours && theirs, "both companies' quotes were emailed");
  const quietMs = QUOTE_CHANGE_LIMITS.mailQuietMinutes * 60_000;
  assert.ok(
    theirs.nextAttemptAt.getTime() < ours.nextAttemptAt.getTime() + quietMs,
    "it goes now, not after the first company's quiet time",
  );
});
