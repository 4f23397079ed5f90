// Issue #31 "Migrations that cannot race": two processes that start on an empty PostgreSQL database at the same
// moment both come up, and each migration is applied once (an advisory lock, db/client.ts migratePostgres).
// PostgreSQL only: embedded PGlite's folder belongs to one process, so there is nothing to race.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, test } from "vitest";
import { sql } from "drizzle-orm";
import { MIGRATIONS_DIR, openPostgres } from "./client.ts";
import { createPostgresDatabase, dropPostgresDatabase, testDbKind } from "../test/database.ts";

const ROOT = new URL("../../../../", import.meta.url);

/** runs `npm run db:migrate`'s script (the path every start takes: openDatabase → migratePostgres) */
function migrateInProcess(url: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/scripts/db-migrate.ts"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, NODE_ENV: "test", DATABASE_URL: url },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    for (const s of [child.stdout, child.stderr]) s.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ code, output }));
  });
}

const onPostgres = testDbKind() === "postgres";
const name = `rm_lock_${randomBytes(4).toString("hex")}`;
if (onPostgres) afterAll(() => dropPostgresDatabase(name));

test.skipIf(!onPostgres)(
  "two processes migrating an empty database at once both succeed, and each migration is applied once",
  async () => {
    const { url } = await createPostgresDatabase(name);
    const [a, b] = await Promise.all([migrateInProcess(url), migrateInProcess(url)]);
    assert.equal(a.code, 0, a.output);
    assert.equal(b.code, 0, b.output);
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const db = await openPostgres(url, 1);
    try {
      const res = (await db.db.execute(
        sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number; distinct: number }[] };
      assert.deepEqual(res.rows[0], { n: journal.entries.length, distinct: journal.entries.length });
    } finally {
      await db.close();
    }
  },
);
