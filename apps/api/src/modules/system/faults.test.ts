// Faults that are not the request's doing (issue #20): a database that is away, restarting or too slow, and
// an event loop that lags, are answered 503 with Retry-After — never 500 — and nothing is written, so the
// same request sent again (lead intake: the same Idempotency-Key) is stored once. `npm run chaos` proves the
// same against a real server restart, a mail outage and a slow database (bench/chaos/).
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { onTestFinished, test } from "vitest";
import { REQUEST_MESSAGES } from "@rm/domain/request-messages";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../../app.ts";
import { type Db, openPostgres } from "../../db/client.ts";
import { leads, users } from "../../db/schema.ts";
import { isDbUnavailableError } from "../../lib/db-faults.ts";
import { testConfig, testDbKind } from "../../test/database.ts";
import { houseMove } from "../../test/fixtures/leads.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { withProofs } from "../../test/proof.ts";

const t = await buildTestApp();

const register = (email: string, key: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({ user: { email } }),
    headers: { "idempotency-key": key },
    remoteAddress: "10.20.0.1",
  });

test("a database fault mid-write answers 503 with Retry-After, writes nothing, and the retry stores the lead once", async () => {
  // the lead's INSERT is cut as PostgreSQL cuts a statement over statement_timeout (SQLSTATE 57014)
  await t.db.execute(sql`
    create or replace function test_cut_lead() returns trigger language plpgsql as $$
    begin raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled'; end $$`);
  await t.db.execute(sql`
    create trigger test_cut_lead after insert on leads for each row execute function test_cut_lead()`);
  const email = "cut-short@example.org";
  const key = randomUUID();
  const res = await register(email, key);
  assert.equal(res.statusCode, 503, res.body);
  assert.ok(Number(res.headers["retry-after"]) > 0, "Retry-After says when to try again");
  assert.deepEqual(json(res), { status: false, message: REQUEST_MESSAGES.unavailable });
  const stored = () =>
    t.db.select({ id: leads.id }).from(leads).where(sql`${leads.details}->>'email' = ${email}`);
  assert.equal((await stored()).length, 0, "no lead");
  assert.equal((await t.db.select().from(users).where(eq(users.email, email))).length, 0, "no account");

  // the fault passes; the wizard sends the same request with the same key
  await t.db.execute(sql`drop trigger test_cut_lead on leads`);
  const retry = await register(email, key);
  assert.equal(retry.statusCode, 200, retry.body);
  const again = await register(email, key);
  assert.equal(again.statusCode, 200, again.body);
  assert.equal((await stored()).length, 1, "stored exactly once");
});

test("with the database unreachable: /api/ready is not ready, and requests get 503 with Retry-After, not 500", async () => {
  // nothing listens on port 9 (discard) of the loopback: every connection is refused at once
  const away = await openPostgres("postgres://postgres@127.0.0.1:9/none", 2);
  // started on a working database (the postcode index loads at start), which then goes away: every module
  // holds the one database object, which from then on reaches the unreachable server
  let current: Db = t.db;
  const db = new Proxy({} as Db, {
    get: (_, key) => Reflect.get(current, key, current),
    getPrototypeOf: () => Object.getPrototypeOf(current),
  });
  const app = await buildApp({ ...t.ctx, db });
  await app.ready();
  withProofs(app);
  onTestFinished(async () => {
    await app.close();
    await away.close();
  });
  current = away.db;
  const ready = await app.inject({ url: "/api/ready" });
  assert.equal(ready.statusCode, 503);
  assert.equal(json(ready).status, false);
  assert.ok(Number(ready.headers["retry-after"]) > 0);
  assert.equal((await app.inject({ url: "/api/health" })).statusCode, 200, "the process itself is up");

  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: "someone@example.org", password: "a long enough password" },
  });
  assert.equal(login.statusCode, 503, login.body);
  assert.ok(Number(login.headers["retry-after"]) > 0);
  assert.equal(json(login).message, REQUEST_MESSAGES.unavailable);
  const lead = await app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({ user: { email: "away@example.org" } }),
    headers: { "idempotency-key": randomUUID() },
  });
  assert.equal(lead.statusCode, 503, lead.body);
});

test("a statement over DATABASE_STATEMENT_TIMEOUT_MS is cancelled by PostgreSQL and counts as a passing fault", async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (testDbKind() === "postgres" && url) {
    const slow = await openPostgres(url, 1, { statementTimeoutMs: 100 });
    try {
      const err = await slow.db.execute(sql`select pg_sleep(5)`).then(
        () => null,
        (e: unknown) => e,
      );
      assert.ok(err, "the statement was cancelled");
      assert.ok(isDbUnavailableError(err), "answered 503, not 500");
      const after = await slow.db.execute(sql`select 1 as one`);
      assert.equal((after as unknown as { rows: unknown[] }).rows.length, 1, "the connection still works");
    } finally {
      await slow.close();
    }
  } else {
    // PGlite has no server to cut a statement: the setting reaches every PostgreSQL connection
    const pool = await openPostgres("postgres://postgres@127.0.0.1:9/none", 1, { statementTimeoutMs: 100 });
    const client = (pool.db as unknown as { $client: { options: { statement_timeout?: number } } }).$client;
    assert.equal(client.options.statement_timeout, 100);
    await pool.close();
  }
  assert.equal(testConfig().DATABASE_STATEMENT_TIMEOUT_MS, 5000, "on by default");
});

test("when the event loop lags past EVENT_LOOP_MAX_DELAY_MS, requests are shed with 503 and Retry-After", async () => {
  const app = await buildApp({ ...t.ctx, config: testConfig({ EVENT_LOOP_MAX_DELAY_MS: "20" }) });
  onTestFinished(() => app.close());
  await app.ready();
  // a write is shed first (web/shedding.ts); the health check never is
  const write = () => app.inject({ method: "POST", url: "/api/auth/login", payload: {} });
  let res = await write();
  // hold the event loop (as a flood of work would) until the sampler sees the lag; at most 40 rounds
  for (let round = 0; round < 40 && res.statusCode !== 503; round++) {
    const until = Date.now() + 300;
    while (Date.now() < until) {
      /* busy: the event loop lags */
    }
    await new Promise((r) => setImmediate(r));
    res = await write();
  }
  assert.equal(res.statusCode, 503);
  assert.ok(Number(res.headers["retry-after"]) > 0);
  assert.deepEqual(json(res), { status: false, message: REQUEST_MESSAGES.busy });
  assert.equal((await app.inject({ url: "/api/health" })).statusCode, 200, "the health check is answered");
});

test("a connection refused, cut or timed out, or a cancelled statement, is a passing fault; a bad value is not", () => {
  assert.ok(isDbUnavailableError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })));
  assert.ok(isDbUnavailableError(new Error("Connection terminated unexpectedly")));
  assert.ok(isDbUnavailableError({ code: "57P01", severity: "FATAL", message: "terminating connection" }));
  assert.ok(
    isDbUnavailableError({ code: "57P03", severity: "FATAL", message: "the database system is starting up" }),
  );
  assert.ok(
    isDbUnavailableError(
      Object.assign(new Error("Failed query: select 1\nparams: "), {
        query: "select 1",
        params: [],
        cause: { code: "57014", severity: "ERROR" },
      }),
    ),
    "drizzle's wrapper: its cause counts",
  );
  assert.ok(
    !isDbUnavailableError(
      Object.assign(new Error("Failed query: insert …\nparams: Connection terminated"), {
        query: "insert …",
        params: ["Connection terminated"],
        cause: { code: "23505", severity: "ERROR" },
      }),
    ),
    "a visitor's words in the parameters do not make a unique violation a fault",
  );
  assert.ok(!isDbUnavailableError({ code: "22021", severity: "ERROR" }), "a bad value is the request's");
});
