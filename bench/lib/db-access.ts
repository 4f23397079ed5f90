// The bench's own connections: counting stored leads, and a separate migrated database for matching
// (so that 111,000 generated companies never show up on the pages being measured).
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../../apps/api/src/config.ts";
import { type Database, migrate, openPglite, openPostgres } from "../../apps/api/src/db/client.ts";
import { runStartupTasks } from "../../apps/api/src/startup.ts";
import { type BenchDatabase, createBenchDatabase } from "./database.ts";
import { onCleanup } from "./processes.ts";

/** Opens the app's database (for PGlite only once the app has stopped: one process at a time). */
export function openAppDatabase(db: BenchDatabase): Promise<Database> {
  return db.kind === "postgres"
    ? openPostgres(db.url, 2)
    : openPglite({ dataDir: join(db.dataDir, "pglite") });
}

/** Leads stored by POST /api/client/register in this run (their emails carry the run id). */
export async function countRunLeads(database: Database, runId: string): Promise<number> {
  const r = await database.db.execute(sql`
    select count(*)::int as n from leads
    where details->>'email' like ${`%.${runId}.%`}
      and (idempotency_key is null or idempotency_key not like 'ceiling:%')`);
  return (r as unknown as { rows: { n: number }[] }).rows[0].n;
}

/**
 * Waits (at most `maxS`) until the app has delivered the mail the lead intake queued, so that later timings
 * do not share the machine with its outbox worker. Returns the seconds waited and the mails still pending.
 */
export async function waitForOutboxDrain(
  database: Database,
  maxS = 180,
): Promise<{ s: number; pending: number }> {
  const t0 = performance.now();
  for (;;) {
    const r = await database.db.execute(sql`select count(*)::int as n from outbox where status = 'pending'`);
    const pending = (r as unknown as { rows: { n: number }[] }).rows[0].n;
    const s = (performance.now() - t0) / 1000;
    if (pending === 0 || s > maxS) return { s: Math.round(s), pending };
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A fresh, migrated database with the app's reference data and no demo data. */
export async function openMatchingDatabase(stamp: string, kind: BenchDatabase["kind"]): Promise<Database> {
  const fresh = await createBenchDatabase(`${stamp}_match`, kind === "pglite");
  const database =
    fresh.kind === "postgres"
      ? await openPostgres(fresh.url, 4)
      : await openPglite({ dataDir: fresh.dataDir });
  onCleanup("close the matching database", () => database.close());
  await migrate(database);
  const env = {
    DATABASE_URL: fresh.kind === "postgres" ? fresh.url : "",
    DATA_DIR: fresh.kind === "pglite" ? fresh.dataDir : undefined,
    SEED_DEMO: "false",
    IMPORT_LONDON_POSTCODES: "false",
    LOG_LEVEL: "silent",
  };
  const config = loadConfig(env as NodeJS.ProcessEnv);
  await runStartupTasks({ config, db: database.db, dbKind: database.kind, kickOutbox: () => {} }, () => {});
  return database;
}
