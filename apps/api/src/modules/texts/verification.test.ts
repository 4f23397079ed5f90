// Issue #33: phone verification with a one-time code, sent through Twilio's library to a fake of its Messages API
// on loopback (the code is read back from what the fake received). Bad input is refused with a clear message and
// nothing verified: a malformed number, a wrong code ten times, a replayed code, an expired code, too many codes.
import assert from "node:assert/strict";
import { TEXT_LIMITS, TEXT_MESSAGES as M } from "@rm/domain/texts";
import { eq } from "drizzle-orm";
import { afterAll, test } from "vitest";
import { phoneCodes, phones, textOutbox, users } from "../../db/schema.ts";
import { fakeTwilioEnv, startFakeTwilio } from "../../test/fake-twilio.ts";
import { makeCustomer } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { smsProviderOf } from "./provider.ts";
import { deliverTexts } from "./sender.ts";

const fake = await startFakeTwilio();
afterAll(() => fake.close());
const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000", ...fakeTwilioEnv(fake) });
const deps = { db: t.db, provider: smsProviderOf(t.ctx.config) };

type Body = {
  status: boolean;
  message: string;
  data?: Record<string, unknown>;
  errors?: Record<string, string>;
};
const call = async (cookie: string, method: string, url: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({ method: method as "GET", url, headers: { cookie }, payload });
  return { code: res.statusCode, body: json<Body>(res) };
};

let n = 0;
/** a new customer, signed in, and their id */
async function customer() {
  n++;
  const u = await makeCustomer(t, `texter-${n}@example.org`);
  return { id: u.id, cookie: await t.login(`texter-${n}@example.org`) };
}
/** a number nobody else in this file uses */
const numberFor = (i: number) => `07700 9${String(10000 + i).slice(-5)}`;
const e164For = (i: number) => `+447700 9${String(10000 + i).slice(-5)}`.replace(" ", "");
/** the code the fake received last for `e164` (what the person reads on their phone) */
async function codeSentTo(e164: string) {
  await deliverTexts(deps);
  const got = fake.messages.filter((m) => m.to === e164).at(-1);
  assert.ok(got, `a text reached ${e164}`);
  return /^(\d{6}) is your London Removals code/.exec(got.body)![1]!;
}
const phoneOf = async (userId: string) =>
  (await t.db.select().from(phones).where(eq(phones.userId, userId)))[0];

test("a code texted through Twilio's library verifies the number; the code is stored only as a hash", async () => {
  const me = await customer();
  const asked = await call(me.cookie, "POST", "/api/phone/code", { phone: numberFor(1) });
  assert.equal(asked.code, 200, JSON.stringify(asked.body));
  assert.equal(asked.body.message, M.codeSent);
  assert.equal(asked.body.data!.pending, "07700 910001");
  const code = await codeSentTo(e164For(1));
  const sent = fake.messages.at(-1)!;
  assert.equal(sent.from, "+447700900000");
  assert.match(sent.body, /works for 10 minutes/);
  // at rest: neither the code table nor the stored text holds the digits
  const [row] = await t.db.select().from(phoneCodes).where(eq(phoneCodes.userId, me.id));
  assert.ok(!row!.codeHash.includes(code));
  const [stored] = await t.db.select().from(textOutbox).where(eq(textOutbox.userId, me.id));
  assert.equal(stored!.status, "sent");
  assert.ok(!stored!.body.includes(code) && stored!.secret === null);
  assert.match(stored!.providerId!, /^SM[0-9a-f]{32}$/);
  const ok = await call(me.cookie, "POST", "/api/phone/verify", { phone: "+44 7700 910001", code });
  assert.equal(ok.code, 200, JSON.stringify(ok.body));
  assert.deepEqual(ok.body.data, { phone: "07700 910001", verified: true, pending: null });
  assert.equal((await phoneOf(me.id))!.e164, "+447700910001");
});

test("a malformed or non-mobile number is refused with the domain's message, and nothing is sent", async () => {
  const me = await customer();
  const before = fake.calls;
  for (const phone of ["12345", "020 7946 0958", "+1 202 555 0143", "07700 9001", "x".repeat(40), ""]) {
    const res = await call(me.cookie, "POST", "/api/phone/code", { phone });
    assert.equal(res.code, 400, phone);
    assert.equal(res.body.message, M.badPhone, phone);
  }
  await deliverTexts(deps);
  assert.equal(fake.calls, before);
  assert.equal((await t.db.select().from(phoneCodes).where(eq(phoneCodes.userId, me.id))).length, 0);
});

test("a wrong code ten times: wrong, then too many tries; even the right code then fails; nothing verified", async () => {
  const me = await customer();
  await call(me.cookie, "POST", "/api/phone/code", { phone: numberFor(2) });
  const code = await codeSentTo(e164For(2));
  const wrong = code === "000000" ? "111111" : "000000";
  const answers: string[] = [];
  for (let i = 0; i < 10; i++) {
    const res = await call(me.cookie, "POST", "/api/phone/verify", { phone: numberFor(2), code: wrong });
    assert.equal(res.code, 400);
    answers.push(res.body.message);
  }
  assert.deepEqual(answers.slice(0, TEXT_LIMITS.maxTries - 1), Array(4).fill(M.wrongCode));
  assert.deepEqual(answers.slice(TEXT_LIMITS.maxTries - 1), Array(6).fill(M.tooManyTries));
  const right = await call(me.cookie, "POST", "/api/phone/verify", { phone: numberFor(2), code });
  assert.equal(right.code, 400);
  assert.equal(right.body.message, M.tooManyTries);
  assert.equal(await phoneOf(me.id), undefined);
  // a badly typed code is its own message
  const typo = await call(me.cookie, "POST", "/api/phone/verify", { phone: numberFor(2), code: "12a" });
  assert.equal(typo.code, 400);
  assert.equal(typo.body.message, M.badCode);
});

test("a code works once: replayed, it is refused; a code for another number or account does nothing", async () => {
  const me = await customer();
  const other = await customer();
  await call(me.cookie, "POST", "/api/phone/code", { phone: numberFor(3) });
  const code = await codeSentTo(e164For(3));
  // someone else's account cannot use it, and says nothing about whose it is
  const theirs = await call(other.cookie, "POST", "/api/phone/verify", { phone: numberFor(3), code });
  assert.equal(theirs.code, 400);
  assert.equal(theirs.body.message, M.noCode);
  assert.equal((await call(me.cookie, "POST", "/api/phone/verify", { phone: numberFor(3), code })).code, 200);
  const replay = await call(me.cookie, "POST", "/api/phone/verify", { phone: numberFor(3), code });
  assert.equal(replay.code, 400);
  assert.equal(replay.body.message, M.noCode);
  assert.equal(await phoneOf(other.id), undefined);
});

test("an expired code is refused; a new code replaces the old one", async () => {
  const me = await customer();
  await call(me.cookie, "POST", "/api/phone/code", { phone: numberFor(4) });
  const first = await codeSentTo(e164For(4));
  await t.db
    .update(phoneCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(phoneCodes.userId, me.id));
  const late = await call(me.cookie, "POST", "/api/phone/verify", { phone: numberFor(4), code: first });
  assert.equal(late.code, 400);
  assert.equal(late.body.message, M.expired);
  assert.equal(await phoneOf(me.id), undefined);
  await call(me.cookie, "POST", "/api/phone/code", { phone: numberFor(4) });
  const second = await codeSentTo(e164For(4));
  if (second !== first) {
    const old = await call(me.cookie, "POST", "/api/phone/verify", { phone: numberFor(4), code: first });
    assert.equal(old.code, 400);
  }
  assert.equal(
    (await call(me.cookie, "POST", "/api/phone/verify", { phone: numberFor(4), code: second })).code,
    200,
  );
});

test("codes are limited per account and per number; the answer is the same whoever asked before", async () => {
  const me = await customer();
  for (let i = 0; i < TEXT_LIMITS.codesPerUserHour; i++)
    assert.equal((await call(me.cookie, "POST", "/api/phone/code", { phone: numberFor(5) })).code, 200);
  const more = await call(me.cookie, "POST", "/api/phone/code", { phone: numberFor(6) });
  assert.equal(more.code, 429);
  assert.equal(more.body.message, M.tooManyCodes);
  // the number has had its hour's codes: a second account asking for it gets the same answer, nothing sent
  const other = await customer();
  const before = (await t.db.select().from(textOutbox)).length;
  const theirs = await call(other.cookie, "POST", "/api/phone/code", { phone: numberFor(5) });
  assert.equal(theirs.code, 429);
  assert.equal(theirs.body.message, M.tooManyCodes);
  assert.equal((await t.db.select().from(textOutbox)).length, before);
});

test("which texts go is the notification settings (texts on once verified); removing the phone stops them", async () => {
  const me = await customer();
  type Grid = { settings: { kind: string; channel: string; on: boolean }[]; phoneVerified: boolean };
  const texts = async () => {
    const grid = (await call(me.cookie, "GET", "/api/account/notifications")).body.data as unknown as Grid;
    const on = grid.settings.filter((c) => c.channel === "text" && c.on).map((c) => c.kind);
    return { phoneVerified: grid.phoneVerified, on };
  };
  assert.deepEqual(await texts(), { phoneVerified: false, on: [] });
  await call(me.cookie, "POST", "/api/phone/code", { phone: numberFor(7) });
  const code = await codeSentTo(e164For(7));
  await call(me.cookie, "POST", "/api/phone/verify", { phone: numberFor(7), code });
  assert.deepEqual(await texts(), { phoneVerified: true, on: ["booking", "reminder"] });
  // the phone's own opt-in is gone: the settings are the one place
  assert.equal((await call(me.cookie, "PUT", "/api/phone/opt-in", { optIn: false })).code, 404);
  assert.equal((await call(me.cookie, "DELETE", "/api/phone")).code, 200);
  assert.equal(await phoneOf(me.id), undefined);
  assert.deepEqual(await texts(), { phoneVerified: false, on: [] });
  assert.equal((await t.db.select().from(users).where(eq(users.id, me.id))).length, 1);
});
