// HAProxy (Debian's package) with the committed deploy/haproxy.cfg in front of a test's app processes, its
// addresses from the environment as the file allows (RM_PROXY_PORT, RM_PROXY_STATS, RM_APP1 … RM_APP4). The
// two-processes test runs its proxy checks only where HAProxy is installed (.ci/run installs it).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { REPO_ROOT } from "../config.ts";
import { freePort } from "./ports.ts";

/** whether `haproxy` can be run here */
export const haproxyInstalled = (): boolean => spawnSync("haproxy", ["-v"], { stdio: "ignore" }).status === 0;

export interface RunningProxy {
  base: string;
  /** the proxy's statistics: one row per frontend, backend and server, by the CSV's column names */
  stats: () => Promise<Record<string, string>[]>;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts HAProxy in front of `apps` (host:port each, at most four) and waits until it sees them all up. */
export async function startProxy(apps: string[]): Promise<RunningProxy> {
  const port = await freePort();
  const stats = await freePort();
  const servers: Record<string, string> = {};
  for (let i = 0; i < 4; i++)
    // the file's spare servers: ports nothing listens on (marked down by the health check)
    servers[`RM_APP${i + 1}`] = apps[i] ?? `127.0.0.1:${await freePort()}`;
  const child = spawn("haproxy", ["-f", join(REPO_ROOT, "deploy/haproxy.cfg"), "-db"], {
    env: { ...process.env, RM_PROXY_PORT: String(port), RM_PROXY_STATS: `127.0.0.1:${stats}`, ...servers },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  };
  // every app server up (two good health checks each), and the spare ones down (a server counts as up until
  // its first failed checks)
  const spares = 4 - apps.length;
  for (let i = 0; ; i++) {
    const page = await fetch(`http://127.0.0.1:${stats}/;csv`).then(
      (r) => r.text(),
      () => "",
    );
    const status = page
      .split("\n")
      .filter((l) => /^app,app\d,/.test(l))
      .map((l) => l.split(",")[17]);
    const up = status.filter((s) => s === "UP").length;
    const down = status.filter((s) => s === "DOWN").length;
    if (up === apps.length && down === spares) break;
    if (i > 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`HAProxy did not see the processes up:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const statsOf = async () => {
    const [head, ...rows] = (await (await fetch(`http://127.0.0.1:${stats}/;csv`)).text()).trim().split("\n");
    const names = head!.replace(/^# /, "").split(",");
    return rows.map((r) => Object.fromEntries(r.split(",").map((v, i) => [names[i], v])));
  };
  return { base: `http://127.0.0.1:${port}`, stats: statsOf, child, output: () => output, stop };
}
