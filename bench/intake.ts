// The lead-intake comparison on its own (the "Lead intake" rows of `npm run bench` in a few minutes instead
// of 10–15): the app on a fresh database, POST /api/client/register against the one-INSERT ceiling at 32
// connections, then the stored leads counted against the 2xx answers. A third load, the write floor
// (POST /api/bench/insert-matched: the rows a matched intake writes in one statement, nothing read or checked),
// shows what the intake's own reads and logic cost beyond its writes. The loads alternate in short rounds
// (BENCH_INTAKE_ROUNDS, default 4, of BENCH_LOAD_SECONDS, default 5 s, each after its own warm-up), so that a
// shared machine's changing background load falls on all alike; the figures are the medians of
// the rounds' throughput and p99 and of their ratios. It also reports the server's CPU per request (the app
// and its PostgreSQL backends, from /proc), which that background load hardly moves.
//   node --import tsx bench/intake.ts        → bench/results/intake.json, and a line on stdout
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { databaseVariant, prepareWebBuild, startApp } from "./lib/app.ts";
import { ADMIN_URL, createBenchDatabase } from "./lib/database.ts";
import {
  addIntakeMovers,
  countRunLeads,
  openAppDatabase,
  runMatchStats,
  waitForOutboxDrain,
} from "./lib/db-access.ts";
import { assertValidLeads, leadRequests } from "./lib/leads.ts";
import { type LoadResult, load } from "./lib/load.ts";
import { samplePostcodes } from "./lib/postcodes.ts";
import { mintProofs } from "./lib/pow.ts";
import { cleanupAll } from "./lib/processes.ts";
import { LEAD_CONNECTIONS } from "./lib/sections.ts";
import { BENCH_DIR, log, median, round } from "./lib/util.ts";
import pg from "pg";

const ROUNDS = Number(process.env.BENCH_INTAKE_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
/** one proof of work per lead: more than the rounds send at ~1,000 leads/s */
const PROOFS = ROUNDS * (SECONDS + 4) * 1000;

const loadAverage = () =>
  loadavg()
    .map((x) => round(x, 2))
    .join(" ");

/** A process's /proc stat fields after its name (state is [0], ppid [1], utime [11] … cstime [14]); null when gone. */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, and with `children` its ended children's too. */
function cpuSeconds(pid: number, children = false): number {
  const f = statFields(pid);
  if (!f) return 0;
  const own = Number(f[11]) + Number(f[12]);
  return (children ? own + Number(f[13]) + Number(f[14]) : own) / 100;
}

/**
 * The PostgreSQL server's CPU so far: every process under its postmaster (backends, WAL writer, checkpointer,
 * autovacuum) and those that have ended (the postmaster's children's time) — so that a pool's connections
 * closed and opened between two readings lose nothing. The machine's other databases stay idle in the bench.
 */
function postgresCpu(postmaster: number): number {
  let sum = cpuSeconds(postmaster, true);
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const f = statFields(name);
    if (f && Number(f[1]) === postmaster) sum += (Number(f[11]) + Number(f[12])) / 100;
  }
  return sum;
}

/**
 * The server's CPU work so far: the app process and the PostgreSQL server (Linux, PostgreSQL only; null
 * otherwise) — per request, a figure the machine's other load hardly moves.
 */
async function serverCpu(port: string, dbName: string | null): Promise<{ app: number; db: number } | null> {
  if (!dbName || process.platform !== "linux") return null;
  const listening = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
  const appPid = Number(listening.match(/pid=(\d+)/)?.[1]);
  if (!appPid) return null;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const r = await admin.query<{ pid: number }>("select pg_backend_pid() as pid");
    const postmaster = Number(statFields(r.rows[0]!.pid)?.[1]);
    return { app: cpuSeconds(appPid), db: postgresCpu(postmaster) };
  } finally {
    await admin.end();
  }
}

/** CPU ms per request between two readings: the app's, its database backends', and both. */
function cpuPerRequest(from: { app: number; db: number }, to: { app: number; db: number }, requests: number) {
  const ms = (s: number) => round((s * 1000) / requests, 2);
  return {
    app: ms(to.app - from.app),
    db: ms(to.db - from.db),
    total: ms(to.app + to.db - from.app - from.db),
  };
}

const sent = (r: LoadResult) => r.requests + r.warmup2xx + r.warmupOther;

const brief = (r: LoadResult) => ({
  rps: r.rps,
  p50: r.p50,
  p99: r.p99,
  requests: r.requests,
  ok2xx: r.ok2xx,
  other: r.non2xx + r.errors + r.timeouts,
});

async function main() {
  process.env.NODE_ENV ??= "production";
  const startedAt = new Date();
  const stamp = startedAt.toISOString().replace(/\D/g, "").slice(0, 14);
  const loadAtStart = loadAverage();
  const web = await prepareWebBuild(stamp);
  const db = await createBenchDatabase(stamp);
  const app = await startApp(db, web.dir);
  log("adding movers, so that the load's leads are matched as on an ordinary day");
  const movers = await addIntakeMovers(db);
  log(movers.note);
  const postcodes = samplePostcodes(400).map((p) => p.postcode);
  assertValidLeads(postcodes, stamp);
  log(`solving ${PROOFS} proof-of-work challenges`);
  const proofs = await mintProofs(PROOFS);
  // one factory each for the whole run: every lead has its own Idempotency-Key and email
  const intakeRequest = leadRequests("/api/client/register", postcodes, stamp, proofs);
  const ceilingRequest = leadRequests("/api/bench/insert", postcodes, `${stamp}c`);
  const floorRequest = leadRequests("/api/bench/insert-matched", postcodes, `${stamp}f`);
  const rounds: {
    intake: LoadResult;
    ceiling: LoadResult;
    /** the write floor: a matched intake's rows in one statement, nothing read or checked (null: not run) */
    floor: LoadResult | null;
    load: string;
    /** server CPU ms per request sent (warm-ups included) */
    cpuMs: { intake: number; ceiling: number; floor: number | null } | null;
    /** the same split into the app process and its database backends */
    cpuSplit: {
      intake: ReturnType<typeof cpuPerRequest>;
      ceiling: ReturnType<typeof cpuPerRequest>;
      floor: ReturnType<typeof cpuPerRequest> | null;
    } | null;
  }[] = [];
  const port = new URL(app.base).port;
  const dbName = db.kind === "postgres" ? db.name : null;
  // after each load, the mail it queued is delivered before the next begins, so that each load's server CPU
  // includes its own mail and no other's (the intake and the write floor queue 7 a lead; PostgreSQL only)
  const outboxDb = db.kind === "postgres" ? await openAppDatabase(db) : null;
  const settle = async () => {
    if (outboxDb) await waitForOutboxDrain(outboxDb, 120);
  };
  /** one load at LEAD_CONNECTIONS, its mail delivered, and the server's CPU per request it took */
  const measured = async (path: string, request: ReturnType<typeof leadRequests>) => {
    const from = await serverCpu(port, dbName);
    const result = await load({
      url: `${app.base}${path}`,
      connections: LEAD_CONNECTIONS,
      request,
      seconds: SECONDS,
      exactCount: true,
    });
    await settle();
    const to = await serverCpu(port, dbName);
    return { result, cpu: from && to ? cpuPerRequest(from, to, sent(result)) : null };
  };
  // The write floor is a matched lead's: with the demo movers only (BENCH_INTAKE_MOVERS=0) the intake's leads
  // match nobody, and the floor's would all go to the same 8 movers' rows, one commit after another (7 req/s,
  // p99 5 s, measured) — a figure of nothing. It runs only beside matched leads.
  const withFloor = movers.movers > 0;
  for (let i = 1; i <= ROUNDS; i++) {
    log(
      `round ${i}/${ROUNDS}: lead intake, the INSERT ceiling${withFloor ? ", the write floor" : ""}, ${LEAD_CONNECTIONS} connections`,
    );
    const intake = await measured("/api/client/register", intakeRequest);
    const ceiling = await measured("/api/bench/insert", ceilingRequest);
    const floor = withFloor ? await measured("/api/bench/insert-matched", floorRequest) : null;
    const cpuSplit =
      intake.cpu === null || ceiling.cpu === null || floor?.cpu === null
        ? null
        : { intake: intake.cpu, ceiling: ceiling.cpu, floor: floor?.cpu ?? null };
    const cpuMs = cpuSplit && {
      intake: cpuSplit.intake.total,
      ceiling: cpuSplit.ceiling.total,
      floor: cpuSplit.floor?.total ?? null,
    };
    rounds.push({
      intake: intake.result,
      ceiling: ceiling.result,
      floor: floor?.result ?? null,
      load: loadAverage(),
      cpuMs,
      cpuSplit,
    });
  }
  await outboxDb?.close();
  await app.stop();
  const database = await openAppDatabase(db);
  const stored = await countRunLeads(database, stamp);
  const matches = await runMatchStats(database, stamp).finally(() => database.close());
  const answered2xx = rounds.reduce((n, r) => n + r.intake.warmup2xx + r.intake.ok2xx, 0);
  const med = (f: (r: (typeof rounds)[number]) => number) => median(rounds.map(f));
  const throughputRatio = med((r) => r.intake.rps / r.ceiling.rps);
  const p99Ratio = med((r) => r.intake.p99 / r.ceiling.p99);
  /** a median over the rounds of a floor figure (null without the floor) */
  const medFloor = (f: (r: (typeof rounds)[number], floor: LoadResult) => number) =>
    withFloor ? med((r) => f(r, r.floor!)) : null;
  const floorThroughputRatio = medFloor((r, f) => r.intake.rps / f.rps);
  const floorP99Ratio = medFloor((r, f) => r.intake.p99 / f.p99);
  const meets = throughputRatio >= 0.5 && p99Ratio <= 1.5 && stored === answered2xx;
  const result = {
    startedAt: startedAt.toISOString(),
    database: `${db.note}; the app: ${app.database}`,
    loadAverage: { start: loadAtStart, end: loadAverage() },
    connections: LEAD_CONNECTIONS,
    movers: movers.note,
    /** the run's stored leads, those matched to at least one mover, and the mean number of movers per lead */
    matches,
    rounds: rounds.map((r) => ({
      intake: brief(r.intake),
      ceiling: brief(r.ceiling),
      floor: r.floor && brief(r.floor),
      serverCpuMsPerRequest: r.cpuMs,
      serverCpuSplitMs: r.cpuSplit,
      loadAverage: r.load,
    })),
    intake: { rps: med((r) => r.intake.rps), p99: med((r) => r.intake.p99) },
    ceiling: { rps: med((r) => r.ceiling.rps), p99: med((r) => r.ceiling.p99) },
    /** the write floor (POST /api/bench/insert-matched): what a matched intake writes, nothing else */
    floor: withFloor ? { rps: medFloor((_, f) => f.rps)!, p99: medFloor((_, f) => f.p99)! } : null,
    /** the app's and its database backends' CPU per request (medians): intake, ceiling */
    serverCpuMsPerRequest: rounds.every((r) => r.cpuMs)
      ? {
          intake: med((r) => r.cpuMs!.intake),
          ceiling: med((r) => r.cpuMs!.ceiling),
          floor: withFloor ? med((r) => r.cpuMs!.floor!) : null,
        }
      : null,
    /** the same, the app process and its database backends apart (medians) */
    serverCpuSplitMs: rounds.every((r) => r.cpuSplit)
      ? {
          intake: { app: med((r) => r.cpuSplit!.intake.app), db: med((r) => r.cpuSplit!.intake.db) },
          ceiling: { app: med((r) => r.cpuSplit!.ceiling.app), db: med((r) => r.cpuSplit!.ceiling.db) },
          floor: withFloor
            ? { app: med((r) => r.cpuSplit!.floor!.app), db: med((r) => r.cpuSplit!.floor!.db) }
            : null,
        }
      : null,
    throughputRatio: round(throughputRatio, 2),
    p99Ratio: round(p99Ratio, 2),
    /** the intake against the write floor (not issue #20's target: what the intake's own reads and logic cost) */
    floorThroughputRatio: floorThroughputRatio === null ? null : round(floorThroughputRatio, 2),
    floorP99Ratio: floorP99Ratio === null ? null : round(floorP99Ratio, 2),
    storedLeads: stored,
    answered2xx,
    otherOutcomes: rounds.reduce(
      (n, r) => n + r.intake.warmupOther + r.intake.non2xx + r.intake.errors + r.intake.timeouts,
      0,
    ),
    target: "≥ 0.5 × ceiling's throughput, p99 ≤ 1.5 × ceiling's, stored = 2xx (issue #20)",
    verdict: meets ? "PASS" : "MISS",
  };
  const dir = join(BENCH_DIR, "results");
  mkdirSync(dir, { recursive: true });
  // issue #31: BENCH_POOLER=pgbouncer or BENCH_NAMED_STATEMENTS=false write a file of their own beside
  writeFileSync(join(dir, `intake${databaseVariant()}.json`), `${JSON.stringify(result, null, 2)}\n`);
  log(
    `lead intake ${result.intake.rps} req/s p99 ${result.intake.p99} ms; ceiling ${result.ceiling.rps} req/s p99 ${result.ceiling.p99} ms; ` +
      `throughput ${result.throughputRatio} ×, p99 ${result.p99Ratio} × (medians of ${ROUNDS} rounds); ` +
      (result.floor
        ? `write floor ${result.floor.rps} req/s p99 ${result.floor.p99} ms (intake ${result.floorThroughputRatio} × its throughput, p99 ${result.floorP99Ratio} ×); `
        : "no write floor (the leads matched nobody); ") +
      `server CPU per request ${JSON.stringify(result.serverCpuMsPerRequest)} ms (app/db ${JSON.stringify(result.serverCpuSplitMs)}); stored ${stored} = 2xx ${answered2xx}; ${matches.matchedLeads} of ${matches.leads} leads matched, ${matches.meanMatches} movers each on average (${movers.note}); load ${loadAtStart} → ${result.loadAverage.end}; ${result.verdict}`,
  );
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
