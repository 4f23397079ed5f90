// The lead-intake comparison on its own (the "Lead intake" rows of `npm run bench`, in a minute or two
// instead of 10–15): the app on a fresh database, POST /api/client/register against the one-INSERT ceiling
// at 32 connections in the same run, then the stored leads counted against the 2xx answers.
//   node --import tsx bench/intake.ts        → bench/results/intake.json, and a line on stdout
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { prepareWebBuild, startApp } from "./lib/app.ts";
import { createBenchDatabase } from "./lib/database.ts";
import { countRunLeads, openAppDatabase } from "./lib/db-access.ts";
import { samplePostcodes } from "./lib/postcodes.ts";
import { cleanupAll } from "./lib/processes.ts";
import { LEAD_CONNECTIONS, leadSection } from "./lib/sections.ts";
import { BENCH_DIR, log, round } from "./lib/util.ts";

const load = () =>
  loadavg()
    .map((x) => round(x, 2))
    .join(" ");

async function main() {
  process.env.NODE_ENV ??= "production";
  const startedAt = new Date();
  const stamp = startedAt.toISOString().replace(/\D/g, "").slice(0, 14);
  const loadAtStart = load();
  const web = await prepareWebBuild(stamp);
  const db = await createBenchDatabase(stamp);
  const app = await startApp(db, web.dir);
  const postcodes = samplePostcodes(400).map((p) => p.postcode);
  const run = await leadSection(app.base, postcodes, stamp);
  if ("skipped" in run) throw new Error(run.skipped);
  await app.stop();
  const database = await openAppDatabase(db);
  const stored = await countRunLeads(database, stamp).finally(() => database.close());
  const answered2xx = run.register.warmup2xx + run.register.ok2xx;
  const result = {
    startedAt: startedAt.toISOString(),
    database: db.note,
    loadAverage: { start: loadAtStart, end: load() },
    connections: LEAD_CONNECTIONS,
    intake: run.register,
    ceiling: run.ceiling,
    throughputRatio: round(run.register.rps / run.ceiling.rps, 2),
    p99Ratio: round(run.register.p99 / run.ceiling.p99, 2),
    storedLeads: stored,
    answered2xx,
    otherOutcomes:
      run.register.warmupOther + run.register.non2xx + run.register.errors + run.register.timeouts,
    /** issue #20: ≥ 0.5 × the ceiling's throughput and p99 ≤ 1.5 × the ceiling's, every 2xx lead stored */
    target: "≥ 0.5 × ceiling, p99 ≤ 1.5 × ceiling's, stored = 2xx",
    verdict: "",
  };
  const meets =
    run.register.rps >= 0.5 * run.ceiling.rps &&
    run.register.p99 <= 1.5 * run.ceiling.p99 &&
    stored === answered2xx;
  result.verdict = meets ? "PASS" : "MISS";
  const dir = join(BENCH_DIR, "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "intake.json"), `${JSON.stringify(result, null, 2)}\n`);
  log(
    `lead intake ${run.register.rps} req/s p99 ${run.register.p99} ms; ceiling ${run.ceiling.rps} req/s p99 ${run.ceiling.p99} ms; ` +
      `throughput ${result.throughputRatio} ×, p99 ${result.p99Ratio} ×; stored ${stored} = 2xx ${answered2xx}; ` +
      `load ${loadAtStart} → ${result.loadAverage.end}; ${result.verdict}`,
  );
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
