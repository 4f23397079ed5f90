// Runs every *.test.ts below the given folders with node's test runner (Node 20 has no --test globs).
// Usage: node scripts/run-tests.mjs [--serial] [--test-name-pattern=…] <folder or file>...
//
// Each test file runs in its own process, TEST_CONCURRENCY of them at once (default: one more than the
// cores, at least 2 — a file spends a good part of its time starting up, loading its database and waiting;
// docs/DECISIONS.md 2026-11-23). Each file's output is printed in one piece when it ends, with how long it
// took; the slowest files start first (their times from the last run, kept in node_modules/.cache), so no
// long file starts last and runs on alone. --serial runs one file at a time with its output as it comes
// (the e2e files share one app and one database). A file whose first lines say "// test-serial: <why>"
// runs alone after the others (none does today; write why when one must).
import { spawn } from "node:child_process";
import {
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
if (files.length === 0) {
  console.error(`no test files under ${folders.join(", ")}`);
  process.exit(1);
}

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

/** the file's own word that it cannot share the machine with other test files (read from its head) */
const mustRunAlone = (file) => {
  const fd = openSync(file, "r");
  const head = Buffer.alloc(2048);
  const n = readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  return /^\/\/ test-serial: \S/m.test(head.subarray(0, n).toString("utf8"));
};

const timesFile = resolve(import.meta.dirname, "../node_modules/.cache/rm-test-times.json");
let lastTimes = {};
try {
  lastTimes = JSON.parse(readFileSync(timesFile, "utf8"));
} catch {
  /* first run: alphabetical order */
}
// unknown (new) files first, then the slowest
const byLastTime = (a, b) => (lastTimes[b] ?? Infinity) - (lastTimes[a] ?? Infinity) || a.localeCompare(b);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const totals = { tests: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0, todo: 0 };
const took = {};
const failedFiles = [];

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
      for (const key of Object.keys(totals)) {
        const m = new RegExp(`^ℹ ${key} (\\d+)$`, "m").exec(out);
        if (m) totals[key] += Number(m[1]);
      }
      const ok = code === 0 && !timedOut;
      if (!ok) failedFiles.push(file);
      const note = timedOut ? `, stopped after ${seconds(FILE_TIMEOUT_MS)}` : ok ? "" : `, exit code ${code}`;
      if (streamOutput) console.log(`◀ ${file} (${seconds(ms)}${note})`);
      else
        console.log(`\n▶ ${file} (${seconds(ms)}${note})\n${out.replace(/\n?ℹ [a-z_]+ [\d.]+/g, "").trim()}`);
      done();
    });
  });
}

async function pool(list, n) {
  const queue = [...list];
  await Promise.all(
    Array.from({ length: Math.min(n, queue.length) }, async () => {
      for (let f = queue.shift(); f !== undefined; f = queue.shift()) await runFile(f, n === 1);
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
if (failedFiles.length) console.log(`\n✖ failed files:\n  ${failedFiles.join("\n  ")}`);
process.exit(failedFiles.length ? 1 : 0);
