// test-database: none (starts small node servers of its own)
// startOnFreePort: a port taken between the pick and the process's bind is followed by another port; any other
// failure is thrown at once; nothing is left running either way.
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:net";
import { afterAll, test } from "vitest";
import { startOnFreePort } from "./ports.ts";

interface Started {
  port: number;
  child: ChildProcess;
  output: string;
}

const SERVE =
  "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";
const started: Started[] = [];
const squatters: Server[] = [];

function serve(port: number, code = SERVE): Started {
  const child = spawn(process.execPath, ["-e", code], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const s: Started = { port, child, output: "" };
  child.stdout?.on("data", (d) => (s.output += d));
  child.stderr?.on("data", (d) => (s.output += d));
  started.push(s);
  return s;
}

async function ready(s: Started) {
  for (let i = 0; i < 200 && s.child.exitCode === null; i++) {
    const ok = await fetch(`http://127.0.0.1:${s.port}/`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not ready on ${s.port}:\n${s.output}`);
}

async function stop(s: Started) {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = once(s.child, "exit");
  s.child.kill("SIGKILL");
  await exited;
}

const running = () => started.filter((s) => s.child.exitCode === null && s.child.signalCode === null);

afterAll(async () => {
  for (const s of started) await stop(s);
  for (const q of squatters) q.close();
});

test("a port taken before the process binds it: the process is stopped and started again on another", async () => {
  let first = true;
  const s = await startOnFreePort<Started>({
    start: (port) => {
      if (first) {
        // someone else takes the port between the pick and the bind
        first = false;
        const squatter = createServer((socket) => socket.destroy()).listen(port, "127.0.0.1");
        squatters.push(squatter);
        return serve(port, `setTimeout(() => { ${SERVE} }, 300)`);
      }
      return serve(port);
    },
    ready,
    output: (x) => x.output,
    stop,
  });
  assert.equal(started.length, 2);
  assert.match(started[0]!.output, /EADDRINUSE/);
  assert.notEqual(s.port, started[0]!.port);
  assert.equal(await (await fetch(`http://127.0.0.1:${s.port}/`)).text(), "ok");
  assert.deepEqual(running(), [s]);
  await stop(s);
});

test("a process that fails for another reason: its error at once, one attempt, nothing left running", async () => {
  const before = started.length;
  await assert.rejects(
    startOnFreePort<Started>({
      start: (port) => serve(port, "console.error('no configuration'); process.exit(1)"),
      ready,
      output: (x) => x.output,
      stop,
    }),
    /no configuration/,
  );
  assert.equal(started.length, before + 1);
  assert.deepEqual(running(), []);
});
