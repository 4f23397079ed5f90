// The built scripts and stylesheets (/assets/*: hashed names, never changed once built) sent from memory once
// @fastify/static has sent them once (issue #34). Each request for a file cost a stat, an open, a read and a
// close — most of the CPU of an asset, more than a cached page costs. The first answer @fastify/static gives
// for a file and an Accept-Encoding is kept: its headers (ETag, Last-Modified, Content-Type, Vary,
// Content-Encoding, Cache-Control, Accept-Ranges) and the very file it chose (.br, .gz or the file itself), so
// the same request later gets the same answer without touching the disk. Only plain GETs are answered from
// memory: a HEAD, a Range or a conditional request (If-None-Match …) still goes to @fastify/static, which
// answers 206 or 304 as it always did. Helmet's headers are added for every answer before this hook runs.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";

interface KeptAsset {
  headers: Record<string, string | number | string[]>;
  body: Buffer;
}

const FILE_FOR_ENCODING: Record<string, string> = { br: ".br", gzip: ".gz" };

/** headers of a request that make @fastify/static answer something else than the whole file */
const PARTIAL_OR_CONDITIONAL = ["range", "if-range", "if-match", "if-none-match", "if-modified-since"];

function keyOf(req: FastifyRequest): string | undefined {
  if (req.method !== "GET" || !req.url.startsWith("/assets/") || req.url.includes("?")) return undefined;
  for (const h of PARTIAL_OR_CONDITIONAL) if (req.headers[h] !== undefined) return undefined;
  // the encoding @fastify/static picks depends on the Accept-Encoding alone: the same header, the same file
  return `${req.url}\n${req.headers["accept-encoding"] ?? ""}`;
}

/** Adds the hooks to the scope that registers @fastify/static for `root` (web/ssr.ts). */
export function keepAssetsInMemory(web: FastifyInstance, root: string) {
  const kept = new LRUCache<string, KeptAsset>({
    max: 2000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (a) => Math.max(1, a.body.length),
  });

  web.addHook("onRequest", async (req: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(req);
    const asset = key === undefined ? undefined : kept.get(key);
    if (!asset) return;
    reply.code(200).headers(asset.headers);
    return reply.send(asset.body);
  });

  web.addHook("onSend", async (req, reply, payload) => {
    const key = keyOf(req);
    if (key === undefined || reply.statusCode !== 200 || kept.has(key)) return payload;
    const encoding = reply.getHeader("content-encoding");
    const suffix = encoding === undefined ? "" : FILE_FOR_ENCODING[String(encoding)];
    if (suffix === undefined) return payload;
    const path = req.url.split("?")[0] ?? "";
    const headers = reply.getHeaders() as KeptAsset["headers"];
    const body = await readFile(join(root, `${decodeURIComponent(path)}${suffix}`)).catch(() => undefined);
    // the file as @fastify/static measured it (its Content-Length), or nothing is kept
    if (body && Number(headers["content-length"]) === body.length) kept.set(key, { headers, body });
    return payload;
  });
}
