// Migration 0019: the admin's date-range queries can be served by their indexes (0020's, for the push
// dispatcher's window, went with it in 0027). The test tables are too small for the planner to choose an index
// by cost, so sequential scans are switched off for the EXPLAIN: what is asserted is that an index exists that
// answers the query's shape (its range, order and keyset).
import assert from "node:assert/strict";
import { afterAll, beforeAll, test } from "vitest";
import { type SQL, sql } from "drizzle-orm";
import { openTestDatabase } from "../test/database.ts";
import type { Database } from "./client.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const FROM = "2026-11-01T00:00:00Z";
const TO = "2026-11-24T00:00:00Z";

/** the plan's text with sequential scans off (inside a transaction that is rolled back) */
async function planOf(query: SQL): Promise<string> {
  let plan = "";
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: { "QUERY PLAN": string }[];
      };
      plan = res.rows.map((r) => r["QUERY PLAN"]).join("\n");
      throw new Error("rollback");
    })
    .catch((err: Error) => {
      if (err.message !== "rollback") throw err;
    });
  return plan;
}

test("the dashboard's period of requests uses leads_created_at_idx", async () => {
  const plan = await planOf(
    sql.raw(`select count(*) from leads l where l.created_at >= '${FROM}'::timestamptz
      and l.created_at < '${TO}'::timestamptz and l.status <> 'held'`),
  );
  assert.match(plan, /leads_created_at_idx/, plan);
});

for (const table of ["leads", "quotes", "bookings"] as const) {
  test(`/admin/${table === "leads" ? "requests" : table}: a date range, newest first, after a keyset — ${table}_created_at_idx, no sort`, async () => {
    const plan = await planOf(
      sql.raw(`select id from ${table} where created_at >= '${FROM}'::timestamptz
        and created_at < '${TO}'::timestamptz
        and (created_at, id) < ('${TO}'::timestamptz, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)
        order by created_at desc, id desc limit 50`),
    );
    assert.match(plan, new RegExp(`Index (Only )?Scan Backward using ${table}_created_at_idx`), plan);
    assert.doesNotMatch(plan, /Sort/, plan);
  });
}

test("the newest published reviews use reviews_published_created_idx, no sort", async () => {
  const plan = await planOf(
    sql.raw(`select id from reviews where status = 'published' order by created_at desc, id desc limit 6`),
  );
  assert.match(plan, /Index (Only )?Scan Backward using reviews_published_created_idx/, plan);
  assert.doesNotMatch(plan, /Sort/, plan);
});
