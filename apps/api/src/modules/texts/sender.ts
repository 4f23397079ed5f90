// Issue #33: the "texts" job (jobs/runner.ts) and the kick after a write (main.ts) send what text_outbox holds.
// A claim marks due rows "sending" (SKIP LOCKED: two processes never take the same row); each is then sent once and
// its outcome recorded — sent, kept (no provider: admins read it at /admin/texts), retried later (the provider
// failed or was unreachable: back-off, at most MAX_ATTEMPTS), failed, or skipped (the number was removed or
// changed, or that kind of text switched off in the notification settings since: mayNotify). A row left "sending" by a stopped process is never sent again: the provider may already
// have it, and a text twice is worse than a text missed (docs/decisions/097-twilio-and-idempotency.md).
// Quiet hours hold non-urgent texts until they end: a company's own (the push alerts' quiet hours), else
// DEFAULT_TEXT_QUIET for customers.
import { inQuietHours, londonHour } from "@rm/domain/movers-day";
import { DEFAULT_TEXT_QUIET, TEXT_KINDS } from "@rm/domain/texts";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, phones, textOutbox } from "../../db/schema.ts";
import { safeErrorText } from "../../lib/safe-log.ts";
import { open } from "../../lib/secret-box.ts";
import { mayNotify } from "../notifications/index.ts";
import { type SmsProvider, SmsSendError } from "./provider.ts";

export const TEXT_BATCH = 20;
export const MAX_ATTEMPTS = 6;
/** a failed send waits 30 s, 1 min, 2 min … at most an hour */
export const textBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3600_000);
/** how long a row may stay "sending" before it is given up as unknown */
const STALE_SENDING = sql`interval '10 minutes'`;

export interface TextDeps {
  db: Db;
  /** null: keep the texts for admins, send none */
  provider: SmsProvider | null;
  /** a kept text's words for the developer's log (never in production) */
  logKept?: (line: string) => void;
}

type Row = typeof textOutbox.$inferSelect;
type Done = { sent: number; kept: number; retried: number; failed: number; skipped: number; held: number };

/** The first whole hour from `now` that is London's `hour`. */
export function nextLondonHour(now: Date, hour: number): Date {
  let t = new Date(Math.ceil(now.getTime() / 3600_000) * 3600_000);
  for (let i = 0; i < 48 && londonHour(t) !== hour; i++) t = new Date(t.getTime() + 3600_000);
  return t;
}

/** Marks up to TEXT_BATCH due rows "sending" and answers them (another process takes the next ones). */
async function claim(db: Db, now: Date): Promise<Row[]> {
  const claimed = await db
    .update(textOutbox)
    .set({ status: "sending", attempts: sql`${textOutbox.attempts} + 1`, nextAttemptAt: now })
    .where(
      inArray(
        textOutbox.id,
        db
          .select({ id: textOutbox.id })
          .from(textOutbox)
          // the database's clock too: a row's default time has microseconds, a JS Date only milliseconds
          .where(
            and(
              eq(textOutbox.status, "pending"),
              sql`${textOutbox.nextAttemptAt} <= greatest(now(), ${now.toISOString()}::timestamptz)`,
            ),
          )
          .orderBy(textOutbox.id)
          .limit(TEXT_BATCH)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** The verified numbers of the rows' accounts, and their quiet hours. */
async function recipients(db: Db, rows: Row[]) {
  const ids = [...new Set(rows.map((r) => r.userId).filter((u): u is string => u !== null))];
  if (ids.length === 0) return new Map<string, { e164: string; quiet: [number, number] }>();
  const found = await db
    .select({
      userId: phones.userId,
      e164: phones.e164,
      from: companies.quietFromHour,
      until: companies.quietUntilHour,
      company: companies.id,
    })
    .from(phones)
    .leftJoin(companies, eq(companies.userId, phones.userId))
    .where(inArray(phones.userId, ids));
  return new Map(
    found.map((f) => [
      f.userId,
      {
        e164: f.e164,
        quiet: (f.company
          ? [f.from ?? -1, f.until ?? -1]
          : [DEFAULT_TEXT_QUIET.fromHour, DEFAULT_TEXT_QUIET.untilHour]) as [number, number],
      },
    ]),
  );
}

const record = (db: Db, id: number, set: Partial<typeof textOutbox.$inferInsert>) =>
  db.update(textOutbox).set(set).where(eq(textOutbox.id, id));

/** whether a claimed text (not a code) may still go: to the verified number it was queued for, and wanted */
async function stillWanted(db: Db, row: Row, e164: string | undefined): Promise<boolean> {
  const notice = TEXT_KINDS[row.kind].notice;
  if (!row.userId || !notice || e164 !== row.to) return false;
  return mayNotify(db, row.userId, notice, "text", { phoneVerified: true });
}

/** What becomes of one claimed row (its send, or why not). */
async function handle(deps: TextDeps, row: Row, who: Awaited<ReturnType<typeof recipients>>, now: Date) {
  const person = row.userId ? who.get(row.userId) : undefined;
  // a code goes to the number being verified; any other text only while the number stands and the person's
  // settings still let its kind go by text
  if (row.kind !== "code" && !(await stillWanted(deps.db, row, person?.e164))) {
    await record(deps.db, row.id, {
      status: "skipped",
      secret: null,
      lastError: "texts turned off or number changed",
    });
    return "skipped" as const;
  }
  const [from, until] = person?.quiet ?? [-1, -1];
  if (!TEXT_KINDS[row.kind].urgent && from >= 0 && inQuietHours(londonHour(now), from, until)) {
    await record(deps.db, row.id, {
      status: "pending",
      attempts: row.attempts - 1,
      nextAttemptAt: nextLondonHour(now, until),
    });
    return "held" as const;
  }
  const body = row.secret ? open(row.secret) : row.body;
  if (!deps.provider) {
    deps.logKept?.(`text kept (no SMS_PROVIDER) for ${row.to}: ${body}`);
    await record(deps.db, row.id, { status: "kept", secret: null, sentAt: new Date(), lastError: null });
    return "kept" as const;
  }
  try {
    const { id } = await deps.provider.send({ to: row.to, body });
    await record(deps.db, row.id, {
      status: "sent",
      secret: null,
      sentAt: new Date(),
      providerId: id,
      lastError: null,
    });
    return "sent" as const;
  } catch (err) {
    const retry = err instanceof SmsSendError ? err.retry : true;
    const giveUp = !retry || row.attempts >= MAX_ATTEMPTS;
    await record(deps.db, row.id, {
      status: giveUp ? "failed" : "pending",
      nextAttemptAt: new Date(now.getTime() + textBackoffMs(row.attempts)),
      lastError: safeErrorText(err).slice(0, 300),
      ...(giveUp ? { secret: null } : {}),
    });
    return giveUp ? ("failed" as const) : ("retried" as const);
  }
}

/**
 * Sends every due text, batch by batch, until none is left or `stopping()` (the process is ending). Rows left
 * "sending" for 10 minutes (a process stopped mid-send) are marked failed, never sent again.
 */
export async function deliverTexts(
  deps: TextDeps,
  now = new Date(),
  stopping: () => boolean = () => false,
  maxBatches = 50,
): Promise<Done> {
  const done: Done = { sent: 0, kept: 0, retried: 0, failed: 0, skipped: 0, held: 0 };
  await deps.db
    .update(textOutbox)
    .set({ status: "failed", secret: null, lastError: "the process stopped while sending: not sent again" })
    .where(
      and(
        eq(textOutbox.status, "sending"),
        lt(textOutbox.nextAttemptAt, sql`${now}::timestamptz - ${STALE_SENDING}`),
      ),
    );
  for (let b = 0; b < maxBatches && !stopping(); b++) {
    const rows = await claim(deps.db, now);
    if (rows.length === 0) break;
    const who = await recipients(deps.db, rows);
    for (const row of rows) done[await handle(deps, row, who, now)]++;
  }
  return done;
}
