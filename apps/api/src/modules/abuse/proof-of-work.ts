// Proof of work for anonymous intake and registration (ALTCHA v2, altcha-lib; no third-party service).
// A challenge is signed with a server secret and asks for the counter (1..POW_MAX_NUMBER, drawn at
// random) whose SHA-256 key it names: the browser tries counters one by one (POW_MAX_NUMBER / 2 hashes
// on average), the server checks a solution with two HMACs. Each solved challenge is accepted once.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { POW_HEADER } from "@rm/domain/proof-of-work";
import {
  CappedMap,
  type Challenge,
  createChallenge,
  randomInt,
  type Solution,
  verifySolution,
} from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { SharedRedis } from "../../lib/bus.ts";

/** How long a challenge stays valid: the form may be filled slowly; the browser fetches a new one after. */
const POW_TTL_SECONDS = 30 * 60;

export interface PowSettings {
  /** POW_MAX_NUMBER: the largest counter (the work is about half of it) */
  maxNumber: number;
  /** POW_HMAC_SECRET: signs the challenges; random per process when unset */
  secret?: string;
  /** with REDIS_URL: a solution used on one process is refused on every other (else, or if it fails, here) */
  shared?: SharedRedis | null;
}

const processSecret = randomBytes(32).toString("hex");
/** Solutions already accepted (by challenge signature), until they would have expired anyway. */
const used = new CappedMap<string, number>({ maxSize: 200_000 });
let lastPrune = 0;

const secrets = (s: PowSettings) => {
  const base = s.secret ?? processSecret;
  return { hmacSignatureSecret: `${base}:challenge`, hmacKeySignatureSecret: `${base}:key` };
};

/** A new challenge (what GET /api/pow/challenge returns). */
export function newChallenge(s: PowSettings): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(s.maxNumber),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + POW_TTL_SECONDS,
    ...secrets(s),
  });
}

/** The header value for a solved challenge. */
export function encodeProof(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

function decode(header: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof header !== "string" || header.length === 0 || header.length > 4000) return null;
  try {
    const p = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
    if (!p || typeof p !== "object" || typeof p.challenge?.signature !== "string") return null;
    if (typeof p.challenge.parameters !== "object" || typeof p.solution !== "object") return null;
    return p;
  } catch {
    return null;
  }
}

/** altcha-lib's canonical form of the signed parameters: keys sorted at every level, undefined left out */
function sortKeys(v: unknown): unknown {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return v;
  return Object.fromEntries(
    Object.keys(v)
      .sort()
      .flatMap((k) => {
        const x = (v as Record<string, unknown>)[k];
        return x === undefined ? [] : [[k, sortKeys(x)]];
      }),
  );
}
const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac("sha256", secret).update(data).digest("hex");
const sameHex = (a: unknown, b: string) =>
  typeof a === "string" && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * altcha-lib's verifySolution for our challenges (SHA-256 HMACs, a key signature), with node's HMAC
 * instead of Web Crypto's: a few µs instead of ~200 µs a proof, which lead intake under load notices.
 * pow.test.ts checks that both agree.
 */
export function verifyFast(s: PowSettings, challenge: Challenge, solution: Solution): boolean {
  const { hmacSignatureSecret, hmacKeySignatureSecret } = secrets(s);
  const params = challenge.parameters;
  if (!params || typeof params !== "object") return false;
  if (!params.expiresAt || params.expiresAt < Date.now() / 1000) return false;
  const signed = hmacHex(hmacSignatureSecret, JSON.stringify(sortKeys(params)));
  if (!sameHex(challenge.signature, signed)) return false;
  const key = solution?.derivedKey;
  if (typeof key !== "string" || !/^(?:[0-9a-f]{2})+$/.test(key)) return false;
  if (typeof params.keySignature !== "string") return false;
  return sameHex(params.keySignature, hmacHex(hmacKeySignatureSecret, Buffer.from(key, "hex")));
}

/** The library's own check (pow.test.ts compares it with verifyFast). */
export async function verifyWithLibrary(s: PowSettings, challenge: Challenge, solution: Solution) {
  return (await verifySolution({ challenge, solution, deriveKey, ...secrets(s) })).verified;
}

/** True when the header holds a solution of one of our challenges, not expired and not used before. */
export async function acceptProof(s: PowSettings, header: unknown): Promise<boolean> {
  const p = decode(header);
  if (!p) return false;
  let verified = false;
  try {
    verified = verifyFast(s, p.challenge, p.solution);
  } catch {
    return false;
  }
  if (!verified) return false;
  // single use (synchronous check-and-set: two requests with one solution cannot both pass)
  const now = Date.now();
  if (now - lastPrune > 60_000) {
    lastPrune = now;
    for (const [k, exp] of used) if (exp < now) used.delete(k);
  }
  const expires = (Number(p.challenge.parameters.expiresAt) || 0) * 1000;
  if (s.shared) {
    try {
      const key = `${s.shared.prefix}pow:${p.challenge.signature}`;
      const ttl = Math.max(1, expires - now);
      // SET NX: the first process to note the solution uses it; Redis forgets it when it would have expired
      return (await s.shared.redis.set(key, "1", "PX", ttl, "NX")) === "OK";
    } catch {
      // Redis unreachable: this process's own record
    }
  }
  return used.setIfAbsent(p.challenge.signature!, expires);
}

export { POW_HEADER };
