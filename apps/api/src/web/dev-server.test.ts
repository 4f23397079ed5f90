// test-database: none (`npm run dev` opens an embedded database of its own: run once, in the PGlite stage)
// `npm run dev`: the package.json script itself is started (tsx watch, Vite in middleware mode) on a free port
// with a fresh embedded database in a temporary folder; nothing in the repository is edited. Then the pieces
// web/dev-server.ts adds to every page in development.
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, test } from "vitest";
import { REPO_ROOT } from "../config.ts";
import { devPagePolicy, forDevelopment, STATIC_RELOAD_SCRIPT } from "./dev-server.ts";
import { pagePolicy } from "./csp.ts";
import { PORT_TAKEN, startOnFreePort } from "../test/ports.ts";

const work = mkdtempSync(join(tmpdir(), "rm-dev-server-"));
let server: ChildProcess;
let baseUrl = "";
let output = "";

/** the group `npm run dev` started (tsx watch and the app under it) ends, and has ended */
async function stopGroup(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  process.kill(-child.pid, "SIGKILL");
  await exited;
}

beforeAll(async () => {
  // the script as npm runs it, without a shell in between (so that the stop below reaches tsx watch itself):
  // its VAR=value words set the environment, the first word after them is a binary of the workspace
  const script = JSON.parse(readFileSync(resolve(REPO_ROOT, "package.json"), "utf8")).scripts.dev as string;
  const words = [...script.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? "");
  const scriptEnv: Record<string, string> = {};
  while (/^\w+=/.test(words[0] ?? "")) {
    const [name, ...value] = (words.shift() as string).split("=");
    scriptEnv[name as string] = value.join("=");
  }
  const [command, ...args] = words;
  assert.equal(scriptEnv.NODE_ENV, "development");
  server = await startOnFreePort<ChildProcess>({
    start: (port) => {
      baseUrl = `http://127.0.0.1:${port}`;
      output = "";
      // in its own process group, so that a failed test can end everything it started
      const child = spawn(resolve(REPO_ROOT, "node_modules/.bin", command as string), args, {
        cwd: REPO_ROOT,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          ...scriptEnv,
          PORT: String(port),
          HOST: "127.0.0.1",
          APP_URL: baseUrl,
          DATA_DIR: join(work, `data-${port}`),
          DATABASE_URL: "",
          SMTP_URL: "",
          IMPORT_LONDON_POSTCODES: "false",
          SEED_DEMO: "false",
          LOG_LEVEL: "warn",
        },
      });
      child.stdout?.on("data", (d) => (output += d));
      child.stderr?.on("data", (d) => (output += d));
      return child;
    },
    ready: async (child) => {
      // tsx watch outlives an app that could not start: its output says so
      for (let i = 0; i < 600 && child.exitCode === null && !PORT_TAKEN.test(output); i++) {
        // (a bounded wait: whoever else may hold the port need not answer)
        const ready = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(5000) }).then(
          (r) => r.ok,
          () => false,
        );
        if (ready) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`npm run dev did not start:\n${output}`);
    },
    output: () => output,
    stop: stopGroup,
  });
});

afterAll(async () => {
  if (server) await stopGroup(server);
  rmSync(work, { recursive: true, force: true });
});

test("npm run dev: the API answers under /api on the app's port", async () => {
  const res = await fetch(`${baseUrl}/api/health`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type") ?? "", /application\/json/);
});

test("npm run dev: a hydrated page is rendered from source with React Router's HMR runtime", async () => {
  const res = await fetch(`${baseUrl}/free-quotes/wizard`);
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /<h1>/);
  // the browser loads the source modules through Vite (no built /assets), starting with the HMR runtime
  assert.match(html, /import "\/@id\/__x00__virtual:react-router\/inject-hmr-runtime"/);
  assert.match(html, /<link rel="modulepreload" (?:fetchpriority="low" )?href="\/app\/root.tsx"/);
  assert.doesNotMatch(html, /\/assets\//);
  const policy = res.headers.get("content-security-policy") ?? "";
  assert.match(policy, /style-src 'self' 'unsafe-inline'/);
  assert.match(policy, /script-src 'self' 'nonce-[^']+'(;|$)/);
  assert.equal(res.headers.get("cache-control"), "no-store");

  // and Vite serves that module with its HMR client
  const root = await fetch(`${baseUrl}/app/root.tsx`);
  assert.equal(root.status, 200);
  assert.match(await root.text(), /from "\/@vite\/client"/);
  const client = await fetch(`${baseUrl}/@vite/client`);
  assert.equal(client.status, 200);
  assert.match(client.headers.get("content-type") ?? "", /javascript/);
});

test("npm run dev: a static page carries the script that reloads it when its source changes", async () => {
  const res = await fetch(`${baseUrl}/`);
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /id="enhance-script"/);
  assert.ok(html.includes(`${STATIC_RELOAD_SCRIPT}</head>`));
  const reload = await fetch(`${baseUrl}/@id/__x00__virtual:rm-dev/static-page-reload`);
  assert.equal(reload.status, 200);
  const code = await reload.text();
  assert.match(code, /from "\/@vite\/client"/);
  assert.match(code, /"rm:static-page-reload", \(\) => location\.reload\(\)/);
});

test("npm run dev: a stop closes the app and its database and ends with success", async () => {
  const exited = new Promise<number | null>((ok) => server.once("exit", (code) => ok(code)));
  server.kill("SIGTERM");
  assert.equal(await exited, 0, output);
  assert.match(output, /SIGTERM: finishing in-flight requests/);
});

test("the development page policy adds inline styles and blob: workers for Vite's client, nothing else", () => {
  assert.equal(
    devPagePolicy(pagePolicy("abc")),
    "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
      "frame-ancestors 'none'; worker-src 'self' blob:",
  );
});

const streamed = (chunks: string[], headers: Record<string, string>) => {
  const bytes = Buffer.from(chunks.join(""));
  // cut the bytes at the chunk boundaries, and once more inside the "é" (two bytes in UTF-8)
  const cuts = [0];
  for (const c of chunks) cuts.push(cuts.at(-1)! + Buffer.byteLength(c));
  const e = bytes.indexOf(Buffer.from("é"));
  if (e >= 0) cuts.push(e + 1);
  cuts.sort((a, b) => a - b);
  const parts = cuts.slice(1).map((end, i) => bytes.subarray(cuts[i], end));
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of parts) c.enqueue(new Uint8Array(p));
      c.close();
    },
  });
  return new Response(body, { status: 200, headers });
};

test("in development a static page streams with the reload script at the end of its head, intact", async () => {
  const res = forDevelopment(
    streamed(
      ['<html><head><script id="enhance-script">x()</script></he', "ad><body>Café ", "moving</body></html>"],
      {
        "content-type": "text/html",
        "content-security-policy": pagePolicy("n"),
        "cache-control": "public, max-age=300",
        "set-cookie": "a=1",
      },
    ),
  );
  assert.equal(
    await res.text(),
    `<html><head><script id="enhance-script">x()</script>${STATIC_RELOAD_SCRIPT}</head><body>Café moving</body></html>`,
  );
  assert.equal(res.headers.get("cache-control"), "no-store");
  assert.equal(res.headers.get("set-cookie"), "a=1");
  assert.equal(res.headers.get("content-security-policy"), devPagePolicy(pagePolicy("n")));
});

test("in development a hydrated page, and an answer that is not HTML, keep their bodies as they were", async () => {
  const page = forDevelopment(
    streamed(["<html><head><script>x()</script></head><body>Café</body></html>"], {
      "content-type": "text/html",
    }),
  );
  assert.equal(await page.text(), "<html><head><script>x()</script></head><body>Café</body></html>");
  const data = forDevelopment(streamed(['{"id":"enhance-script é"}'], { "content-type": "text/x-script" }));
  assert.equal(await data.text(), '{"id":"enhance-script é"}');
  assert.equal(data.headers.get("content-security-policy"), null);
});
