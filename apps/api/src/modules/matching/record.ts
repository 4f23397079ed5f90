// Writing the picks: lead_matches rows, companies.last_matched_at and the mails they cause, under row locks
// taken in id order. Lists travel as array parameters, so each statement's text never changes (run-named.ts).
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { runNamed } from "../../db/run-named.ts";
import { enqueueMail, type MailInput, outboxInsert } from "../mail/index.ts";

export interface Pick {
  companyId: string;
  name: string;
  score: number;
  reasons: Record<string, unknown>;
  /** the company's details as read with the pool (current: the rows were locked unchanged, or re-read) */
  company: { email: string; ratingSum: number; ratingCount: number };
}

const picked = (picks: Pick[]): SQL => sql`select company_id::uuid, score, reasons::jsonb
  from unnest(${sql.param(picks.map((p) => p.companyId))}::text[], ${sql.param(picks.map((p) => p.score))}::float8[],
    ${sql.param(picks.map((p) => JSON.stringify(p.reasons)))}::text[]) as p (company_id, score, reasons)`;

/** Rows of another kind the lock-and-record statement stores too (see lockAndRecordQuery). */
export interface AlsoStored {
  /** CTEs written once the pool's rows are locked; they may read `(select ok from unchanged)` */
  ctes: SQL;
  /** true once those rows are written: the picks, stamps and mails are stored only then */
  written: SQL;
  /** more columns of the answer row */
  returning: SQL;
}

/**
 * One statement: lock the pool's rows in id order (FOR NO KEY UPDATE: two intakes never wait for each other
 * in a circle, and other rows may still reference the companies); if every row is still the version the
 * pool was read from, store the picks, stamp last_matched_at and queue `mails` — and, with `also`, the rows
 * it adds (the intake's lead, written in this same statement). Answers `ok` false, storing nothing, when
 * another intake changed a row meanwhile (it updates last_matched_at of what it matched).
 */
export function lockAndRecordQuery(
  leadId: string,
  now: Date,
  pool: { id: string; version: string }[],
  picks: Pick[],
  mails: MailInput[],
  also?: AlsoStored,
): SQL {
  const at = now.toISOString();
  const ids = sql.param(pool.map((c) => c.id));
  const go = also ? also.written : sql`(select ok from unchanged)`;
  return sql`with expected as (select id::uuid, version
        from unnest(${ids}::text[], ${sql.param(pool.map((c) => c.version))}::text[]) as e (id, version)),
      locked as (select c.id, c.xmin::text as version from companies c
        where c.id = any(${ids}::uuid[]) order by c.id for no key update),
      unchanged as (select count(*) = ${pool.length}::int as ok from locked l
        join expected e on e.id = l.id and e.version = l.version),
      ${also ? sql`${also.ctes},` : sql``}
      picked as (${picked(picks)}),
      stored as (insert into lead_matches (lead_id, company_id, score, reasons, created_at)
        select ${leadId}::uuid, company_id, score, reasons, ${at}::timestamptz from picked where ${go}),
      stamped as (update companies set last_matched_at = ${at}::timestamptz
        where id in (select company_id from picked) and ${go}),
      mailed as (${outboxInsert(mails, go)})
      select (select ok from unchanged) as ok${also ? sql`, ${also.returning}` : sql``}`;
}

/**
 * `lockAndRecordQuery` inside the intake's transaction. Returns false, storing nothing but keeping the
 * locks, when another intake changed a row meanwhile.
 */
export async function lockAndRecord(
  db: DbOrTx,
  leadId: string,
  now: Date,
  pool: { id: string; version: string }[],
  picks: Pick[],
  mails: MailInput[],
): Promise<boolean> {
  const rows = await runNamed<{ ok: boolean }>(db, lockAndRecordQuery(leadId, now, pool, picks, mails));
  return rows[0]?.ok === true;
}

/**
 * Stores the picks, stamps last_matched_at and queues `mails` (the rows are already locked by this
 * transaction, or there are no picks).
 */
export async function recordMatches(
  db: DbOrTx,
  leadId: string,
  now: Date,
  picks: Pick[],
  mails: MailInput[],
): Promise<void> {
  if (picks.length === 0) {
    await enqueueMail(db, mails);
    return;
  }
  const at = now.toISOString();
  await runNamed(
    db,
    sql`with picked as (${picked(picks)}),
      stored as (insert into lead_matches (lead_id, company_id, score, reasons, created_at)
        select ${leadId}::uuid, company_id, score, reasons, ${at}::timestamptz from picked),
      stamped as (update companies set last_matched_at = ${at}::timestamptz
        where id in (select company_id from picked))
      ${outboxInsert(mails)}`,
  );
}
