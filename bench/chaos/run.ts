// npm run chaos: what happens to acknowledged requests when things fail (issues #20, #31). Starts what it needs
// — a private PostgreSQL cluster on its own port, an SMTP sink, the app (production mode) — runs each
// scenario, stops everything, and writes bench/results/chaos.json and chaos.md. A scenario passes only when
// no acknowledged request was lost and none was stored (or delivered) twice. Never part of npm test or CI.
// Each scenario has its file under scenarios/: 1 and 4 database.ts, 2 mail.ts, 3 stop.ts (HAProxy), 5
// redis.ts (Redis down; the app through PgBouncer), 6 s3.ts (the S3 server down).
//
//   npm run chaos                          the full run: 10,000 leads, a 2-minute mail outage
//   npm run chaos -- --quick               1,000 leads, a 20-second outage (while working on it)
//   npm run chaos -- --scenarios=1,4 --leads=2000 --mail-outage-s=30 --redis-outage-s=30 --s3-outage-s=30
import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { samplePostcodes } from "../lib/postcodes.ts";
import { cleanupAll, onCleanup } from "../lib/processes.ts";
import { BENCH_DIR, errorText, log, ROOT } from "../lib/util.ts";
import { type AppSetup, startApp, webBuildCopy } from "./app.ts";
import { startCluster } from "./cluster.ts";
import { CONNECTIONS, LEADS, MAIL_OUTAGE_S, SCENARIOS } from "./options.ts";
import { type ScenarioResult, writeReport } from "./report.ts";
import { scenarioRestart, scenarioSlowDatabase } from "./scenarios/database.ts";
import { scenarioMailOutage } from "./scenarios/mail.ts";
import { scenarioRedisDown } from "./scenarios/redis.ts";
import { scenarioS3Down } from "./scenarios/s3.ts";
import { scenarioStopUnderLoad } from "./scenarios/stop.ts";
import { startSink } from "./smtp-sink.ts";

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
  // processes of their own: their own Redis (and PgBouncer), their own S3 server
  await attempt(5, () => scenarioRedisDown(setup, db, postcodes, stamp));
  await attempt(6, () => scenarioS3Down(setup, db));
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
