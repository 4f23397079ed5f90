// What-if for the Lighthouse figures: the same app behind a proxy that gzips text responses, to show how
// much of the performance score is compression (only used when the app itself does not compress).
import { createServer, request } from "node:http";
import { createGzip } from "node:zlib";
import { onCleanup } from "./processes.ts";
import { freePort } from "./util.ts";

export async function startGzipProxy(target: string): Promise<string> {
  const up = new URL(target);
  const server = createServer((req, res) => {
    const fwd = request(
      {
        host: up.hostname,
        port: up.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: up.host, "accept-encoding": "identity" },
      },
      (r) => {
        const type = String(r.headers["content-type"] ?? "");
        const gzip =
          /text|javascript|json|css|svg|xml/.test(type) &&
          /\bgzip\b/.test(String(req.headers["accept-encoding"]));
        if (!gzip) {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
          return;
        }
        const headers = { ...r.headers, "content-encoding": "gzip", vary: "accept-encoding" };
        delete headers["content-length"];
        res.writeHead(r.statusCode ?? 502, headers);
        r.pipe(createGzip()).pipe(res);
      },
    );
    fwd.on("error", () => res.destroy());
    req.pipe(fwd);
  });
  const port = await freePort();
  await new Promise<void>((ok) => server.listen(port, "127.0.0.1", ok));
  onCleanup("stop the gzip proxy", () => {
    server.closeAllConnections();
    return new Promise<void>((ok) => server.close(() => ok()));
  });
  return `http://127.0.0.1:${port}/`;
}
