// Issue #17 "Getting back in": a customer without a password (a guest's account, signed in by an emailed link)
// chooses one from the account page. Refused to a guest's browser session, to the signed out, to bad input
// and once the account has a password — nothing written then.
import assert from "node:assert/strict";
import { test } from "vitest";
import { AUTH_MESSAGES } from "@rm/domain";
import { ACCOUNT_MESSAGES } from "@rm/domain/account-security";
import { and, eq } from "drizzle-orm";
import { outbox, users } from "../../db/schema.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { createSession } from "./index.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const email = "no-password@example.org";
const [owner] = await t.db
  .insert(users)
  // proven: a full session of a client comes from an emailed link (docs/decisions/101)
  .values({
    email,
    role: "client",
    firstName: "Tariq",
    lastName: "Aziz",
    phoneNumber: "07700900321",
    emailVerifiedAt: new Date(),
  })
  .returning();
const cookieOf = (s: { token: string }) => `rm_session=${s.token}`;
const set = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/password/first",
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const stored = async () => (await t.db.select().from(users).where(eq(users.id, owner!.id)))[0]!.passwordHash;
const notices = async () =>
  (
    await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, "password-changed")))
  ).length;
const good = { password: "my-first-password", confirmPassword: "my-first-password" };

test("refused, nothing written: signed out, a guest's browser session, bad input", async () => {
  assert.equal((await set(undefined, good)).statusCode, 401);
  const guest = await createSession(t.db, owner!.id, 1, true);
  assert.equal(
    (await set(cookieOf(guest), good)).statusCode,
    403,
    "a guest session does not prove the email",
  );
  const full = cookieOf(await createSession(t.db, owner!.id, 1));
  for (const [payload, field, message] of [
    [{ password: "short", confirmPassword: "short" }, "password", AUTH_MESSAGES.passwordMin],
    [{ ...good, confirmPassword: "something-else" }, "confirmPassword", AUTH_MESSAGES.passwordsMustMatch],
  ] as const) {
    const res = await set(full, payload);
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.equal(json<{ errors: Record<string, string> }>(res).errors[field], message);
  }
  assert.equal(await stored(), null);
  assert.equal(await notices(), 0);
});

test("signed in by a link, the customer sets a password: it logs in, other devices are signed out, a notice", async () => {
  const other = cookieOf(await createSession(t.db, owner!.id, 1));
  const here = cookieOf(await createSession(t.db, owner!.id, 1));
  const res = await set(here, good);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(json<{ message: string }>(res).message, ACCOUNT_MESSAGES.passwordSet);
  const me = (cookie: string) =>
    t.app
      .inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })
      .then((r) => json<{ status: boolean }>(r));
  assert.equal((await me(here)).status, true, "stays signed in here");
  assert.equal((await me(other)).status, false, "signed out elsewhere");
  assert.equal(await notices(), 1);
  const login = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: good.password },
  });
  assert.equal(login.statusCode, 200, login.body);

  // once there is a password, a change needs the current one: this route refuses, nothing changes
  const hash = await stored();
  const again = await set(here, { password: "another-password", confirmPassword: "another-password" });
  assert.equal(again.statusCode, 409);
  assert.equal(json<{ message: string }>(again).message, ACCOUNT_MESSAGES.passwordAlreadySet);
  assert.equal(await stored(), hash);
  assert.equal(await notices(), 1);
});
