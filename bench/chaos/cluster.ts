// A private PostgreSQL cluster for the chaos run: initdb into a temporary folder, its own port on the
// loopback, trust authentication, started and stopped with pg_ctl — never the shared server at 5432, which
// the harness restarts and slows down.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { onCleanup } from "../lib/processes.ts";
import { freePort, log } from "../lib/util.ts";

const execFileP = promisify(execFile);

/**
 * PostgreSQL refuses to run as root: as root, its commands run as the `postgres` system user (Debian's
 * packages make one), which then owns the cluster's folder.
 */
const asRoot = process.getuid?.() === 0;
const SERVER_USER = "postgres";
const run = (cmd: string, args: string[], opts: { maxBuffer?: number } = {}) =>
  asRoot
    ? execFileP("/usr/sbin/runuser", ["-u", SERVER_USER, "--", cmd, ...args], opts)
    : execFileP(cmd, args, opts);

/** initdb and pg_ctl: /usr/local/bin, /usr/bin or Debian's versioned folder */
function pgBin(name: string): string {
  for (const dir of [
    "/usr/local/bin",
    "/usr/bin",
    "/usr/lib/postgresql/17/bin",
    "/usr/lib/postgresql/16/bin",
    "/usr/lib/postgresql/15/bin",
  ]) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  throw new Error(`${name} not found (PostgreSQL's server binaries are needed for npm run chaos)`);
}

export interface Cluster {
  port: number;
  url: string;
  /** the server's version, e.g. "15.20" */
  version: string;
  /** pg_ctl restart -m fast: ends every session (open transactions roll back), then starts again */
  restart(): Promise<{ downMs: number }>;
  stop(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), "rm-chaos-pg-"));
  const data = join(dir, "data");
  if (asRoot) await execFileP("chown", [SERVER_USER, dir]);
  onCleanup("remove the chaos cluster's folder", () => rmSync(dir, { recursive: true, force: true }));
  await run(pgBin("initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-instructions",
  ]);
  const port = await freePort();
  // durable commits as in production (fsync, synchronous_commit on); enough connections for the app and the
  // harness; the socket in the cluster's own folder
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60 -c synchronous_commit=on -c fsync=on`;
  const ctl = (...args: string[]) => run(pgBin("pg_ctl"), ["-D", data, ...args], { maxBuffer: 1 << 20 });
  await ctl("-o", options, "-l", join(dir, "server.log"), "-w", "start");
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await ctl("-m", "fast", "-w", "stop").catch(() => {});
  };
  onCleanup("stop the chaos cluster", stop);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const { stdout } = await run(pgBin("postgres"), ["--version"]).catch(() => ({ stdout: "" }));
  const version = stdout.match(/\d+(\.\d+)?/)?.[0] ?? "?";
  log(`private PostgreSQL ${version} on 127.0.0.1:${port} (${data})`);
  return {
    port,
    url,
    version,
    restart: async () => {
      const t0 = Date.now();
      await ctl("-m", "fast", "-w", "restart", "-o", options, "-l", join(dir, "server.log"));
      return { downMs: Date.now() - t0 };
    },
    stop,
  };
}
