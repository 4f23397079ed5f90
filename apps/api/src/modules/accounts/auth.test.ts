import assert from "node:assert/strict";
import { test } from "vitest";
import { AUTH_MESSAGES } from "@rm/domain";
import { REGISTRATION_MESSAGES } from "@rm/domain/account-security";
import { eq, sql } from "drizzle-orm";
import { authTokens, pendingAccounts, sessions, users } from "../../db/schema.ts";
import { DEMO_CLIENT, DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import { openAccount, openAccountToken } from "../../test/fixtures/open-account.ts";
import { buildTestApp, cookieOf, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const { app, db } = t;
const count = async (table: typeof users | typeof sessions | typeof authTokens) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

test("register: 'check your inbox' and nothing made; the emailed link opens the account once, signed in, with an argon2id hash", async () => {
  const payload = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "Ada@Example.org",
    password: "correct horse",
    confirmPassword: "correct horse",
  };
  const res = await app.inject({ method: "POST", url: "/api/auth/register", payload });
  assert.equal(res.statusCode, 201);
  assert.deepEqual(json(res), {
    status: true,
    message: REGISTRATION_MESSAGES.checkInbox("ada@example.org"),
    data: { email: "ada@example.org" },
  });
  assert.equal(res.cookies.length, 0, "no session before the email is confirmed");
  assert.equal((await db.select().from(users).where(eq(users.email, "ada@example.org"))).length, 0);
  // until the link is used, the password opens nothing: the same answer as for an address never seen
  const early = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: "ada@example.org", password: "correct horse" },
  });
  assert.equal(early.statusCode, 401);
  assert.equal(json<{ message: string }>(early).message, AUTH_MESSAGES.badCredentials);

  const token = await openAccountToken(t, "ada@example.org", "client");
  const open = (tok: string) =>
    app.inject({ method: "POST", url: "/api/auth/register/open", payload: { token: tok } });
  const opened = await open(token);
  assert.equal(opened.statusCode, 200, opened.body);
  assert.equal(json<{ message: string }>(opened).message, REGISTRATION_MESSAGES.opened);
  const [row] = await db.select().from(users).where(eq(users.email, "ada@example.org"));
  assert.match(row!.passwordHash!, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  assert.equal(row!.firstName, "Ada");
  assert.equal(row!.lastName, "Lovelace");
  assert.ok(row!.emailVerifiedAt, "the link proved the address");
  const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: cookieOf(opened) } });
  assert.equal(json<{ data: { email: string } }>(me).data.email, "ada@example.org");
  // the link works once; a made-up or short one is refused with the same words, and nothing is made
  const before = await count(users);
  for (const bad of [token, "x".repeat(43), "short"]) {
    const again = await open(bad);
    assert.equal(again.statusCode, 400, bad);
    assert.equal(json<{ message: string }>(again).message, REGISTRATION_MESSAGES.linkInvalid);
  }
  assert.equal(await count(users), before);
});

test("a company's link does not open a customer's account, and an expired link opens nothing", async () => {
  const email = "kind-check@example.org";
  const form = { firstName: "K", lastName: "C", email, password: "12345678", confirmPassword: "12345678" };
  assert.equal(
    (await app.inject({ method: "POST", url: "/api/auth/register", payload: form })).statusCode,
    201,
  );
  const token = await openAccountToken(t, email, "client");
  const wrongKind = await app.inject({
    method: "POST",
    url: "/api/companies/register/open",
    payload: { token },
  });
  assert.equal(wrongKind.statusCode, 400);
  await db.update(pendingAccounts).set({ expiresAt: new Date(Date.now() - 1000) });
  const late = await app.inject({ method: "POST", url: "/api/auth/register/open", payload: { token } });
  assert.equal(late.statusCode, 400);
  assert.equal(json<{ message: string }>(late).message, REGISTRATION_MESSAGES.linkInvalid);
  assert.equal((await db.select().from(users).where(eq(users.email, email))).length, 0);
});

test("register with bad input: 400, the field message, nothing written", async () => {
  const before = await count(users);
  const cases: [Record<string, unknown>, string, string][] = [
    [{}, "firstName", AUTH_MESSAGES.firstNameRequired],
    [
      { firstName: "A", lastName: "B", email: "nope", password: "12345678", confirmPassword: "12345678" },
      "email",
      AUTH_MESSAGES.emailInvalid,
    ],
    [
      { firstName: "A", lastName: "B", email: "a@b.co", password: "short", confirmPassword: "short" },
      "password",
      AUTH_MESSAGES.passwordMin,
    ],
    [
      { firstName: "A", lastName: "B", email: "a@b.co", password: "12345678", confirmPassword: "12345679" },
      "confirmPassword",
      AUTH_MESSAGES.passwordsMustMatch,
    ],
    [
      {
        firstName: "A",
        lastName: "B",
        email: "a@b.co",
        password: "x".repeat(129),
        confirmPassword: "x".repeat(129),
      },
      "password",
      AUTH_MESSAGES.passwordMax,
    ],
  ];
  for (const [payload, field, message] of cases) {
    const res = await app.inject({ method: "POST", url: "/api/auth/register", payload });
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.equal(json<{ errors: Record<string, string> }>(res).errors[field], message);
  }
  assert.equal(await count(users), before);
});

test("a 64-character password is allowed", async () => {
  const pw = "p".repeat(64);
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      firstName: "Long",
      lastName: "Pass",
      email: "long@example.org",
      password: pw,
      confirmPassword: pw,
    },
  });
  assert.equal(res.statusCode, 201);
  assert.equal((await openAccount(t, "long@example.org", "client")).statusCode, 200);
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: "long@example.org", password: pw },
  });
  assert.equal(login.statusCode, 200);
});

test("registering an email that already has a password opens nothing (issue #13: same answer, no session)", async () => {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      firstName: "T",
      lastName: "W",
      email: DEMO_CLIENT.email,
      password: "12345678",
      confirmPassword: "12345678",
    },
  });
  assert.equal(res.statusCode, 201);
  assert.equal(res.cookies.length, 0, "no session");
  // the owner is told; no link that opens an account is sent
  const told = (await t.mails()).filter((m) => m.to === DEMO_CLIENT.email);
  assert.equal(told[0]?.kind, "register-attempt");
  assert.ok(!told.some((m) => m.kind === "open-account"));
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: DEMO_CLIENT.email, password: "12345678" },
  });
  assert.equal(login.statusCode, 401);
});

test("wrong password and unknown email give the same answer", async () => {
  const a = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: DEMO_CLIENT.email, password: "wrong-password" },
  });
  const b = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: "nobody@example.org", password: "wrong-password" },
  });
  assert.equal(a.statusCode, 401);
  assert.equal(b.statusCode, 401);
  assert.deepEqual(json(a), json(b));
});

test("login works with the cookie and with a Bearer token; logout revokes server-side", async () => {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: DEMO_CLIENT.email, password: DEMO_PASSWORD },
  });
  assert.equal(res.statusCode, 200);
  const cookie = res.cookies.find((c) => c.name === "rm_session")!;
  assert.equal(cookie.httpOnly, true);
  assert.equal(cookie.sameSite, "Lax");
  const token = json<{ access: string }>(res).access;
  const bearer = await app.inject({
    method: "GET",
    url: "/api/auth/me",
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(json<{ data: { email: string } }>(bearer).data.email, DEMO_CLIENT.email);
  const out = await app.inject({
    method: "POST",
    url: "/api/auth/logout",
    headers: { cookie: cookieOf(res) },
    payload: {},
  });
  assert.equal(out.statusCode, 200);
  const after = await app.inject({
    method: "GET",
    url: "/api/auth/me",
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(json(after).status, false);
});

test("login with malformed input: 400 and no session written", async () => {
  const before = await count(sessions);
  for (const payload of [
    {},
    { email: "x" },
    { email: DEMO_CLIENT.email },
    { email: DEMO_CLIENT.email, password: "" },
  ]) {
    const res = await app.inject({ method: "POST", url: "/api/auth/login", payload });
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.equal(json(res).status, false);
  }
  assert.equal(await count(sessions), before);
});

test("password reset: same answer for unknown email; single use; expires; sessions revoked; no auto-login", async () => {
  const cookie = await t.login(DEMO_CLIENT.email);
  const known = await app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email: DEMO_CLIENT.email },
  });
  const unknown = await app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email: "ghost@example.org" },
  });
  assert.equal(known.statusCode, 200);
  assert.deepEqual(json(known), json(unknown));
  const mail = (await t.mails()).find((m) => m.kind === "password-reset" && m.to === DEMO_CLIENT.email)!;
  const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]!);
  assert.equal(
    (await db.select().from(authTokens)).every((r) => r.id !== token),
    true,
    "only the hash is stored",
  );

  const bad = await app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, password: "short", confirmPassword: "short" },
  });
  assert.equal(bad.statusCode, 400);
  const ok = await app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, password: "brand-new-pass", confirmPassword: "brand-new-pass" },
  });
  assert.equal(ok.statusCode, 200);
  assert.equal(
    ok.cookies.find((c) => c.name === "rm_session" && c.value),
    undefined,
    "no automatic login",
  );
  const again = await app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, password: "another-pass-1", confirmPassword: "another-pass-1" },
  });
  assert.equal(again.statusCode, 400);
  assert.equal(json(again).message, AUTH_MESSAGES.resetInvalid);
  const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
  assert.equal(json(me).status, false, "old sessions were revoked");
  const oldPw = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: DEMO_CLIENT.email, password: DEMO_PASSWORD },
  });
  assert.equal(oldPw.statusCode, 401);
  const newPw = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: DEMO_CLIENT.email, password: "brand-new-pass" },
  });
  assert.equal(newPw.statusCode, 200);

  // an expired token is refused
  await app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email: DEMO_CLIENT.email },
  });
  const mail2 = (await t.mails()).find((m) => m.kind === "password-reset")!;
  const token2 = decodeURIComponent(/token=([^\s]+)/.exec(mail2.text)![1]!);
  await db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) });
  const expired = await app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token: token2, password: "brand-new-pass2", confirmPassword: "brand-new-pass2" },
  });
  assert.equal(expired.statusCode, 400);
});
