// The static-file ceiling for server rendering: a separate Node process with node:http that streams one
// file from disk for every GET, with the headers a static host would send.
import type { ChildProcess } from "node:child_process";
import { startChild, waitForUrl } from "./processes.ts";
import { freePort } from "./util.ts";

const SERVER = `
const http = require("node:http");
const fs = require("node:fs");
const file = process.env.STATIC_FILE;
http.createServer((req, res) => {
  fs.stat(file, (err, st) => {
    if (err) { res.writeHead(500); res.end(); return; }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": st.size, "cache-control": "public, max-age=3600", "last-modified": st.mtime.toUTCString() });
    fs.createReadStream(file).pipe(res);
  });
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

export async function startStaticServer(file: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = startChild("static file server", ["-e", SERVER], {
    PATH: process.env.PATH,
    STATIC_FILE: file,
    PORT: String(port),
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitForUrl(child, url, 10_000);
  return { url, child };
}
