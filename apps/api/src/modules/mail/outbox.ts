// Transactional outbox: mail is a row written in the same transaction as the change that causes it;
// the worker delivers it with retries and back-off (docs/architecture.md "Work after the response").
import { and, asc, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import { type Coalesced, coalesced } from "../../lib/coalesced.ts";
import { safeErrorText } from "../../lib/safe-log.ts";
import { open, seal } from "../../lib/secret-box.ts";
import { defaultOn } from "@rm/domain/notifications";
import { mayEmailSql, mayNotifyEach } from "../notifications/index.ts";
import { htmlOfText } from "./compose.ts";
import type { MailInput } from "./mail-input.ts";

export type { MailInput };

/** `mail` marked as being about request `leadId` (see MailInput.leadId) */
export function aboutLead<M extends MailInput | MailInput[]>(leadId: string, mail: M): M {
  return (Array.isArray(mail) ? mail.map((m) => ({ ...m, leadId })) : { ...mail, leadId }) as M;
}

/** What the stored mail (and so the admins' mail log) shows instead of a secret link. */
export const LINK_REMOVED = "[link removed after sending]";
// a link's "&" is "&amp;" in the HTML part (issue #33)
const TOKEN_LINK = /https?:\/\/[^\s"'<>]*(?:[?&]|&amp;)token=[^\s"'<>]+/g.source;
const htmlEscaped = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** where in a stored body a secret was taken out (the offset of its LINK_REMOVED), and the secret */
type Spot = [offset: number, secret: string];
/**
 * What the sealed `secrets` column holds: each body's spots. Issue #29: the spots are offsets, not "every
 * LINK_REMOVED in turn", because the words around a link are anybody's to type — a message or a company
 * name holding "[link removed after sending]" made a mail unsendable (more placeholders than links) and
 * could have put a sign-in link where that text was.
 */
interface SealedSecrets {
  text: Spot[];
  html: Spot[];
}

/** `body` with every match of `pattern` replaced by LINK_REMOVED, and where each went. */
function takeOut(body: string, pattern: RegExp): { body: string; spots: Spot[] } {
  const spots: Spot[] = [];
  let out = "";
  let at = 0;
  for (const m of body.matchAll(pattern)) {
    out += body.slice(at, m.index);
    spots.push([out.length, m[0]]);
    out += LINK_REMOVED;
    at = m.index + m[0].length;
  }
  return { body: out + body.slice(at), spots };
}

/** `body` with each secret back at its spot; a spot without its LINK_REMOVED (a changed body) is an error. */
function putBack(body: string, spots: Spot[]): string {
  let out = "";
  let at = 0;
  for (const [offset, secret] of spots) {
    if (offset < at || body.slice(offset, offset + LINK_REMOVED.length) !== LINK_REMOVED)
      throw new Error("The mail's links do not match its placeholders");
    out += body.slice(at, offset) + secret;
    at = offset + LINK_REMOVED.length;
  }
  return out + body.slice(at);
}

/** The row as stored: every secret replaced by LINK_REMOVED, the secrets and their places sealed (or null). */
export function protectSecrets(m: MailInput): { text: string; html: string; secrets: string | null } {
  const listed = (m.secrets ?? []).filter(Boolean);
  const pattern = new RegExp([...listed.map(escapeRe), TOKEN_LINK].join("|"), "g");
  // in the HTML a secret is written escaped (its "&" as "&amp;"); either spelling is taken out
  const inHtml = new RegExp(
    [...listed.flatMap((x) => [x, htmlEscaped(x)]).map(escapeRe), TOKEN_LINK].join("|"),
    "g",
  );
  const text = takeOut(m.text, pattern);
  const html = takeOut(m.html ?? htmlOfText(m), inHtml);
  const sealed: SealedSecrets = { text: text.spots, html: html.spots };
  const any = sealed.text.length + sealed.html.length > 0;
  return { text: text.body, html: html.body, secrets: any ? seal(JSON.stringify(sealed)) : null };
}

/** Every link with a `token=` parameter replaced by LINK_REMOVED (what an admin may read of any mail). */
export const hideTokenLinks = (body: string) => body.replace(new RegExp(TOKEN_LINK, "g"), LINK_REMOVED);

/** A row stored before issue #29 (its secrets a list, put back at each LINK_REMOVED in turn). */
function revealInTurn<R extends Pick<OutboxRow, "text" | "html" | "secrets">>(row: R, found: string[]): R {
  let i = 0;
  const put = (body: string) => body.replaceAll(LINK_REMOVED, () => found[i++] ?? LINK_REMOVED);
  const out = { ...row, text: put(row.text), html: row.html === null ? null : put(row.html) };
  if (i !== found.length) throw new Error("The mail's links do not match its placeholders");
  return out;
}

/** The mail as it is sent: the secrets back in their places (the sender and tests' captured mail). */
export function revealSecrets<R extends Pick<OutboxRow, "text" | "html" | "secrets">>(row: R): R {
  if (!row.secrets) return row;
  const sealed = JSON.parse(open(row.secrets)) as SealedSecrets | string[];
  if (Array.isArray(sealed)) return revealInTurn(row, sealed);
  return {
    ...row,
    text: putBack(row.text, sealed.text),
    html: row.html === null ? null : putBack(row.html, sealed.html),
  };
}

/**
 * Stores `mail` in the outbox, in the caller's transaction. Issue #33: a mail the recipient may switch off
 * (`notify`) is left out when they have (one read for all of them).
 */
export async function enqueueMail(db: DbOrTx, mail: MailInput | MailInput[]) {
  const rows = await wanted(db, Array.isArray(mail) ? mail : [mail]);
  if (rows.length === 0) return;
  await db.insert(outbox).values(
    rows.map((m) => ({
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      ...protectSecrets(m),
      attachments: m.attachments ?? null,
      leadId: m.leadId ?? null,
      listUnsubscribe: m.listUnsubscribe ?? null,
      ...(m.sendAfter ? { nextAttemptAt: m.sendAfter } : {}),
    })),
  );
}

/** `mails` without those whose recipient switched their kind off */
async function wanted(db: DbOrTx, mails: MailInput[]): Promise<MailInput[]> {
  const asked = mails.filter((m) => m.notify);
  if (asked.length === 0) return mails;
  const yes = await mayNotifyEach(
    db,
    asked.map((m) => m.notify!),
    "email",
  );
  return mails.filter((m) => !m.notify || yes[asked.indexOf(m)]);
}

/**
 * `mails` as the arrays `outboxInsert` reads (its placeholders' values): one array per column, one element
 * per mail, so the statement's text never depends on how many mails there are.
 */
export function outboxValues(mails: MailInput[]): Record<string, unknown[]> {
  const stored = mails.map(protectSecrets);
  return {
    mail_kinds: mails.map((m) => m.kind),
    mail_tos: mails.map((m) => m.to),
    mail_subjects: mails.map((m) => m.subject),
    mail_texts: stored.map((s) => s.text),
    mail_htmls: stored.map((s) => s.html),
    mail_attachments: mails.map((m) => (m.attachments ? JSON.stringify(m.attachments) : null)),
    mail_secrets: stored.map((s) => s.secrets),
    mail_send_after: mails.map((m) => m.sendAfter?.toISOString() ?? null),
    mail_lead_ids: mails.map((m) => m.leadId ?? null),
    mail_notify_users: mails.map((m) => m.notify?.userId ?? null),
    mail_notify_kinds: mails.map((m) => m.notify?.kind ?? null),
    mail_notify_defaults: mails.map((m) => (m.notify ? defaultOn(m.notify.kind, "email") : true)),
    mail_list_unsubscribe: mails.map((m) => m.listUnsubscribe ?? null),
  };
}

/**
 * The mails of `outboxValues` as one INSERT for a prepared statement (a step of the matching statement);
 * `when` guards it. Issue #33: a mail whose recipient switched its kind off is left out (mayEmailSql: one
 * read by primary key per such mail, inside the statement).
 */
export function outboxInsert(when: SQL = sql`true`): SQL {
  const col = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
  const wants = mayEmailSql(sql`m.notify_user`, sql`m.notify_kind`, sql`m.notify_default`);
  return sql`insert into outbox (kind, "to", subject, text, html, attachments, secrets, next_attempt_at, lead_id,
      list_unsubscribe)
    select m.kind, m.to, m.subject, m.text, m.html, m.attachments::jsonb, m.secrets, coalesce(m.send_after, now()),
      m.lead_id, m.list_unsubscribe
    from unnest(${col("mail_kinds", "text")}, ${col("mail_tos", "text")}, ${col("mail_subjects", "text")},
      ${col("mail_texts", "text")}, ${col("mail_htmls", "text")}, ${col("mail_attachments", "text")},
      ${col("mail_secrets", "text")}, ${col("mail_send_after", "timestamptz")}, ${col("mail_lead_ids", "uuid")},
      ${col("mail_notify_users", "uuid")}, ${col("mail_notify_kinds", "text")},
      ${col("mail_notify_defaults", "boolean")}, ${col("mail_list_unsubscribe", "text")})
      as m (kind, "to", subject, text, html, attachments, secrets, send_after, lead_id, notify_user, notify_kind,
        notify_default, list_unsubscribe)
    where ${when} and (m.notify_user is null or ${wants})`;
}

export const MAX_ATTEMPTS = 8;
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 6 * 3600_000);
/** the mail server unreachable or asking to try later: sooner again, at most every 5 minutes, never given up */
export const transientBackoffMs = (attempts: number) => Math.min(5000 * 2 ** (attempts - 1), 300_000);

/**
 * A failure that is the mail server's state, not the mail's: no connection (refused, cut, timed out, DNS),
 * refused credentials (an operator's fix), or a 4xx answer ("try again later"). Such a mail is retried until
 * it goes; a mail the server refuses for good (5xx) or that cannot be built counts towards MAX_ATTEMPTS.
 */
export function isTransientSendError(err: unknown): boolean {
  const e = err as { code?: unknown; responseCode?: unknown } | null;
  if (typeof e?.responseCode === "number") return e.responseCode >= 400 && e.responseCode < 500;
  return typeof e?.code === "string" && TRANSIENT_CODES.has(e.code);
}
const TRANSIENT_CODES = new Set([
  "ESOCKET",
  "ECONNECTION",
  "ETIMEDOUT",
  "EDNS",
  "EAUTH",
  "ECONNREFUSED",
  "ECONNRESET",
]);

/** how long a delivered batch's "sent" mark is retried while the database is away (below the claim's lock) */
const RECORD_SENT_FOR_MS = 100_000;

export type OutboxRow = typeof outbox.$inferSelect;
/**
 * Delivers one mail. Answers "kept" when the development transport (no SMTP_URL) wrote it on this machine
 * and nothing was sent (issue #28: /admin/emails says so); any other answer: it went to the mail server.
 */
export type SendFn = (row: OutboxRow) => Promise<unknown>;

/**
 * Claims due rows (SKIP LOCKED, so several processes never take the same row) and sends each once. Two
 * statements a batch whatever its size — the claim, then every delivered row marked sent at once — plus one
 * per failed send: the worker shares the process (and the database) with the requests that queue the mail.
 */
export async function deliverDue(db: Db, send: SendFn, batch = 20): Promise<number> {
  const claimed = await db
    .update(outbox)
    .set({ lockedUntil: sql`now() + interval '120 seconds'` })
    .where(inArray(outbox.id, dueRows(db, batch)))
    .returning();
  claimed.sort((a, b) => a.id - b.id);
  const sent: number[] = [];
  const kept: number[] = [];
  const failures: { row: OutboxRow; err: unknown }[] = [];
  for (const row of claimed) {
    try {
      ((await send(revealSecrets(row))) === "kept" ? kept : sent).push(row.id);
    } catch (err) {
      failures.push({ row, err });
    }
  }
  // Never twice: what went out is marked sent before anything else, retried while the database is away (a
  // restart) — a mark given up on would let the claim's lock run out and the mail go again.
  if (sent.length > 0) await retrying(RECORD_SENT_FOR_MS, () => markSent(db, sent, false));
  if (kept.length > 0) await retrying(RECORD_SENT_FOR_MS, () => markSent(db, kept, true));
  for (const { row, err } of failures) {
    const attempts = row.attempts + 1;
    const transient = isTransientSendError(err);
    const giveUp = !transient && attempts >= MAX_ATTEMPTS;
    // not recorded (the database away): the claim's lock runs out and the mail, not sent, is tried again
    await db
      .update(outbox)
      .set({
        attempts,
        status: giveUp ? "failed" : "pending",
        nextAttemptAt: new Date(Date.now() + (transient ? transientBackoffMs : backoffMs)(attempts)),
        lockedUntil: null,
        lastError: String((err as Error).message ?? err).slice(0, 500),
        // a mail that will not be sent keeps no key to an account
        ...(giveUp ? { secrets: null } : {}),
      })
      .where(eq(outbox.id, row.id))
      .catch(() => {});
  }
  return claimed.length;
}

/**
 * The ids of the `batch` oldest mails due and not claimed, locked (SKIP LOCKED: another worker takes the next
 * ones). Read in id order from outbox_pending_id_idx, stopping after the batch (migration 0021).
 */
export const dueRows = (db: Db, batch: number) =>
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
    .for("update", { skipLocked: true });

const markSent = (db: Db, ids: number[], kept: boolean) =>
  db
    .update(outbox)
    .set({
      status: "sent",
      kept,
      sentAt: new Date(),
      attempts: sql`${outbox.attempts} + 1`,
      lockedUntil: null,
      lastError: null,
      // sent: the links were the recipient's; the stored body keeps LINK_REMOVED in their place
      secrets: null,
    })
    .where(inArray(outbox.id, ids));

/** Runs `work` until it succeeds, waiting a little longer each time, for at most `forMs`. */
async function retrying<T>(forMs: number, work: () => Promise<T>): Promise<T> {
  const until = Date.now() + forMs;
  for (let wait = 100; ; wait = Math.min(wait * 2, 5000)) {
    try {
      return await work();
    } catch (err) {
      if (Date.now() + wait > until) throw err;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/**
 * Delivers every mail due, batch by batch, until none is left, `stopping()` says so (the process is ending) or
 * `maxBatches` were sent (a job's run stays short; the next run goes on). Answers how many were claimed.
 */
export async function deliverAllDue(
  db: Db,
  send: SendFn,
  stopping: () => boolean = () => false,
  maxBatches = Number.POSITIVE_INFINITY,
) {
  let claimed = 0;
  for (let batches = 0; batches < maxBatches && !stopping(); batches++) {
    const n = await deliverDue(db, send);
    if (n === 0) break;
    claimed += n;
  }
  return claimed;
}

/**
 * This process's sender: a kick (after a write, AppContext.kickOutbox) delivers what is due now. Mail due
 * later (a retry, a scheduled mail) and mail another process left is the job system's ("mail outbox" job,
 * jobs/runner.ts, every OUTBOX_POLL_MS once in the cluster); no timer here.
 */
export function startOutboxWorker(db: Db, send: SendFn, log: (msg: string) => void): Coalesced {
  // a failed query's text would carry the mail's addresses and body: code and statement only
  return coalesced(
    (stopping) => deliverAllDue(db, send, stopping),
    (err) => log(`outbox: ${safeErrorText(err)}`),
  );
}
