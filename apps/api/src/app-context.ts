import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { SendFn } from "./modules/mail/index.ts";

/** What every feature module receives: configuration, the database, and the outboxes' trigger. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: "pglite" | "postgres";
  /**
   * send queued mail and push alerts now, in this process (after a write); what it misses — a process stopped
   * first, a retry — the job system's "mail outbox" and "push alerts" jobs send
   */
  kickOutbox: () => void;
  /** how this process sends a mail (main.ts); none in in-process tests, which read the outbox */
  sendMail?: SendFn;
}
