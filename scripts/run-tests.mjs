// Runs every *.test.ts below the given folders with node's test runner (Node 20 has no --test globs).
// Usage: node scripts/run-tests.mjs [--serial] [--database-files] [--test-name-pattern=…] <folder or file>...
//
// TEST_CONCURRENCY processes run at once (default: one more than the cores, at least 2 — a file spends part
// of its time waiting on its database). Each process runs test files one after another, asking for the next
// when one ends (scripts/test-worker.mjs): the app's modules are imported once per process, not once per file
// (docs/DECISIONS.md "test files share a process"). Each file's tests are nested under its path and its
// `after` hooks close its app before the next file starts. A file whose first lines say
// "// test-own-process: <why>" gets a process of its own (none needs one today); TEST_SHARED_PROCESSES=0 gives
// every file its own, to tell a file's fault from a neighbour's. The slowest files start first (their times
// from the last run, kept in node_modules/.cache, else from scripts/test-times.json), so no long file starts
// last and runs on alone. A process's output is printed in one piece when it ends. --serial runs one file at
// a time, each in its own process, with its output as it comes. A file whose first lines say
// "// test-serial: <why>" runs alone after the others (none does today; write why when one must).
// --database-files leaves out the files whose first lines say "// test-database: none (<why>)": npm test runs
// the API files on PGlite, then again on PostgreSQL, and a file that opens no test database would only repeat
// itself.
import { spawn } from "node:child_process";
import {
  appendFileSync,
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { failureTail } from "./failure-tail.mjs";

const args = process.argv.slice(2);
const serial = args.includes("--serial");
// node's own test options (e.g. --test-name-pattern=…) go to every file
const nodeTestOptions = args.filter((a) => a.startsWith("--test-"));
const folders = args.filter((a) => !a.startsWith("--"));
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith(".test.ts") || name.endsWith(".test.tsx")) files.push(p);
  }
};
for (const f of folders) statSync(f).isDirectory() ? walk(f) : files.push(f);
files.sort();

const setting = process.env.TEST_CONCURRENCY;
const concurrency = serial ? 1 : setting ? Number(setting) : Math.max(2, availableParallelism() + 1);
if (!Number.isInteger(concurrency) || concurrency < 1) {
  console.error(`TEST_CONCURRENCY must be a whole number of at least 1, not "${setting}"`);
  process.exit(1);
}
/**
 * A file still running after this (TEST_FILE_TIMEOUT_MS; the slowest take about 2 minutes on a loaded
 * machine) has hung — a handle left open keeps its process alive after its last test — and is stopped and
 * counted as failed.
 */
const FILE_TIMEOUT_MS = Number(process.env.TEST_FILE_TIMEOUT_MS) || 5 * 60_000;
/** a shared process still alive this long after its last file has a handle left open (see FILE_TIMEOUT_MS) */
const EXIT_GRACE_MS = 30_000;
/** TEST_SHARED_PROCESSES=0 runs every file in a process of its own (to tell a file's fault from a neighbour's) */
const shared = process.env.TEST_SHARED_PROCESSES !== "0";
const workerScript = resolve(import.meta.dirname, "test-worker.mjs");

/** what the file's first lines (its first 2 KiB) say after `// <word>: `, or null when they do not */
const fileSays = (file, word) => {
  const fd = openSync(file, "r");
  const head = Buffer.alloc(2048);
  const n = readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  return new RegExp(`^// ${word}: (\\S.*)$`, "m").exec(head.subarray(0, n).toString("utf8"))?.[1] ?? null;
};
/** the file cannot share the machine with other test files */
const mustRunAlone = (file) => fileSays(file, "test-serial") !== null;
/** the file opens no test database, so a run on a second database (--database-files) leaves it out */
const usesNoDatabase = (file) => fileSays(file, "test-database")?.startsWith("none") ?? false;
/** the file cannot share its process with other test files */
const needsOwnProcess = (file) => fileSays(file, "test-own-process") !== null;
// the API files on the second database: those that open one ("// test-database: none" files ran on the first)
if (args.includes("--database-files"))
  files.splice(0, files.length, ...files.filter((f) => !usesNoDatabase(f)));
if (files.length === 0) {
  console.error(`no test files under ${folders.join(", ")}`);
  process.exit(1);
}

const timesFile = resolve(import.meta.dirname, "../node_modules/.cache/rm-test-times.json");
/**
 * Each file's ms in a CI run (scripts/test-times.json, committed): a fresh clone has no times of its own yet,
 * and in alphabetical order the slowest API file (security/http-hardening) started near the end and ran on
 * alone for a minute. This machine's own times, once it has run the tests, come first.
 */
const committedTimes = resolve(import.meta.dirname, "test-times.json");
const readTimes = (file) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return {};
  }
};
const lastTimes = { ...readTimes(committedTimes), ...readTimes(timesFile) };
// unknown (new) files first, then the slowest
const byLastTime = (a, b) => (lastTimes[b] ?? Infinity) - (lastTimes[a] ?? Infinity) || a.localeCompare(b);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const totals = { tests: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0, todo: 0 };
const took = {};
const failedFiles = [];

/** the counts at the end of a node:test run's output, added to the totals */
function count(out) {
  for (const key of Object.keys(totals)) {
    const m = new RegExp(`^ℹ ${key} (\\d+)$`, "m").exec(out);
    if (m) totals[key] += Number(m[1]);
  }
}
const withoutCounts = (out) => out.replace(/\n?ℹ [a-z_]+ [\d.]+/g, "").trim();
/**
 * What a failed process said of its failures: the spec reporter's "✖ failing tests:" list with each error, or
 * (a crash, a timeout) the end of its output. Kept, then printed once more after the summary (and appended to
 * RM_TEST_FAILURE_LOG for scripts/test.mjs), so that a log read from its end shows why a run failed.
 */
const failureDetails = [];
const keepFailure = (title, out) => {
  const at = out.lastIndexOf("✖ failing tests:");
  const text = withoutCounts(at >= 0 ? out.slice(at) : out.slice(-4000));
  failureDetails.push(`✖ ${title}\n${failureTail(text)}`);
};

/** one file in its own node process; resolves when it has ended and its output is printed */
function runFile(file, streamOutput) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--test-reporter=spec", ...nodeTestOptions, file],
      {
        env: process.env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const chunks = [];
    const keep = (chunk) => {
      chunks.push(chunk);
      if (streamOutput) process.stdout.write(chunk);
    };
    if (streamOutput) console.log(`\n▶ ${file}`);
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, FILE_TIMEOUT_MS);
    child.on("close", (code) => {
      clearTimeout(timer);
      const ms = Date.now() - started;
      took[file] = ms;
      const out = Buffer.concat(chunks).toString("utf8");
      count(out);
      const ok = code === 0 && !timedOut;
      if (!ok) {
        failedFiles.push(file);
        keepFailure(file, out);
      }
      const note = timedOut ? `, stopped after ${seconds(FILE_TIMEOUT_MS)}` : ok ? "" : `, exit code ${code}`;
      if (streamOutput) console.log(`◀ ${file} (${seconds(ms)}${note})`);
      else console.log(`\n▶ ${file} (${seconds(ms)}${note})\n${withoutCounts(out)}`);
      done();
    });
  });
}

/**
 * A process that runs files from `queue` one after another (scripts/test-worker.mjs) until the queue is empty
 * or the process ends early (a crash, or a file stopped after FILE_TIMEOUT_MS; the caller starts another for
 * the rest). Its output is printed in one piece when it ends; each file's tests are nested under its path.
 */
function runShared(queue) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--test-reporter=spec", ...nodeTestOptions, workerScript],
      { env: process.env, stdio: ["ignore", "pipe", "pipe", "ipc"] },
    );
    const chunks = [];
    child.stdout.on("data", (c) => chunks.push(c));
    child.stderr.on("data", (c) => chunks.push(c));
    const ran = [];
    let current = null;
    let problem = "";
    let timer;
    child.on("message", (msg) => {
      if (msg.done) {
        took[msg.done] = msg.ms;
        current = null;
      }
      if (!msg.ready || !child.connected) return;
      clearTimeout(timer);
      current = queue.shift() ?? null;
      if (current) {
        ran.push(current);
        timer = setTimeout(() => {
          problem = `${current} stopped after ${seconds(FILE_TIMEOUT_MS)}`;
          child.kill("SIGKILL");
        }, FILE_TIMEOUT_MS);
      } else {
        // the last file has ended: a process still alive after this holds a handle one of its files left open
        timer = setTimeout(() => {
          problem = `the process did not end after its last file: a handle left open by one of ${ran.join(", ")}`;
          child.kill("SIGKILL");
        }, EXIT_GRACE_MS);
      }
      child.send({ file: current });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      const out = Buffer.concat(chunks).toString("utf8");
      count(out);
      const failedHere = new Set();
      for (const m of out.matchAll(/^✖ (\S+\.test\.tsx?) \(/gm)) failedHere.add(m[1]);
      if (current) {
        // the file running when the process ended: a crash or a timeout
        failedHere.add(current);
        problem ||= `the process ended (exit code ${code}) while ${current} ran`;
      }
      if (code !== 0 && failedHere.size === 0)
        problem ||= `a process ended with exit code ${code} after ${ran.join(", ")}`;
      failedFiles.push(...failedHere);
      // a hang or an exit code no file's result explains fails the run too, named by what it was
      if (problem && !current) failedFiles.push(problem);
      if (failedHere.size || problem) keepFailure(problem || [...failedHere].join(", "), out);
      const list = ran.map((f) => `${f} ${seconds(took[f] ?? 0)}`).join(", ");
      console.log(
        `\n▶ ${ran.length} file(s) in one process (${seconds(Date.now() - started)}): ${list}${problem ? `\n✖ ${problem}` : ""}\n${withoutCounts(out)}`,
      );
      done();
    });
  });
}

async function pool(list, n) {
  if (n === 1 || !shared) {
    const queue = [...list];
    await Promise.all(
      Array.from({ length: Math.min(n, queue.length) }, async () => {
        for (let f = queue.shift(); f !== undefined; f = queue.shift()) await runFile(f, n === 1);
      }),
    );
    return;
  }
  // the files that say they need a process of their own first, then the others in shared processes
  const own = list.filter(needsOwnProcess);
  const queue = list.filter((f) => !needsOwnProcess(f));
  await Promise.all(
    Array.from({ length: Math.min(n, list.length) }, async () => {
      for (let f = own.shift(); f !== undefined; f = own.shift()) await runFile(f, false);
      while (queue.length) await runShared(queue);
    }),
  );
}

const started = Date.now();
const alone = concurrency > 1 ? files.filter(mustRunAlone) : [];
await pool(files.filter((f) => !alone.includes(f)).sort(byLastTime), concurrency);
if (alone.length) {
  console.log(`\n${alone.length} file(s) run alone (their "// test-serial:" line says why)`);
  await pool(alone, 1);
}

try {
  mkdirSync(dirname(timesFile), { recursive: true });
  const known = Object.fromEntries(
    Object.entries(lastTimes).filter(([f]) => statSync(f, { throwIfNoEntry: false })),
  );
  writeFileSync(timesFile, JSON.stringify({ ...known, ...took }, null, 1));
} catch {
  /* the times only order the next run */
}
const slowest = Object.entries(took)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 5)
  .map(([f, ms]) => `${f} ${seconds(ms)}`);
console.log(
  [
    "",
    ...Object.entries(totals).map(([k, v]) => `ℹ ${k} ${v}`),
    `ℹ files ${files.length}, ${concurrency} at a time; slowest: ${slowest.join(", ")}`,
    `ℹ duration ${seconds(Date.now() - started)}`,
  ].join("\n"),
);
if (failedFiles.length) {
  console.log(`\n${failureDetails.join("\n\n")}\n\n✖ failed files:\n  ${failedFiles.join("\n  ")}`);
  if (process.env.RM_TEST_FAILURE_LOG)
    appendFileSync(process.env.RM_TEST_FAILURE_LOG, `${failureDetails.join("\n\n")}\n\n`);
}
process.exit(failedFiles.length ? 1 : 0);
