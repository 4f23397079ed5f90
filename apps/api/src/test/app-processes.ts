// Tests that run the app as real processes (as `npm start` does): start one on a port with its own settings,
// wait until it answers /api/ready, stop it as SIGTERM does, and wait for what the processes tell each other.
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import { REPO_ROOT } from "../config.ts";
import type { TestApp } from "./helper.ts";

export interface AppProcess {
  name: string;
  base: string;
  child: ChildProcess;
  output: string[];
}

/** one app process as `npm start` runs it (apps/api/src/main.ts), on `port`, with `env` over this one's */
export function startProcess(name: string, port: number, env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  return { name, base: `http://127.0.0.1:${port}`, child, output };
}

/** the process stops as `npm start` does on SIGTERM, and has ended */
export async function stopProcess(p: AppProcess) {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = once(p.child, "exit");
  p.child.kill("SIGTERM");
  await exited;
}

export async function waitReady(p: AppProcess) {
  for (let i = 0; i < 600; i++) {
    if (p.child.exitCode !== null) break;
    try {
      if ((await fetch(`${p.base}/api/ready`, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${p.name} did not become ready:\n${p.output.join("").slice(-3000)}`);
}

/** waits until `check` holds (what one process did reaches the other a moment after the answer) */
export async function eventually(what: string, check: () => Promise<boolean> | boolean, tries = 300) {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`never happened: ${what}`);
}

/** The URL of `t`'s own test database (PostgreSQL), for processes that are to share it. */
export async function databaseUrlOf(t: TestApp): Promise<string> {
  const found = (await t.db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${found.rows[0]!.name}`;
  return url.toString();
}

/**
 * What every app process of a test runs with: the test's database and Redis (its own key prefix), warnings only,
 * no demo data or postcode import, and load shedding off (a busy machine's lag is not what these files test).
 */
export const processEnv = (databaseUrl: string, redisUrl: string, redisPrefix: string) => ({
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_MAX: "4",
  REDIS_URL: redisUrl,
  REDIS_PREFIX: redisPrefix,
  SEED_DEMO: "false",
  IMPORT_LONDON_POSTCODES: "false",
  EVENT_LOOP_MAX_DELAY_MS: "0",
});
