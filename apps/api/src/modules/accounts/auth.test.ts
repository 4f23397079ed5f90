import assert from "node:assert/strict";
import { test } from "vitest";
import { AUTH_MESSAGES } from "@rm/domain";
import { eq, sql } from "drizzle-orm";
import { authTokens, sessions, users } from "../../db/schema.ts";
import { DEMO_CLIENT, DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import { buildTestApp, cookieOf, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const { app, db } = t;
const count = async (table: typeof users | typeof sessions | typeof authTokens) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

test("register creates a client account, signs in, and stores an argon2id hash", async () => {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "Ada@Example.org",
      password: "correct horse",
      confirmPassword: "correct horse",
    },
  });
  assert.equal(res.statusCode, 201);
  const body = json<{ status: boolean; data: { email: string; isCompany: boolean } }>(res);
  assert.equal(body.data.email, "ada@example.org");
  const [row] = await db.select().from(users).where(eq(users.email, "ada@example.org"));
  assert.match(row!.passwordHash!, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: cookieOf(res) } });
  assert.equal(json<{ data: { email: string } }>(me).data.email, "ada@example.org");
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
  const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: cookieOf(res) } });
  assert.equal(json(me).status, false);
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
