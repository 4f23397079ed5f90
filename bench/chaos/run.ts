// npm run chaos: what happens to acknowledged requests when things fail (issue #20). Starts what it needs
// — a private PostgreSQL cluster on its own port, an SMTP sink, the app (production mode) — runs each
// scenario, stops everything, and writes bench/results/chaos.json and chaos.md. A scenario passes only when
// no acknowledged request was lost and none was stored (or delivered) twice. Never part of npm test or CI.
//
//   npm run chaos                          the full run: 10,000 leads, a 2-minute mail outage
//   npm run chaos -- --quick               1,000 leads, a 20-second outage (while working on it)
//   npm run chaos -- --scenarios=1,4 --leads=2000 --mail-outage-s=30
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { benchPowEnv } from "../lib/pow.ts";
import { samplePostcodes } from "../lib/postcodes.ts";
import { cleanupAll, onCleanup, outputTail, startChild, stopChild, waitForUrl } from "../lib/processes.ts";
import { BENCH_DIR, errorText, freePort, log, quantile, ROOT, round, sleep } from "../lib/util.ts";
import { type Cluster, startCluster } from "./cluster.ts";
import { type LeadLoadResult, leadLoad } from "./load.ts";
import { type ScenarioResult, writeReport } from "./report.ts";
import { type Sink, startSink } from "./smtp-sink.ts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const quick = process.argv.includes("--quick");
const LEADS = Number(arg("leads") ?? (quick ? 1000 : 10_000));
const CONNECTIONS = Number(arg("connections") ?? 32);
const MAIL_OUTAGE_S = Number(arg("mail-outage-s") ?? (quick ? 20 : 120));
const SLOW_DB_S = Number(arg("slow-db-s") ?? 15);
const SCENARIOS = (arg("scenarios") ?? "1,2,3,4").split(",").map(Number);

/**
 * The server mounts the pages too (main.ts), so it needs a web build; only the API is loaded here, so any
 * build will do: a private copy of apps/web/build (others may rebuild it meanwhile), `npm run build` when
 * there is none.
 */
function webBuildCopy(stamp: string): string {
  const shared = join(ROOT, "apps/web/build");
  if (!existsSync(join(shared, "server/index.js"))) {
    log("no web build: npm run build");
    execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
  }
  // beside the shared build's own node_modules resolution (bench/node_modules holds other versions)
  const dir = join(ROOT, "node_modules/.cache/rm-bench", `web-build-chaos-${stamp}`);
  onCleanup("remove the web build copy", () => rmSync(dir, { recursive: true, force: true }));
  cpSync(shared, dir, { recursive: true });
  return dir;
}

interface App {
  base: string;
  stop: () => Promise<void>;
  output: () => string;
}

interface AppSetup {
  dbUrl: string;
  sink: Sink;
  webBuildDir: string;
  dataDir: string;
  /** what several processes share (rate limits, the page cache's emptying) */
  redisPrefix: string;
}

async function startApp(setup: AppSetup, name = "app"): Promise<App & { port: number; pid: number }> {
  const { dbUrl, sink, webBuildDir, dataDir } = setup;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startChild(name, ["--import", "tsx", "apps/api/src/main.ts"], {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: base,
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    LOG_LEVEL: "error",
    RATE_LIMIT_FACTOR: "100000",
    SEED_DEMO: "true",
    SEED_DEMO_LEADS: "false",
    IMPORT_LONDON_POSTCODES: "true",
    // the product's own statement time limit and outbox poll; load shedding off: on this shared machine (load
    // average 30 and more) the event loop's lag is the neighbours' as much as the app's, and each shed request
    // would count as failed (faults.test.ts proves the shedding)
    DATABASE_STATEMENT_TIMEOUT_MS: "",
    EVENT_LOOP_MAX_DELAY_MS: "0",
    // several processes (scenario 3) share Redis, as deploy/ runs them; a prefix of this run's own
    REDIS_URL: process.env.CHAOS_REDIS_URL ?? "redis://127.0.0.1:6379",
    REDIS_PREFIX: setup.redisPrefix,
    // behind HAProxy (scenario 3) the visitor's address comes from the proxy
    TRUST_PROXY: "127.0.0.1",
    ...benchPowEnv(),
    WEB_BUILD_DIR: webBuildDir,
  });
  log(`starting ${name} on ${base}`);
  await waitForUrl(child, `${base}/api/ready`, 3 * 60_000);
  return {
    base,
    port,
    pid: child.pid ?? 0,
    stop: () => stopChild(child, 20_000),
    output: () => outputTail(child),
  };
}

/** HAProxy with the committed deploy/haproxy.cfg, its addresses from the environment (as the file allows). */
async function startProxy(apps: { port: number }[]) {
  const port = await freePort();
  const stats = await freePort();
  const spare = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    RM_PROXY_PORT: String(port),
    RM_PROXY_STATS: `127.0.0.1:${stats}`,
    RM_APP1: `127.0.0.1:${apps[0]!.port}`,
    RM_APP2: `127.0.0.1:${apps[1]!.port}`,
    // the file's two spare servers: ports nothing listens on (marked down by the health check)
    RM_APP3: `127.0.0.1:${spare[0]}`,
    RM_APP4: `127.0.0.1:${spare[1]}`,
  };
  const child = spawn("haproxy", ["-f", join(ROOT, "deploy/haproxy.cfg"), "-db"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // not installed (ENOENT) or not startable: this scenario fails with that reason, the others still report
  let spawnError: Error | null = null;
  child.once("error", (err: NodeJS.ErrnoException) => {
    spawnError =
      err.code === "ENOENT"
        ? new Error("HAProxy is not installed (Debian: apt-get install -y haproxy; see the README)")
        : err;
  });
  let output = "";
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, sleep(5000)]);
  };
  onCleanup("stop HAProxy", stop);
  const base = `http://127.0.0.1:${port}`;
  // both processes up behind it (the health check marks a server up after two good checks)
  const until = Date.now() + 30_000;
  for (;;) {
    const page = await fetch(`http://127.0.0.1:${stats}/;csv`).then(
      (r) => r.text(),
      () => "",
    );
    const up = page.split("\n").filter((l) => /^app,app[12],/.test(l) && l.split(",")[17] === "UP").length;
    if (up === 2) break;
    if (spawnError) throw spawnError;
    if (Date.now() > until || child.exitCode !== null)
      throw new Error(`HAProxy did not see both processes up:\n${output}`);
    await sleep(300);
  }
  log(`HAProxy on ${base} in front of two processes`);
  return { base, stop, output: () => output };
}

/** Leads of this run stored in the database, by lead number, from their emails (`….{runId}.{i}@…`). */
async function storedLeads(db: pg.Pool, runId: string) {
  const r = await db.query<{ email: string; n: number }>(
    `select details->>'email' as email, count(*)::int as n from leads
     where details->>'email' like $1 group by 1`,
    [`%.${runId}.%`],
  );
  const byLead = new Map<number, number>();
  for (const row of r.rows) {
    const i = Number(row.email.match(new RegExp(`\\.${runId}\\.(\\d+)@`))?.[1]);
    byLead.set(i, (byLead.get(i) ?? 0) + row.n);
  }
  return byLead;
}

/** The lead scenarios' figures: every acknowledged lead stored, none twice. */
async function leadFigures(db: pg.Pool, load: LeadLoadResult) {
  const stored = await storedLeads(db, load.runId);
  let rows = 0;
  let duplicates = 0;
  for (const n of stored.values()) {
    rows += n;
    duplicates += n - 1;
  }
  const lost = load.acked.filter((i) => !stored.has(i)).length;
  return {
    sent: load.sent,
    acknowledged: load.acknowledged,
    stored: rows,
    duplicates,
    lost,
    failed: load.failed,
  };
}

/** Polls /api/ready every 100 ms until stopped: how often it said not ready, and whether it came back. */
function watchReady(base: string) {
  const seen = { ready: 0, notReady: 0, noAnswer: 0, lastStatus: 0 };
  let on = true;
  const done = (async () => {
    while (on) {
      try {
        const r = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(10_000) });
        await r.arrayBuffer();
        seen.lastStatus = r.status;
        if (r.status === 200) seen.ready++;
        else seen.notReady++;
      } catch {
        seen.noAnswer++;
        seen.lastStatus = 0;
      }
      await sleep(100);
    }
  })();
  return {
    seen,
    stop: async () => {
      on = false;
      await done;
    },
  };
}

async function waitUntilReady(base: string, maxMs = 60_000) {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await sleep(200);
  }
  return false;
}

async function pendingMail(db: pg.Pool, fromId = 0) {
  const r = await db.query<{ n: number }>(
    "select count(*)::int as n from outbox where status = 'pending' and id > $1 and next_attempt_at < now() + interval '1 hour'",
    [fromId],
  );
  return r.rows[0]!.n;
}

async function waitForMail(db: pg.Pool, fromId: number, maxS: number) {
  const t0 = Date.now();
  for (;;) {
    const n = await pendingMail(db, fromId);
    if (n === 0 || Date.now() - t0 > maxS * 1000)
      return { pending: n, s: Math.round((Date.now() - t0) / 1000) };
    await sleep(1000);
  }
}

/** Mail figures for outbox rows after `fromId`: queued, marked sent, received by the sink, twice, lost. */
async function mailFigures(db: pg.Pool, sink: Sink, fromId: number) {
  const rows = (
    await db.query<{ id: string; status: string; attempts: number }>(
      "select id, status, attempts from outbox where id > $1",
      [fromId],
    )
  ).rows;
  const receivedById = new Map<number, number>();
  for (const [messageId, n] of sink.received) {
    const id = Number(messageId.match(/^<outbox-(\d+)-/)?.[1]);
    if (id > fromId) receivedById.set(id, (receivedById.get(id) ?? 0) + n);
  }
  let acknowledged = 0;
  let failedAttempts = 0;
  let lost = 0;
  let duplicates = 0;
  let notYet = 0;
  for (const row of rows) {
    const id = Number(row.id);
    const got = receivedById.get(id) ?? 0;
    if (row.status === "sent") {
      acknowledged++;
      failedAttempts += row.attempts - 1;
      if (got === 0) lost++;
    } else {
      failedAttempts += row.attempts;
      if (row.status === "failed") lost++;
      else notYet++;
    }
    if (got > 1) duplicates += got - 1;
  }
  return {
    sent: rows.length,
    acknowledged,
    stored: receivedById.size,
    duplicates,
    lost,
    failed: failedAttempts,
    pending: notYet,
  };
}

async function maxOutboxId(db: pg.Pool) {
  return Number((await db.query<{ n: string }>("select coalesce(max(id), 0) as n from outbox")).rows[0]!.n);
}

// ---------------------------------------------------------------------------------------------------------

async function scenarioRestart(
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

async function scenarioMailOutage(app: App, sink: Sink, db: pg.Pool, postcodes: string[], stamp: string) {
  log(`scenario 2: the SMTP sink refuses connections for ${MAIL_OUTAGE_S} s under load, then comes back`);
  const before = await waitForMail(db, 0, 600);
  if (before.pending) log(`${before.pending} earlier mails still pending: they are not counted`);
  const mailFrom = await maxOutboxId(db);
  await sink.refuse();
  const outageEnds = Date.now() + MAIL_OUTAGE_S * 1000;
  // a steady trickle of leads (each queues its mails) for as long as the outage lasts
  const load = await leadLoad({
    base: app.base,
    total: 1_000_000,
    connections: 2,
    postcodes,
    runId: `m${stamp}`,
    until: () => Date.now() >= outageEnds,
  });
  const refusedFor = MAIL_OUTAGE_S;
  await sink.resume();
  log(`SMTP sink back; ${load.acknowledged} leads acknowledged during the outage`);
  const drained = await waitForMail(db, mailFrom, 900);
  await sleep(2000);
  const mail = await mailFigures(db, sink, mailFrom);
  const leads = await leadFigures(db, load);
  log(`scenario 2: mail ${JSON.stringify(mail)}; leads ${JSON.stringify(leads)}`);
  return {
    id: 2,
    name: "Mail outage",
    what: `SMTP refuses connections for ${refusedFor} s while leads come in (2 connections), then comes back; figures are the outbox's mails (sent = queued, acknowledged = marked sent, stored = received by the sink)`,
    sent: mail.sent,
    acknowledged: mail.acknowledged,
    stored: mail.stored,
    duplicates: mail.duplicates,
    lost: mail.lost + mail.pending,
    failed: mail.failed,
    pass: mail.lost === 0 && mail.duplicates === 0 && mail.pending === 0 && leads.lost === 0,
    detail: { outageS: refusedFor, deliveredInSAfterOutage: drained.s, leads, stillPending: mail.pending },
  } satisfies ScenarioResult;
}

async function scenarioStopUnderLoad(
  app1: App & { port: number },
  setup: AppSetup,
  db: pg.Pool,
  postcodes: string[],
  stamp: string,
) {
  const total = Math.min(LEADS, 4000);
  log(
    `scenario 3: ${total} leads at ${CONNECTIONS} connections through HAProxy to two processes; one gets SIGTERM half-way`,
  );
  const app2 = await startApp(setup, "app2");
  const proxy = await startProxy([app1, app2]);
  let stoppedInMs: number | undefined;
  const statuses: Record<string, number> = {};
  const load = await leadLoad({
    base: proxy.base,
    total,
    connections: CONNECTIONS,
    postcodes,
    runId: `p${stamp}`,
    onAnswer: (s) => {
      statuses[s] = (statuses[s] ?? 0) + 1;
    },
    midway: {
      atFraction: 0.5,
      run: async () => {
        log(`SIGTERM to app2 (pid ${app2.pid})`);
        const t0 = Date.now();
        await app2.stop();
        stoppedInMs = Date.now() - t0;
        log(`app2 ended after ${stoppedInMs} ms`);
      },
    },
  });
  await proxy.stop();
  const figures = await leadFigures(db, load);
  const detail = {
    answers: statuses,
    failedBy: load.failedBy,
    failedSamples: load.samples,
    stoppedInMs,
    seconds: load.seconds,
    gaveUp: load.gaveUp,
  };
  log(`scenario 3: ${JSON.stringify(figures)} ${JSON.stringify(detail)}`);
  return {
    id: 3,
    name: "Stop under load",
    what: `${total} leads at ${CONNECTIONS} connections through HAProxy (deploy/haproxy.cfg) to two processes; one process gets SIGTERM half-way: it finishes its in-flight requests, the proxy sends the rest to the other`,
    ...figures,
    pass: figures.lost === 0 && figures.duplicates === 0 && figures.failed === 0 && load.gaveUp === 0,
    detail,
  } satisfies ScenarioResult;
}

async function scenarioSlowDatabase(app: App, db: pg.Pool, postcodes: string[], stamp: string) {
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

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const stamp = new Date()
    .toISOString()
    .replace(/[-:T.Z]/g, "")
    .slice(0, 14);
  const results: ScenarioResult[] = [];
  const notes: string[] = [];
  const cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query("create database rm_chaos");
  await admin.end();
  const dbUrl = cluster.url.replace(/\/postgres$/, "/rm_chaos");
  const db = new pg.Pool({ connectionString: dbUrl, max: 3 });
  db.on("error", () => {});
  onCleanup("close the harness's connections", () => db.end());
  const sink = await startSink();
  onCleanup("stop the SMTP sink", () => sink.stop());
  const setup: AppSetup = {
    dbUrl,
    sink,
    webBuildDir: webBuildCopy(stamp),
    dataDir: join(BENCH_DIR, ".tmp", `chaos-${stamp}`),
    redisPrefix: `rm-chaos-${stamp}:`,
  };
  const app = await startApp(setup);
  const postcodes = samplePostcodes(400).map((p) => p.postcode);

  const attempt = async (id: number, run: () => Promise<ScenarioResult>) => {
    if (!SCENARIOS.includes(id)) return;
    try {
      results.push(await run());
    } catch (err) {
      log(`scenario ${id} failed to run: ${errorText(err)}\n${app.output()}`);
      notes.push(`scenario ${id} did not run to the end: ${errorText(err)}`);
    }
  };
  await attempt(1, () => scenarioRestart(app, cluster, sink, db, postcodes, stamp));
  await attempt(2, () => scenarioMailOutage(app, sink, db, postcodes, stamp));
  await attempt(4, () => scenarioSlowDatabase(app, db, postcodes, stamp));
  // last: it stops a process
  await attempt(3, () => scenarioStopUnderLoad(app, setup, db, postcodes, stamp));
  await app.stop();

  // --merge: the scenarios of this run replace those of the same number in the results already written
  const earlier: ScenarioResult[] = process.argv.includes("--merge")
    ? (
        JSON.parse(readFileSync(join(BENCH_DIR, "results/chaos.json"), "utf8")) as {
          scenarios: ScenarioResult[];
        }
      ).scenarios
        .filter((s) => !results.some((r) => r.id === s.id))
        .map((s) => ({ ...s, detail: { ...s.detail, fromAnEarlierRun: true } }))
    : [];
  if (earlier.length)
    notes.push(
      `scenarios ${earlier.map((s) => s.id).join(", ")} are from an earlier run, merged with --merge (whoever merges says what changed since)`,
    );
  results.push(...earlier);
  writeReport({
    ranAt: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    postgres: cluster.version,
    leads: LEADS,
    connections: CONNECTIONS,
    mailOutageS: MAIL_OUTAGE_S,
    scenarios: results,
    notes,
    pass: results.length > 0 && results.every((r) => r.pass),
  });
}

const stopSignal = () => {
  void cleanupAll().then(() => process.exit(130));
};
process.on("SIGINT", stopSignal);
process.on("SIGTERM", stopSignal);

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanupAll();
    log(`done (${ROOT})`);
  });
