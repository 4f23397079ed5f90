// Issue #30 "every foreign key is indexed" (docs/architecture.md "Data"): for each foreign key, some index of
// its table starts with the key's columns, so that deleting or updating the referenced row (ON DELETE cascade /
// set null) and joining on the key never scan the whole table. Migration 0026 added the last three. Asked of
// the catalog of the migrated database, so a new foreign key without its index fails here, listed by name.
import assert from "node:assert/strict";
import { afterAll, beforeAll, test } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase } from "../test/database.ts";
import type { Database } from "./client.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

interface UnindexedKey {
  table: string;
  constraint: string;
  columns: string;
}

test("every foreign key's columns lead some index of its table", async () => {
  // An index serves the key when its first columns are the key's columns (in any order). A partial index
  // serves it only when its condition is that a single-column key is not null (null keys are never looked up).
  const res = (await database.db.execute(sql`
    select c.conrelid::regclass::text as "table", c.conname as "constraint",
      (select string_agg(a.attname, ', ' order by k.ord)
        from unnest(c.conkey) with ordinality as k(attnum, ord)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as "columns"
    from pg_constraint c
    where c.contype = 'f'
      and c.connamespace = 'public'::regnamespace
      and not exists (
        select 1 from pg_index i
        where i.indrelid = c.conrelid
          and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] @> c.conkey
          and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] <@ c.conkey
          and (
            i.indpred is null
            or (cardinality(c.conkey) = 1 and pg_get_expr(i.indpred, i.indrelid) = format(
              '(%s IS NOT NULL)',
              quote_ident((select a.attname from pg_attribute a
                where a.attrelid = c.conrelid and a.attnum = c.conkey[1])::text)
            ))
          )
      )
    order by 1, 2
  `)) as unknown as { rows: UnindexedKey[] };
  const keys = await database.db.execute(
    sql`select count(*)::int as n from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  // the query saw the schema's keys (an empty answer from an empty catalog would prove nothing)
  assert.ok((keys as unknown as { rows: { n: number }[] }).rows[0].n > 30);
  assert.deepEqual(
    res.rows.map((r) => `${r.table}.${r.constraint} (${r.columns})`),
    [],
    "foreign keys without an index that starts with their columns",
  );
});
