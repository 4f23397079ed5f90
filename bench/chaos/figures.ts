// What the chaos scenarios count: leads stored (by their emails), mail queued and received, readiness.
import type pg from "pg";
import { sleep } from "../lib/util.ts";
import type { LeadLoadResult } from "./load.ts";
import type { Sink } from "./smtp-sink.ts";

/** Leads of this run stored in the database, by lead number, from their emails (`….{runId}.{i}@…`). */
async function storedLeads(db: pg.Pool, runId: string) {
  const r = await db.query<{ email: string; n: number }>(
    `select details->>'email' as email, count(*)::int as n from leads
     where details->>'email' like $1 group by 1`,
    [`%.${runId}.%`],
  );
  const byLead = new Map<number, number>();
  for (const row of r.rows) {
    const i = Number(row.email.match(new RegExp(`\\.${runId}\\.(\\d+)@`))?.[1]);
    byLead.set(i, (byLead.get(i) ?? 0) + row.n);
  }
  return byLead;
}

/** The lead scenarios' figures: every acknowledged lead stored, none twice. */
export async function leadFigures(db: pg.Pool, load: LeadLoadResult) {
  const stored = await storedLeads(db, load.runId);
  let rows = 0;
  let duplicates = 0;
  for (const n of stored.values()) {
    rows += n;
    duplicates += n - 1;
  }
  const lost = load.acked.filter((i) => !stored.has(i)).length;
  return {
    sent: load.sent,
    acknowledged: load.acknowledged,
    stored: rows,
    duplicates,
    lost,
    failed: load.failed,
  };
}

/** Polls /api/ready every 100 ms until stopped: how often it said not ready, and whether it came back. */
export function watchReady(base: string) {
  const seen = { ready: 0, notReady: 0, noAnswer: 0, lastStatus: 0 };
  let on = true;
  const done = (async () => {
    while (on) {
      try {
        const r = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(10_000) });
        await r.arrayBuffer();
        seen.lastStatus = r.status;
        if (r.status === 200) seen.ready++;
        else seen.notReady++;
      } catch {
        seen.noAnswer++;
        seen.lastStatus = 0;
      }
      await sleep(100);
    }
  })();
  return {
    seen,
    stop: async () => {
      on = false;
      await done;
    },
  };
}

export async function waitUntilReady(base: string, maxMs = 60_000) {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await sleep(200);
  }
  return false;
}

async function pendingMail(db: pg.Pool, fromId = 0) {
  const r = await db.query<{ n: number }>(
    "select count(*)::int as n from outbox where status = 'pending' and id > $1 and next_attempt_at < now() + interval '1 hour'",
    [fromId],
  );
  return r.rows[0]!.n;
}

export async function waitForMail(db: pg.Pool, fromId: number, maxS: number) {
  const t0 = Date.now();
  for (;;) {
    const n = await pendingMail(db, fromId);
    if (n === 0 || Date.now() - t0 > maxS * 1000)
      return { pending: n, s: Math.round((Date.now() - t0) / 1000) };
    await sleep(1000);
  }
}

/** Mail figures for outbox rows after `fromId`: queued, marked sent, received by the sink, twice, lost. */
export async function mailFigures(db: pg.Pool, sink: Sink, fromId: number) {
  const rows = (
    await db.query<{ id: string; status: string; attempts: number }>(
      "select id, status, attempts from outbox where id > $1",
      [fromId],
    )
  ).rows;
  const receivedById = new Map<number, number>();
  for (const [messageId, n] of sink.received) {
    const id = Number(messageId.match(/^<outbox-(\d+)-/)?.[1]);
    if (id > fromId) receivedById.set(id, (receivedById.get(id) ?? 0) + n);
  }
  let acknowledged = 0;
  let failedAttempts = 0;
  let lost = 0;
  let duplicates = 0;
  let notYet = 0;
  for (const row of rows) {
    const id = Number(row.id);
    const got = receivedById.get(id) ?? 0;
    if (row.status === "sent") {
      acknowledged++;
      failedAttempts += row.attempts - 1;
      if (got === 0) lost++;
    } else {
      failedAttempts += row.attempts;
      if (row.status === "failed") lost++;
      else notYet++;
    }
    if (got > 1) duplicates += got - 1;
  }
  return {
    sent: rows.length,
    acknowledged,
    stored: receivedById.size,
    duplicates,
    lost,
    failed: failedAttempts,
    pending: notYet,
  };
}

export async function maxOutboxId(db: pg.Pool) {
  return Number((await db.query<{ n: string }>("select coalesce(max(id), 0) as n from outbox")).rows[0]!.n);
}
