// React's floor: the smallest React Router (framework mode, SSR) page, built in this run with the same
// toolchain as apps/web (React 19, react-router build, Vite) and served by a plain node:http server.
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import { dirname, extname, join, normalize, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { onCleanup, runToEnd } from "./processes.ts";
import { freePort, ROOT, TMP_DIR } from "./util.ts";

const FILES: Record<string, string> = {
  // the dependencies tell react-router which server runtime to use (all already installed at the root)
  "package.json": `${JSON.stringify({
    name: "react-floor",
    private: true,
    type: "module",
    dependencies: {
      "@react-router/node": "*",
      isbot: "*",
      react: "*",
      "react-dom": "*",
      "react-router": "*",
    },
  })}\n`,
  "react-router.config.ts": `export default { ssr: true, appDirectory: "app", buildDirectory: "build" };\n`,
  "vite.config.ts": `import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
export default defineConfig({ plugins: [reactRouter()], build: { assetsInlineLimit: 0 } });
`,
  "public/robots.txt": "User-agent: *\nAllow: /\n",
  "public/favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n`,
  "app/routes.ts": `import { index } from "@react-router/dev/routes";
export default [index("routes/home.tsx")];
`,
  "app/root.tsx": `import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
export default function App() {
  return <Outlet />;
}
`,
  "app/routes/home.tsx": `export function meta() {
  return [
    { title: "React floor" },
    { name: "description", content: "The smallest server-rendered React Router page, for comparison." },
  ];
}
export default function Home() {
  return (
    <main>
      <h1>React floor</h1>
      <p>The smallest server-rendered React Router page.</p>
    </main>
  );
}
`,
};

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
};

export interface Floor {
  url: string;
  dir: string;
  close(): Promise<void>;
}

/**
 * Writes, builds and serves the floor page; everything is removed at clean-up. `gzip`: compress assets
 * when the browser accepts it (set it to what the app does, so that both are served alike).
 */
export async function buildAndServeFloor(stamp: string, gzip: boolean): Promise<Floor> {
  const dir = join(TMP_DIR, `react-floor-${stamp}`);
  onCleanup("remove React floor", () => rmSync(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  await runToEnd(process.execPath, [resolve(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], dir);
  const build = (await import(pathToFileURL(join(dir, "build/server/index.js")).href)) as ServerBuild;
  // loaded here, after the bench has chosen NODE_ENV, so that SSR runs React's production build
  const { createRequestListener } = await import("@react-router/node");
  const handle = createRequestListener({ build, mode: "production" });
  const clientDir = join(dir, "build/client");
  // like the app: assets with long cache headers, no compression, pages rendered per request
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? "/").split("?")[0]));
    const file = join(clientDir, path);
    if (path !== "/" && file.startsWith(clientDir) && existsSync(file) && statSync(file).isFile()) {
      const headers: Record<string, string> = {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": "public, max-age=31536000, immutable",
      };
      if (gzip && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
        res.writeHead(200, { ...headers, "content-encoding": "gzip", vary: "accept-encoding" });
        res.end(gzipSync(readFileSync(file)));
        return;
      }
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
      return;
    }
    void handle(req, res);
  });
  const port = await freePort();
  await new Promise<void>((ok) => server.listen(port, "127.0.0.1", ok));
  const close = () =>
    new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    });
  onCleanup("stop React floor server", close);
  return { url: `http://127.0.0.1:${port}/`, dir, close };
}
