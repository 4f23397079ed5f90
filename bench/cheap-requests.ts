// Issue #34: what the cheap requests cost the app process — a cached marketing page, a built JS asset (both
// with `accept-encoding: br, gzip`, as browsers send) and a postcode look-up — in CPU ms per request and
// requests/s, each alone under autocannon. One production app (bench/lib/app.ts), PostgreSQL when it answers.
//   node --import tsx bench/cheap-requests.ts            (BENCH_LABEL=before|after: which figures it records)
//   BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" …   to profile the app while it runs
// The figures are merged into bench/results/cheap-requests.json under the label, with the load average.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { prepareWebBuild, startApp } from "./lib/app.ts";
import { cpuSeconds } from "./lib/cpu.ts";
import { createBenchDatabase } from "./lib/database.ts";
import { autocompleteQueries, samplePostcodes } from "./lib/postcodes.ts";
import { cleanupAll } from "./lib/processes.ts";
import { BENCH_DIR, log, round, sleep } from "./lib/util.ts";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 6);
const CONNECTIONS = 10;
const LABEL = process.env.BENCH_LABEL ?? "after";
const OUT = resolve(BENCH_DIR, "results/cheap-requests.json");
const BROWSER = { "accept-encoding": "br, gzip" };

interface ClassFigures {
  requests: number;
  rps: number;
  cpuMsPerRequest: number;
  non2xx: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

/** Sends `paths` in turn for `seconds` and returns what the app process spent on them. */
async function measure(base: string, pid: number, paths: string[], headers: Record<string, string>) {
  let i = 0;
  const opts = {
    url: base,
    connections: CONNECTIONS,
    requests: [
      {
        setupRequest: (req: object) => ({ ...req, method: "GET", path: paths[i++ % paths.length], headers }),
      },
    ],
  };
  await autocannon({ ...opts, duration: 2 }); // warm-up: the JIT, the page cache, the file descriptors
  const cpu0 = cpuSeconds(pid);
  const r = await autocannon({ ...opts, duration: SECONDS });
  const cpu = cpuSeconds(pid) - cpu0;
  const figures: ClassFigures = {
    requests: r.requests.total,
    rps: round(r.requests.total / SECONDS, 0),
    cpuMsPerRequest: round((cpu * 1000) / Math.max(1, r.requests.total), 3),
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
  };
  return figures;
}

async function main() {
  const stamp = `cheap${Date.now()}`;
  const web = await prepareWebBuild(stamp);
  const db = await createBenchDatabase(stamp);
  const app = await startApp(db, web.dir);
  const html = await (await fetch(`${app.base}/login`)).text();
  const script = html.match(/\/assets\/[\w.-]+\.js/g)?.[0];
  if (!script) throw new Error("no script on /login");
  const pages = ["/", "/camden-removals", "/faqs", "/services/house-removals"];
  for (const p of pages) await (await fetch(`${app.base}${p}`, { headers: BROWSER })).arrayBuffer();
  const queries = autocompleteQueries(samplePostcodes(400)).map(
    (q) => `/api/autocomplete/postcode?query=${encodeURIComponent(q)}`,
  );
  await sleep(2000);
  const results: Record<string, ClassFigures> = {};
  const idle0 = cpuSeconds(app.pid);
  await sleep(3000);
  const idleMsPerS = round(((cpuSeconds(app.pid) - idle0) * 1000) / 3, 1);
  const loadBefore = loadavg().map((n) => round(n, 2));
  log(`cached page ×${pages.length}`);
  results["page (cached, br)"] = await measure(app.base, app.pid, pages, BROWSER);
  log(`asset ${script}`);
  results["asset (JS, br)"] = await measure(app.base, app.pid, [script], BROWSER);
  log("postcode look-up");
  results["postcode look-up"] = await measure(app.base, app.pid, queries, {});
  const loadAfter = loadavg().map((n) => round(n, 2));
  await app.stop();
  const previous = existsSync(OUT) ? (JSON.parse(readFileSync(OUT, "utf8")) as Record<string, unknown>) : {};
  const run = {
    at: new Date().toISOString(),
    database: app.database,
    seconds: SECONDS,
    connections: CONNECTIONS,
    cpu: "the app process only (user + system, /proc), during the measured run; idle not subtracted",
    appIdleCpuMsPerSecond: idleMsPerS,
    loadAverage: { before: loadBefore, after: loadAfter },
    classes: results,
  };
  writeFileSync(OUT, `${JSON.stringify({ ...previous, [LABEL]: run }, null, 2)}\n`);
  console.log(JSON.stringify(run, null, 2));
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
