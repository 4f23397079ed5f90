// The app processes of the chaos run (production mode, on the run's private PostgreSQL) and HAProxy in front
// of two of them (deploy/haproxy.cfg).
import { cpSync, existsSync, rmSync } from "node:fs";
import { execFileSync, spawn } from "node:child_process";
import { join } from "node:path";
import { benchPowEnv } from "../lib/pow.ts";
import { onCleanup, outputTail, startChild, stopChild, waitForUrl } from "../lib/processes.ts";
import { freePort, log, ROOT, sleep } from "../lib/util.ts";
import type { Sink } from "./smtp-sink.ts";

/**
 * The server mounts the pages too (main.ts), so it needs a web build; only the API is loaded here, so any
 * build will do: a private copy of apps/web/build (others may rebuild it meanwhile), `npm run build` when
 * there is none.
 */
export function webBuildCopy(stamp: string): string {
  const shared = join(ROOT, "apps/web/build");
  if (!existsSync(join(shared, "server/index.js"))) {
    log("no web build: npm run build");
    execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
  }
  // beside the shared build's own node_modules resolution (bench/node_modules holds other versions)
  const dir = join(ROOT, "node_modules/.cache/rm-bench", `web-build-chaos-${stamp}`);
  onCleanup("remove the web build copy", () => rmSync(dir, { recursive: true, force: true }));
  cpSync(shared, dir, { recursive: true });
  return dir;
}

export interface App {
  base: string;
  stop: () => Promise<void>;
  output: () => string;
}

export interface AppSetup {
  dbUrl: string;
  sink: Sink;
  webBuildDir: string;
  dataDir: string;
  /** what several processes share (rate limits, the page cache's emptying) */
  redisPrefix: string;
}

/** `env`: settings of this process that differ from the run's (its own Redis, S3, a pooler) */
export async function startApp(
  setup: AppSetup,
  name = "app",
  env: Record<string, string> = {},
): Promise<App & { port: number; pid: number }> {
  const { dbUrl, sink, webBuildDir, dataDir } = setup;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startChild(name, ["--import", "tsx", "apps/api/src/main.ts"], {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: base,
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    LOG_LEVEL: "error",
    RATE_LIMIT_FACTOR: "100000",
    SEED_DEMO: "true",
    SEED_DEMO_LEADS: "false",
    IMPORT_LONDON_POSTCODES: "true",
    // the product's own statement time limit and outbox poll; load shedding off: on this shared machine (load
    // average 30 and more) the event loop's lag is the neighbours' as much as the app's, and each shed request
    // would count as failed (faults.test.ts proves the shedding)
    DATABASE_STATEMENT_TIMEOUT_MS: "",
    EVENT_LOOP_MAX_DELAY_MS: "0",
    // several processes (scenario 3) share Redis, as deploy/ runs them; a prefix of this run's own
    REDIS_URL: process.env.CHAOS_REDIS_URL ?? "redis://127.0.0.1:6379",
    REDIS_PREFIX: setup.redisPrefix,
    // behind HAProxy (scenario 3) the visitor's address comes from the proxy
    TRUST_PROXY: "127.0.0.1",
    ...benchPowEnv(),
    WEB_BUILD_DIR: webBuildDir,
    ...env,
  });
  log(`starting ${name} on ${base}`);
  await waitForUrl(child, `${base}/api/ready`, 3 * 60_000);
  return {
    base,
    port,
    pid: child.pid ?? 0,
    stop: () => stopChild(child, 20_000),
    output: () => outputTail(child),
  };
}

/** HAProxy with the committed deploy/haproxy.cfg, its addresses from the environment (as the file allows). */
export async function startProxy(apps: { port: number }[]) {
  const port = await freePort();
  const stats = await freePort();
  const spare = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    RM_PROXY_PORT: String(port),
    RM_PROXY_STATS: `127.0.0.1:${stats}`,
    RM_APP1: `127.0.0.1:${apps[0]!.port}`,
    RM_APP2: `127.0.0.1:${apps[1]!.port}`,
    // the file's two spare servers: ports nothing listens on (marked down by the health check)
    RM_APP3: `127.0.0.1:${spare[0]}`,
    RM_APP4: `127.0.0.1:${spare[1]}`,
  };
  const child = spawn("haproxy", ["-f", join(ROOT, "deploy/haproxy.cfg"), "-db"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // not installed (ENOENT) or not startable: this scenario fails with that reason, the others still report
  let spawnError: Error | null = null;
  child.once("error", (err: NodeJS.ErrnoException) => {
    spawnError =
      err.code === "ENOENT"
        ? new Error("HAProxy is not installed (Debian: apt-get install -y haproxy; see the README)")
        : err;
  });
  let output = "";
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, sleep(5000)]);
  };
  onCleanup("stop HAProxy", stop);
  const base = `http://127.0.0.1:${port}`;
  // both processes up behind it (the health check marks a server up after two good checks)
  const until = Date.now() + 30_000;
  for (;;) {
    const page = await fetch(`http://127.0.0.1:${stats}/;csv`).then(
      (r) => r.text(),
      () => "",
    );
    const up = page.split("\n").filter((l) => /^app,app[12],/.test(l) && l.split(",")[17] === "UP").length;
    if (up === 2) break;
    if (spawnError) throw spawnError;
    if (Date.now() > until || child.exitCode !== null)
      throw new Error(`HAProxy did not see both processes up:\n${output}`);
    await sleep(300);
  }
  log(`HAProxy on ${base} in front of two processes`);
  return {
    base,
    stop,
    output: () => output,
    pid: child.pid ?? 0,
    statsUrl: `http://127.0.0.1:${stats}/;csv`,
  };
}
