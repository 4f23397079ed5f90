// test-database: none (opens no test database: run once, in the PGlite stage)
// The bus between processes (lib/bus.ts): in-process, a message reaches the handlers at once; through Redis, it
// reaches every other process once and never comes back to its sender; a lost connection is reported as a gap
// and the subscriptions come back. The Redis half runs when Redis is reachable (TEST_REDIS_URL, default
// redis://127.0.0.1:6379) and prints why it is skipped otherwise.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { afterAll, test } from "vitest";
import { Redis } from "ioredis";
import { LocalBus, openSharedState, type SharedState } from "./bus.ts";

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
const quiet = { warn() {}, info() {} };

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const noRedis = (await redisReachable())
  ? false
  : `Redis is not reachable at ${REDIS_URL} (set TEST_REDIS_URL)`;
if (noRedis) console.log(`bus.test.ts: the Redis tests are skipped: ${noRedis}`);

/** waits until `check` holds: a message through Redis arrives a moment after it is published */
async function eventually(what: string, check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  assert.ok(check(), `never happened: ${what}`);
}

test("in one process a message reaches every handler of its channel at once, and only those", () => {
  const bus = new LocalBus();
  const heard: string[] = [];
  bus.subscribe("page-cache", (m) => heard.push(`first ${m}`));
  bus.subscribe("page-cache", () => {
    throw new Error("a broken handler");
  });
  bus.subscribe("page-cache", (m) => heard.push(`third ${m}`));
  bus.subscribe("live", (m) => heard.push(`live ${m}`));
  bus.publish("page-cache", "clear");
  assert.deepEqual(heard, ["first clear", "third clear"], "delivered before publish returns");
});

const opened: SharedState[] = [];
afterAll(async () => {
  for (const s of opened) await s.close();
});
const processLike = (prefix: string) => {
  const shared = openSharedState({ REDIS_URL, REDIS_PREFIX: prefix }, quiet);
  opened.push(shared);
  return shared;
};

test.skipIf(noRedis)(
  "through Redis a message reaches the other processes once and its sender once",
  async () => {
    const prefix = `rm-test-${randomBytes(4).toString("hex")}:`;
    const [a, b, elsewhere] = [processLike(prefix), processLike(prefix), processLike(`${prefix}other:`)];
    const heard = { a: [] as string[], b: [] as string[], elsewhere: [] as string[] };
    a.bus.subscribe("page-cache", (m) => heard.a.push(m));
    b.bus.subscribe("page-cache", (m) => heard.b.push(m));
    elsewhere.bus.subscribe("page-cache", (m) => heard.elsewhere.push(m));
    for (const s of [a, b, elsewhere]) assert.equal(await s.bus.ready(), true);

    a.bus.publish("page-cache", "clear after a write");
    assert.deepEqual(heard.a, ["clear after a write"], "the sender's own handlers run at once");
    await eventually("B hears A", () => heard.b.length === 1);
    b.bus.publish("page-cache", "second");
    await eventually("A hears B", () => heard.a.length === 2);
    assert.deepEqual(heard.a, ["clear after a write", "second"], "no echo of A's own message");
    assert.deepEqual(heard.b, ["clear after a write", "second"]);
    assert.deepEqual(heard.elsewhere, [], "another REDIS_PREFIX hears nothing");
  },
);

test.skipIf(noRedis)("a lost subscription is reported as a gap, and messages flow again", async () => {
  const prefix = `rm-test-${randomBytes(4).toString("hex")}:`;
  const [a, b] = [processLike(prefix), processLike(prefix)];
  const heard: string[] = [];
  let gaps = 0;
  b.bus.subscribe("live", (m) => heard.push(m));
  b.bus.onGap(() => gaps++);
  assert.equal(await b.bus.ready(), true);
  assert.equal(await a.bus.ready(), true);
  // B's subscriber connection drops (as when Redis restarts) and reconnects by itself
  (b.bus as unknown as { sub: Redis }).sub.disconnect(true);
  await eventually("B reports the gap", () => gaps === 1);
  assert.equal(await b.bus.ready(), true);
  a.bus.publish("live", "after the gap");
  await eventually("B hears A again", () => heard.includes("after the gap"));
});

test("without Redis the shared state is the process's own bus and no connection", async () => {
  const shared = openSharedState({ REDIS_URL: undefined, REDIS_PREFIX: "rm:" }, quiet);
  assert.equal(shared.redis, null);
  assert.ok(shared.bus instanceof LocalBus);
  assert.equal(await shared.bus.ready(), true);
  await shared.close();
});
