// The server's VAPID key pair for web push (issue #18): made on first need (the first start runs it) and kept
// in the database (server_settings), never in git; every process of one deployment reads the same pair.
import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { DbOrTx } from "../../db/client.ts";
import { serverSettings } from "../../db/schema.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = "vapid";
let kept: VapidKeys | null = null;

/** The key pair, made and stored the first time (two processes at once: the first insert wins, both read it). */
export async function vapidKeys(db: DbOrTx): Promise<VapidKeys> {
  if (kept) return kept;
  const read = async () =>
    (await db.select().from(serverSettings).where(eq(serverSettings.key, KEY)).limit(1))[0]?.value as
      | VapidKeys
      | undefined;
  let keys = await read();
  if (!keys) {
    await db
      .insert(serverSettings)
      .values({ key: KEY, value: webpush.generateVAPIDKeys() })
      .onConflictDoNothing();
    keys = await read();
  }
  if (!keys?.publicKey || !keys.privateKey) throw new Error("web push: no VAPID keys");
  kept = keys;
  return keys;
}

/** For tests that open a fresh database in the same process. */
export const forgetVapidKeys = () => {
  kept = null;
};
