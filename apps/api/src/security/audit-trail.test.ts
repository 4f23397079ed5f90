// Issue #29 item 17 (ASVS V16): the audit log records signing in to an account with admin rights or two-step
// sign-in — each sign-in, wrong password and wrong code (kept although the attempt failed), a recovery code
// spent, new recovery codes made — with the client address; and each page of stored emails, customers and
// requests an admin reads. A customer's own sign-in is not logged.
import assert from "node:assert/strict";
import { test } from "vitest";
import { SECURITY_AUDIT_ACTIONS as A, auditActionLabel } from "@rm/domain/admin";
import { and, eq, gt } from "drizzle-orm";
import { auditLog, users } from "../db/schema.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_PASSWORD } from "../seed/demo-accounts.ts";
import { buildTestApp, json } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
const adminCookie = await t.login(DEMO_ADMIN.email);

const lastId = async () =>
  (await t.db.select({ id: auditLog.id }).from(auditLog)).reduce((m, r) => Math.max(m, r.id), 0);
/** the audit rows written since `since`, oldest first */
const since = async (since: number) =>
  (await t.db.select().from(auditLog).where(gt(auditLog.id, since))).sort((a, b) => a.id - b.id);

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const challengeOf = async (password = DEMO_PASSWORD) => {
  const res = await post("/api/auth/login", { email: DEMO_ADMIN.email, password });
  assert.equal(res.statusCode, 200, res.body);
  const { challenge } = json<{ challenge?: string }>(res);
  assert.ok(challenge, "an admin's password leads to the second step");
  return challenge;
};

test("the admin's sign-in with the app's code is in the log, with the address", async () => {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, A.signedIn), eq(auditLog.subjectId, admin!.id)));
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.actorUserId, admin!.id);
  assert.equal((rows[0]!.data as { with: string }).with, "app code");
  assert.equal(auditActionLabel(A.signedIn), "Signed in");
});

test("a wrong password and a wrong code for an admin stay in the log although the sign-in failed", async () => {
  const from = await lastId();
  const wrong = await post("/api/auth/login", { email: DEMO_ADMIN.email, password: "not-the-password-1" });
  assert.equal(wrong.statusCode, 401);
  const challenge = await challengeOf();
  const code = await post("/api/auth/login/code", { challenge, code: "000000" });
  assert.equal(code.statusCode, 400);
  const rows = await since(from);
  assert.deepEqual(
    rows.map((r) => [r.action, r.subjectType, r.subjectId, r.actorUserId]),
    [
      [A.wrongPassword, "user", admin!.id, null],
      [A.wrongCode, "user", admin!.id, null],
    ],
  );
  for (const r of rows) assert.ok((r.data as { ip?: string }).ip, "the client address is kept");
});

test("new recovery codes, and signing in with one, are in the log", async () => {
  const made = await post("/api/auth/two-step/recovery-codes", { password: DEMO_PASSWORD }, adminCookie);
  assert.equal(made.statusCode, 200, made.body);
  const codes = json<{ data: { recoveryCodes: string[] } }>(made).data.recoveryCodes;
  const from = await lastId();
  const res = await post("/api/auth/login/code", { challenge: await challengeOf(), code: codes[0] });
  assert.equal(res.statusCode, 200, res.body);
  const rows = await since(from);
  assert.deepEqual(
    rows.map((r) => r.action),
    [A.recoveryCodeUsed, A.signedIn],
  );
  assert.equal((rows[0]!.data as { left: number }).left, codes.length - 1);
  assert.equal((rows[1]!.data as { with: string }).with, "recovery code");
  const regenerated = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, A.recoveryCodesNew), eq(auditLog.subjectId, admin!.id)));
  assert.equal(regenerated.length, 1);
});

test("an admin's reads of stored emails and of the customer and request lists are in the log", async () => {
  const from = await lastId();
  const get = (url: string) => t.app.inject({ url, headers: { cookie: adminCookie } });
  for (const url of ["/api/admin/emails?page=2", "/api/admin/customers?q=nadia", "/api/admin/requests"])
    assert.equal((await get(url)).statusCode, 200, url);
  const rows = await since(from);
  assert.deepEqual(
    rows.map((r) => [r.action, r.subjectId, r.actorUserId]),
    [
      [A.emailsRead, "emails", admin!.id],
      [A.listRead, "customers", admin!.id],
      [A.listRead, "requests", admin!.id],
    ],
  );
  assert.deepEqual(rows[0]!.data, { page: 2 });
  assert.deepEqual((rows[1]!.data as { filters: unknown }).filters, { q: "nadia" });
});

test("a customer's sign-in and wrong password are not logged", async () => {
  const from = await lastId();
  assert.equal(
    (await post("/api/auth/login", { email: DEMO_CLIENT.email, password: "wrong-password-1" })).statusCode,
    401,
  );
  await t.login(DEMO_CLIENT.email);
  assert.deepEqual(await since(from), []);
});
