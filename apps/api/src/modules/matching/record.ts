// Writing the picks: lead_matches rows, companies.last_matched_at and the mails and push alerts they cause, in
// ONE statement that first locks the pool's rows (in id order) and checks that none changed since the pool was
// read. A drizzle prepared statement (db/prepared.ts): lists travel as array placeholders, so its text never changes.
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { aboutLead, type MailInput, outboxInsert, outboxValues } from "../mail/index.ts";
import { newLeadTextInsert } from "../texts/index.ts";

export interface Pick {
  companyId: string;
  name: string;
  score: number;
  reasons: Record<string, unknown>;
  /** the company's details as read with the pool (current: the rows were locked unchanged) */
  company: { email: string; userId: string; ratingSum: number; ratingCount: number };
}

const P = (name: string) => sql.placeholder(name);

/**
 * Rows of another kind the statement stores too, once the pool's rows are locked unchanged (the intake's
 * account, session, links and lead: store-lead.ts). Its SQL reads its own placeholders.
 */
export interface AlsoStored<R extends Record<string, SQL>> {
  /** the statement's name (one per text) */
  name: string;
  /** CTEs, in order, written after `unchanged`; they may read `(select ok from unchanged)` */
  ctes: [name: string, query: SQL][];
  /** true once those rows are written: the picks, stamps and mails are stored only then */
  written: SQL;
  /** more columns of the answer row */
  returning: R;
}

/**
 * One statement: lock the pool's rows in id order (FOR NO KEY UPDATE: two intakes never wait for each other
 * in a circle, and other rows may still reference the companies); if every row is still the version the
 * pool was read from, store the picks, stamp last_matched_at and queue the mails — and, with `also`, its
 * rows. Answers `ok` false, storing nothing, when another intake changed a row meanwhile (it updates
 * last_matched_at of what it matched).
 */
function recordStatement<R extends Record<string, SQL>>(db: DbOrTx, also?: AlsoStored<R>) {
  const name = also?.name ?? "match_record";
  return preparedOnce(db, name, (statementName) => {
    const go = also ? also.written : sql`(select ok from unchanged)`;
    const cte = (alias: string, query: SQL) => db.$with(alias, {}).as(query);
    const unchanged = db.$with("unchanged", { ok: sql<boolean>`ok`.as("ok") }).as(
      sql`select count(*) = (select count(*) from expected) as ok from locked l
        join expected e on e.id = l.id and e.version = l.version`,
    );
    return db
      .with(
        cte(
          "expected",
          sql`select id::uuid, version
            from unnest(${P("pool_ids")}::text[], ${P("pool_versions")}::text[]) as e (id, version)`,
        ),
        cte(
          "locked",
          sql`select c.id, c.xmin::text as version from companies c
            where c.id = any(${P("pool_ids")}::uuid[]) order by c.id for no key update`,
        ),
        unchanged,
        ...(also?.ctes ?? []).map(([alias, query]) => cte(alias, query)),
        cte(
          "picked",
          sql`select company_id::uuid, score, reasons::jsonb
            from unnest(${P("pick_ids")}::text[], ${P("pick_scores")}::float8[], ${P("pick_reasons")}::text[])
              as p (company_id, score, reasons)`,
        ),
        cte(
          "stored",
          sql`insert into lead_matches (lead_id, company_id, score, reasons, created_at)
            select ${P("lead_id")}::uuid, company_id, score, reasons, ${P("at")}::timestamptz from picked where ${go}`,
        ),
        cte(
          "stamped",
          sql`update companies set last_matched_at = ${P("at")}::timestamptz
            where id in (select company_id from picked) and ${go}`,
        ),
        cte("mailed", outboxInsert(go)),
        // issue #31: each picked company's devices hear of the lead (alerts/push-outbox.ts), with the picks
        cte(
          "pushed",
          sql`insert into push_outbox (company_id, lead_id, kind)
            select company_id, ${P("lead_id")}::uuid, 'new-lead' from picked where ${go}`,
        ),
        // issue #33: a text to each picked company whose owner verified a phone and wants texts
        cte("texted", newLeadTextInsert(sql`${P("lead_id")}::uuid`, P("lead_text"), go)),
      )
      .select({ ok: sql<boolean>`unchanged.ok`, ...(also?.returning ?? ({} as R)) })
      .from(unchanged)
      .prepare(statementName);
  });
}

/**
 * Runs the statement for `leadId`'s picks read from `pool` at `now`, with `mails`, and `also`'s rows with
 * `alsoValues`. The answer row: `ok` (false: a pool row changed, nothing stored) and `also`'s columns.
 */
export async function lockAndRecord<R extends Record<string, SQL>>(
  db: DbOrTx,
  leadId: string,
  now: Date,
  pool: { id: string; version: string }[],
  picks: Pick[],
  mails: MailInput[],
  also?: { statement: AlsoStored<R>; values: Record<string, unknown> },
  leadText: string | null = null,
) {
  const rows = await recordStatement(db, also?.statement).execute({
    lead_id: leadId,
    at: now.toISOString(),
    pool_ids: pool.map((c) => c.id),
    pool_versions: pool.map((c) => c.version),
    pick_ids: picks.map((p) => p.companyId),
    pick_scores: picks.map((p) => p.score),
    pick_reasons: picks.map((p) => JSON.stringify(p.reasons)),
    ...outboxValues(aboutLead(leadId, mails)),
    lead_text: leadText,
    ...also?.values,
  });
  return rows[0]!;
}
