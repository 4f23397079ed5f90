// Issue #34: the whole site under a realistic mix, and lead intake open-loop. HAProxy (deploy/haproxy.cfg) in
// front of two app processes (production mode, load shedding on at the product's EVENT_LOOP_MAX_DELAY_MS) with
// a private PostgreSQL cluster (so that its CPU is ours alone), Redis, and an SMTP sink that receives the mail.
// The mix (lib/mix-classes.ts: the estimate and its sources) at 1×, 10×, 100× an estimate of all London
// removals traffic and once past capacity; each class alone (its CPU per request); then lead intake alone at
// 10 and 100 leads a second (every lead matched to 6 movers, its mail delivered during the load) next to the
// write floor (POST /api/bench/insert-matched) at the same rates.
//   node --import tsx bench/mix.ts   → results/mix.json and the `mix` and `intakeOpenLoop` sections of latest.*
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { startApp, startProxy, webBuildCopy } from "./chaos/app.ts";
import { startCluster } from "./chaos/cluster.ts";
import { startSink } from "./chaos/smtp-sink.ts";
import { openPostgres } from "../apps/api/src/db/client.ts";
import { DEMO_COMPANIES } from "../apps/api/src/seed/demo-accounts.ts";
import { insertLead, seedAppData, signIn } from "./lib/app-data.ts";
import { cpuSeconds, parentOf, postgresCpu } from "./lib/cpu.ts";
import { addPastLeads, waitForOutboxDrain } from "./lib/db-access.ts";
import { loadNow, saveExtraSection } from "./lib/extra-sections.ts";
import { generateCompanies } from "./lib/generate-companies.ts";
import { leadRequests } from "./lib/leads.ts";
import {
  classMakers,
  MARKETING_PAGES,
  type MixInputs,
  mixAt,
  PER_LEAD,
  totalRate,
} from "./lib/mix-classes.ts";
import { type ClassResult, type LoadClass, openLoop } from "./lib/open-loop.ts";
import { mintProofs } from "./lib/pow.ts";
import { autocompleteQueries, samplePostcodes } from "./lib/postcodes.ts";
import { cleanupAll } from "./lib/processes.ts";
import { mixMarkdown, intakeMarkdown, type Stage } from "./lib/mix-report.ts";
import { BENCH_DIR, log, round, sleep } from "./lib/util.ts";

const SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 30);
// 25×: below the CPU this machine has for the whole mix (about 37× on 2 cores, 2026-12-07), 100× past it
const FACTORS = (process.env.BENCH_MIX_FACTORS ?? "1,10,25,100").split(",").map(Number);
/** BENCH_MIX_TRIAL=1: the mix stages only (no past-capacity stage, no class alone, no intake), logged, not saved */
const TRIAL = Boolean(process.env.BENCH_MIX_TRIAL);
/** past capacity: this many times the estimate */
const OVER = Number(process.env.BENCH_MIX_OVER ?? 200);
const MOVERS = Number(process.env.BENCH_MIX_MOVERS ?? 10_000);

/** HAProxy's counters for the `app` backend (its stats page, CSV) */
async function proxyStats(url: string) {
  const csv = await (await fetch(url)).text();
  const [head, ...lines] = csv.replace(/^# /, "").split("\n");
  const names = head!.split(",");
  const row = lines.find((l) => l.startsWith("app,BACKEND,"))?.split(",") ?? [];
  const n = (k: string) => Number(row[names.indexOf(k)] ?? 0) || 0;
  return { chkdown: n("chkdown"), downtime: n("downtime"), qmax: n("qmax"), hrsp_5xx: n("hrsp_5xx") };
}

async function main() {
  const loadStart = loadNow();
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const cluster = await startCluster();
  const sink = await startSink();
  const setup = {
    dbUrl: cluster.url,
    sink,
    webBuildDir: webBuildCopy(stamp),
    dataDir: join(BENCH_DIR, ".tmp", `mix-${stamp}`),
    redisPrefix: `rm-mix-${stamp}:`,
  };
  // the product's shedding (chaos' apps turn it off), and the write floor's route
  const env = {
    EVENT_LOOP_MAX_DELAY_MS: process.env.BENCH_MIX_MAX_DELAY_MS ?? "1000",
    // the product's default unless a trial compares another window
    ...(process.env.BENCH_MIX_SAMPLE_MS ? { EVENT_LOOP_SAMPLE_MS: process.env.BENCH_MIX_SAMPLE_MS } : {}),
    BENCH_ENDPOINTS: "true",
  };
  const app1 = await startApp(setup, "app1", env);
  const app2 = await startApp(setup, "app2", env);
  const proxy = await startProxy([app1, app2]);
  const database = await openPostgres(cluster.url, 4);
  const { db } = database;

  log(`seeding: ${MOVERS} movers, the app pages' demo data, a pool of leads to quote, a month of history`);
  await generateCompanies(db, MOVERS, 2026);
  const data = await seedAppData(proxy.base, db);
  const quoteLeads = [];
  for (let i = 0; i < 700; i++) quoteLeads.push(await insertLead(db, data.clientId, data.companyIds, 1, i));
  const moverCookies = [data.cookies.mover];
  for (const c of DEMO_COMPANIES.slice(1, 6)) moverCookies.push(await signIn(proxy.base, c.email));
  await addPastLeads(db, 10_000);
  await db.execute(sql`analyze`);
  const html = await (await fetch(`${proxy.base}/login`)).text();
  const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:css|js)/g) ?? [])];
  const points = samplePostcodes(400);
  const proofs = await mintProofs(5000);
  const inputs: MixInputs = {
    data,
    moverCookies,
    quoteLeads,
    assets,
    postcodeQueries: autocompleteQueries(points),
    leadPostcodes: points.map((p) => p.postcode),
    proofs,
    runId: stamp,
  };
  const makers = classMakers(inputs);

  const backend = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: { pid: number }[];
  };
  const postmaster = parentOf(backend.rows[0]!.pid);
  const cpuNow = () => ({
    app: cpuSeconds(app1.pid) + cpuSeconds(app2.pid),
    db: postgresCpu(postmaster),
    proxy: cpuSeconds(proxy.pid),
  });
  const idleCpuPerS = await (async () => {
    const a = cpuNow();
    await sleep(5000);
    const b = cpuNow();
    return (b.app + b.db + b.proxy - a.app - a.db - a.proxy) / 5;
  })();

  const stage = async (label: string, classes: LoadClass[], seconds: number): Promise<Stage> => {
    const load = loadNow();
    const mails0 = sink.received.size;
    const c0 = cpuNow();
    const t0 = performance.now();
    log(
      `${label}: ${round(
        classes.reduce((a, c) => a + c.rate, 0),
        1,
      )} requests/s for ${seconds} s`,
    );
    const stats0 = await proxyStats(proxy.statsUrl);
    const results: ClassResult[] = await openLoop(proxy.base, classes, seconds);
    const c1 = cpuNow();
    const stats1 = await proxyStats(proxy.statsUrl);
    const mailsDuring = sink.received.size - mails0;
    const drained = await waitForOutboxDrain(database, 120);
    const c2 = cpuNow();
    const sent = results.reduce((a, r) => a + r.sent, 0);
    const perRequest = (x: typeof c0, y: typeof c0) => ({
      app: round(((y.app - x.app) * 1000) / sent, 2),
      db: round(((y.db - x.db) * 1000) / sent, 2),
      proxy: round(((y.proxy - x.proxy) * 1000) / sent, 2),
      total: round(((y.app + y.db + y.proxy - x.app - x.db - x.proxy) * 1000) / sent, 2),
    });
    const s: Stage = {
      label,
      seconds,
      load: `${load} → ${loadNow()}`,
      results,
      cpuMsPerRequest: perRequest(c0, c1),
      cpuMsPerRequestWithMail: perRequest(c0, c2),
      mailsDuring,
      mailsAfter: sink.received.size - mails0,
      drainS: drained.s,
      pendingAfter: drained.pending,
      wallS: round((performance.now() - t0) / 1000, 1),
      idleCpuMs: round(idleCpuPerS * 1000, 0),
      proxy: {
        serversMarkedDown: stats1.chkdown - stats0.chkdown,
        secondsWithNoServer: stats1.downtime - stats0.downtime,
        maxQueued: stats1.qmax,
        answered5xx: stats1.hrsp_5xx - stats0.hrsp_5xx,
      },
    };
    for (const r of results)
      log(
        `  ${r.name}: ${r.sent} sent, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors, ${r.shed} shed`,
      );
    log(
      `  CPU ms/request ${s.cpuMsPerRequest.total} (app ${s.cpuMsPerRequest.app}, db ${s.cpuMsPerRequest.db}); mail ${mailsDuring} during, ${s.mailsAfter} after`,
    );
    return s;
  };

  // a live site's marketing pages are in its processes' caches: each page from each process once
  for (const app of [app1, app2])
    for (const path of MARKETING_PAGES) await (await fetch(`${app.base}${path}`)).text();
  const mix: Stage[] = [];
  for (const f of FACTORS)
    mix.push(await stage(`${f}× (${round(totalRate(f), 1)} req/s)`, mixAt(makers, f), SECONDS));
  if (TRIAL) {
    log(mixMarkdown({ context: { idleCpuPerS, setup: "trial" }, mix, solo: [], intake: [] }).join("\n"));
    return;
  }
  mix.push(
    await stage(`${OVER}×, past capacity (${round(totalRate(OVER), 0)} req/s)`, mixAt(makers, OVER), 20),
  );
  // each class alone, at its 100× rate (at least 20 a second, so that its CPU shows above the idle processes')
  const solo: Stage[] = [];
  for (const c of mixAt(makers, 100))
    solo.push(await stage(`${c.name} alone`, [{ ...c, rate: Math.max(c.rate, 20) }], 5));

  const intakeRuns: Stage[] = [];
  const floor = leadRequests("/api/bench/insert-matched", inputs.leadPostcodes, `${stamp}f`);
  const intakeS = Number(process.env.BENCH_MIX_INTAKE_SECONDS ?? 0);
  for (const [rate, seconds] of [
    [10, intakeS || 30],
    [100, intakeS || 20],
  ] as const) {
    intakeRuns.push(
      await stage(
        `lead intake ${rate}/s`,
        [{ name: "lead intake", rate, next: makers["lead intake"] }],
        seconds,
      ),
    );
    intakeRuns.push(
      await stage(`write floor ${rate}/s`, [{ name: "write floor", rate, next: floor }], seconds),
    );
  }
  const matched = (await db.execute(sql`
    select count(*)::int as leads, count(*) filter (where n = 6)::int as six from (
      select l.id, (select count(*) from lead_matches m where m.lead_id = l.id) as n from leads l
      where l.details->>'email' like ${`%.${stamp}.%`}) x`)) as unknown as {
    rows: { leads: number; six: number }[];
  };
  await database.close();

  const context = {
    idleCpuPerS: round(idleCpuPerS, 3),
    perLead: PER_LEAD,
    assets: assets.length,
    leadsMatched: matched.rows[0],
    setup: `HAProxy (deploy/haproxy.cfg) → 2 app processes (production, EVENT_LOOP_MAX_DELAY_MS ${env.EVENT_LOOP_MAX_DELAY_MS}), private PostgreSQL ${cluster.version} (fsync on), Redis, SMTP sink; ${MOVERS} generated movers + the demo data of the app pages' bench`,
  };
  const out = { context, mix, solo, intake: intakeRuns };
  writeFileSync(resolve(BENCH_DIR, "results/mix.json"), `${JSON.stringify(out, null, 2)}\n`);
  const measuredAt = new Date().toISOString();
  // a trial run (BENCH_NO_SAVE=1) leaves latest.* alone
  if (!process.env.BENCH_NO_SAVE) saveSections(out, measuredAt, loadStart);
  log(mixMarkdown(out).join("\n"));
  log(intakeMarkdown(out).join("\n"));
}

function saveSections(out: Parameters<typeof mixMarkdown>[0], measuredAt: string, loadStart: string) {
  const { context, mix, solo, intake: intakeRuns } = out;
  saveExtraSection("mix", {
    title: "The whole site under a realistic mix (open loop, HAProxy, 2 processes)",
    measuredAt,
    load: { start: loadStart, end: loadNow() },
    markdown: mixMarkdown(out),
    data: { context, mix, solo },
  });
  saveExtraSection("intakeOpenLoop", {
    title: "Lead intake, open loop (10 and 100 leads a second)",
    measuredAt,
    load: { start: loadStart, end: loadNow() },
    markdown: intakeMarkdown(out),
    data: { context, intake: intakeRuns },
  });
}

try {
  await main();
} finally {
  await cleanupAll();
}
process.exit(0);
