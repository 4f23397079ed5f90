// Transactional outbox: mail is a row written in the same transaction as the change that causes it;
// the worker delivers it with retries and back-off (ARCHITECTURE.md "Work after the response").
import { and, asc, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { runNamed } from "../../db/run-named.ts";
import { outbox } from "../../db/schema.ts";

export interface MailInput {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** attachments are produced at send time by name (e.g. "moving-book"), not stored */
  attachments?: { filename: string; builtin: string }[];
}

export async function enqueueMail(db: DbOrTx, mail: MailInput | MailInput[]) {
  const rows = Array.isArray(mail) ? mail : [mail];
  if (rows.length === 0) return;
  await runNamed(db, outboxInsert(rows));
}

/**
 * The same rows as one INSERT whose text never depends on how many mails there are (arrays as parameters),
 * so a hot path can run it as a prepared statement or as a step of a bigger statement; `when` guards it.
 */
export function outboxInsert(mails: MailInput[], when: SQL = sql`true`): SQL {
  const col = (f: (m: MailInput) => string | null) => sql.param(mails.map(f));
  return sql`insert into outbox (kind, "to", subject, text, html, attachments)
    select m.kind, m.to, m.subject, m.text, m.html, m.attachments::jsonb
    from unnest(${col((m) => m.kind)}::text[], ${col((m) => m.to)}::text[], ${col((m) => m.subject)}::text[],
      ${col((m) => m.text)}::text[], ${col((m) => m.html ?? null)}::text[],
      ${col((m) => (m.attachments ? JSON.stringify(m.attachments) : null))}::text[])
      as m (kind, "to", subject, text, html, attachments)
    where ${when}`;
}

export const MAX_ATTEMPTS = 8;
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 6 * 3600_000);

export type OutboxRow = typeof outbox.$inferSelect;
export type SendFn = (row: OutboxRow) => Promise<void>;

/**
 * Claims due rows (SKIP LOCKED, so several processes never take the same row) and sends each once. Two
 * statements a batch whatever its size — the claim, then every delivered row marked sent at once — plus one
 * per failed send: the worker shares the process (and the database) with the requests that queue the mail.
 */
export async function deliverDue(db: Db, send: SendFn, batch = 20): Promise<number> {
  const claimed = await db
    .update(outbox)
    .set({ lockedUntil: sql`now() + interval '120 seconds'` })
    .where(
      inArray(
        outbox.id,
        db
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            and(
              eq(outbox.status, "pending"),
              // the database's clock, as the row's default was: a JS Date has only milliseconds, and a mail
              // written in the same millisecond would otherwise look not yet due
              lte(outbox.nextAttemptAt, sql`now()`),
              or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`)),
            ),
          )
          .orderBy(asc(outbox.id))
          .limit(batch)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  claimed.sort((a, b) => a.id - b.id);
  const sent: number[] = [];
  for (const row of claimed) {
    try {
      await send(row);
      sent.push(row.id);
    } catch (err) {
      const attempts = row.attempts + 1;
      await db
        .update(outbox)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
          lockedUntil: null,
          lastError: String((err as Error).message ?? err).slice(0, 500),
        })
        .where(eq(outbox.id, row.id));
    }
  }
  if (sent.length > 0) {
    await db
      .update(outbox)
      .set({
        status: "sent",
        sentAt: new Date(),
        attempts: sql`${outbox.attempts} + 1`,
        lockedUntil: null,
        lastError: null,
      })
      .where(inArray(outbox.id, sent));
  }
  return claimed.length;
}

export function startOutboxWorker(db: Db, send: SendFn, pollMs: number, log: (msg: string) => void) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    try {
      while (!stopped && (await deliverDue(db, send)) > 0) {
        /* drain */
      }
    } catch (err) {
      log(`outbox: ${(err as Error).message}`);
    }
  };
  // Kicks coalesce: at most one run waits behind the current one (and it delivers everything due by the time
  // it starts), so a burst of writes — a thousand leads a second — costs a few batches, not a run each.
  let queued: Promise<unknown> | null = null;
  const schedule = () => {
    if (!queued) {
      running = running.then(() => {
        queued = null; // from here on, a kick queues the next run
        return tick();
      });
      queued = running;
    }
    return queued;
  };
  const timer = setInterval(schedule, pollMs);
  return {
    /** deliver now (tests and after a write); resolves when what was due by then has been delivered */
    kick: schedule,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export const countPending = async (db: Db) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.status, "pending")))[0]
    ?.n ?? 0;
