// Issue #33: texts through the outbox to a loopback fake of Twilio's Messages API — a failed call retried and the
// text sent once, an idempotency key that makes a second write a no-op, the new-lead text from the intake's own
// statement, quiet hours, texts turned off, kept texts without a provider (admins read them), and "On our way":
// only the booked company, only on the day, at most three times; the customer gets a text and an email.
import assert from "node:assert/strict";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { londonHour } from "@rm/domain/movers-day";
import { isGsm7, leadIdOfCode, TEXT_MESSAGES as M } from "@rm/domain/texts";
import { eq } from "drizzle-orm";
import { afterAll, test } from "vitest";
import {
  bookings,
  companies,
  notificationPreferences,
  onWayNotices,
  phones,
  quotes,
  textOutbox,
} from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { fakeTwilioEnv, startFakeTwilio } from "../../test/fake-twilio.ts";
import { dayFromToday, houseMove } from "../../test/fixtures/leads.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { queueTextTo } from "./outbox.ts";
import { smsProviderOf } from "./provider.ts";
import { deliverTexts, MAX_ATTEMPTS } from "./sender.ts";
import { textsWebService } from "./web-service.ts";

const fake = await startFakeTwilio();
afterAll(() => fake.close());
const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000", ...fakeTwilioEnv(fake) });
const deps = { db: t.db, provider: smsProviderOf(t.ctx.config) };
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const northline = await t.login(DEMO_COMPANIES[1]!.email);

type Body = { status: boolean; message: string; data?: Record<string, unknown> };
const call = async (
  cookie: string | null,
  method: string,
  url: string,
  payload?: Record<string, unknown>,
) => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: cookie ? { cookie } : {},
    payload,
  });
  return { code: res.statusCode, body: json<Body>(res) };
};
const companyRow = async (i: number) =>
  (await t.db.select().from(companies).where(eq(companies.email, DEMO_COMPANIES[i]!.email)))[0]!;
const verified = (userId: string, e164: string) =>
  t.db
    .insert(phones)
    .values({ userId, e164, verifiedAt: new Date() })
    .onConflictDoUpdate({ target: phones.userId, set: { e164 } });
const textsTo = (e164: string) => fake.messages.filter((m) => m.to === e164);
const rowsOf = (key: string) => t.db.select().from(textOutbox).where(eq(textOutbox.idemKey, key));

const THAMES_PHONE = "+447700900101";
const CUSTOMER_PHONE = "+447700900202";
const thamesUser = (await companyRow(0)).userId;
await verified(thamesUser, THAMES_PHONE);

test("Twilio answers 500 first: the text is retried later and sent once; a 400 is not retried", async () => {
  const customer = await makeCustomer(t, "retry@example.org");
  await verified(customer.id, "+447700900303");
  await queueTextTo(t.db, customer.id, { key: "test:retry", kind: "on-way", body: "Retry me" });
  fake.failNext(1, 500);
  const first = await deliverTexts(deps);
  assert.equal(first.retried, 1);
  const [waiting] = await rowsOf("test:retry");
  assert.equal(waiting!.status, "pending");
  assert.match(waiting!.lastError!, /Twilio answered 500/);
  assert.ok(waiting!.nextAttemptAt.getTime() > Date.now());
  assert.equal(textsTo("+447700900303").length, 0);
  // not due yet: nothing more is tried
  assert.equal((await deliverTexts(deps)).sent, 0);
  const later = new Date(Date.now() + 5 * 60_000);
  assert.equal((await deliverTexts(deps, later)).sent, 1);
  assert.equal((await deliverTexts(deps, new Date(Date.now() + 3600_000))).sent, 0);
  assert.deepEqual(
    textsTo("+447700900303").map((m) => m.body),
    ["Retry me"],
  );
  const [sent] = await rowsOf("test:retry");
  assert.equal(sent!.status, "sent");
  assert.equal(sent!.attempts, 2);
  // a refusal of the message itself (Twilio's 400) is not tried again
  await queueTextTo(t.db, customer.id, { key: "test:refused", kind: "on-way", body: "Refused" });
  fake.failNext(1, 400);
  assert.equal((await deliverTexts(deps)).failed, 1);
  assert.equal((await rowsOf("test:refused"))[0]!.status, "failed");
  assert.ok(MAX_ATTEMPTS > 1);
});

test("one message per idempotency key: a second write does nothing and the text goes once", async () => {
  const customer = await makeCustomer(t, "idem@example.org");
  await verified(customer.id, "+447700900404");
  assert.equal(
    await queueTextTo(t.db, customer.id, { key: "test:idem", kind: "on-way", body: "Once" }),
    true,
  );
  assert.equal(
    await queueTextTo(t.db, customer.id, { key: "test:idem", kind: "on-way", body: "Twice" }),
    false,
  );
  await Promise.all([deliverTexts(deps), deliverTexts(deps)]);
  await deliverTexts(deps);
  assert.deepEqual(
    textsTo("+447700900404").map((m) => m.body),
    ["Once"],
  );
  // no verified phone, or texts turned off: nothing is queued, or what was queued is skipped
  const unverified = await makeCustomer(t, "nophone@example.org");
  assert.equal(
    await queueTextTo(t.db, unverified.id, { key: "test:none", kind: "on-way", body: "x" }),
    false,
  );
  await queueTextTo(t.db, customer.id, { key: "test:off", kind: "on-way", body: "Turned off" });
  // "Booking changes" by text switched off (an "On our way" text is one) after it was queued
  await t.db
    .insert(notificationPreferences)
    .values({ userId: customer.id, kind: "booking", channel: "text", enabled: false });
  assert.equal((await deliverTexts(deps)).skipped, 1);
  assert.equal(textsTo("+447700900404").length, 1);
});

test("a new lead texts each matched mover's verified phone: short, GSM-7, a short link to the lead", async () => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({
      client: { startDate: dayFromToday(25) },
      user: { email: "newlead-text@example.org" },
    }),
  });
  assert.equal(res.statusCode, 200, res.body);
  const { leadId } = json<{ leadId: string }>(res);
  const [row] = await rowsOf(`new-lead:${leadId}:${(await companyRow(0)).id}`);
  assert.ok(row, "the match queued the text");
  await deliverTexts(deps);
  const text = textsTo(THAMES_PHONE).find((m) => m.body.includes("new lead"))!;
  assert.ok(text.body.length <= 160, text.body);
  assert.ok(isGsm7(text.body), text.body);
  assert.match(text.body, /House\/Flat Removals, SW1A to E1/);
  const code = /\/t\/([A-Za-z0-9_-]{22})$/.exec(text.body)![1]!;
  assert.equal(leadIdOfCode(code), leadId);
  assert.ok(!/token=/.test(text.body));
});

test("quiet hours hold a mover's non-urgent text until they end", async () => {
  const hour = londonHour();
  const c = await companyRow(0);
  await t.db
    .update(companies)
    .set({ quietFromHour: hour, quietUntilHour: (hour + 1) % 24 })
    .where(eq(companies.id, c.id));
  try {
    await queueTextTo(t.db, thamesUser, { key: "test:quiet", kind: "new-lead", body: "Quiet please" });
    assert.equal((await deliverTexts(deps)).held, 1);
    const [held] = await rowsOf("test:quiet");
    assert.equal(held!.status, "pending");
    assert.equal(londonHour(held!.nextAttemptAt), (hour + 1) % 24);
    assert.equal(held!.nextAttemptAt.getUTCMinutes(), 0);
    assert.ok(!textsTo(THAMES_PHONE).some((m) => m.body === "Quiet please"));
  } finally {
    await t.db
      .update(companies)
      .set({ quietFromHour: null, quietUntilHour: null })
      .where(eq(companies.id, c.id));
  }
});

/** a lead booked with Thames-side and confirmed, its move day moved to `day` */
async function confirmedBooking(email: string, day: string) {
  const customer = await makeCustomer(t, email);
  const cookie = await t.login(email);
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  assert.equal((await call(thames, "POST", `/api/company/leads/${lead.id}/quote`, quoteBody())).code, 201);
  const [quote] = await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));
  assert.equal((await call(cookie, "POST", `/api/client/quotes/${quote!.id}/book`, {})).code, 200);
  assert.equal((await call(thames, "POST", `/api/company/bookings/${lead.id}/confirm`)).code, 200);
  await t.db.update(bookings).set({ moveDate: day }).where(eq(bookings.leadId, lead.id));
  return { customer, cookie, lead };
}

test("On our way: only the booked company, only on the day; the customer is texted and emailed", async () => {
  const today = todayInLondon();
  const { customer, cookie, lead } = await confirmedBooking("onway@example.org", today);
  await verified(customer.id, CUSTOMER_PHONE);
  const url = `/api/company/leads/${lead.id}/on-our-way`;
  const notices = async () => (await t.db.select().from(onWayNotices)).length;
  const before = await notices();
  // another company, the customer, a bad time: refused, nothing stored
  const other = await call(northline, "POST", url, { eta: "09:40" });
  assert.equal(other.code, 404);
  assert.equal(other.body.message, M.onWayNotBooked);
  assert.equal((await call(cookie, "POST", url, { eta: "09:40" })).code, 403);
  for (const eta of ["25:00", "nine", "9", ""]) {
    const bad = await call(thames, "POST", url, { eta });
    assert.equal(bad.code, 400, eta);
    assert.equal(bad.body.message, M.badEta);
  }
  assert.equal(await notices(), before);
  const said = await call(thames, "POST", url, { eta: "9.40" });
  assert.equal(said.code, 200, JSON.stringify(said.body));
  assert.equal(said.body.data!.label, "Your movers are on their way — expected about 9:40");
  assert.equal(said.body.data!.left, 2);
  await deliverTexts(deps);
  assert.deepEqual(
    textsTo(CUSTOMER_PHONE).map((m) => m.body),
    ["London Removals: Thames-side Removals are on their way, expected about 9:40."],
  );
  const mail = (await t.mails()).find((m) => m.to === "onway@example.org" && m.kind === "on-way")!;
  assert.match(mail.text, /expect to arrive at about 9:40/);
  // the customer's page reads it; another customer's caller does not
  const web = textsWebService(t.ctx);
  const sessionOf = { user: { _id: customer.id, role: "client", isGuest: false } as never, sessionId: null };
  assert.equal((await web.latestOnWay(sessionOf, lead.id))!.eta, "09:40");
  const stranger = await makeCustomer(t, "stranger@example.org");
  const strangerCaller = {
    user: { _id: stranger.id, role: "client", isGuest: false } as never,
    sessionId: null,
  };
  assert.equal(await web.latestOnWay(strangerCaller, lead.id), null);
  // at most three times
  assert.equal((await call(thames, "POST", url, { eta: "09:50" })).code, 200);
  assert.equal((await call(thames, "POST", url, { eta: "10:05" })).code, 200);
  const fourth = await call(thames, "POST", url, { eta: "10:20" });
  assert.equal(fourth.code, 429);
  assert.equal(fourth.body.message, M.onWayTooMany);
  assert.equal(await notices(), before + 3);
});

test("On our way is refused before the move day (and the evening before only from 5pm)", async () => {
  const { lead } = await confirmedBooking("early@example.org", addDaysIso(todayInLondon(), 2));
  const res = await call(thames, "POST", `/api/company/leads/${lead.id}/on-our-way`, { eta: "09:40" });
  assert.equal(res.code, 409);
  assert.equal(res.body.message, M.onWayNotToday);
});

test("without a provider texts are kept, and admins read them with any code hidden", async () => {
  const kept = { db: t.db, provider: null, logKept: () => {} };
  const customer = await makeCustomer(t, "kept@example.org");
  await verified(customer.id, "+447700900505");
  await queueTextTo(t.db, customer.id, { key: "test:kept", kind: "on-way", body: "Kept for admins" });
  const before = fake.calls;
  assert.ok((await deliverTexts(kept)).kept >= 1);
  assert.equal(fake.calls, before);
  assert.equal((await rowsOf("test:kept"))[0]!.status, "kept");
  const admin = await t.login(DEMO_ADMIN.email);
  const list = await call(admin, "GET", "/api/admin/texts");
  assert.equal(list.code, 200);
  const texts = list.body.data!.texts as { body: string; status: string; to: string }[];
  const row = texts.find((x) => x.body === "Kept for admins")!;
  assert.deepEqual([row.status, row.to], ["kept", "07700 900505"]);
  assert.ok(
    texts.filter((x) => /London Removals code/.test(x.body)).every((x) => x.body.startsWith("••••••")),
  );
  assert.equal((await call(thames, "GET", "/api/admin/texts")).code, 403);
});
