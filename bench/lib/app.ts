// The app under test: the real server (node --import tsx apps/api/src/main.ts) on a free loopback port,
// production mode, fresh database, demo data, the London postcode file, the bench-only INSERT ceiling.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { BenchDatabase } from "./database.ts";
import { onCleanup, outputTail, runToEnd, startChild, stopChild, waitForUrl } from "./processes.ts";
import { freePort, log, ROOT, sleep } from "./util.ts";
import { benchPowEnv } from "./pow.ts";
import { startPgbouncer } from "../../apps/api/src/test/pgbouncer.ts";

export interface RunningApp {
  base: string;
  /** the app process's id (its CPU: cpu.ts) */
  pid: number;
  /** how it reaches the database (databaseSettings) */
  database: string;
  output: () => string;
  stop: () => Promise<void>;
}

const SHARED_BUILD = resolve(ROOT, "apps/web/build");

/**
 * Every asset the server build refers to exists (not caught mid-rebuild): the server entry and its chunks
 * (server/assets) name the client's files (/assets/… under client) and their own chunks (under server).
 */
function isCompleteBuild(dir: string): boolean {
  const serverDir = join(dir, "server");
  const server = join(serverDir, "index.js");
  if (!existsSync(server)) return false;
  const chunks = existsSync(join(serverDir, "assets"))
    ? readdirSync(join(serverDir, "assets")).filter((f) => f.endsWith(".js"))
    : [];
  const sources = [server, ...chunks.map((f) => join(serverDir, "assets", f))];
  const assets = new Set(
    sources.flatMap((f) => readFileSync(f, "utf8").match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? []),
  );
  return (
    assets.size > 0 &&
    [...assets].every((a) => existsSync(join(dir, "client", a)) || existsSync(join(serverDir, a)))
  );
}

/**
 * A private copy of the web build for this run (others may rebuild apps/web/build meanwhile); builds it
 * with npm run build when there is none. Returns the copy's folder and a note when it had to build.
 */
export async function prepareWebBuild(
  stamp: string,
  from = SHARED_BUILD,
): Promise<{ dir: string; note?: string }> {
  // not under bench/ (bench/node_modules holds Lighthouse's own zod 3): the copy must resolve the same
  // packages as apps/web/build does, from the root node_modules
  const dir = join(ROOT, "node_modules/.cache/rm-bench", `web-build-${stamp}`);
  if (from !== SHARED_BUILD) {
    // another build (e.g. of an earlier commit, to compare in the same run): copied as it is, never rebuilt
    onCleanup("remove the web build copy", () => rmSync(dir, { recursive: true, force: true }));
    cpSync(from, dir, { recursive: true });
    if (!isCompleteBuild(dir)) throw new Error(`${from} is not a complete web build`);
    return { dir, note: `web build from ${from}` };
  }
  onCleanup("remove the web build copy", () => rmSync(dir, { recursive: true, force: true }));
  let note: string | undefined;
  if (!existsSync(SHARED_BUILD)) {
    log("no web build: npm run build");
    await runToEnd("npm", ["run", "build"], ROOT);
    note = "apps/web/build was missing: built it with npm run build";
  }
  for (let attempt = 1; attempt <= 10; attempt++) {
    rmSync(dir, { recursive: true, force: true });
    if (existsSync(SHARED_BUILD)) cpSync(SHARED_BUILD, dir, { recursive: true });
    if (isCompleteBuild(dir)) return { dir, note };
    log("apps/web/build is being rebuilt: waiting for it to be complete");
    await sleep(10_000);
  }
  throw new Error("apps/web/build stayed incomplete (someone rebuilding?)");
}

/**
 * Issue #31: how the app reaches PostgreSQL in this run — directly (the default), directly without named prepared
 * statements (BENCH_NAMED_STATEMENTS=false), or through PgBouncer in transaction mode (BENCH_POOLER=pgbouncer,
 * Debian's 1.18: named statements off, as the README says such a pooler needs; migrations and imports direct).
 */
async function databaseSettings(db: BenchDatabase): Promise<{ env: Record<string, string>; note: string }> {
  if (db.kind !== "postgres") return { env: { DATABASE_URL: "" }, note: "embedded PGlite" };
  if (process.env.BENCH_POOLER === "pgbouncer") {
    const pooler = await startPgbouncer(db.url, 10);
    onCleanup("stop PgBouncer", () => pooler.stop());
    return {
      env: {
        DATABASE_URL: pooler.through(db.url),
        DATABASE_DIRECT_URL: db.url,
        DATABASE_NAMED_STATEMENTS: "false",
      },
      note: "through PgBouncer (transaction mode, 10 server connections), named prepared statements off",
    };
  }
  if (process.env.BENCH_NAMED_STATEMENTS === "false")
    return {
      env: { DATABASE_URL: db.url, DATABASE_NAMED_STATEMENTS: "false" },
      note: "direct, named prepared statements off",
    };
  return { env: { DATABASE_URL: db.url }, note: "direct, named prepared statements" };
}

/** what the run's file is called after: "" (direct), "-unnamed", "-pgbouncer" */
export const databaseVariant = () =>
  process.env.BENCH_POOLER === "pgbouncer"
    ? "-pgbouncer"
    : process.env.BENCH_NAMED_STATEMENTS === "false"
      ? "-unnamed"
      : "";

export async function startApp(db: BenchDatabase, webBuildDir: string): Promise<RunningApp> {
  const port = await freePort();
  const database = await databaseSettings(db);
  const base = `http://127.0.0.1:${port}`;
  // BENCH_APP_NODE_ARGS: extra node flags for the app, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = startChild("app", [...nodeArgs, "--import", "tsx", "apps/api/src/main.ts"], {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: base,
    ...database.env,
    DATA_DIR: db.kind === "pglite" ? db.dataDir : join(ROOT, "bench/.tmp/app-data"),
    SMTP_URL: "",
    LOG_LEVEL: "warn",
    RATE_LIMIT_FACTOR: "100000",
    SEED_DEMO: "true",
    SEED_DEMO_LEADS: "false",
    IMPORT_LONDON_POSTCODES: "true",
    BENCH_ENDPOINTS: "true",
    // load shedding off: on a shared machine the event loop's lag is the neighbours' as much as the app's, and
    // a shed request would count as a failure of what is measured (faults.test.ts proves the shedding)
    EVENT_LOOP_MAX_DELAY_MS: "0",
    // issue #13 (docs/README.md#issues): the bench makes and solves the intake's proofs itself (pow.ts)
    ...benchPowEnv(),
    WEB_BUILD_DIR: webBuildDir,
  });
  log(`starting the app on ${base} (database: ${database.note}; migrations, demo data, London postcodes)`);
  try {
    await waitForUrl(child, `${base}/api/ready`, 3 * 60_000);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  log("app ready");
  return {
    base,
    pid: child.pid ?? 0,
    database: database.note,
    output: () => outputTail(child),
    stop: () => stopChild(child),
  };
}

/** Status of a GET after redirects, and where it ended (0 when the request failed). */
export async function resolvePage(url: string) {
  let error = "";
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await r.arrayBuffer();
      return { status: r.status, url: r.url, redirected: r.redirected, error: "" };
    } catch (err) {
      error =
        err instanceof Error ? `${err.message}${err.cause ? ` (${String(err.cause)})` : ""}` : String(err);
      await sleep(2000);
    }
  }
  return { status: 0, url, redirected: false, error };
}

/** Does the app compress its JavaScript assets? (the React floor is then served the same way) */
export async function appCompressesAssets(base: string): Promise<boolean> {
  // the log-in page is hydrated (marketing pages are static and load no script file)
  const html = await (await fetch(`${base}/login`)).text();
  const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
  if (!asset) return false;
  const r = await fetch(`${base}${asset}`, { headers: { "accept-encoding": "gzip, br" } });
  await r.arrayBuffer();
  return /gzip|br/.test(r.headers.get("content-encoding") ?? "");
}

/** The first blog post listed in /sitemap.xml, as a path on this server. */
export async function firstBlogPath(base: string): Promise<string | null> {
  const r = await fetch(`${base}/sitemap.xml`).catch(() => null);
  if (!r?.ok) return null;
  const loc = (await r.text()).match(/<loc>\s*([^<]*\/blogs\/[^<\s]+)\s*<\/loc>/)?.[1];
  return loc ? new URL(loc, base).pathname : null;
}
