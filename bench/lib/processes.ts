// Child processes the bench starts (the app, a static file server) and the clean-up that stops them all,
// also when the bench fails or is interrupted.
import { type ChildProcess, spawn } from "node:child_process";
import { log, ROOT, sleep } from "./util.ts";

type Cleanup = { name: string; run: () => Promise<void> | void };
const cleanups: Cleanup[] = [];
const children = new Set<ChildProcess>();

/** Registers work to undo at the end (run in reverse order). */
export function onCleanup(name: string, run: Cleanup["run"]) {
  cleanups.push({ name, run });
}

export async function cleanupAll() {
  while (cleanups.length) {
    const c = cleanups.pop()!;
    try {
      await c.run();
    } catch (err) {
      log(`clean-up "${c.name}" failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

// never leave a child running, whatever happens to this process
process.on("exit", () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
});

export function startChild(name: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): ChildProcess {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
    }
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.once("exit", () => children.delete(child));
  (child as ChildProcess & { tail: string[] }).tail = tail;
  onCleanup(`stop ${name}`, () => stopChild(child));
  return child;
}

/** The last lines the child printed (for error messages). */
export const outputTail = (child: ChildProcess) =>
  ((child as ChildProcess & { tail?: string[] }).tail ?? []).join("\n");

export async function stopChild(child: ChildProcess, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = sleep(graceMs).then(() => "timeout");
  if ((await Promise.race([exited, timer])) === "timeout") {
    child.kill("SIGKILL");
    await exited;
  }
}

/** Polls `url` until it answers 2xx; fails early when the child exits. */
export async function waitForUrl(child: ChildProcess, url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${outputTail(child)}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} not ready after ${timeoutMs / 1000} s:\n${outputTail(child)}`);
}

/** Runs a command to completion (output kept for the error message). */
export function runToEnd(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    children.add(child);
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.once("exit", (code) => {
      children.delete(child);
      if (code === 0) ok();
      else fail(new Error(`${command} ${args.join(" ")} failed (${code}):\n${out.slice(-3000)}`));
    });
  });
}
