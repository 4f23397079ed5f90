import { createHash, randomBytes } from "node:crypto";

// Random bytes are drawn 4 KiB at a time and each byte is used once (as node's own randomUUID does): a
// lead makes two tokens, and one call to the system's generator per 128 tokens is cheaper than one each.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

function random32(): Buffer {
  if (used + 32 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const bytes = pool.subarray(used, used + 32);
  used += 32;
  return bytes;
}

/** 256 random bits, URL-safe */
export const newToken = () => random32().toString("base64url");
export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
