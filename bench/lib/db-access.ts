// The bench's own connections: counting stored leads, and a separate migrated database for matching
// (so that 111,000 generated companies never show up on the pages being measured).
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../../apps/api/src/config.ts";
import { type Database, type Db, migrate, openPglite, openPostgres } from "../../apps/api/src/db/client.ts";
import { CEILING_KEY_PREFIX } from "../../apps/api/src/bench/ceiling-routes.ts";
import { runStartupTasks } from "../../apps/api/src/startup.ts";
import { type BenchDatabase, createBenchDatabase } from "./database.ts";
import { generateCompanies } from "./generate-companies.ts";
import { onCleanup } from "./processes.ts";

/** Opens the app's database (for PGlite only once the app has stopped: one process at a time). */
export function openAppDatabase(db: BenchDatabase): Promise<Database> {
  return db.kind === "postgres"
    ? openPostgres(db.url, 2)
    : openPglite({ dataDir: join(db.dataDir, "pglite") });
}

/** The leads (`l`) POST /api/client/register stored in this run: their emails carry the run id, and they are not a ceiling's. */
const runLeads = (runId: string) => sql`l.details->>'email' like ${`%.${runId}.%`}
  and (l.idempotency_key is null or l.idempotency_key not like ${`${CEILING_KEY_PREFIX}%`})`;

/** Leads stored by POST /api/client/register in this run. */
export async function countRunLeads(database: Database, runId: string): Promise<number> {
  const r = await database.db.execute(sql`select count(*)::int as n from leads l where ${runLeads(runId)}`);
  return (r as unknown as { rows: { n: number }[] }).rows[0].n;
}

/**
 * How many movers the lead-intake load gets beside the demo ones (BENCH_INTAKE_MOVERS): the 8 demo movers' daily
 * caps (5–20) are full after ~33 leads, and every later lead would match nobody and notify no mover — the cheap
 * path, not an ordinary lead's. With this many generated movers (caps 5–20 a day, spread over the boroughs) a lead
 * of the load is matched as one on an ordinary day; `runMatchStats` says how many were.
 */
const INTAKE_MOVERS = Number(process.env.BENCH_INTAKE_MOVERS ?? 20_000);

/**
 * Adds INTAKE_MOVERS approved, insured movers to the running app's database (PostgreSQL: the app keeps its
 * PGlite to itself, so there the load runs with the demo movers only, and the note says so).
 */
export async function addIntakeMovers(db: BenchDatabase): Promise<{ movers: number; note: string }> {
  if (db.kind !== "postgres" || INTAKE_MOVERS <= 0) {
    return {
      movers: 0,
      note: "the demo movers only (their caps fill after ~33 leads; later leads match nobody)",
    };
  }
  const database = await openAppDatabase(db);
  try {
    const t0 = performance.now();
    const ids = await generateCompanies(database.db, INTAKE_MOVERS, 2026);
    const history = await addPastLeads(database.db, INTAKE_HISTORY);
    const s = Math.round((performance.now() - t0) / 100) / 10;
    return {
      movers: ids.length,
      note: `${ids.length} generated movers beside the demo ones, and ${history} past leads (6 matches each, 8–35 days old; added in ${s} s)`,
    };
  } finally {
    await database.close();
  }
}

/** Past leads beside the generated movers (BENCH_INTAKE_HISTORY): see addPastLeads. */
const INTAKE_HISTORY = Number(process.env.BENCH_INTAKE_HISTORY ?? 30_000);

/**
 * `n` closed leads of the past month, each matched to 6 movers, 8–35 days ago (outside every cap window, so no
 * cap is used), then ANALYZE. A site on an ordinary day has that history; a fresh database has none, and
 * PostgreSQL's generic plan for the pool read, made on each connection after its fifth run, would count each
 * mover's matches by scanning a table it believed empty — and keep doing so as the load fills it (21.8 ms a
 * read after 12,000 matches instead of 0.6: measured with EXPLAIN ANALYZE EXECUTE on the app's connection).
 * In production autovacuum's ANALYZE (each 10 % of growth) replaces such a plan; a 20-second load outruns it.
 */
export async function addPastLeads(db: Db, n: number): Promise<number> {
  if (n <= 0) return 0;
  await db.execute(sql`
    with client as (
      insert into users (email, role, first_name) values ('bench-history@bench.example.com', 'client', 'Bench')
      on conflict (email) do update set first_name = excluded.first_name returning id),
    movers as (select array_agg(id order by id) as ids, count(*)::int as n from companies where status = 'approved'),
    past as (
      insert into leads (client_user_id, type_of_move, from_postcode, details, status, created_at)
      select client.id, 'House/Flat Removals', 'SE1 1AA', '{}'::jsonb, 'closed',
        now() - make_interval(days => 8 + (i % 28))
      from client, generate_series(1, ${n}) i
      returning id, created_at)
    insert into lead_matches (lead_id, company_id, score, reasons, status, created_at)
    select past.id, movers.ids[1 + (abs(hashtext(past.id::text)) + k) % movers.n], 1, '{}'::jsonb, 'expired',
      past.created_at
    from past, movers, generate_series(0, 5) k`);
  await db.execute(sql`analyze leads`);
  await db.execute(sql`analyze lead_matches`);
  return n;
}

/** The run's leads and their matches: how many leads found movers, and how many a lead found on average. */
export async function runMatchStats(database: Database, runId: string) {
  const r = await database.db.execute(sql`
    select count(*)::int as leads, count(*) filter (where n > 0)::int as matched, coalesce(avg(n), 0)::float8 as mean
    from (select l.id, (select count(*) from lead_matches m where m.lead_id = l.id) as n from leads l
      where ${runLeads(runId)}) x`);
  const row = (r as unknown as { rows: { leads: number; matched: number; mean: number }[] }).rows[0];
  return {
    leads: row.leads,
    matchedLeads: row.matched,
    meanMatches: Math.round(row.mean * 100) / 100,
  };
}

/**
 * Waits (at most `maxS`) until the app has delivered the mail the lead intake queued, so that later timings
 * do not share the machine with its outbox worker. Returns the seconds waited and the mails still pending.
 */
export async function waitForOutboxDrain(
  database: Database,
  maxS = 180,
): Promise<{ s: number; pending: number }> {
  const t0 = performance.now();
  for (;;) {
    // due now: a mail the app sends later on purpose (a review request's hour) is not waited for
    const r = await database.db.execute(
      sql`select count(*)::int as n from outbox where status = 'pending' and next_attempt_at <= now()`,
    );
    const pending = (r as unknown as { rows: { n: number }[] }).rows[0].n;
    const s = (performance.now() - t0) / 1000;
    if (pending === 0 || s > maxS) return { s: Math.round(s), pending };
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A fresh, migrated database with the app's reference data and no demo data. */
export async function openMatchingDatabase(stamp: string, kind: BenchDatabase["kind"]): Promise<Database> {
  const fresh = await createBenchDatabase(`${stamp}_match`, kind === "pglite");
  const database =
    fresh.kind === "postgres"
      ? await openPostgres(fresh.url, 4)
      : await openPglite({ dataDir: fresh.dataDir });
  onCleanup("close the matching database", () => database.close());
  await migrate(database);
  const env = {
    // the startup tasks only (no server): the shared secrets production asks for are not needed
    NODE_ENV: "development",
    DATABASE_URL: fresh.kind === "postgres" ? fresh.url : "",
    DATA_DIR: fresh.kind === "pglite" ? fresh.dataDir : undefined,
    SEED_DEMO: "false",
    IMPORT_LONDON_POSTCODES: "false",
    LOG_LEVEL: "silent",
  };
  const config = loadConfig(env as NodeJS.ProcessEnv);
  await runStartupTasks({ config, db: database.db, dbKind: database.kind, kickOutbox: () => {} }, () => {});
  return database;
}
