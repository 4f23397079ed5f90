// The server's VAPID key pair for web push (issue #18): made on first need (the first start runs it) and kept
// in the database (server_settings), never in git; every process of one deployment reads the same pair. Issue #31:
// the private key is stored sealed (lib/secret-box.ts) like the TOTP secrets; a pair stored in clear before is
// sealed on the next start.
import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { DbOrTx } from "../../db/client.ts";
import { serverSettings } from "../../db/schema.ts";
import { open, seal } from "../../lib/secret-box.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = "vapid";
let kept: VapidKeys | null = null;

/** As stored: the private key sealed ("v1.…"); a row from before issue #31 holds it in clear. */
interface StoredVapid {
  publicKey: string;
  privateKey: string;
}

const isSealed = (v: string) => v.startsWith("v1.");

/** The key pair, made and stored the first time (two processes at once: the first insert wins, both read it). */
export async function vapidKeys(db: DbOrTx): Promise<VapidKeys> {
  if (kept) return kept;
  const read = async () =>
    (await db.select().from(serverSettings).where(eq(serverSettings.key, KEY)).limit(1))[0]?.value as
      | StoredVapid
      | undefined;
  let stored = await read();
  if (!stored) {
    const made = webpush.generateVAPIDKeys();
    await db
      .insert(serverSettings)
      .values({ key: KEY, value: { publicKey: made.publicKey, privateKey: seal(made.privateKey) } })
      .onConflictDoNothing();
    stored = await read();
  }
  if (!stored?.publicKey || !stored.privateKey) throw new Error("web push: no VAPID keys");
  if (!isSealed(stored.privateKey)) {
    await db
      .update(serverSettings)
      .set({ value: { publicKey: stored.publicKey, privateKey: seal(stored.privateKey) } })
      .where(eq(serverSettings.key, KEY));
    kept = { publicKey: stored.publicKey, privateKey: stored.privateKey };
    return kept;
  }
  kept = { publicKey: stored.publicKey, privateKey: open(stored.privateKey) };
  return kept;
}

/** For tests that open a fresh database in the same process. */
export const forgetVapidKeys = () => {
  kept = null;
};
