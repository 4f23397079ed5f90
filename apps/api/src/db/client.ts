// One SQL dialect: PostgreSQL. No DATABASE_URL -> embedded PGlite on disk; with it -> a pooled pg server.
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { useNamedStatements } from "./statement-names.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** the embedded database itself (the job system talks to it through pg-boss's PGlite adapter) */
  pglite?: import("@electric-sql/pglite").PGlite;
  /** the server's connection string (PostgreSQL) */
  url?: string;
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
  return { db, kind: "pglite", pglite: client, close: () => client.close() };
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
  return { db, kind: "postgres", url, close: () => pool.end() };
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

/** Any number, the same in every process: the session-level advisory lock migrations are applied under. */
const MIGRATION_LOCK_ID = 7_316_201_031;

/**
 * Issue #31: applies the migrations on PostgreSQL under an advisory lock, on one connection of its own (no
 * statement time limit). Drizzle's migrator reads the last applied migration outside its transaction, so two
 * machines starting a release at once would both apply it; under the lock the second waits, then finds it done.
 */
export async function migratePostgres(url: string): Promise<void> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
  const client = new pg.default.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await run(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    // the lock is the session's: ending the connection lets it go even if the unlock did not
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}

export async function openDatabase(cfg: {
  DATABASE_URL?: string;
  DATABASE_DIRECT_URL?: string;
  DATABASE_POOL_MAX?: number;
  DATABASE_STATEMENT_TIMEOUT_MS?: number;
  DATABASE_NAMED_STATEMENTS?: boolean;
  DATA_DIR: string;
}): Promise<Database> {
  if (!cfg.DATABASE_URL) {
    const database = await openPglite({ dataDir: resolve(cfg.DATA_DIR, "pglite") });
    await migrate(database);
    return database;
  }
  await migratePostgres(cfg.DATABASE_DIRECT_URL ?? cfg.DATABASE_URL);
  useNamedStatements(cfg.DATABASE_NAMED_STATEMENTS ?? true);
  return openPostgres(cfg.DATABASE_URL, cfg.DATABASE_POOL_MAX, {
    statementTimeoutMs: cfg.DATABASE_STATEMENT_TIMEOUT_MS,
  });
}

export { schema };
