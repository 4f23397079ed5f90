// Response compression, set once: @fastify/compress (app.ts) encodes HTML and JSON answers with it, and the
// page cache (page-cache.ts) encodes each stored page with it once per encoding, so that a cache hit is a copy
// of stored bytes instead of the same page compressed again for every visitor (issue #34: that brotli pass was
// half the CPU of a cached page). The choice of encoding is @fastify/compress's own (its negotiator, its
// aliases, its Vary), so a page sent from the cache is encoded exactly as one it compresses.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

export type Encoding = "br" | "gzip";

/** @fastify/compress's options (quality 4: most of the saving at a fraction of the CPU) */
export const COMPRESSION = {
  global: true,
  threshold: 1024,
  encodings: ["br", "gzip"] as Encoding[],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
};

/** the types @fastify/compress compresses by default (its defaultCompressibleTypes) */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

/**
 * The encoding @fastify/compress would give this answer, or undefined when it would send it as it is (no or an
 * identity Accept-Encoding, X-No-Compression, under the threshold) or when the type is not one it surely
 * compresses (left to @fastify/compress, as before).
 */
export function encodingFor(req: FastifyRequest, contentType: string, size: number): Encoding | undefined {
  if (size < COMPRESSION.threshold || !COMPRESSIBLE.test(contentType)) return undefined;
  if (req.headers["x-no-compression"] !== undefined) return undefined;
  const header = req.headers["accept-encoding"];
  if (header == null) return undefined;
  // as @fastify/compress: "*" (no preference) and "x-gzip" count as gzip
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, "gzip"), COMPRESSION.encodings);
  return chosen ?? undefined;
}

/** the bytes @fastify/compress would send for `body` in `encoding` */
export function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br" ? brotliCompressSync(body, COMPRESSION.brotliOptions) : gzipSync(body);
}

/** The headers @fastify/compress sets on an answer it encodes: Content-Encoding, and Vary with accept-encoding. */
export function markEncoded(reply: FastifyReply, encoding: Encoding) {
  const vary = reply.getHeader("vary");
  if (vary === undefined) reply.header("vary", "accept-encoding");
  else {
    const values = (Array.isArray(vary) ? vary : [vary]).map(String);
    if (!values.some((v) => v.includes("accept-encoding")))
      reply.header("vary", values.concat("accept-encoding").join(", "));
  }
  reply.header("content-encoding", encoding);
}
