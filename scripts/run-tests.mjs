// Runs node's test runner over every *.test.ts below the given folders (Node 20 has no --test globs).
// Usage: node scripts/run-tests.mjs [--serial] <folder>...
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const args = process.argv.slice(2);
const serial = args.includes("--serial");
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
const nodeArgs = ["--import", "tsx", "--test", "--test-reporter=spec"];
if (serial) nodeArgs.push("--test-concurrency=1");
// apps/api/src/db/run-named.ts checks its fast SQL compiler against drizzle's on every statement
const env = { ...process.env, RM_VERIFY_HOT_SQL: "1" };
const r = spawnSync(process.execPath, [...nodeArgs, ...files], { stdio: "inherit", env });
process.exit(r.status ?? 1);
