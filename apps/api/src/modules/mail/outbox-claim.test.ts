// Migration 0021: the outbox worker's claim reads the oldest pending mails from outbox_pending_id_idx and stops
// after its batch. Before it, every claim sorted all pending rows (193 ms a batch of 20 with 40,000 waiting,
// measured under the intake bench), so a backlog — after a mail outage, or a busy hour — drained ever slower.
// What is asserted is the plan PostgreSQL picks by cost for a backlog of 3,000 mails: that index, no sort.
import assert from "node:assert/strict";
import { afterAll, beforeAll, test } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { openTestDatabase } from "../../test/database.ts";
import { dueRows } from "./outbox.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

test("a claim of 20 from a backlog of 3,000 pending mails reads outbox_pending_id_idx and sorts nothing", async () => {
  await database.db.execute(sql`
    insert into outbox (kind, "to", subject, text, status)
    select 'lead-new', 'mover-' || i || '@example.com', 'A new removal lead near you', 'text',
      case when i % 10 = 0 then 'sent' else 'pending' end
    from generate_series(1, 3300) i`);
  await database.db.execute(sql`analyze outbox`);
  const { sql: text, params } = dueRows(database.db, 20).toSQL();
  // EXPLAIN has no parameters of its own: the claim's values are written into its text
  const inlined = text.replace(/\$(\d+)/g, (_, n) => {
    const v = params[Number(n) - 1];
    return typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
  const res = (await database.db.execute(sql.raw(`explain ${inlined}`))) as unknown as {
    rows: { "QUERY PLAN": string }[];
  };
  const plan = res.rows.map((r) => r["QUERY PLAN"]).join("\n");
  assert.match(plan, /Index Scan using outbox_pending_id_idx/, plan);
  assert.doesNotMatch(plan, /Sort/, plan);

  // and it claims the oldest due ones
  const ids = (await dueRows(database.db, 20)).map((r) => r.id);
  const oldest = (await database.db.execute(
    sql`select id from outbox where status = 'pending' and next_attempt_at <= now() order by id limit 20`,
  )) as unknown as { rows: { id: number | string }[] };
  assert.deepEqual(
    ids.map(Number),
    oldest.rows.map((r) => Number(r.id)),
  );
});
