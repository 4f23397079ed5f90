// Test databases start from a migrated, seeded snapshot instead of migrating each time
// (PGlite: a data-dir tarball; PostgreSQL: CREATE DATABASE ... TEMPLATE).
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join } from "node:path";
import { loadConfig } from "../config.ts";
import { type Database, migrate, openPglite, openPostgres } from "../db/client.ts";
import { runStartupTasks } from "../startup.ts";
import { tempDir } from "./temp-dir.ts";

export const testDbKind = (): "pglite" | "postgres" =>
  process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/**
 * Files written by tests go to a folder of this process's own under the system's temp directory, never to
 * the repository's data folder: test files run in parallel (several Vitest workers, vitest.config.ts), so
 * none sees another process's uploads; the files one process runs in turn share it. It starts as a copy of the folder the snapshot or template was seeded with
 * (seedDataDir: the demo certificates, and the encryption key that sealed the demo admin's TOTP secret) and
 * is removed when the process exits. A test that counts files still picks its own DATA_DIR.
 */
export const TEST_DATA_DIR = tempDir("rm-test-data-");

/** Where the seed of a snapshot (its path) or template (its name) wrote its files. */
export const seedDataDir = (snapshotOrTemplate: string) =>
  isAbsolute(snapshotOrTemplate)
    ? `${snapshotOrTemplate}.data`
    : join(tmpdir(), `${snapshotOrTemplate}.data`);

let seedFilesCopied = false;
/** Copies the seed's files into this process's TEST_DATA_DIR (once). */
function adoptSeedFiles(from: string) {
  if (seedFilesCopied) return;
  seedFilesCopied = true;
  if (existsSync(from)) cpSync(from, TEST_DATA_DIR, { recursive: true });
}

export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    IMPORT_LONDON_POSTCODES: "false",
    SEED_DEMO_LEADS: "false",
    // the API tests make their own bookings and reviews (test/fixtures/reviews.ts)
    SEED_DEMO_REVIEWS: "false",
    RATE_LIMIT_FACTOR: "1",
    // proof of work: solved in well under a millisecond
    POW_MAX_NUMBER: "50",
    // load shedding never answers a test's request (a busy machine's lag is not the app's); faults.test.ts
    // turns it on for its own app
    EVENT_LOOP_MAX_DELAY_MS: "0",
    DATA_DIR: TEST_DATA_DIR,
    ...overrides,
  } as NodeJS.ProcessEnv);
}

const silent = () => {};

async function seed(database: Database, dataDir: string) {
  const config = testConfig({ DATA_DIR: dataDir });
  await runStartupTasks({ config, db: database.db, dbKind: database.kind, kickOutbox: () => {} }, silent);
}

/**
 * Builds the PGlite snapshot file (migrated + seeded) and returns its path. The seed's files go to
 * `dataDir`: seedDataDir(path) for a snapshot other processes use, this process's own folder otherwise.
 */
export async function preparePgliteSnapshot(
  path = join(tmpdir(), `rm-pglite-${process.pid}.tar`),
  dataDir = seedDataDir(path),
) {
  const database = await openPglite({});
  await migrate(database);
  await seed(database, dataDir);
  // biome-ignore lint/suspicious/noExplicitAny: dumpDataDir lives on the PGlite client
  const client = (database.db as any).$client;
  // checkpointed, so that each test database opens without replaying the migrations' and seed's WAL
  await client.exec("CHECKPOINT");
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

/** The names this file gives the databases it makes and drops (spliced into CREATE and DROP DATABASE). */
const TEST_DB_NAME = /^rm_[a-z0-9_]+$/;

/**
 * Creates an empty database on TEST_DATABASE_URL's server (`dropPostgresDatabase` removes it); its name and
 * URL. The e2e suite's app starts on one and migrates and seeds it itself, as `npm start` does.
 */
export async function createPostgresDatabase(name: string) {
  if (!TEST_DB_NAME.test(name)) throw new Error(`refusing to create ${name}`);
  const admin = await openPostgres(adminUrl(), 1);
  await admin.db.execute(`CREATE DATABASE ${name}`);
  await admin.close();
  return { name, url: withDb(adminUrl(), name) };
}

/** Creates the PostgreSQL template database (migrated + seeded) and returns its name; `dataDir` as above. */
export async function preparePostgresTemplate(
  name = `rm_tpl_${randomBytes(4).toString("hex")}`,
  dataDir = seedDataDir(name),
) {
  const { url } = await createPostgresDatabase(name);
  const database = await openPostgres(url, 2);
  await migrate(database);
  await seed(database, dataDir);
  await database.close();
  return name;
}

export async function dropPostgresDatabase(name: string) {
  if (!TEST_DB_NAME.test(name)) throw new Error(`refusing to drop ${name}`);
  const admin = await openPostgres(adminUrl(), 1);
  await admin.db.execute(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.close();
  rmSync(seedDataDir(name), { recursive: true, force: true });
}

/** Removes a PGlite snapshot built by preparePgliteSnapshot and its seed's files. */
export function removePgliteSnapshot(path: string) {
  rmSync(path, { force: true });
  rmSync(seedDataDir(path), { recursive: true, force: true });
}

let ownSnapshot: Promise<string> | undefined;

/**
 * A fresh database for one test file, already migrated and seeded. Each is its own: PGlite in memory,
 * loaded from the snapshot; PostgreSQL a database with a random name made from the template. So test
 * files may run at once.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind() === "postgres") {
    // `npm test` prepares one template for all files; a file run on its own makes its own (its seed's files
    // straight into TEST_DATA_DIR), and drops it
    const ownTemplate = process.env.RM_PG_TEMPLATE
      ? undefined
      : await preparePostgresTemplate(undefined, TEST_DATA_DIR);
    const template = process.env.RM_PG_TEMPLATE ?? (ownTemplate as string);
    if (!ownTemplate) adoptSeedFiles(seedDataDir(template));
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
        await a.close();
        if (ownTemplate) await dropPostgresDatabase(ownTemplate);
      },
    };
  }
  let snapshot = process.env.RM_PGLITE_SNAPSHOT;
  if (snapshot && existsSync(snapshot)) adoptSeedFiles(seedDataDir(snapshot));
  else {
    ownSnapshot ??= preparePgliteSnapshot(undefined, TEST_DATA_DIR).then((made) => {
      process.on("exit", () => removePgliteSnapshot(made));
      return made;
    });
    snapshot = await ownSnapshot;
  }
  return openPglite({ loadDataDir: new Blob([readFileSync(snapshot)]) });
}
