// Issue #29 item 18: (1) with APP_URL set, the Origin check on cookie-authenticated writes compares with
// APP_URL's host, not with whatever Host the request came in on; (2) the counters kept in Redis (sign-in limits,
// lead velocity, the moving book) name a person's email and phone by a keyed hash, never in clear, and the
// limiters' keys say what they are ("limiter-login:…", not "undefinedundefined-login:…"); (3) ten wrong
// passwords lock the password for 15 minutes and the refusal says that the emailed sign-in link still works —
// and it does.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { afterAll, test } from "vitest";
import { AUTH_MESSAGES } from "@rm/domain/auth";
import { REQUEST_MESSAGES } from "@rm/domain/request-messages";
import { Redis } from "ioredis";
import { DEMO_CLIENT, DEMO_PASSWORD } from "../seed/demo-accounts.ts";
import { houseMove } from "../test/fixtures/leads.ts";
import { buildTestApp, json } from "../test/helper.ts";

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 5000 });
const prefix = `rm-test-${randomBytes(4).toString("hex")}:`;
afterAll(async () => {
  for await (const keys of redis.scanStream({ match: `${prefix}*` }))
    if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const t = await buildTestApp({
  APP_URL: "https://removals.example",
  REDIS_URL,
  REDIS_PREFIX: prefix,
});

const write = (headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/contact", payload: {}, headers });

test("with APP_URL set, only APP_URL's origin may write; a Host-matching other name is refused", async () => {
  // the contact form refuses an empty body with 400 once past the Origin check
  assert.equal((await write({ origin: "https://removals.example", host: "10.0.0.5:3000" })).statusCode, 400);
  for (const [origin, host] of [
    ["http://10.0.0.5:3000", "10.0.0.5:3000"],
    ["https://rebound.example", "rebound.example"],
    ["http://removals.example", "removals.example:80"],
  ] as const) {
    const res = await write({ origin, host });
    assert.equal(res.statusCode, 403, `${origin} → ${host}`);
    assert.equal(json<{ message: string }>(res).message, REQUEST_MESSAGES.crossSite);
  }
});

const loginAs = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

test("ten wrong passwords: the right one is refused with words that point to the emailed link, which signs in", async () => {
  for (let i = 0; i < 10; i++)
    assert.equal((await loginAs(DEMO_CLIENT.email, `wrong-${i}-password`)).statusCode, 401);
  const locked = await loginAs(DEMO_CLIENT.email, DEMO_PASSWORD);
  assert.equal(locked.statusCode, 429);
  assert.equal(json<{ message: string }>(locked).message, AUTH_MESSAGES.passwordLocked);
  assert.match(AUTH_MESSAGES.passwordLocked, /Email me a sign-in link/);

  const asked = await t.app.inject({
    method: "POST",
    url: "/api/auth/login-link",
    payload: { email: DEMO_CLIENT.email },
  });
  assert.equal(asked.statusCode, 200, asked.body);
  const mail = (await t.mails()).find((m) => m.kind === "login-link" && m.to === DEMO_CLIENT.email);
  assert.ok(mail, "the sign-in link was emailed");
  const token = /token=([\w-]+)/.exec(mail.text)?.[1];
  assert.ok(token, mail.text);
  const used = await t.app.inject({ method: "POST", url: "/api/auth/login-link/use", payload: { token } });
  assert.equal(used.statusCode, 200, used.body);
  assert.equal(json<{ data: { email: string } }>(used).data.email, DEMO_CLIENT.email);
});

test("Redis holds no email or phone number in its counters' names, and every limiter's key says what it is", async () => {
  const email = "Counter.Names@Example.org";
  const phone = "07700 900123";
  await loginAs(email, "not-the-password-1");
  const lead = await t.app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({ user: { email, firstName: "Cora", lastName: "Names", phone } }),
  });
  assert.equal(lead.statusCode, 200, lead.body);
  const keys: string[] = [];
  for await (const found of redis.scanStream({ match: `${prefix}*`, count: 1000 })) keys.push(...found);
  assert.ok(
    keys.some((k) => k.includes("limiter-login:")),
    `a sign-in limit was counted: ${keys.join(", ")}`,
  );
  assert.ok(
    keys.some((k) => k.includes("velocity:email:")),
    `the lead's velocity was counted: ${keys.join(", ")}`,
  );
  for (const k of keys) {
    assert.doesNotMatch(k, /undefined/, k);
    assert.doesNotMatch(k.toLowerCase(), /counter\.names|example\.org/, k);
    assert.doesNotMatch(k, /07700|7700900123|900123/, k);
  }
});
