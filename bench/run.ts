// npm run bench: measures the product next to its ceilings on this machine, in one run, and writes
// bench/results/latest.json and latest.md. Starts everything it needs and stops it all afterwards.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus, freemem, loadavg, totalmem } from "node:os";
import { resolve } from "node:path";
import { appCompressesAssets, firstBlogPath, prepareWebBuild, resolvePage, startApp } from "./lib/app.ts";
import { type BenchDatabase, createBenchDatabase } from "./lib/database.ts";
import {
  addIntakeMovers,
  countRunLeads,
  openAppDatabase,
  openMatchingDatabase,
  runMatchStats,
  waitForOutboxDrain,
} from "./lib/db-access.ts";
import { currentExtras } from "./lib/extra-sections.ts";
import { toMarkdown } from "./lib/markdown.ts";
import { benchMatching, type MatchingResult } from "./lib/matching.ts";
import { startGzipProxy } from "./lib/gzip-proxy.ts";
import { CHROMIUM_PATH, lighthousePages, type PageTarget } from "./lib/pages.ts";
import { samplePostcodes } from "./lib/postcodes.ts";
import { cleanupAll } from "./lib/processes.ts";
import { buildAndServeFloor } from "./lib/react-floor.ts";
import {
  buildChecks,
  type LeadSection,
  type PagesSection,
  type Results,
  type Skippable,
  WHAT_IF_GZIP,
} from "./lib/report.ts";
import { LEAD_CONNECTIONS, leadSection, postcodeSection, ssrSection } from "./lib/sections.ts";
import { BENCH_DIR, elapsed, errorText, log, round } from "./lib/util.ts";

/** Time budget (s): the whole run must finish within 15 minutes. */
const MATCHING_START_BY = 480;
const LIGHTHOUSE_END_BY = 800;
/** Lighthouse runs per page (median); fewer if the time budget runs out, never fewer than 3. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

const PAGES: { name: string; path: string }[] = [
  { name: "home", path: "/" },
  { name: "service", path: "/services/house-removals" },
  { name: "borough", path: "/camden-removals" },
  { name: "faqs", path: "/faqs" },
  { name: "blog post", path: "" }, // first /blogs/ entry of /sitemap.xml
  { name: "wizard", path: "/free-quotes/wizard" },
];

/** In a closed loop the mean latency is connections ÷ throughput: what a 30 ms p99 would need. */
const closedLoopNote = (ceilingRps: number) =>
  `lead intake: with ${LEAD_CONNECTIONS} connections each waiting for its answer, mean latency = ${LEAD_CONNECTIONS} ÷ throughput, so p99 ≤ 30 ms needs more than ${Math.round(LEAD_CONNECTIONS / 0.03)} req/s; the bare INSERT ceiling does ${ceilingRps} req/s here`;

const failed = (err: unknown) => ({ skipped: `failed: ${errorText(err).split("\n")[0]}` });

async function main() {
  process.env.NODE_ENV ??= "production";
  const startedAt = new Date();
  const stamp = startedAt.toISOString().replace(/\D/g, "").slice(0, 14);
  const notes: string[] = [];
  const machine = {
    cpu: `${cpus()[0]?.model ?? "?"} × ${cpus().length}`,
    memory: `${round(totalmem() / 2 ** 30, 1)} GiB (${round(freemem() / 2 ** 30, 1)} free)`,
    node: process.version,
    "load average at start": loadavg()
      .map((x) => round(x, 2))
      .join(" "),
  } as Record<string, string | number>;

  const web = await prepareWebBuild(stamp);
  if (web.note) notes.push(web.note);
  const db: BenchDatabase = await createBenchDatabase(stamp);
  if (db.kind === "pglite")
    notes.push(`${db.note}; the lead-intake and matching targets are defined on PostgreSQL`);
  const app = await startApp(db, web.dir).catch((err) => {
    log(`the app did not start, trying once more: ${errorText(err).slice(0, 600)}`);
    const why = errorText(err).match(/^.*Error.*$/m)?.[0] ?? errorText(err).split("\n")[0];
    notes.push(`the app's first start failed (${why.trim()}); started it again`);
    return startApp(db, web.dir);
  });
  const points = samplePostcodes(400);
  const postcodes = points.map((p) => p.postcode);

  // server throughput first, while nothing else runs in the app; lead intake last (it queues mail)
  const postcodeResult = await postcodeSection(app.base, points).catch(failed);
  const ssrResult = await ssrSection(app.base, stamp).catch(failed);
  // the intake's leads are matched as on an ordinary day: movers and past leads added first (db-access.ts)
  if (postcodes.length) {
    const movers = await addIntakeMovers(db).catch(failed);
    notes.push(`lead intake: ${"skipped" in movers ? `no movers added (${movers.skipped})` : movers.note}`);
  }
  const leadRun = postcodes.length
    ? await leadSection(app.base, postcodes, stamp).catch(failed)
    : { skipped: "no postcodes to put in leads" };

  let leadIntake: Skippable<LeadSection>;
  const finishLeads = async () => {
    if ("skipped" in leadRun) return leadRun;
    const database = await openAppDatabase(db);
    try {
      const storedLeads = await countRunLeads(database, stamp);
      const m = await runMatchStats(database, stamp);
      notes.push(
        `lead intake: ${m.matchedLeads} of ${m.leads} leads matched, ${m.meanMatches} movers each on average`,
      );
      const answered2xx = leadRun.register.warmup2xx + leadRun.register.ok2xx;
      return {
        connections: LEAD_CONNECTIONS,
        register: leadRun.register,
        ceiling: leadRun.ceiling,
        ratio: leadRun.register.rps / leadRun.ceiling.rps,
        storedLeads,
        answered2xx,
        otherOutcomes:
          leadRun.register.warmupOther +
          leadRun.register.non2xx +
          leadRun.register.errors +
          leadRun.register.timeouts,
        storedMatches2xx: storedLeads === answered2xx,
        note: closedLoopNote(leadRun.ceiling.rps),
      };
    } finally {
      await database.close();
    }
  };
  // PGlite is one process's: count the leads only after the app has stopped
  if (db.kind === "postgres") {
    leadIntake = await finishLeads().catch(failed);
    // the intake queued two mails a lead: matching is timed once the app has sent them, not beside it
    const database = await openAppDatabase(db);
    try {
      const drained = await waitForOutboxDrain(database);
      log(`outbox drained in ${drained.s} s (${drained.pending} pending)`);
      notes.push(
        `matching was timed after the app had delivered the lead intake's mail (waited ${drained.s} s; ${drained.pending} still pending)`,
      );
    } finally {
      await database.close();
    }
  }

  let matching: MatchingResult;
  try {
    log("matching: fresh database, generated companies");
    const mdb = await openMatchingDatabase(stamp, db.kind);
    matching = await benchMatching(mdb.db, points, MATCHING_START_BY);
  } catch (err) {
    matching = failed(err);
  }
  if ("skipped" in matching) log(`matching skipped: ${matching.skipped}`);

  let pages: Skippable<PagesSection>;
  try {
    // a missing browser is a skipped section, not a crash (its spawn error is an event no promise catches)
    if (!existsSync(CHROMIUM_PATH))
      throw new Error(`no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`);
    const pageNotes: string[] = [];
    const targets: PageTarget[] = [];
    for (const p of PAGES) {
      let path = p.path;
      if (p.name === "blog post") {
        path = (await firstBlogPath(app.base)) ?? "";
        if (!path) {
          pageNotes.push("blog post skipped: no /blogs/ entry in /sitemap.xml");
          continue;
        }
      }
      const found = await resolvePage(`${app.base}${path}`);
      if (found.status !== 200)
        pageNotes.push(`${p.name} (${path}) skipped: ${found.error || `answers ${found.status}`}`);
      else {
        if (found.redirected)
          pageNotes.push(
            `${p.name}: ${path} redirects to ${new URL(found.url).pathname}${new URL(found.url).search}, measured there`,
          );
        targets.push({ name: p.name, url: found.url });
      }
    }
    const gzip = await appCompressesAssets(app.base);
    pageNotes.push(
      gzip
        ? "the app compresses its scripts; the React floor is served compressed too"
        : "the app sends its scripts uncompressed (no gzip/br); the React floor is served the same way",
    );
    // what-if: the home page with compression, when the app sends it without
    if (!gzip && targets.some((t) => t.name === "home")) {
      targets.push({ name: WHAT_IF_GZIP, url: await startGzipProxy(app.base) });
    }
    log("building React's floor page");
    const floor = await buildAndServeFloor(stamp, gzip);
    const lh = await lighthousePages([{ name: "React floor", url: floor.url }, ...targets], {
      maxRuns: LIGHTHOUSE_RUNS,
      minRuns: Math.min(3, LIGHTHOUSE_RUNS),
      deadlineS: LIGHTHOUSE_END_BY,
    });
    const [floorResult, ...pageResults] = lh.results;
    pages = {
      runsNote: lh.runsNote,
      chromium: lh.chromium,
      floor: floorResult,
      pages: pageResults,
      notes: pageNotes,
    };
  } catch (err) {
    pages = failed(err);
  }

  await app.stop();
  if (db.kind === "pglite") leadIntake = await finishLeads().catch(failed);
  await cleanupAll(); // servers, Chromium, databases, temp folders
  machine["load average at end"] = loadavg()
    .map((x) => round(x, 2))
    .join(" ");

  const finishedAt = new Date();
  const partial: Omit<Results, "checks"> = {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationSeconds: round(elapsed(), 0),
    machine,
    database: { kind: db.kind, note: db.note },
    notes,
    pages,
    leadIntake: leadIntake!,
    matching,
    postcodes: postcodeResult,
    ssr: ssrResult,
  };
  // issue #34's sections are measured by their own scripts: kept as they were
  const results: Results = { ...partial, checks: buildChecks(partial), extra: currentExtras() };
  const dir = resolve(BENCH_DIR, "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(resolve(dir, "latest.md"), toMarkdown(results));
  log(`wrote bench/results/latest.json and latest.md in ${round(elapsed(), 0)} s`);
  for (const c of results.checks) log(`${c.verdict.padEnd(7)} ${c.area}: ${c.figure}: ${c.measured}`);
}

let exitCode = 0;
for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, () => {
    log(`${sig}: stopping everything`);
    void cleanupAll().finally(() => process.exit(130));
  });
}
try {
  await main();
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await cleanupAll();
}
process.exit(exitCode);
