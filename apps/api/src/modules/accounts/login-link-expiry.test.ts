// Issue #17 "Getting back in": "Email me a sign-in link" answers the same whether or not the address has an
// account, and its link works once, for 15 minutes.
import assert from "node:assert/strict";
import { test } from "vitest";
import { ACCOUNT_MESSAGES, LOGIN_LINK_MINUTES } from "@rm/domain/account-security";
import { and, eq } from "drizzle-orm";
import { authTokens, outbox, users } from "../../db/schema.ts";
import { sha256 } from "../../lib/crypto.ts";
import { DEMO_CLIENT } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { issueToken } from "./index.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
const [client] = await t.db.select().from(users).where(eq(users.email, DEMO_CLIENT.email));

test("the same answer for an unknown address; a link for 15 minutes for a known one", async () => {
  assert.equal(LOGIN_LINK_MINUTES, 15);
  const known = await post("/api/auth/login-link", { email: DEMO_CLIENT.email });
  const unknown = await post("/api/auth/login-link", { email: "nobody-here@example.org" });
  assert.equal(known.statusCode, 200);
  assert.equal(unknown.statusCode, 200);
  assert.equal(json<{ message: string }>(known).message, ACCOUNT_MESSAGES.loginLinkSent);
  assert.deepEqual(json(unknown), json(known));
  assert.match(ACCOUNT_MESSAGES.loginLinkSent, /for 15 minutes/);
  // issue #29 item 8: the unknown address is told it has no account (one mail either way), with no link
  const told = await t.db.select().from(outbox).where(eq(outbox.to, "nobody-here@example.org"));
  assert.deepEqual(
    told.map((m) => m.kind),
    ["no-account"],
  );
  assert.doesNotMatch(told[0]!.text, /token=/);

  const [link] = await t.db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, client!.id), eq(authTokens.purpose, "login-link")));
  const minutes = (link!.expiresAt.getTime() - link!.createdAt.getTime()) / 60_000;
  assert.ok(Math.abs(minutes - 15) < 0.5, `${minutes} minutes`);
});

test("a link past its 15 minutes is refused and signs nobody in", async () => {
  const token = await issueToken(t.db, client!.id, "login-link", LOGIN_LINK_MINUTES);
  await t.db
    .update(authTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(authTokens.id, sha256(token)));
  const res = await post("/api/auth/login-link/use", { token });
  assert.equal(res.statusCode, 400);
  assert.equal(json<{ message: string }>(res).message, ACCOUNT_MESSAGES.loginLinkInvalid);
  assert.equal(res.headers["set-cookie"], undefined);
});
