// Encryption at rest for what must be readable again later but never in clear in the database: TOTP
// secrets, and the sign-in and reset links of mail not yet sent (AES-256-GCM, a fresh 96-bit nonce each).
// The key is ENCRYPTION_KEY, or one made once and kept in DATA_DIR/encryption.key: a copy of the database
// alone reads nothing.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Config, loadConfig } from "../config.ts";

const VERSION = "v1";
let key: Buffer | null = null;
/** counterName's key, derived from `key` when first needed */
let counterKey: Buffer | null = null;

function keyFromDataDir(dataDir: string): Buffer {
  const file = join(dataDir, "encryption.key");
  try {
    return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      // "wx": when two processes start at once, one writes and the other reads what it wrote
      writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
      chmodSync(file, 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
  }
}

/** Chooses the key (the app calls this at start; anything else falls back to the process's configuration). */
export function useEncryptionKey(config: Pick<Config, "ENCRYPTION_KEY" | "DATA_DIR">) {
  const k = config.ENCRYPTION_KEY
    ? Buffer.from(config.ENCRYPTION_KEY, "hex")
    : keyFromDataDir(config.DATA_DIR);
  if (k.length !== 32) throw new Error("The encryption key must be 32 bytes (64 hex characters)");
  key = k;
  counterKey = null;
  linkKey = null;
}

function currentKey(): Buffer {
  if (!key) useEncryptionKey(loadConfig());
  return key!;
}

/** "v1.<nonce>.<ciphertext>.<tag>", base64url parts */
export function seal(plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", currentKey(), nonce);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, nonce, body, cipher.getAuthTag()]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The plain text, or an error when the box was sealed with another key or changed. */
export function open(sealed: string): string {
  const [version, nonce, body, tag] = sealed.split(".");
  if (version !== VERSION || !nonce || body === undefined || !tag) throw new Error("Not a sealed value");
  const decipher = createDecipheriv("aes-256-gcm", currentKey(), Buffer.from(nonce, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/**
 * Issue #29 item 18: the name a counter (rate limits, velocity) gives a person's email or phone number in Redis —
 * a keyed hash (HMAC-SHA-256 under a key derived from the encryption key), so that a copy of Redis holds no
 * address or number, and the same on every machine that shares the key.
 */
export function counterName(value: string): string {
  counterKey ??= createHmac("sha256", currentKey()).update("counter-names").digest();
  return createHmac("sha256", counterKey).update(value).digest("base64url").slice(0, 32);
}

/**
 * Issue #29 item 8: a stable, keyed stand-in for an id the browser must not learn (a D8 guest's account id),
 * shaped like a UUID so that answers keep their shape.
 */
export function pseudonymOf(value: string): string {
  counterKey ??= createHmac("sha256", currentKey()).update("counter-names").digest();
  const h = createHmac("sha256", counterKey).update(`pseudonym:${value}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

let linkKey: Buffer | null = null;
/**
 * Issue #33: the signature of a link that acts without signing in (the one-click unsubscribe link) — an
 * HMAC-SHA-256 of `value` under a key derived from the encryption key, 128 bits, base64url. Nothing is stored:
 * the link names what it does and the signature proves we wrote it.
 */
export function linkSignature(value: string): string {
  linkKey ??= createHmac("sha256", currentKey()).update("signed-links").digest();
  return createHmac("sha256", linkKey).update(value).digest("base64url").slice(0, 22);
}
