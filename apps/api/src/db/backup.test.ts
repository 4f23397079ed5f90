// npm run db:backup / db:restore (db/backup.ts): a backup restored into a fresh database holds the same rows.
// On the database kind under test: PGlite (its data folder's tarball) or PostgreSQL (pg_dump / pg_restore).
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, onTestFinished, test } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase, testDbKind } from "../test/database.ts";
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from "./backup.ts";
import { type Database, openPglite, openPostgres } from "./client.ts";

const dir = mkdtempSync(join(tmpdir(), "rm-backup-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rowsOf = async (database: Database) => {
  const r = await database.db.execute(sql`
    select (select count(*)::int from users) as users, (select count(*)::int from companies) as companies,
      (select string_agg(email, ',' order by email) from users) as emails,
      (select string_agg(subject, ',' order by id) from outbox where kind = 'backup-test') as marked`);
  return (r as unknown as { rows: Record<string, unknown>[] }).rows[0];
};

const adminUrl = () => process.env.TEST_DATABASE_URL ?? "";
const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

test("a backup restored into a fresh database has the same rows", async () => {
  // the migrated, seeded test database, plus a row of this test's own
  const source = await openTestDatabase();
  onTestFinished(() => source.close());
  await source.db.execute(sql`
    insert into outbox (kind, "to", subject, text) values ('backup-test', 'a@example.org', 'kept', 'body')`);
  const before = await rowsOf(source);
  assert.ok(Number(before!.users) > 0, "the seed's accounts are there to compare");
  assert.equal(before!.marked, "kept");

  if (testDbKind() === "pglite") {
    const file = join(dir, "backup.pglite.tar.gz");
    // biome-ignore lint/suspicious/noExplicitAny: dumpDataDir lives on the PGlite client
    await backupPglite((source.db as any).$client, file);
    const dataDir = join(dir, "restored");
    await restorePglite(file, dataDir);
    const restored = await openPglite({ dataDir });
    onTestFinished(() => restored.close());
    assert.deepEqual(await rowsOf(restored), before);
    await assert.rejects(restorePglite(file, dataDir), /already holds a database/, "never over a database");
    return;
  }

  // PostgreSQL: the source's name is the test database's own; dump it, restore into a new empty database
  const name = (
    (await source.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    }
  ).rows[0]!.name;
  const file = join(dir, "backup.dump");
  await backupPostgres(withDb(adminUrl(), name), file);
  const fresh = `rm_restore_${randomBytes(4).toString("hex")}`;
  const admin = await openPostgres(adminUrl(), 1);
  await admin.db.execute(sql.raw(`create database ${fresh}`));
  onTestFinished(async () => {
    await admin.db.execute(sql.raw(`drop database if exists ${fresh} with (force)`));
    await admin.close();
  });
  await restorePostgres(file, withDb(adminUrl(), fresh));
  const restored = await openPostgres(withDb(adminUrl(), fresh), 1);
  onTestFinished(() => restored.close());
  assert.deepEqual(await rowsOf(restored), before);
});
