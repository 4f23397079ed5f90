// Scenario 5 (issue #31): Redis down for REDIS_OUTAGE_S under load, the app through PgBouncer (Debian's 1.18,
// transaction mode, named prepared statements off; migrations and the job system direct). The run's own
// redis-server on a free loopback port (never the machine's shared one), stopped and started again on the same
// port. Nothing acknowledged may be lost or stored twice, and the rate limits keep counting — in the process
// while Redis is away (lib/rate-limit-store.ts), in Redis again once it is back.
import { type ChildProcess, spawn } from "node:child_process";
import { Redis } from "ioredis";
import type pg from "pg";
import { startPgbouncer } from "../../../apps/api/src/test/pgbouncer.ts";
import { onCleanup } from "../../lib/processes.ts";
import { freePort, log, sleep } from "../../lib/util.ts";
import { type AppSetup, startApp } from "../app.ts";
import { leadFigures, mailFigures, maxOutboxId, waitForMail } from "../figures.ts";
import { leadLoad } from "../load.ts";
import { CONNECTIONS, REDIS_OUTAGE_S } from "../options.ts";
import type { ScenarioResult } from "../report.ts";

/** redis-server on `port`, nothing kept on disk; resolves once it answers PING */
async function startRedis(port: number) {
  const child: ChildProcess = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const spawnError = new Promise<never>((_, reject) =>
    child.once("error", (err: NodeJS.ErrnoException) =>
      reject(err.code === "ENOENT" ? new Error("redis-server is not installed (Debian: redis-server)") : err),
    ),
  );
  const answers = async () => {
    const probe = new Redis({ port, host: "127.0.0.1", lazyConnect: true, retryStrategy: () => null });
    probe.on("error", () => {});
    const pong = await probe.connect().then(
      () => probe.ping(),
      () => "",
    );
    probe.disconnect();
    return pong === "PONG";
  };
  const up = (async () => {
    for (let i = 0; i < 100; i++) {
      if (await answers()) return;
      await sleep(100);
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  })();
  await Promise.race([up, spawnError]);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
  onCleanup(`stop redis-server on ${port}`, stop);
  return { stop };
}

/** `n` requests to a rate-limited route nothing else calls: what each said was left of its limit */
async function countedLimit(base: string, n: number) {
  const left: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${base}/api/pow/challenge`);
    await res.arrayBuffer();
    left.push(Number(res.headers.get("x-ratelimit-remaining")));
  }
  // counted: each request used one more of the limit
  return { left, counted: left.every((v, i) => i === 0 || v === left[i - 1]! - 1) };
}

export async function scenarioRedisDown(setup: AppSetup, db: pg.Pool, postcodes: string[], stamp: string) {
  const connections = Math.max(4, Math.round(CONNECTIONS / 4));
  log(
    `scenario 5: Redis down for ${REDIS_OUTAGE_S} s while leads come in (${connections} connections), the app through PgBouncer`,
  );
  const redisPort = await freePort();
  let redis = await startRedis(redisPort);
  const pooler = await startPgbouncer(setup.dbUrl, 10);
  onCleanup("stop PgBouncer", () => pooler.stop());
  const prefix = `${setup.redisPrefix}s5:`;
  const app = await startApp(setup, "app-redis", {
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_PREFIX: prefix,
    DATABASE_URL: pooler.through(setup.dbUrl),
    DATABASE_DIRECT_URL: setup.dbUrl,
    DATABASE_NAMED_STATEMENTS: "false",
  });
  const mailFrom = await maxOutboxId(db);
  const t0 = Date.now();
  const outageFrom = t0 + 10_000;
  const loadEnds = outageFrom + REDIS_OUTAGE_S * 1000 + 10_000;
  const probes: Record<string, ReturnType<typeof countedLimit> extends Promise<infer R> ? R : never> = {};
  let keysAfter = 0;
  const statuses: Record<string, number> = {};
  const fault = (async () => {
    await sleep(outageFrom - Date.now());
    probes.before = await countedLimit(app.base, 5);
    log("stopping redis-server");
    await redis.stop();
    await sleep(1000);
    probes.whileDown = await countedLimit(app.base, 10);
    await sleep(outageFrom + REDIS_OUTAGE_S * 1000 - Date.now());
    redis = await startRedis(redisPort);
    log("redis-server back (empty: it kept nothing)");
    await sleep(3000);
    probes.after = await countedLimit(app.base, 5);
    const r = new Redis({ port: redisPort, host: "127.0.0.1", maxRetriesPerRequest: 1 });
    keysAfter = (await r.keys(`${prefix}rl:*`)).length;
    r.disconnect();
  })();
  const load = await leadLoad({
    base: app.base,
    total: 1_000_000,
    connections,
    postcodes,
    runId: `k${stamp}`,
    until: () => Date.now() >= loadEnds,
    onAnswer: (s) => {
      statuses[s] = (statuses[s] ?? 0) + 1;
    },
  });
  await fault;
  const figures = await leadFigures(db, load);
  const drained = await waitForMail(db, mailFrom, 600);
  await sleep(2000);
  const mail = await mailFigures(db, setup.sink, mailFrom);
  await app.stop();
  await redis.stop();
  const countedInProcess = probes.whileDown?.counted === true;
  const detail = {
    outageS: REDIS_OUTAGE_S,
    seconds: load.seconds,
    answers: statuses,
    failedBy: load.failedBy,
    failedSamples: load.samples,
    gaveUp: load.gaveUp,
    answeredOther5xx: load.other5xx,
    rateLimitLeft: probes,
    rateLimitKeysInRedisAfter: keysAfter,
    mail: { ...mail, drainedInS: drained.s },
    database:
      "through PgBouncer 1.18 (transaction mode, 10 server connections), named prepared statements off",
  };
  log(`scenario 5: ${JSON.stringify(figures)} ${JSON.stringify(detail)}`);
  return {
    id: 5,
    name: "Redis down",
    what: `leads at ${connections} connections for ${REDIS_OUTAGE_S + 20} s; the run's own redis-server stopped for ${REDIS_OUTAGE_S} s, then started again empty on the same port; the app reaches PostgreSQL through PgBouncer (transaction mode, named statements off). The rate limit of a route nothing else calls is read (x-ratelimit-remaining) before, during and after the outage`,
    ...figures,
    pass:
      figures.lost === 0 &&
      figures.duplicates === 0 &&
      load.gaveUp === 0 &&
      load.other5xx === 0 &&
      mail.lost === 0 &&
      mail.duplicates === 0 &&
      mail.pending === 0 &&
      countedInProcess &&
      probes.after?.counted === true &&
      keysAfter > 0,
    detail,
  } satisfies ScenarioResult;
}
