// Issue #29 item 9: with REDIS_URL the rate limits count in Redis, and while Redis cannot be reached they
// used to let everything through (`skipOnError`): 35 wrong log-ins, no 429. Now each process counts on its
// own until Redis is back (lib/rate-limit-store.ts). The app here has a REDIS_URL whose port nothing listens
// on; a second app with a reachable Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379; skipped with the
// reason printed otherwise) shows that the counters do go to Redis when it is there.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { afterAll, test } from "vitest";
import { AUTH_MESSAGES } from "@rm/domain/auth";
import { Redis } from "ioredis";
import { DEMO_CLIENT } from "../seed/demo-accounts.ts";
import { buildTestApp, json, type TestApp } from "../test/helper.ts";

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
probe.on("error", () => {});
const reachable = await probe
  .connect()
  .then(() => probe.ping())
  .then((r) => r === "PONG")
  .catch(() => false);
const skip = reachable ? false : `Redis is not reachable at ${REDIS_URL} (set TEST_REDIS_URL)`;
if (skip) console.log(`rate-limits-redis-down.test.ts: the live-Redis test is skipped: ${skip}`);
const prefix = `rm-test-${randomBytes(4).toString("hex")}:`;
afterAll(async () => {
  if (!skip)
    for await (const keys of probe.scanStream({ match: `${prefix}*` }))
      if (keys.length) await probe.del(...keys);
  probe.disconnect();
});

// nothing listens on port 1: every Redis command fails at once, as when Redis is down
const down = await buildTestApp({ REDIS_URL: "redis://127.0.0.1:1", REDIS_PREFIX: prefix });

const wrongLogin = (t: TestApp, email: string, ip = "203.0.113.7") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: ip,
    payload: { email, password: "not-the-password-1" },
  });

test("Redis unreachable: the eleventh wrong password for one account is refused (429)", async () => {
  const codes: number[] = [];
  for (let i = 0; i < 11; i++) codes.push((await wrongLogin(down, DEMO_CLIENT.email)).statusCode);
  assert.deepEqual(codes.slice(0, 10), Array(10).fill(401), "ten wrong passwords are told so");
  assert.equal(codes[10], 429, "the eleventh is refused");
  const refused = await wrongLogin(down, DEMO_CLIENT.email);
  assert.equal(json<{ message: string }>(refused).message, AUTH_MESSAGES.passwordLocked);
});

test("Redis unreachable: 35 wrong log-ins from one address hit the per-address limit", async () => {
  const codes: number[] = [];
  for (let i = 0; i < 35; i++)
    codes.push((await wrongLogin(down, `nobody${i}@example.org`, "198.51.100.20")).statusCode);
  assert.ok(
    codes.slice(0, 30).every((c) => c !== 429),
    "the first 30 are answered",
  );
  assert.deepEqual(codes.slice(30), Array(5).fill(429), "the rest are refused");
  // another address is not held back by this one's count
  assert.notEqual((await wrongLogin(down, "someone@example.org", "198.51.100.21")).statusCode, 429);
});

test.skipIf(skip)("Redis reachable: the counters are kept in Redis", async () => {
  const live = await buildTestApp({ REDIS_URL, REDIS_PREFIX: `${prefix}live:` });
  for (let i = 0; i < 3; i++) await wrongLogin(live, "counted@example.org", "192.0.2.5");
  const keys: string[] = [];
  for await (const found of probe.scanStream({ match: `${prefix}live:rl:*` })) keys.push(...found);
  assert.ok(keys.length > 0, "rate-limit keys under the app's prefix");
  const counts = await Promise.all(keys.map((k) => probe.get(k)));
  assert.ok(counts.includes("3"), `three counted in Redis: ${JSON.stringify(counts)}`);
});
