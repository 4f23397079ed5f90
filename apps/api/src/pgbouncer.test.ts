// Issue #31 "Behind a connection pooler": the app works behind PgBouncer in transaction mode (Debian's 1.18,
// which keeps no prepared statements between transactions) with DATABASE_NAMED_STATEMENTS=false. Anonymous leads
// — the intake and matching run the project's prepared statements — go through an app whose pool reaches the
// database only through PgBouncer's two server connections; every lead is stored with the matches it answered.
// PostgreSQL only (PGlite has no server to pool); where PgBouncer is missing it fails in CI (.ci/run installs it).
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { onTestFinished, test } from "vitest";
import { inArray, sql } from "drizzle-orm";
import { buildApp } from "./app.ts";
import { openPostgres } from "./db/client.ts";
import { useNamedStatements } from "./db/statement-names.ts";
import { leadMatches, leads, users } from "./db/schema.ts";
import { testDbKind } from "./test/database.ts";
import { houseMove } from "./test/fixtures/leads.ts";
import { buildTestApp } from "./test/helper.ts";
import { pgbouncerInstalled, startPgbouncer } from "./test/pgbouncer.ts";
import { withProofs } from "./test/proof.ts";

const inCi = Boolean(process.env.RM_CI_ISOLATED);

const runs = testDbKind() === "postgres" && (pgbouncerInstalled() || inCi);
test.skipIf(!runs)(
  "through PgBouncer in transaction mode with unnamed statements, every lead is stored with its matches",
  async () => {
    assert.ok(pgbouncerInstalled(), "PgBouncer is not installed (.ci/run installs Debian's pgbouncer)");
    const t = await buildTestApp();
    const found = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const direct = new URL(process.env.TEST_DATABASE_URL!);
    direct.pathname = `/${found.rows[0]!.name}`;
    const bouncer = await startPgbouncer(direct.toString());
    const pooled = await openPostgres(bouncer.through(direct.toString()), 8);
    useNamedStatements(false);
    const app = await buildApp({ ...t.ctx, db: pooled.db });
    onTestFinished(async () => {
      useNamedStatements(true);
      await app.close();
      await pooled.close();
      await bouncer.stop();
    });
    await app.ready();
    withProofs(app);

    const emails = Array.from({ length: 12 }, (_, i) => `pooled-${i}@example.org`);
    const answers = await Promise.all(
      emails.map((email, i) =>
        app.inject({
          method: "POST",
          url: "/api/client/register",
          payload: houseMove({ user: { email } }),
          headers: { "idempotency-key": randomUUID() },
          remoteAddress: `10.31.0.${i + 1}`,
        }),
      ),
    );
    for (const a of answers) assert.equal(a.statusCode, 200, `${a.body}\n${bouncer.output()}`);
    // read back directly: one lead per customer, each matched to movers
    const stored = await t.db
      .select({ id: leads.id })
      .from(leads)
      .innerJoin(users, sql`${users.id} = ${leads.clientUserId}`)
      .where(inArray(users.email, emails));
    assert.equal(stored.length, emails.length);
    // each lead's matches as stored are the ones its answer named (movers' daily caps leave later leads fewer)
    const matched = await t.db
      .select({ leadId: leadMatches.leadId, companyId: leadMatches.companyId })
      .from(leadMatches)
      .where(
        inArray(
          leadMatches.leadId,
          stored.map((s) => s.id),
        ),
      );
    assert.ok(matched.length > 0, "the intake's matching statements ran");
    for (const a of answers) {
      const body = a.json() as { leadId: string; companies: { _id: string }[] };
      const mine = matched.filter((m) => m.leadId === body.leadId).map((m) => m.companyId);
      assert.deepEqual(mine.sort(), body.companies.map((c) => c._id).sort());
    }
  },
);
