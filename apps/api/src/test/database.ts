// Test databases start from a migrated, seeded snapshot instead of migrating each time
// (PGlite: a data-dir tarball; PostgreSQL: CREATE DATABASE ... TEMPLATE).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import { type Database, migrate, openPglite, openPostgres } from "../db/client.ts";
import { runStartupTasks } from "../startup.ts";

export const testDbKind = (): "pglite" | "postgres" =>
  process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/**
 * Files written by tests (and by the seed while building a snapshot: the demo certificates) go to one
 * folder under the system's temp directory, never to the repository's data folder; a test that counts
 * files picks its own DATA_DIR.
 */
export const TEST_DATA_DIR = join(tmpdir(), "rm-test-data");

export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    IMPORT_LONDON_POSTCODES: "false",
    SEED_DEMO_LEADS: "false",
    RATE_LIMIT_FACTOR: "1",
    DATA_DIR: TEST_DATA_DIR,
    ...overrides,
  } as NodeJS.ProcessEnv);
}

const silent = () => {};

async function seed(database: Database) {
  const config = testConfig();
  await runStartupTasks({ config, db: database.db, dbKind: database.kind, kickOutbox: () => {} }, silent);
}

/** Builds the PGlite snapshot file (migrated + seeded) and returns its path. */
export async function preparePgliteSnapshot(path = join(tmpdir(), `rm-pglite-${process.pid}.tar`)) {
  const database = await openPglite({});
  await migrate(database);
  await seed(database);
  // biome-ignore lint/suspicious/noExplicitAny: dumpDataDir lives on the PGlite client
  const client = (database.db as any).$client;
  const blob: Blob = await client.dumpDataDir("none");
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  return path;
}

const adminUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  return url;
};
const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Creates the PostgreSQL template database (migrated + seeded) and returns its name. */
export async function preparePostgresTemplate(name = `rm_tpl_${randomBytes(4).toString("hex")}`) {
  const admin = await openPostgres(adminUrl(), 1);
  await admin.db.execute(`CREATE DATABASE ${name}`);
  await admin.close();
  const database = await openPostgres(withDb(adminUrl(), name), 2);
  await migrate(database);
  await seed(database);
  await database.close();
  return name;
}

export async function dropPostgresDatabase(name: string) {
  if (!/^rm_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  const admin = await openPostgres(adminUrl(), 1);
  await admin.db.execute(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.close();
}

let ownSnapshot: string | undefined;

/** A fresh database for one test file, already migrated and seeded. */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind() === "postgres") {
    // `npm test` prepares one template for all files; a file run on its own makes its own, and drops it
    const ownTemplate = process.env.RM_PG_TEMPLATE ? undefined : await preparePostgresTemplate();
    const template = process.env.RM_PG_TEMPLATE ?? (ownTemplate as string);
    const name = `rm_t_${randomBytes(6).toString("hex")}`;
    const admin = await openPostgres(adminUrl(), 1);
    await admin.db.execute(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.close();
    const database = await openPostgres(withDb(adminUrl(), name), 10);
    return {
      ...database,
      close: async () => {
        await database.close();
        const a = await openPostgres(adminUrl(), 1);
        await a.db.execute(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        if (ownTemplate) await a.db.execute(`DROP DATABASE IF EXISTS ${ownTemplate} WITH (FORCE)`);
        await a.close();
      },
    };
  }
  let snapshot = process.env.RM_PGLITE_SNAPSHOT;
  if (!snapshot || !existsSync(snapshot)) {
    ownSnapshot ??= await preparePgliteSnapshot();
    snapshot = ownSnapshot;
  }
  return openPglite({ loadDataDir: new Blob([readFileSync(snapshot)]) });
}
