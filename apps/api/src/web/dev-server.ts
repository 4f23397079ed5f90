// `npm run dev`: the web app from source through Vite in middleware mode, inside the API's own process and on
// its port, as React Router's custom-server setup does it (a Vite dev server with `middlewareMode`, the server
// build loaded per request with `ssrLoadModule("virtual:react-router/server-build")`). Vite's middlewares
// (modules, /@vite/client, public files) run in Fastify through @fastify/middie; its HMR websocket shares the
// HTTP server. Loaded only by web/ssr.ts in dev mode: `npm start` never loads Vite.
import { resolve } from "node:path";
import middie from "@fastify/middie";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { Plugin } from "vite";
import { REPO_ROOT } from "../config.ts";

const WEB_ROOT = resolve(REPO_ROOT, "apps/web");
const SERVER_BUILD = "virtual:react-router/server-build";

// Static pages (apps/web/app/lib/static-page.ts) load no React and so no HMR client: in development they get
// this small module, which reloads the page when a file it was rendered from changes.
const STATIC_RELOAD_ID = "virtual:rm-dev/static-page-reload";
const STATIC_RELOAD_EVENT = "rm:static-page-reload";
export const STATIC_RELOAD_SCRIPT = `<script type="module" src="/@id/__x00__${STATIC_RELOAD_ID}"></script>`;

function staticPageReload(): Plugin {
  const resolved = `\0${STATIC_RELOAD_ID}`;
  return {
    name: "rm-dev-static-page-reload",
    resolveId: (id) => (id === STATIC_RELOAD_ID ? resolved : undefined),
    load: (id) =>
      id === resolved
        ? `import.meta.hot?.on(${JSON.stringify(STATIC_RELOAD_EVENT)}, () => location.reload());`
        : undefined,
    // after Vite has invalidated the changed file: a file the server renders from means a new page
    hotUpdate({ modules, server }) {
      if (this.environment.name === "ssr" && modules.length > 0) {
        server.environments.client.hot.send({ type: "custom", event: STATIC_RELOAD_EVENT });
      }
    },
  };
}

export type PageHandler = (request: Request, loadContext: RouterContextProvider) => Promise<Response>;

/**
 * Mounts Vite's middlewares on `web` (answering the module, asset and HMR requests before any route) and
 * returns the page handler that renders the current source. Vite is closed before the server (preClose), so
 * the HMR connections do not hold up a restart; the browser reconnects to the next process by itself.
 */
export async function attachVite(web: FastifyInstance, appUrl: string): Promise<PageHandler> {
  const { createServer } = await import("vite");
  const vite = await withoutExitHandlers(() =>
    createServer({
      root: WEB_ROOT,
      configFile: resolve(WEB_ROOT, "vite.config.ts"),
      appType: "custom",
      clearScreen: false,
      plugins: [staticPageReload()],
      server: {
        middlewareMode: true,
        // the HMR websocket on the app's own port (no second port to free between restarts)
        hmr: { server: web.server },
        // localhost and IP addresses are allowed by default; APP_URL's host too
        allowedHosts: [new URL(appUrl).hostname],
      },
    }),
  );
  web.addHook("preClose", async () => {
    await vite.close();
  });
  await web.register(middie);
  // looked up on each request: Vite restarts itself in place when its config changes, with new middlewares
  web.use((req, res, next) => vite.middlewares(req, res, next));

  const handle = createRequestHandler(
    () => vite.ssrLoadModule(SERVER_BUILD) as Promise<ServerBuild>,
    "development",
  );
  return async (request, loadContext) => {
    try {
      return await handle(request, loadContext);
    } catch (err) {
      // the source does not load (a syntax error, a missing import): say where, in the page and the log
      if (err instanceof Error) vite.ssrFixStacktrace(err);
      console.error(err);
      return devErrorPage(err);
    }
  };
}

/**
 * Runs `start`, then takes away the SIGTERM and stdin "end" listeners it added. React Router's plugin starts a
 * second, internal Vite server (its "child compiler", not in middleware mode), and Vite gives every such server
 * handlers that close it and end the process at once; they would cut short main.ts's shutdown, which must
 * close the database first. Our Vite server is closed by the app's preClose hook, and it closes the child.
 */
async function withoutExitHandlers<T>(start: () => Promise<T>): Promise<T> {
  const before = new Set(process.listeners("SIGTERM"));
  const stdinBefore = new Set(process.stdin.listeners("end"));
  try {
    return await start();
  } finally {
    for (const l of process.listeners("SIGTERM")) if (!before.has(l)) process.off("SIGTERM", l);
    for (const l of process.stdin.listeners("end")) {
      if (!stdinBefore.has(l)) process.stdin.off("end", l as (...args: unknown[]) => void);
    }
  }
}

function devErrorPage(err: unknown): Response {
  const text = err instanceof Error ? (err.stack ?? err.message) : String(err);
  const escaped = text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>The web app did not load</title></head><body><h1>The web app did not load</h1><p>Fix the error below and reload the page.</p><pre>${escaped}</pre></body></html>`;
  return new Response(html, { status: 500, headers: { "content-type": "text/html; charset=utf-8" } });
}

/**
 * A rendered page or data answer as development needs it: the development page policy (devPagePolicy), static
 * pages with their reload script, and nothing cached by the browser, so a change on the server shows on the
 * next navigation. See docs/decisions/029-npm-run-dev-one-process.md.
 */
export function forDevelopment(response: Response): Response {
  const headers = new Headers(response.headers);
  const policy = headers.get("content-security-policy");
  if (policy) headers.set("content-security-policy", devPagePolicy(policy));
  headers.set("cache-control", "no-store");
  const html = /^text\/html\b/i.test(headers.get("content-type") ?? "");
  const body = html && response.body ? withStaticPageReload(response.body) : response.body;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** The page as it streams, with STATIC_RELOAD_SCRIPT at the end of its <head> when it is a static page. */
function withStaticPageReload(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head: string | undefined = ""; // the page up to </head>, then undefined
  const inject = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, out) {
      const text = decoder.decode(chunk, { stream: true });
      if (head === undefined) {
        if (text) out.enqueue(encoder.encode(text));
        return;
      }
      head += text;
      const end = head.indexOf("</head>");
      if (end < 0) return;
      // the static page's enhance script is inline in its <head> (apps/web/app/root.tsx)
      const isStatic = head.includes('id="enhance-script"');
      out.enqueue(
        encoder.encode(isStatic ? head.slice(0, end) + STATIC_RELOAD_SCRIPT + head.slice(end) : head),
      );
      head = undefined;
    },
    flush(out) {
      const rest = (head ?? "") + decoder.decode();
      if (rest) out.enqueue(encoder.encode(rest));
    },
  });
  return body.pipeThrough(inject);
}

/**
 * The page policy (web/csp.ts) relaxed for Vite's client, in development only: it injects the page's CSS and
 * its error overlay as <style> elements (style-src 'unsafe-inline'), and while the server restarts it waits in
 * a worker made from a blob: URL, then reloads the page (worker-src). Scripts keep the nonce policy: React
 * Router's HMR runtime is a nonce-carrying inline script importing files from this origin, and the HMR
 * websocket is same-origin (connect-src 'self').
 */
export const devPagePolicy = (policy: string) =>
  `${policy
    .split("; ")
    .map((d) => (d.startsWith("style-src ") ? `${d} 'unsafe-inline'` : d))
    .join("; ")}; worker-src 'self' blob:`;
