// Writing the picks: lead_matches rows, companies.last_matched_at and the mails they cause, under row locks
// taken in id order. Lists travel as array parameters, so each statement's text never changes (run-named.ts).
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { runNamed } from "../../db/run-named.ts";
import { enqueueMail, type MailInput, outboxInsert } from "../mail/outbox.ts";

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

/**
 * One statement: lock the pool's rows in id order (FOR NO KEY UPDATE: two intakes never wait for each other
 * in a circle, and other rows may still reference the companies); if every row is still the version the
 * pool was read from, store the picks, stamp last_matched_at and queue `mails`. Returns false, storing
 * nothing but keeping the locks, when another intake changed a row meanwhile (it updates last_matched_at of
 * what it matched).
 */
export async function lockAndRecord(
  db: DbOrTx,
  leadId: string,
  now: Date,
  pool: { id: string; version: string }[],
  picks: Pick[],
  mails: MailInput[],
): Promise<boolean> {
  const at = now.toISOString();
  const ids = sql.param(pool.map((c) => c.id));
  const rows = await runNamed<{ ok: boolean }>(
    db,
    sql`with expected as (select id::uuid, version
        from unnest(${ids}::text[], ${sql.param(pool.map((c) => c.version))}::text[]) as e (id, version)),
      locked as (select c.id, c.xmin::text as version from companies c
        where c.id = any(${ids}::uuid[]) order by c.id for no key update),
      unchanged as (select count(*) = ${pool.length}::int as ok from locked l
        join expected e on e.id = l.id and e.version = l.version),
      picked as (${picked(picks)}),
      stored as (insert into lead_matches (lead_id, company_id, score, reasons, created_at)
        select ${leadId}::uuid, company_id, score, reasons, ${at}::timestamptz from picked
        where (select ok from unchanged)),
      stamped as (update companies set last_matched_at = ${at}::timestamptz
        where id in (select company_id from picked) and (select ok from unchanged)),
      mailed as (${outboxInsert(mails, sql`(select ok from unchanged)`)})
      select ok from unchanged`,
  );
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
