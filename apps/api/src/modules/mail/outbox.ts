// Transactional outbox: mail is a row written in the same transaction as the change that causes it;
// the worker delivers it with retries and back-off (docs/architecture.md "Work after the response").
import { and, asc, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { runNamed } from "../../db/run-named.ts";
import { type MailAttachment, outbox } from "../../db/schema.ts";
import { safeErrorText } from "../../lib/safe-log.ts";
import { open, seal } from "../../lib/secret-box.ts";

export interface MailInput {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * attachments are produced at send time by name (e.g. "moving-book"), not stored; or, when small and made
   * for this one mail (a booking's calendar file), kept as text with it
   */
  attachments?: MailAttachment[];
  /**
   * Parts of text/html that are keys to an account (sign-in and reset links). The stored row holds
   * LINK_REMOVED in their place and the parts themselves only encrypted, until the mail is sent. Any link
   * with a `token=` parameter is treated so even when not listed here.
   */
  secrets?: string[];
  /** not sent before this time (a scheduled mail: the review request the day after a move); default now */
  sendAfter?: Date;
}

/** What the stored mail (and so the admins' mail log) shows instead of a secret link. */
export const LINK_REMOVED = "[link removed after sending]";
const TOKEN_LINK = /https?:\/\/[^\s"'<>]*[?&]token=[^\s"'<>]+/g.source;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The row as stored: every secret replaced by LINK_REMOVED, the secrets in order, sealed (or null). */
export function protectSecrets(m: MailInput): { text: string; html: string | null; secrets: string | null } {
  const found: string[] = [];
  const pattern = new RegExp([...(m.secrets ?? []).filter(Boolean).map(escapeRe), TOKEN_LINK].join("|"), "g");
  const hide = (body: string) =>
    body.replace(pattern, (s) => {
      found.push(s);
      return LINK_REMOVED;
    });
  const text = hide(m.text);
  const html = m.html === undefined ? null : hide(m.html);
  return { text, html, secrets: found.length ? seal(JSON.stringify(found)) : null };
}

/** Every link with a `token=` parameter replaced by LINK_REMOVED (what an admin may read of any mail). */
export const hideTokenLinks = (body: string) => body.replace(new RegExp(TOKEN_LINK, "g"), LINK_REMOVED);

/** The mail as it is sent: the secrets back in their places (the sender and tests' captured mail). */
export function revealSecrets<R extends Pick<OutboxRow, "text" | "html" | "secrets">>(row: R): R {
  if (!row.secrets) return row;
  const found = JSON.parse(open(row.secrets)) as string[];
  let i = 0;
  const put = (body: string) => body.replaceAll(LINK_REMOVED, () => found[i++] ?? LINK_REMOVED);
  const out = { ...row, text: put(row.text), html: row.html === null ? null : put(row.html) };
  if (i !== found.length) throw new Error("The mail's links do not match its placeholders");
  return out;
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
  const stored = mails.map(protectSecrets);
  const col = (f: (m: MailInput, i: number) => string | null) => sql.param(mails.map(f));
  return sql`insert into outbox (kind, "to", subject, text, html, attachments, secrets, next_attempt_at)
    select m.kind, m.to, m.subject, m.text, m.html, m.attachments::jsonb, m.secrets, coalesce(m.send_after, now())
    from unnest(${col((m) => m.kind)}::text[], ${col((m) => m.to)}::text[], ${col((m) => m.subject)}::text[],
      ${col((_, i) => stored[i]!.text)}::text[], ${col((_, i) => stored[i]!.html)}::text[],
      ${col((m) => (m.attachments ? JSON.stringify(m.attachments) : null))}::text[],
      ${col((_, i) => stored[i]!.secrets)}::text[], ${col((m) => m.sendAfter?.toISOString() ?? null)}::timestamptz[])
      as m (kind, "to", subject, text, html, attachments, secrets, send_after)
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
      await send(revealSecrets(row));
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
          // a mail that will not be sent keeps no key to an account
          ...(attempts >= MAX_ATTEMPTS ? { secrets: null } : {}),
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
        // sent: the links were the recipient's; the stored body keeps LINK_REMOVED in their place
        secrets: null,
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
      // a failed query's text would carry the mail's addresses and body: code and statement only
      log(`outbox: ${safeErrorText(err)}`);
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
