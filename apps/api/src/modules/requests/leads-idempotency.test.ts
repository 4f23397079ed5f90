// One submission, one lead: a repeat with the same Idempotency-Key (double click, retry after a lost
// answer) returns the first answer and creates nothing. Plus the per-IP limit against bots.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "vitest";
import { LEAD_TOASTS } from "@rm/domain";
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { eq, sql } from "drizzle-orm";
import { leads, outbox, users } from "../../db/schema.ts";
import { DEMO_CLIENT } from "../../seed/demo-accounts.ts";
import { buildTestApp, cookieOf, json } from "../../test/helper.ts";
import { type Body, houseMove } from "../../test/fixtures/leads.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1" });
const { app, db } = t;

const n = async (table: typeof leads | typeof outbox | typeof users) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
let ip = 1;
/** a phone of the email's own, so the velocity limit per phone is only met where a test means it */
const phoneOf = (email: unknown) =>
  `07700 9${String([...String(email)].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 100_000, 7)).padStart(5, "0")}`;
/** each test call from its own address, so the per-IP limit is only met where a test means it */
const register = (payload: Body, headers: Record<string, string> = {}, remoteAddress = `10.1.0.${ip++}`) =>
  app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: { ...payload, user: { ...payload.user, phoneNumber: phoneOf(payload.user.email) } },
    headers,
    remoteAddress,
  });
type Answer = { message: string; leadId: string; data: { isGuest: boolean } };

test("the same key twice, one after the other: one lead, one set of mails, the same answer", async () => {
  const key = randomUUID();
  const body = houseMove({ user: { email: "twice@example.org" } });
  const first = await register(body, { "idempotency-key": key });
  assert.equal(first.statusCode, 200, first.body);
  const [leadsAfter, mailsAfter] = [await n(leads), await n(outbox)];
  const again = await register(body, { "idempotency-key": key, cookie: cookieOf(first) });
  assert.equal(again.statusCode, 200);
  assert.equal(json<Answer>(again).leadId, json<Answer>(first).leadId);
  assert.equal(json<Answer>(again).message, LEAD_TOASTS.leadSent);
  assert.equal(await n(leads), leadsAfter);
  assert.equal(await n(outbox), mailsAfter);
  assert.equal(again.cookies.length, 0, "the browser already sees it: no new session");
});

test("a double click (two at once, same key) creates one lead", async () => {
  const key = randomUUID();
  const body = houseMove({ user: { email: "double@example.org" } });
  const before = await n(leads);
  const [a, b] = await Promise.all([
    register(body, { "idempotency-key": key }),
    register(body, { "idempotency-key": key }),
  ]);
  assert.equal(a.statusCode, 200, a.body);
  assert.equal(b.statusCode, 200, b.body);
  assert.equal(json<Answer>(a).leadId, json<Answer>(b).leadId);
  assert.equal(await n(leads), before + 1);
  assert.equal((await db.select().from(users).where(eq(users.email, "double@example.org"))).length, 1);
  // with a password the twin finds the account already registered: still one lead, both told so
  const key2 = randomUUID();
  const withPw = houseMove({
    user: { email: "double-pw@example.org", password: "secret-pass-2", confirmPassword: "secret-pass-2" },
  });
  const twins = await Promise.all([
    register(withPw, { "idempotency-key": key2 }),
    register(withPw, { "idempotency-key": key2 }),
  ]);
  assert.deepEqual(
    twins.map((r) => [r.statusCode, json<Answer>(r).message]),
    [
      [200, LEAD_TOASTS.registeredAndLeadSent],
      [200, LEAD_TOASTS.registeredAndLeadSent],
    ],
  );
  assert.equal(await n(leads), before + 2);
});

test("a retry after a lost answer gets a session that sees the lead", async () => {
  const key = randomUUID();
  const body = houseMove({ user: { email: "lost@example.org" } });
  const first = await register(body, { "idempotency-key": key });
  const retry = await register(body, { "idempotency-key": key });
  assert.equal(retry.statusCode, 200);
  const [lead] = await db
    .select()
    .from(leads)
    .where(eq(leads.id, json<Answer>(first).leadId));
  const token = retry.cookies.find((c) => c.name === "rm_session")!.value;
  const { sha256 } = await import("../../lib/crypto.ts");
  assert.equal(lead!.guestSessionId, sha256(token), "the lead moved to the retrying browser's session");
  // with a password, the same: the retry is a guest too until the emailed link proves the address (decision 101)
  const key2 = randomUUID();
  const withPw = houseMove({
    user: { email: "pw@example.org", password: "secret-pass-1", confirmPassword: "secret-pass-1" },
  });
  const first2 = await register(withPw, { "idempotency-key": key2 });
  const retry2 = await register(withPw, { "idempotency-key": key2 });
  assert.equal(retry2.statusCode, 200);
  assert.equal(json<Answer>(retry2).message, LEAD_TOASTS.registeredAndLeadSent);
  assert.equal(json<Answer>(retry2).data.isGuest, true);
  const [lead2] = await db
    .select()
    .from(leads)
    .where(eq(leads.id, json<Answer>(first2).leadId));
  const token2 = retry2.cookies.find((c) => c.name === "rm_session")!.value;
  assert.equal(lead2!.guestSessionId, sha256(token2));
});

test("a key reused for someone else's request is refused; a malformed key is refused", async () => {
  const key = randomUUID();
  await register(houseMove({ user: { email: "first@example.org" } }), { "idempotency-key": key });
  const before = await n(leads);
  const other = await register(houseMove({ user: { email: "second@example.org" } }), {
    "idempotency-key": key,
  });
  assert.equal(other.statusCode, 409);
  assert.equal(json(other).message, INTAKE_MESSAGES.idempotencyKeyReused);
  const bad = await register(houseMove(), { "idempotency-key": "x" });
  assert.equal(bad.statusCode, 400);
  assert.equal(json(bad).message, INTAKE_MESSAGES.idempotencyKeyInvalid);
  assert.equal(await n(leads), before);
});

test("signed in: the same key twice gives one lead", async () => {
  const cookie = await t.login(DEMO_CLIENT.email);
  const id = json<{ data: { _id: string } }>(
    await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } }),
  ).data._id;
  const key = randomUUID();
  const send = () =>
    app.inject({
      method: "POST",
      url: `/api/client/${id}/leads`,
      headers: { cookie, "idempotency-key": key },
      payload: { client: houseMove().client },
      remoteAddress: "10.2.0.1",
    });
  const before = await n(leads);
  const [a, b] = await Promise.all([send(), send()]);
  const c = await send();
  assert.deepEqual([a.statusCode, b.statusCode, c.statusCode], [200, 200, 200]);
  assert.equal(new Set([a, b, c].map((r) => json<Answer>(r).leadId)).size, 1);
  assert.equal(await n(leads), before + 1);
});

test("per IP, about 20 leads an hour: then 429 with a clear message, nothing stored", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const res = await register(houseMove({ user: { email: `rl${i}@example.org` } }), {}, "10.3.0.1");
    statuses.push(res.statusCode);
  }
  assert.deepEqual(statuses, [...Array(20).fill(200), 429]);
  const before = await n(leads);
  const res = await register(houseMove({ user: { email: "rl-last@example.org" } }), {}, "10.3.0.1");
  assert.equal(res.statusCode, 429);
  assert.ok(json<{ message: string }>(res).message.length > 0);
  assert.equal(await n(leads), before);
});
