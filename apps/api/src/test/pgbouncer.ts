// PgBouncer (Debian's package, 1.18) in transaction mode on loopback, in front of TEST_DATABASE_URL's server
// (issue #31 "Behind a connection pooler"). Two server connections per database, so that clients share them as a
// pooler in production would; the statement_timeout startup parameter is ignored (PgBouncer would refuse it).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "node:net";
import { freePort } from "./ports.ts";

/** whether `pgbouncer` can be run here */
export const pgbouncerInstalled = (): boolean =>
  spawnSync("pgbouncer", ["--version"], { stdio: "ignore" }).status === 0;

export interface RunningPgbouncer {
  /** `url` with PgBouncer's host and port */
  through: (url: string) => string;
  output: () => string;
  stop: () => Promise<void>;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(socket.destroy() !== undefined));
    socket.once("error", () => resolve(false));
  });

/** `poolSize`: server connections per database (2 in the tests, so that clients share them; the bench gives the app's) */
export async function startPgbouncer(serverUrl: string, poolSize = 2): Promise<RunningPgbouncer> {
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "rm-pgbouncer-"));
  // it refuses to run as root: as root it is started as `nobody`, who must read its files
  chmodSync(dir, 0o755);
  const ini = join(dir, "pgbouncer.ini");
  writeFileSync(join(dir, "users.txt"), `"${decodeURIComponent(server.username || "postgres")}" ""\n`);
  writeFileSync(
    ini,
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "auth_type = trust",
      `auth_file = ${join(dir, "users.txt")}`,
      "pool_mode = transaction",
      `default_pool_size = ${poolSize}`,
      "max_client_conn = 200",
      "ignore_startup_parameters = extra_float_digits,statement_timeout",
      "unix_socket_dir =",
      "",
    ].join("\n"),
  );
  for (const f of ["users.txt", "pgbouncer.ini"]) chmodSync(join(dir, f), 0o644);
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn("pgbouncer", [...(asRoot ? ["-u", "nobody"] : []), ini], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; !(await listening(port)); i++) {
    if (i > 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`PgBouncer did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    through: (url) => {
      const u = new URL(url);
      u.hostname = "127.0.0.1";
      u.port = String(port);
      return u.toString();
    },
    output: () => output,
    stop,
  };
}
