// Scenarios 1 and 4: the database restarted under load, and the database slow (a table's writes held up).
import type pg from "pg";
import { log, quantile, round, sleep } from "../../lib/util.ts";
import type { App } from "../app.ts";
import type { Cluster } from "../cluster.ts";
import {
  leadFigures,
  mailFigures,
  maxOutboxId,
  waitForMail,
  waitUntilReady,
  watchReady,
} from "../figures.ts";
import { leadLoad } from "../load.ts";
import { CONNECTIONS, LEADS, SLOW_DB_S } from "../options.ts";
import type { ScenarioResult } from "../report.ts";
import type { Sink } from "../smtp-sink.ts";

export async function scenarioRestart(
  app: App,
  cluster: Cluster,
  sink: Sink,
  db: pg.Pool,
  postcodes: string[],
  stamp: string,
) {
  log(`scenario 1: ${LEADS} leads at ${CONNECTIONS} connections, PostgreSQL restarted (fast) half-way`);
  const mailFrom = await maxOutboxId(db);
  const ready = watchReady(app.base);
  let restart: { downMs: number } | undefined;
  let readyDuringOutage = { notReady: 0, noAnswer: 0 };
  const statuses: Record<string, number> = {};
  const load = await leadLoad({
    base: app.base,
    total: LEADS,
    connections: CONNECTIONS,
    postcodes,
    runId: `r${stamp}`,
    onAnswer: (s) => {
      statuses[s] = (statuses[s] ?? 0) + 1;
    },
    midway: {
      atFraction: 0.5,
      run: async () => {
        const before = { ...ready.seen };
        log("restarting PostgreSQL (pg_ctl restart -m fast)");
        const r = await cluster.restart();
        restart = r;
        log(`PostgreSQL back after ${r.downMs} ms`);
        // readiness seen while the server was away (the poller may still be mid-request)
        await sleep(300);
        readyDuringOutage = {
          notReady: ready.seen.notReady - before.notReady,
          noAnswer: ready.seen.noAnswer - before.noAnswer,
        };
      },
    },
  });
  const recovered = await waitUntilReady(app.base);
  await ready.stop();
  const figures = await leadFigures(db, load);
  log(`scenario 1: ${JSON.stringify(figures)} in ${load.seconds} s; answers ${JSON.stringify(statuses)}`);
  const drained = await waitForMail(db, mailFrom, 600);
  await sleep(2000);
  const mail = await mailFigures(db, sink, mailFrom);
  const pass =
    figures.lost === 0 &&
    figures.duplicates === 0 &&
    load.gaveUp === 0 &&
    load.other5xx === 0 &&
    readyDuringOutage.notReady > 0 &&
    recovered;
  return {
    id: 1,
    name: "Database restart",
    what: `${LEADS} leads at ${CONNECTIONS} connections; PostgreSQL restarted with a fast shutdown half-way; failed requests retried with the same Idempotency-Key`,
    ...figures,
    pass,
    detail: {
      seconds: load.seconds,
      answers: statuses,
      failedBy: load.failedBy,
      failedSamples: load.samples,
      answered503WithRetryAfter: load.with503RetryAfter,
      answered503WithoutRetryAfter: load.without503RetryAfter,
      answeredOther5xx: load.other5xx,
      gaveUp: load.gaveUp,
      restartDownMs: restart?.downMs,
      readyDuringOutage,
      recoveredByItself: recovered,
      mail: { ...mail, drainedInS: drained.s },
    },
  } satisfies ScenarioResult;
}

export async function scenarioSlowDatabase(app: App, db: pg.Pool, postcodes: string[], stamp: string) {
  log(
    `scenario 4: writes to the leads table held up for ${SLOW_DB_S} s (a stuck transaction's lock) under load`,
  );
  const locker = await db.connect();
  const latencies503: number[] = [];
  /** when each 503 came, in ms from the moment the table was locked */
  const answered503At: number[] = [];
  const statuses: Record<string, number> = {};
  const health: number[] = [];
  let locked = true;
  let unlockAt = Number.POSITIVE_INFINITY;
  let unlock: Promise<void> | undefined;
  let probe: Promise<void> | undefined;
  const lock = async () => {
    await locker.query("begin");
    // SHARE: what a CREATE INDEX without CONCURRENTLY takes — reads go on, every write to leads waits
    await locker.query("lock table leads in share mode");
    unlockAt = Date.now() + SLOW_DB_S * 1000;
    unlock = (async () => {
      await sleep(SLOW_DB_S * 1000);
      await locker.query("rollback");
      locker.release();
      locked = false;
      log("lock released");
    })();
    // the process stays healthy: /api/health answers at once while requests wait on the database
    probe = (async () => {
      while (locked) {
        const t0 = performance.now();
        const ok = await fetch(`${app.base}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
          (r) => r.ok,
          () => false,
        );
        health.push(ok ? performance.now() - t0 : Number.POSITIVE_INFINITY);
        await sleep(200);
      }
    })();
  };
  const load = await leadLoad({
    onStart: lock,
    base: app.base,
    total: Math.min(LEADS, 2000),
    connections: CONNECTIONS,
    postcodes,
    runId: `s${stamp}`,
    onAnswer: (s, ms) => {
      statuses[s] = (statuses[s] ?? 0) + 1;
      if (s === 503 && Date.now() < unlockAt) latencies503.push(ms);
      if (s === 503) answered503At.push(Date.now() - (unlockAt - SLOW_DB_S * 1000));
    },
  });
  await unlock;
  await probe;
  const figures = await leadFigures(db, load);
  const limitMs = 5000;
  const detail = {
    answers: statuses,
    answered503WithRetryAfter: load.with503RetryAfter,
    answeredOther5xx: load.other5xx,
    answered503DuringTheLock: latencies503.length,
    first503AfterLockingMs: round(Math.min(...answered503At), 0),
    slowest503Ms: round(Math.max(0, ...latencies503), 0),
    median503Ms: round(quantile(latencies503, 0.5) || 0, 0),
    healthChecks: health.length,
    healthSlowestMs: round(Math.max(0, ...health), 0),
    statementTimeoutMs: limitMs,
    gaveUp: load.gaveUp,
  };
  log(`scenario 4: ${JSON.stringify(figures)} ${JSON.stringify(detail)}`);
  return {
    id: 4,
    name: "Slow database",
    what: `leads at ${CONNECTIONS} connections while a transaction holds a SHARE lock on the leads table for ${SLOW_DB_S} s (as a CREATE INDEX without CONCURRENTLY does: writes wait): statements over the ${limitMs / 1000}-s limit are cancelled and answered 503 with Retry-After; retried with the same key afterwards`,
    ...figures,
    pass:
      figures.lost === 0 &&
      figures.duplicates === 0 &&
      load.other5xx === 0 &&
      latencies503.length > 0 &&
      detail.slowest503Ms < 2 * limitMs + 2000 &&
      detail.healthSlowestMs < 1000,
    detail,
  } satisfies ScenarioResult;
}
