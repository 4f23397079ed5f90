// Starts N app processes (apps/api/src/main.ts) on 127.0.0.1:3001, 3002, … for a reverse proxy in front
// (deploy/haproxy.cfg). They share one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL): rate limits,
// page-cache emptying and conversations' live events go through Redis (docs/architecture.md).
//
//   DATABASE_URL=postgres://… REDIS_URL=redis://127.0.0.1:6379 node deploy/processes.mjs [count] [first port]
//   (npm run start:processes -- [count] [first port] builds the web app first)
//
// The first process migrates and seeds the database; the others start once it is ready, so no two run the
// start-up tasks at once. Each line of output is prefixed with its process's name. Ctrl-C (or SIGTERM) stops
// them all gracefully; SIGTERM to one process (its pid is printed) stops only that one, as a deploy would.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const count = Number(process.argv[2] ?? process.env.PROCESSES ?? 2);
const firstPort = Number(process.argv[3] ?? 3001);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(firstPort) || firstPort < 1) {
  console.error("usage: node deploy/processes.mjs [count ≥ 1] [first port]");
  process.exit(1);
}
const missing = [
  ["DATABASE_URL", "postgres://…: the processes share one PostgreSQL (embedded PGlite is one process's own)"],
  ["REDIS_URL", "redis://…: without it each process keeps its own rate limits and page cache"],
].filter(([name]) => !process.env[name]);
if (missing.length) {
  for (const [name, why] of missing) console.error(`${name} is needed: ${why}`);
  process.exit(1);
}

/**
 * Production on a shared database needs ENCRYPTION_KEY and POW_HMAC_SECRET the same in every process (issue #31).
 * Unset, this one-machine starter makes them once and keeps them in DATA_DIR/processes-secrets.json, so every run
 * on this machine uses the same pair (the database's check values would refuse a new one).
 */
function keptSecrets() {
  const dataDir = resolve(root, process.env.DATA_DIR ?? "data");
  const file = join(dataDir, "processes-secrets.json");
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const made = {
      ENCRYPTION_KEY: randomBytes(32).toString("hex"),
      POW_HMAC_SECRET: randomBytes(32).toString("hex"),
    };
    writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
    return made;
  }
}
const secrets = process.env.ENCRYPTION_KEY && process.env.POW_HMAC_SECRET ? {} : keptSecrets();

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? "production",
  HOST: process.env.HOST ?? "127.0.0.1",
  // warnings and errors only: the proxy's health check asks each process every second (start-up lines stay)
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  // the proxy's address: its X-Forwarded-For is believed, nobody else's
  TRUST_PROXY: process.env.TRUST_PROXY ?? "127.0.0.1",
  APP_URL: process.env.APP_URL ?? "http://localhost:8080",
  // sealed secrets opened by any process, and a proof of work asked by one checked by another
  ENCRYPTION_KEY: process.env.ENCRYPTION_KEY ?? secrets.ENCRYPTION_KEY,
  POW_HMAC_SECRET: process.env.POW_HMAC_SECRET ?? secrets.POW_HMAC_SECRET,
};

const children = new Map();
let stopping = false;

function start(index) {
  const name = `app${index + 1}`;
  const port = firstPort + index;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.set(name, child);
  console.log(`[${name}] pid ${child.pid} on ${env.HOST}:${port}`);
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`));
  child.on("exit", (code, signal) => {
    children.delete(name);
    console.log(`[${name}] ended (${signal ?? `exit code ${code}`})`);
    if (children.size === 0) process.exit(stopping ? 0 : 1);
  });
  return port;
}

async function ready(port, timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const stopAll = (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping ${children.size} process(es)`);
  for (const child of children.values()) child.kill("SIGTERM");
};
process.on("SIGINT", () => stopAll("SIGINT"));
process.on("SIGTERM", () => stopAll("SIGTERM"));

const first = start(0);
if (!(await ready(first))) {
  console.error("the first process did not become ready: stopping");
  stopAll("timeout");
} else {
  const ports = [first];
  for (let i = 1; i < count && !stopping; i++) ports.push(start(i));
  await Promise.all(ports.map((p) => ready(p)));
  if (!stopping)
    console.log(
      `${count} process(es) ready on ports ${ports.join(", ")}; proxy: haproxy -f deploy/haproxy.cfg → ${env.APP_URL}`,
    );
}
