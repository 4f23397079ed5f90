// test-database: none (opens no test database: run once, in the PGlite stage)
// With REDIS_URL the lead velocity limits and the record of used proofs of work are kept in Redis, so several
// processes count together (issue #20); when Redis cannot be reached each process counts on its own. Runs when
// Redis is reachable (TEST_REDIS_URL, default redis://127.0.0.1:6379) and prints why it is skipped otherwise.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { afterAll, test } from "vitest";
import { Redis } from "ioredis";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { connectRedis } from "../../lib/redis.ts";
import { acceptProof, encodeProof, newChallenge, type PowSettings } from "./proof-of-work.ts";
import { LEAD_VELOCITY, leadVelocity } from "./velocity.ts";

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
const quiet = { warn() {}, info() {} };
const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
probe.on("error", () => {});
const reachable = await probe
  .connect()
  .then(() => probe.ping())
  .then((r) => r === "PONG")
  .catch(() => false);
const skip = reachable ? false : `Redis is not reachable at ${REDIS_URL} (set TEST_REDIS_URL)`;
if (skip) console.log(`shared-limits.test.ts skipped: ${skip}`);

const redis = connectRedis(REDIS_URL, "commands", quiet);
// as buildApp does (bus.ready): commands are sent once the connection is up, never queued
if (!skip && redis.status !== "ready") await new Promise((resolve) => redis.once("ready", resolve));
// nothing listens on port 1: every command fails at once, as when Redis is down
const down = connectRedis("redis://127.0.0.1:1", "commands", quiet);
const prefix = `rm-test-${randomBytes(4).toString("hex")}:`;
afterAll(async () => {
  // this run's counters would otherwise stay a day
  if (!skip)
    for await (const keys of redis.scanStream({ match: `${prefix}*` }))
      if (keys.length) await redis.del(...keys);
  for (const r of [redis, down, probe]) r.disconnect();
});

test.skipIf(skip)("two processes' lead velocity limits count together in Redis", async () => {
  const [a, b] = [leadVelocity(1, { redis, prefix }), leadVelocity(1, { redis, prefix })];
  const who = { ip: "203.0.113.9", email: "Flood@Example.org", phone: "07700 900123" };
  const verdicts = [];
  for (let i = 0; i < LEAD_VELOCITY.perEmail; i++) verdicts.push(await (i % 2 ? b : a).check(who));
  assert.ok(
    verdicts.every((v) => !v.hold),
    "the first three leads go to movers, whichever process took them",
  );
  assert.equal((await b.check({ ...who, email: "flood@example.org" })).hold, true, "the fourth is held");
  const alone = leadVelocity(1, null);
  assert.equal((await alone.check(who)).hold, false, "a process without Redis counts only its own");
});

test("when Redis cannot be reached, a process still counts its own leads", async () => {
  const v = leadVelocity(1, { redis: down, prefix });
  const who = { ip: undefined, email: "offline@example.org" };
  for (let i = 0; i < LEAD_VELOCITY.perEmail; i++) assert.equal((await v.check(who)).hold, false);
  assert.equal((await v.check(who)).hold, true);
});

test.skipIf(skip)("a proof of work used on one process is refused on every other", async () => {
  const settings: PowSettings = { maxNumber: 50, secret: "s".repeat(40) };
  const challenge = await newChallenge(settings);
  const solution = await solveChallenge({ challenge, deriveKey });
  assert.ok(solution);
  const header = encodeProof(challenge, solution);
  assert.equal(await acceptProof({ ...settings, shared: { redis, prefix } }, header), true);
  assert.equal(
    await acceptProof({ ...settings, shared: { redis, prefix } }, header),
    false,
    "another process",
  );
  assert.equal(await redis.exists(`${prefix}pow:${challenge.signature}`), 1);
  assert.ok((await redis.pttl(`${prefix}pow:${challenge.signature}`)) > 0, "forgotten when it would expire");
});
