// After `react-router build`: writes .br and .gz beside every compressible client asset, once, at the best
// ratio, so the server (@fastify/static preCompressed) never compresses a static file per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = resolve(
  fileURLToPath(new URL("..", import.meta.url)),
  process.env.WEB_BUILD_DIR ?? "build",
  "client",
);
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".html",
  ".map",
  ".webmanifest",
]);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(root)) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  const raw = readFileSync(file);
  if (raw.length < 1024) continue;
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  count++;
  before += raw.length;
  after += br.length;
}
console.log(
  `precompressed ${count} assets: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB (br)`,
);
