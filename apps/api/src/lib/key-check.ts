// Issue #31: every process that shares the database must hold the same ENCRYPTION_KEY (it opens the TOTP secrets,
// the sealed links of queued mail and the web push private key) and the same POW_HMAC_SECRET (a challenge signed by
// one is checked by another). The first start stores a check value for each in server_settings; a process whose
// key does not open it (or whose secret signs it differently) refuses to start, naming the setting, instead of
// failing later at random (an admin who cannot sign in on one machine, a mail that cannot be sent).
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { type Config, ConfigError } from "../config.ts";
import type { DbOrTx } from "../db/client.ts";
import { serverSettings } from "../db/schema.ts";
import { open, seal, useEncryptionKey } from "./secret-box.ts";

const KEY = "key-check";
const PLAIN = "london-removals key check v1";

interface Stored {
  /** PLAIN sealed with the encryption key */
  encryption: string;
  /** HMAC-SHA256 of PLAIN with POW_HMAC_SECRET (absent until a process with a set secret starts) */
  pow?: string;
}

export class SecretMismatch extends ConfigError {}

export const SECRET_MISMATCH = {
  encryption:
    "ENCRYPTION_KEY does not open this database's secrets: it differs from the key they were sealed with. Set the same ENCRYPTION_KEY on every process (or restore DATA_DIR/encryption.key).",
  pow: "POW_HMAC_SECRET differs from the one the other processes of this database sign with: set the same POW_HMAC_SECRET on every process.",
} as const;

const powCheck = (secret: string) => createHmac("sha256", secret).update(PLAIN).digest("base64url");

async function read(db: DbOrTx): Promise<Stored | undefined> {
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, KEY)).limit(1);
  return row?.value as Stored | undefined;
}

/** Stores the check values on the first start; throws SecretMismatch when this process's secrets differ. */
export async function checkSharedSecrets(
  db: DbOrTx,
  config: Pick<Config, "ENCRYPTION_KEY" | "DATA_DIR" | "POW_HMAC_SECRET">,
): Promise<void> {
  useEncryptionKey(config);
  const pow = config.POW_HMAC_SECRET ? powCheck(config.POW_HMAC_SECRET) : undefined;
  let stored = await read(db);
  if (!stored) {
    // two processes at once: the first insert wins, both check against it
    const value: Stored = pow ? { encryption: seal(PLAIN), pow } : { encryption: seal(PLAIN) };
    await db.insert(serverSettings).values({ key: KEY, value }).onConflictDoNothing();
    stored = (await read(db))!;
  }
  let opened: string | null = null;
  try {
    opened = open(stored.encryption);
  } catch {
    opened = null;
  }
  if (opened !== PLAIN) throw new SecretMismatch(SECRET_MISMATCH.encryption);
  if (!pow) return; // outside production a process may sign its challenges with a secret of its own
  if (stored.pow === undefined) {
    await db
      .update(serverSettings)
      .set({ value: { ...stored, pow } })
      .where(eq(serverSettings.key, KEY));
  } else if (stored.pow !== pow) throw new SecretMismatch(SECRET_MISMATCH.pow);
}
