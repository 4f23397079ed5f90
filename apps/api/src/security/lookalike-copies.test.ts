// Issue #29 item 8 (docs/decisions/107-lookalike-held-copies.md): the wizard's look-alike answer — a
// company's or admin's address, one past its day's cap — is stored as a held copy under a stand-in that
// belongs to nobody, so that its guest session works like a stored held request's. That guest sees nothing of
// the account whose address was typed; the copy is never mailed, confirmed or matched; the admin's counts and
// lists do not see it; and the retention job deletes it once its guest session ended.
import assert from "node:assert/strict";
import { test } from "vitest";
import type { SessionUser } from "@rm/domain";
import { eq, inArray, isNotNull } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { authTokens, leadMatches, leads, sessions, users } from "../db/schema.ts";
import { runJobs } from "../jobs/runner.ts";
import { pseudonymOf } from "../lib/secret-box.ts";
import { DEMO_ADMIN, DEMO_COMPANIES } from "../seed/demo-accounts.ts";
import { houseMove } from "../test/fixtures/leads.ts";
import { makeCustomer } from "../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const { app, db } = t;
const TAG = "Lookalike29";
const admin = await t.login(DEMO_ADMIN.email);

let n = 0;
async function wizard(email: string, headers: Record<string, string> = {}) {
  n++;
  const res = await app.inject({
    method: "POST",
    url: "/api/client/register",
    headers,
    payload: houseMove({
      user: { email, lastName: TAG, phoneNumber: `07700 9008${String(n).padStart(2, "0")}` },
    }),
    remoteAddress: `10.65.0.${n}`,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res;
}
const cookieOf = (res: LightMyRequestResponse) =>
  `rm_session=${res.cookies.find((c) => c.name === "rm_session")!.value}`;
const get = (url: string, cookie: string) => app.inject({ method: "GET", url, headers: { cookie } });
const leadOf = async (res: LightMyRequestResponse) =>
  (
    await db
      .select()
      .from(leads)
      .where(eq(leads.id, json<{ leadId: string }>(res).leadId))
  )[0]!;
const accountOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;

test("the look-alike's guest of a company's or an admin's address sees its copy and nothing of the account", async () => {
  for (const email of [DEMO_COMPANIES[2]!.email, DEMO_ADMIN.email]) {
    const account = await accountOf(email);
    const res = await wizard(email);
    const cookie = cookieOf(res);
    const me = json<{ data: SessionUser }>(await get("/api/auth/me", cookie)).data;
    assert.deepEqual([me.role, me.isGuest, me.email], ["client", true, ""], email);
    assert.notEqual(me._id, account.id);
    assert.notEqual(me._id, pseudonymOf(account.id), `${email}: not even the account's stand-in id`);
    // the account's pages answer as they do to any customer's guest
    for (const url of [
      "/api/company/leads",
      "/api/company/availability",
      "/api/admin/overview",
      "/api/admin/requests",
    ])
      assert.ok([401, 403].includes((await get(url, cookie)).statusCode), `${email}: ${url}`);
    // what is stored: a held copy, its owner a stand-in; the session is the stand-in's, not the account's
    const copy = await leadOf(res);
    assert.equal(copy.status, "held");
    assert.notEqual(copy.clientUserId, account.id);
    const [standIn] = await db.select().from(users).where(eq(users.id, copy.clientUserId));
    assert.ok(standIn?.standInFor, "the copy's owner is a stand-in");
    assert.equal(standIn.passwordHash, null);
    const [session] = await db.select().from(sessions).where(eq(sessions.id, copy.guestSessionId!));
    assert.deepEqual([session?.userId, session?.guest], [standIn.id, true]);
    // no link was issued for it (it can never be confirmed) and the account holds nothing new
    assert.equal((await db.select().from(authTokens).where(eq(authTokens.userId, standIn.id))).length, 0);
    assert.equal((await db.select().from(leads).where(eq(leads.clientUserId, account.id))).length, 0);
    assert.equal((await db.select().from(leadMatches).where(eq(leadMatches.leadId, copy.id))).length, 0);
    // the address is told, as before: no mail names the copy or goes to the stand-in
    const mails = (await t.mails()).filter((m) => m.to === email || m.to === standIn.email);
    assert.deepEqual(
      mails.filter((m) => m.to === standIn.email || m.text.includes(copy.id)),
      [],
    );
  }
});

test("a retry with the same Idempotency-Key gets the same look-alike copy; another address with it, a 409", async () => {
  const key = "lookalike-29-retry-key-0001";
  const first = await wizard(DEMO_COMPANIES[3]!.email, { "idempotency-key": key });
  const again = await wizard(DEMO_COMPANIES[3]!.email, { "idempotency-key": key, cookie: cookieOf(first) });
  assert.equal(json<{ leadId: string }>(again).leadId, json<{ leadId: string }>(first).leadId);
  const other = await app.inject({
    method: "POST",
    url: "/api/client/register",
    headers: { "idempotency-key": key },
    payload: houseMove({ user: { email: "someone-else-29@example.org" } }),
    remoteAddress: "10.65.1.1",
  });
  assert.equal(other.statusCode, 409, other.body);
});

test("the admin's counts and lists leave look-alike copies out; a stored held request and a new customer count", async () => {
  const overview = async () =>
    json<{ data: { counts: Record<string, number> } }>(await get("/api/admin/overview", admin)).data.counts;
  const heldIds = async () =>
    json<{ data: { rows: { id: string }[] } }>(
      await get("/api/admin/requests?status=held", admin),
    ).data.rows.map((r) => r.id);
  const before = await overview();
  const lookAlikes = [await wizard(DEMO_COMPANIES[4]!.email), await wizard(DEMO_ADMIN.email)];
  const after = await overview();
  for (const k of ["leads", "leadsThisWeek", "clients"]) assert.equal(after[k], before[k], k);
  const held = await heldIds();
  for (const res of lookAlikes) assert.ok(!held.includes(json<{ leadId: string }>(res).leadId));
  const customers = json<{ data: { rows: unknown[] } }>(
    await get(`/api/admin/customers?q=${TAG}`, admin),
  ).data;
  assert.deepEqual(customers.rows, [], "no stand-in is listed as a customer");
  // nor can the admin open one by its id: the copy and its stand-in are not found, as unknown ids are
  for (const res of lookAlikes) {
    const copy = await leadOf(res);
    const request = await get(`/api/admin/requests/${copy.id}`, admin);
    assert.equal(request.statusCode, 404, request.body);
    const standIn = await get(`/api/admin/customers/${copy.clientUserId}`, admin);
    assert.equal(standIn.statusCode, 404, standIn.body);
  }

  // the same figures do count what is real: a customer's held request, a new address's customer
  const real = await wizard((await makeCustomer(t, "lookalike-29-real@example.org")).email);
  await wizard("lookalike-29-new@example.org");
  const last = await overview();
  assert.equal(last.leads, before.leads + 2);
  assert.equal(last.clients, before.clients + 2);
  assert.ok((await heldIds()).includes(json<{ leadId: string }>(real).leadId));
});

test("the retention job deletes a look-alike's copy and stand-in once its guest session ended, and keeps a live one", async () => {
  const ended = await leadOf(await wizard(DEMO_COMPANIES[5]!.email));
  const live = await leadOf(await wizard(DEMO_COMPANIES[5]!.email));
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(sessions.id, ended.guestSessionId!));
  const done = (await runJobs(t.ctx, new Date(), undefined, (j) => j.name === "retention")).retention!;
  assert.ok(done["look-alike copies"]! >= 1);
  const left = await db
    .select()
    .from(leads)
    .where(inArray(leads.id, [ended.id, live.id]));
  assert.deepEqual(
    left.map((l) => l.id),
    [live.id],
  );
  const standIns = await db.select().from(users).where(isNotNull(users.standInFor));
  assert.ok(!standIns.some((u) => u.id === ended.clientUserId), "the ended copy's stand-in went");
  assert.ok(
    standIns.some((u) => u.id === live.clientUserId),
    "the live copy's stand-in stays",
  );
  // a second run finds nothing more of it
  const again = (await runJobs(t.ctx, new Date(), undefined, (j) => j.name === "retention")).retention!;
  assert.equal(again["look-alike copies"], 0);
});
