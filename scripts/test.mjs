// npm test: the web build, then the unit, component and API tests in one Vitest run (vitest.config.ts: the
// projects domain, content, web, api-pglite, and api-postgres when TEST_DATABASE_URL is set), and e2e in
// Chromium against the built app (@playwright/test, e2e/playwright.config.ts) beside it. Each stage prints its
// tests' summary and how long it took; the run fails when any stage fails.
//
// The API files start from one PGlite snapshot and one PostgreSQL template, made here beside the web build and
// removed at the end (apps/api/src/test/database.ts). The e2e suite runs beside the Vitest run, three spec files
// at once (E2E_WORKERS), and both keep the two cores busy to the end (docs/decisions/078-e2e-in-headless-shell.md); its
// output is kept and printed when it ends. With TEST_STAGES_ONE_BY_ONE=1 the e2e suite runs after the Vitest run
// and the first failing stage stops the run.
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
// leader of its own process group, and a signal here is passed to every group that is still running and to every
// process below this one, wherever its group (a test's `npm run dev` has a group of its own) — the e2e app that
// Playwright's global setup starts, the Vitest workers and what their tests started. What is still alive a
// moment later is killed.
const groups = new Set();
/** once a signal came: nothing more starts, and no stage's end moves the run on */
let stopping = false;
const track = (child) => {
  groups.add(child.pid);
  child.on("close", () => groups.delete(child.pid));
  return child;
};
/** the processes below this one (ps: every process's pid and parent) */
function descendants() {
  const out = spawnSync("ps", ["-A", "-o", "pid=,ppid="], { encoding: "utf8" }).stdout ?? "";
  const children = new Map();
  for (const line of out.trim().split("\n")) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const found = [];
  for (let i = 0, todo = [process.pid]; i < todo.length; i++)
    for (const c of children.get(todo[i]) ?? []) found.push(c) && todo.push(c);
  return found;
}
const signalAll = (pids, signal) => {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // that process or group has ended already
    }
  }
};
function stop(why) {
  if (stopping) return;
  stopping = true;
  const below = descendants();
  signalAll([...[...groups].map((pid) => -pid), ...below], "SIGTERM");
  console.error(`\nnpm test stopped: ${why}`);
  setTimeout(() => {
    signalAll([...[...groups].map((pid) => -pid), ...below, ...descendants()], "SIGKILL");
    process.exit(130);
  }, 3000);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(signal));
// `npm test` killed: npm ends without passing the signal on (its shell does not), and this process is handed to
// another parent
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop("its parent process ended"), 1000).unref();

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
  return new Promise((done) =>
    child.on("close", (status) => stopping || done({ status, stdout: stdout.trim() })),
  );
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
  console.log(`\n=== ${label}: started beside the Vitest run, output when it ends ===`);
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
      if (stopping) return;
      out.end(() => {
        took.push(`${label} (beside the Vitest run): ${seconds(Date.now() - t0)}`);
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
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const projects = [
  ...(wanted("unit") ? ["domain", "content", "web"] : []),
  ...(wanted("api") ? ["api-pglite", ...(onPostgres ? ["api-postgres"] : [])] : []),
];
const label = wanted("api")
  ? `unit and API tests (Vitest: ${projects.join(", ")})`
  : "unit tests (Vitest: packages/domain, packages/content, the web app's components)";

// the API files' databases are made while the web build runs; the build comes before the API tests: the
// server-side rendering tests read it (web/shedding.test.ts, web/plain-forms.test.ts)
const databases = wanted("api") ? prepareDatabases() : Promise.resolve({ env: {}, cleanUp: async () => {} });
if (wanted("e2e") || wanted("api")) await run("web build", "npm", ["run", "build", "--silent"]);
const e2eLabel = "e2e tests in Chromium";
// @playwright/test with e2e/playwright.config.ts (it starts the app and the SMTP capture itself); its exit
// code is non-zero when any test fails or none is found
const e2eCommand = [node, ["node_modules/@playwright/test/cli.js", "test", "-c", "e2e/playwright.config.ts"]];
const beside = wanted("e2e") && projects.length > 0 && !oneByOne;
const e2e = beside ? runBeside(e2eLabel, ...e2eCommand) : null;

if (projects.length) {
  const dbs = await databases;
  // with the e2e suite beside, a failure does not stop the run: the e2e results still come
  if (dbs) {
    const args = ["node_modules/vitest/vitest.mjs", "run", ...projects.flatMap((p) => ["--project", p])];
    await run(label, node, args, dbs.env, e2e !== null);
    await dbs.cleanUp();
  }
}
if (e2e) await e2e;
else if (wanted("e2e")) await run(e2eLabel, ...e2eCommand, {}, true);
process.exit(failed.length ? 1 : 0);

/** one `scripts/prepare-test-db.ts <kind>` run: what it printed, or null (the failure noted) */
async function prepare(what, kind) {
  const t0 = Date.now();
  const r = await exec(node, [...tsx, "scripts/prepare-test-db.ts", kind], { capture: true });
  took.push(`${what}: ${seconds(Date.now() - t0)}`);
  if (r.status === 0) return r.stdout;
  failed.push(what);
  return null;
}

/**
 * The PGlite snapshot (and, with TEST_DATABASE_URL, the PostgreSQL template) the API files start from: the
 * Vitest run's environment that names them, and `cleanUp` to remove them; null when one could not be made (the run then
 * stops, or goes on without the API tests when the e2e suite runs beside).
 */
async function prepareDatabases() {
  const [snapshot, template] = await Promise.all([
    prepare("PGlite snapshot", "pglite"),
    onPostgres ? prepare("PostgreSQL template", "postgres") : undefined,
  ]);
  // the snapshot and the files its seed wrote (seedDataDir in apps/api/src/test/database.ts)
  const removeSnapshot = () => {
    rmSync(snapshot, { force: true });
    rmSync(`${snapshot}.data`, { recursive: true, force: true });
  };
  if (snapshot) process.on("exit", removeSnapshot);
  const dropArgs = [...tsx, "scripts/prepare-test-db.ts", "drop-postgres", template];
  let dropped = !template;
  // when the run stops before the end (a failure, a signal): nothing runs beside by then, so spawnSync may block
  process.on("exit", () => dropped || spawnSync(node, dropArgs, { stdio: "inherit" }));
  if (!snapshot || template === null) {
    if (!(wanted("e2e") && !oneByOne)) process.exit(1);
    return null;
  }
  const cleanUp = async () => {
    removeSnapshot();
    if (template) await exec(node, dropArgs);
    dropped = true;
  };
  const env = { RM_PGLITE_SNAPSHOT: snapshot, ...(template ? { RM_PG_TEMPLATE: template } : {}) };
  return { env, cleanUp };
}
