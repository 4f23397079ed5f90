import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";

/** What every feature module receives: configuration, the database, and the outbox trigger. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: "pglite" | "postgres";
  /** deliver queued mail now instead of at the next poll */
  kickOutbox: () => void;
}
