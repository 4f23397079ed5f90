// npm test: unit tests, the web build, API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is
// set), and e2e in Chromium against the built app (@playwright/test, e2e/playwright.config.ts). Each stage
// prints its tests' summary and how long it took; the run fails when any stage fails.
//
// Unit and API test files run TEST_CONCURRENCY at a time (scripts/run-tests.mjs), each API file on its own
// database made from one snapshot (PGlite) or template (PostgreSQL). The e2e suite runs beside the API
// tests, three spec files at once (E2E_WORKERS), and both keep the two cores busy to the end (docs/DECISIONS.md
// 2026-11-24 evening); its output is kept and printed when it ends. With TEST_STAGES_ONE_BY_ONE=1 the e2e suite runs after the API tests and the first failing stage stops the run.
// `node scripts/test.mjs api` (npm run test:api) runs only the named stages: unit, api, e2e.
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { failureTail } from "./failure-tail.mjs";

const started = Date.now();
const took = [];
const failed = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const oneByOne = process.env.TEST_STAGES_ONE_BY_ONE === "1";
// each failed test's error, written by the stages (scripts/run-tests.mjs; the e2e output's end here), is
// printed again just before the summary: a log read from its end says why the run failed
const failureLog = join(mkdtempSync(join(tmpdir(), "rm-test-failures-")), "failures.log");
process.env.RM_TEST_FAILURE_LOG = failureLog;
process.on("exit", () => {
  const failures = existsSync(failureLog) ? readFileSync(failureLog, "utf8").trim() : "";
  rmSync(dirname(failureLog), { recursive: true, force: true });
  if (failures) console.log(`\n=== why it failed ===\n${failures}`);
  console.log(`\n${[...took, `total: ${seconds(Date.now() - started)}`].join("\n")}`);
  if (failed.length) console.error(`failed: ${failed.join(", ")}`);
});

// A killed run (Ctrl-C, SIGTERM from CI, a closed terminal) leaves nothing running: each stage is started as the
// leader of its own process group, and a signal here is passed to every group that is still running — the e2e
// app that Playwright's global setup starts, the test workers and their databases' processes go with their stage.
const groups = new Set();
const track = (child) => {
  groups.add(child.pid);
  child.on("close", () => groups.delete(child.pid));
  return child;
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    for (const pid of groups) {
      try {
        process.kill(-pid, "SIGTERM");
      } catch {
        // that group has ended already
      }
    }
    console.error(`\nnpm test stopped by ${signal}`);
    process.exit(130);
  });
}

/**
 * A child process; resolves with its exit code and (with `capture`) its standard output. Never spawnSync
 * while a stage runs beside: this process must keep reading that stage's output.
 */
function exec(cmd, args, { env = {}, capture = false } = {}) {
  const child = track(
    spawn(cmd, args, {
      stdio: ["ignore", capture ? "pipe" : "inherit", "inherit"],
      env: { ...process.env, ...env },
      detached: true,
    }),
  );
  let stdout = "";
  child.stdout?.on("data", (d) => {
    stdout += d;
  });
  return new Promise((done) => child.on("close", (status) => done({ status, stdout: stdout.trim() })));
}

/** runs a stage in the foreground; a failure stops the run unless `keepGoing` */
async function run(label, cmd, args, env = {}, keepGoing = false) {
  console.log(`\n=== ${label} ===`);
  const t0 = Date.now();
  const { status } = await exec(cmd, args, { env });
  took.push(`${label}: ${seconds(Date.now() - t0)}`);
  if (status === 0) return true;
  console.error(`\n${label} failed`);
  failed.push(label);
  if (!keepGoing) process.exit(status ?? 1);
  return false;
}

/** runs a stage beside the others, its output kept in a file; resolves once it has ended and been printed */
function runBeside(label, cmd, args) {
  console.log(`\n=== ${label}: started beside the API tests, output when it ends ===`);
  const dir = mkdtempSync(join(tmpdir(), "rm-test-log-"));
  const log = join(dir, "output.log");
  const out = createWriteStream(log);
  const t0 = Date.now();
  // (e2e/playwright.config.ts: three spec files at once, E2E_WORKERS overrides)
  const child = track(spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], detached: true }));
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((done) => {
    child.on("close", (code) => {
      out.end(() => {
        took.push(`${label} (beside the API tests): ${seconds(Date.now() - t0)}`);
        const output = readFileSync(log, "utf8");
        console.log(`\n=== ${label} ===\n${output}`);
        // a test that passed only on its retry (e2e/playwright.config.ts) is named in the summary too
        const flaky = output.match(/^ {2}(\d+) flaky\n((?: {4}.+\n?)+)/m);
        if (flaky) took.push(`${label}: ${flaky[1]} flaky (passed on the retry):\n${flaky[2].trimEnd()}`);
        rmSync(dir, { recursive: true, force: true });
        if (code !== 0) {
          appendFileSync(failureLog, `✖ ${label}\n${failureTail(output)}\n\n`);
          console.error(`\n${label} failed`);
          failed.push(label);
        }
        done();
      });
    });
  });
}

// the e2e specs' screenshots are for people to look at (npm run test:e2e takes them): here nobody does, and
// ~120 full-page PNGs cost CPU the stages beside need (E2E_SCREENSHOTS=1 takes them)
process.env.E2E_SCREENSHOTS ??= "0";

const node = process.execPath;
const tsx = ["--import", "tsx"];
const stages = process.argv.slice(2);
const wanted = (stage) => stages.length === 0 || stages.includes(stage);

if (wanted("unit"))
  await run("unit tests (packages/domain, packages/content, the web app's components)", node, [
    "scripts/run-tests.mjs",
    "packages/domain/src",
    "packages/content/src",
    "apps/web/app",
  ]);

// before the API tests too: the server-side rendering tests read the build (web/shedding.test.ts,
// web/plain-forms.test.ts)
if (wanted("e2e") || wanted("api")) await run("web build", "npm", ["run", "build", "--silent"]);
const e2eLabel = "e2e tests in Chromium";
// @playwright/test with e2e/playwright.config.ts (it starts the app and the SMTP capture itself); its exit
// code is non-zero when any test fails or none is found
const e2eCommand = [node, ["node_modules/@playwright/test/cli.js", "test", "-c", "e2e/playwright.config.ts"]];
const e2e = wanted("e2e") && wanted("api") && !oneByOne ? runBeside(e2eLabel, ...e2eCommand) : null;

if (wanted("api")) await apiTests();
if (e2e) await e2e;
else if (wanted("e2e")) await run(e2eLabel, ...e2eCommand, {}, true);
process.exit(failed.length ? 1 : 0);

async function apiTests() {
  // with the e2e suite beside them, a failure does not stop the run: the e2e results still come
  const keepGoing = e2e !== null;
  const t0 = Date.now();
  const snapshot = await exec(node, [...tsx, "scripts/prepare-test-db.ts", "pglite"], { capture: true });
  took.push(`PGlite snapshot: ${seconds(Date.now() - t0)}`);
  if (snapshot.status !== 0) {
    failed.push("PGlite snapshot");
    if (!keepGoing) process.exit(1);
    return;
  }
  const snapshotPath = snapshot.stdout;
  // the snapshot and the files its seed wrote (seedDataDir in apps/api/src/test/database.ts)
  process.on("exit", () => {
    rmSync(snapshotPath, { force: true });
    rmSync(`${snapshotPath}.data`, { recursive: true, force: true });
  });
  // the PostgreSQL template is made while the PGlite stage runs when nothing stops the run before the
  // PostgreSQL stage (a stop in between would leave the template on the server): ~8 s off the API stages' path
  const makeTemplate = () => {
    const t = Date.now();
    return exec(node, [...tsx, "scripts/prepare-test-db.ts", "postgres"], { capture: true }).then((r) => ({
      ...r,
      ms: Date.now() - t,
    }));
  };
  const templateBeside = process.env.TEST_DATABASE_URL && keepGoing ? makeTemplate() : null;
  await run(
    "API tests on PGlite",
    node,
    ["scripts/run-tests.mjs", "apps/api/src"],
    { TEST_DB: "pglite", RM_PGLITE_SNAPSHOT: snapshotPath },
    keepGoing,
  );

  if (!process.env.TEST_DATABASE_URL) {
    console.log("\n(TEST_DATABASE_URL not set: API tests ran on PGlite only)");
    return;
  }
  const tpl = await (templateBeside ?? makeTemplate());
  took.push(`PostgreSQL template${templateBeside ? " (beside the PGlite stage)" : ""}: ${seconds(tpl.ms)}`);
  if (tpl.status !== 0) {
    failed.push("PostgreSQL template");
    if (!keepGoing) process.exit(1);
    return;
  }
  const template = tpl.stdout;
  const dropArgs = [...tsx, "scripts/prepare-test-db.ts", "drop-postgres", template];
  let dropped = false;
  // when the run stops on a failure (nothing runs beside by then, so spawnSync may block)
  process.on("exit", () => dropped || spawnSync(node, dropArgs, { stdio: "inherit" }));
  await run(
    "API tests on PostgreSQL",
    node,
    // the files that open no test database ran in the PGlite stage
    ["scripts/run-tests.mjs", "--database-files", "apps/api/src"],
    { TEST_DB: "postgres", RM_PG_TEMPLATE: template },
    keepGoing,
  );
  dropped = true;
  await exec(node, dropArgs);
}
