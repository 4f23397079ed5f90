// One SQL dialect: PostgreSQL. No DATABASE_URL -> embedded PGlite on disk; with it -> a pooled pg server.
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../drizzle");

export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}

export interface PostgresOptions {
  /** PostgreSQL cancels a statement running longer (ms; 0 or unset: no limit) */
  statementTimeoutMs?: number;
}

/** A new connection that has not opened within this time fails (503 for a request) instead of hanging. */
const CONNECT_TIMEOUT_MS = 5000;

export async function openPostgres(url: string, max = 10, opts: PostgresOptions = {}): Promise<Database> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.default.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
  });
  // A connection the server closes (a restart, a crash) is dropped by the pool, which opens new ones as
  // requests need them: the app recovers by itself once the server is back.
  pool.on("error", () => {
    /* idle client errors are retried by the pool; nothing to do here */
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return { db, kind: "postgres", close: () => pool.end() };
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await run(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await run(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
  }
}

export async function openDatabase(cfg: {
  DATABASE_URL?: string;
  DATABASE_POOL_MAX?: number;
  DATABASE_STATEMENT_TIMEOUT_MS?: number;
  DATA_DIR: string;
}): Promise<Database> {
  if (!cfg.DATABASE_URL) {
    const database = await openPglite({ dataDir: resolve(cfg.DATA_DIR, "pglite") });
    await migrate(database);
    return database;
  }
  // migrations on a connection of their own, without the requests' statement time limit
  const migrator = await openPostgres(cfg.DATABASE_URL, 1);
  try {
    await migrate(migrator);
  } finally {
    await migrator.close();
  }
  return openPostgres(cfg.DATABASE_URL, cfg.DATABASE_POOL_MAX, {
    statementTimeoutMs: cfg.DATABASE_STATEMENT_TIMEOUT_MS,
  });
}

export { schema };
