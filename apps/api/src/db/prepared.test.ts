// preparedOnce: a hot statement is built (turned into SQL text) once per database handle, then only
// executed with new values; a transaction gets its own, run on its own connection.
import assert from "node:assert/strict";
import { afterAll, beforeAll, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openTestDatabase, testDbKind } from "../test/database.ts";
import type { Database, DbOrTx } from "./client.ts";
import { preparedOnce } from "./prepared.ts";
import { useNamedStatements } from "./statement-names.ts";
import { users } from "./schema.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let builds = 0;
const byEmail = (db: DbOrTx) =>
  preparedOnce(db, "test_user_by_email", (statementName) => {
    builds++;
    return db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, sql.placeholder("email")))
      .prepare(statementName);
  });

test("built once for the database, then executed with each value", async () => {
  const before = builds;
  await database.db.insert(users).values([
    { email: "prepared-a@example.org", role: "client", firstName: "Ada" },
    { email: "prepared-b@example.org", role: "client", firstName: "Ben" },
  ]);
  assert.deepEqual(await byEmail(database.db).execute({ email: "prepared-a@example.org" }), [
    { email: "prepared-a@example.org" },
  ]);
  assert.deepEqual(await byEmail(database.db).execute({ email: "prepared-b@example.org" }), [
    { email: "prepared-b@example.org" },
  ]);
  assert.deepEqual(await byEmail(database.db).execute({ email: "nobody@example.org" }), []);
  assert.equal(builds - before, 1);
});

test("a transaction builds its own, which sees the transaction's rows", async () => {
  const before = builds;
  const found = await database.db.transaction(async (tx) => {
    await tx.insert(users).values({ email: "prepared-tx@example.org", role: "client", firstName: "Cy" });
    return byEmail(tx).execute({ email: "prepared-tx@example.org" });
  });
  assert.deepEqual(found, [{ email: "prepared-tx@example.org" }]);
  assert.equal(builds - before, 1);
});

test("DATABASE_NAMED_STATEMENTS=false: the statement is unnamed, so a pooler's next connection needs nothing parsed", async () => {
  // a name of its own: the pool's connections may hold test_user_by_email from the tests above
  const probe = (db: DbOrTx) =>
    preparedOnce(db, "test_named_probe", (statementName) =>
      db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, sql.placeholder("email")))
        .prepare(statementName),
    );
  const count = async (named: boolean) => {
    useNamedStatements(named);
    try {
      // a transaction is a handle of its own: its statement is built with the setting of the moment
      return await database.db.transaction(async (tx) => {
        assert.deepEqual(await probe(tx).execute({ email: "prepared-a@example.org" }), [
          { email: "prepared-a@example.org" },
        ]);
        const kept = await tx.execute(
          sql`select count(*)::int as n from pg_prepared_statements where name = 'test_named_probe'`,
        );
        return (kept as unknown as { rows: { n: number }[] }).rows[0]!.n;
      });
    } finally {
      useNamedStatements(true);
    }
  };
  assert.equal(await count(false), 0);
  // PGlite runs every statement unnamed; on a PostgreSQL connection a named one stays parsed
  if (testDbKind() === "postgres") assert.equal(await count(true), 1);
});
