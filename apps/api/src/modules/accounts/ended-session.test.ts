// issue #28: a session that ends is said, not silent (ended-session.ts). A cookie or token that no longer opens
// a session: GET /api/auth/me answers 401 with AUTH_MESSAGES.sessionEnded (spec §4: a false status shows the
// server's message), a route that needs a session says the same, and the answer clears the cookie and leaves
// the short-lived "you were signed out" cookie for the next page. The pages' side is web/plain-forms.test.ts.
import assert from "node:assert/strict";
import { test } from "vitest";
import { AUTH_MESSAGES } from "@rm/domain";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { sessions } from "../../db/schema.ts";
import { sha256 } from "../../lib/crypto.ts";
import { buildTestApp, cookieOf, json } from "../../test/helper.ts";
import { DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import { SIGNED_OUT_COOKIE } from "./ended-session.ts";
import { SESSION_COOKIE } from "./session-service.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const me = (headers: Record<string, string>) => t.app.inject({ url: "/api/auth/me", headers });
const cookieNamed = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

/** the answer cleared the session cookie and left the notice for the next page */
function assertEnded(res: LightMyRequestResponse) {
  const cleared = cookieNamed(res, SESSION_COOKIE);
  assert.ok(cleared, "the session cookie is cleared");
  assert.equal(cleared.value, "");
  assert.equal(cleared.maxAge, 0);
  const notice = cookieNamed(res, SIGNED_OUT_COOKIE);
  assert.ok(notice, "the notice waits for the next page");
  assert.equal(notice.value, "1");
  assert.equal(notice.httpOnly, true);
  assert.equal(notice.maxAge, 600);
  assert.equal(res.headers["cache-control"], "no-store");
}

test("no cookie at all: a visitor, as before — no message, no cookie set", async () => {
  const res = await me({});
  assert.equal(res.statusCode, 200);
  assert.deepEqual(json(res), { status: false, message: "Not signed in" });
  assert.equal(res.headers["set-cookie"], undefined);
});

test("a cookie that is not a session (unknown, or far too long): 401 with the signed-out message", async () => {
  for (const token of ["not-a-session", "x".repeat(300)]) {
    const res = await me({ cookie: `${SESSION_COOKIE}=${token}` });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(json(res), { status: false, message: AUTH_MESSAGES.sessionEnded });
    assertEnded(res);
  }
});

test("a session that expired, or was ended elsewhere: /me and a signed-in route both say so", async () => {
  const expired = await t.login("client@example.com");
  const token = expired.replace(`${SESSION_COOKIE}=`, "");
  await t.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.id, sha256(token)));
  const res = await me({ cookie: expired });
  assert.equal(res.statusCode, 401);
  assert.equal(json(res).message, AUTH_MESSAGES.sessionEnded);
  assertEnded(res);

  // logged out on another device ("log out everywhere" deletes the rows): the next call needs a session
  const other = await t.login("hello@thamesside-removals.example.com");
  await t.db.delete(sessions).where(eq(sessions.id, sha256(other.replace(`${SESSION_COOKIE}=`, ""))));
  const refused = await t.app.inject({ url: "/api/companies/me", headers: { cookie: other } });
  assert.equal(refused.statusCode, 401);
  assert.deepEqual(json(refused), { status: false, message: AUTH_MESSAGES.sessionEnded });
  assertEnded(refused);
  // without any session the same route keeps its usual words, and sets nothing
  const never = await t.app.inject({ url: "/api/companies/me" });
  assert.deepEqual(json(never), { status: false, message: AUTH_MESSAGES.notSignedIn });
  assert.equal(never.headers["set-cookie"], undefined);
});

test("a dead bearer token gets the message, but no cookie is touched", async () => {
  const res = await me({ authorization: "Bearer not-a-session" });
  assert.equal(res.statusCode, 401);
  assert.equal(json(res).message, AUTH_MESSAGES.sessionEnded);
  assert.equal(res.headers["set-cookie"], undefined);
});

test("logging in again with the dead cookie still in the browser opens the new session, nothing else", async () => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { cookie: `${SESSION_COOKIE}=not-a-session` },
    payload: { email: "client@example.com", password: DEMO_PASSWORD },
  });
  assert.equal(res.statusCode, 200);
  const session = cookieNamed(res, SESSION_COOKIE);
  assert.ok(session && session.value.length > 20, "the new session");
  assert.equal(cookieNamed(res, SIGNED_OUT_COOKIE), undefined);
  const after = await me({ cookie: cookieOf(res) });
  assert.equal(json<{ data: { email: string } }>(after).data.email, "client@example.com");
});
