// compileHot must write exactly what drizzle writes for the statements the hot paths run, and leave
// everything else to drizzle. (Every statement the test suites run through runNamed is also compiled both
// ways and compared: scripts/run-tests.mjs sets RM_VERIFY_HOT_SQL.)
import assert from "node:assert/strict";
import { test } from "node:test";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type MailInput, outboxInsert } from "../modules/mail/index.ts";
import { lockAndRecordQuery, matchContext, matchPoolQuery } from "../modules/matching/index.ts";
import { compileHot } from "./run-named.ts";
import { users } from "./schema.ts";

const dialect = new PgDialect();
const now = new Date("2026-11-23T12:00:00Z");
const lead = { typeOfMove: "Man and Van", moveDate: "2026-12-20" };
const mail: MailInput = { kind: "lead", to: "a@example.org", subject: "It's sent", text: "Hello" };
const pick = {
  companyId: "00000000-0000-4000-8000-000000000001",
  name: "Thames-side",
  score: 81.5,
  reasons: { miles: 1.2 },
  company: { email: "m@example.org", ratingSum: 9, ratingCount: 2 },
};

const cases = {
  "pool by distance": matchPoolQuery(
    matchContext({ ...lead, fromLat: 51.5, fromLon: -0.1, fromBoroughCode: "E09000007" }, now),
  ),
  "pool by borough": matchPoolQuery(
    matchContext({ ...lead, fromLat: null, fromLon: null, fromBoroughCode: "E09000007" }, now),
  ),
  "lock and record": lockAndRecordQuery(
    pick.companyId,
    now,
    [{ id: pick.companyId, version: "7" }],
    [pick],
    [mail],
  ),
  "lock and record with the lead": lockAndRecordQuery(pick.companyId, now, [], [], [mail], {
    ctes: sql`owner as (select ${"x@example.org"}::text as id where ${true}), new_lead as (select 1 as id)`,
    written: sql`exists (select 1 from new_lead)`,
    returning: sql`(select id from owner) as owner_id, ${null}::text as nothing, ${now}::timestamptz as at`,
  }),
  "outbox rows": outboxInsert([
    mail,
    { ...mail, attachments: [{ filename: "a.pdf", builtin: "moving-book" }] },
  ]),
};

for (const [name, query] of Object.entries(cases)) {
  test(`${name}: the same text and parameters as drizzle`, () => {
    const fast = compileHot(query);
    assert.ok(fast, "compiled without drizzle");
    const slow = dialect.sqlToQuery(query);
    assert.equal(fast.sql, slow.sql);
    assert.deepEqual(fast.params, slow.params);
    assert.ok(fast.params.length > 0);
  });
}

test("a column, a table or a placeholder is left to drizzle", () => {
  assert.equal(compileHot(sql`select ${users.email} from users`), null);
  assert.equal(compileHot(sql`select * from ${users}`), null);
  assert.equal(compileHot(sql`select ${sql.placeholder("x")}`), null);
});
