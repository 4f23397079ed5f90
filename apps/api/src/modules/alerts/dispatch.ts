// Sending push alerts (issue #18; docs/DECISIONS.md 2026-11-24 "Push alerts and quiet hours"). A loop started
// with the listening server reads what happened since its last look — new leads (lead_matches), customers'
// messages, bookings, and a customer's cancellation or request for a new date — and pushes each to the company's devices, except in the company's quiet hours (then
// the alert is skipped: the email and the inbox still have it). The window's end is claimed with a
// compare-and-swap on server_settings, so two processes never send the same alert twice. web-push encrypts
// the payload and signs the VAPID header; the request itself goes out through push-transport.ts (issue #29:
// only to public addresses, checked as it connects), PUSH_PARALLEL at a time, each within PUSH_TIMEOUT_MS.
import type { BookingDateProposal } from "@rm/domain/booking";
import { formatMoveDate } from "@rm/domain/lead/dates";
import { inQuietHours, londonHour, type PushAlert, pushAlerts } from "@rm/domain/movers-day";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../../db/client.ts";
import {
  bookings,
  companies,
  conversationMessages,
  conversations,
  leadMatches,
  leads,
  pushSubscriptions,
  serverSettings,
} from "../../db/schema.ts";
import { safeErrorText } from "../../lib/safe-log.ts";
import { type Resolve, sendPush } from "./push-transport.ts";
import { isPushEndpoint } from "./subscriptions.ts";
import { vapidKeys } from "./vapid.ts";

/** How far behind the clock the window ends: a write's created_at is its transaction's start, committed a little later. */
export const PUSH_LAG_MS = 5_000;
const PUSH_INTERVAL_MS = 5_000;
const CURSOR = "push-cursor";

export interface PushDeps {
  db: Db;
  /** mailto: address named in the VAPID signature (the push service's contact for us) */
  contact: string;
  /** loopback endpoints too (NODE_ENV=test only: the tests' stand-in push service) */
  loopbackToo: boolean;
  /** how long one push may take (PUSH_TIMEOUT_MS) */
  timeoutMs?: number;
  /** how host names are resolved (node:dns; a test gives its own) */
  resolve?: Resolve;
}

/** how many pushes are on their way at once */
export const PUSH_PARALLEL = 16;

interface Target {
  companyId: string;
  alert: PushAlert;
}

/** Claims (from, until] for this process; null when another process took it first (or on the very first look). */
async function claimWindow(db: Db, now: Date): Promise<{ from: Date; until: Date } | null> {
  const until = new Date(now.getTime() - PUSH_LAG_MS);
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, CURSOR)).limit(1);
  if (!row) {
    // the first look starts the clock: nothing from before this server sent push is sent now
    await db
      .insert(serverSettings)
      .values({ key: CURSOR, value: { at: until.toISOString() } })
      .onConflictDoNothing();
    return null;
  }
  const was = (row.value as { at: string }).at;
  if (until.toISOString() <= was) return null;
  const taken = await db
    .update(serverSettings)
    .set({ value: { at: until.toISOString() } })
    .where(and(eq(serverSettings.key, CURSOR), sql`${serverSettings.value}->>'at' = ${was}`))
    .returning({ key: serverSettings.key });
  return taken.length === 1 ? { from: new Date(was), until } : null;
}

const moveName = (typeOfMove: string, moveDate: string | null, endDate: string | null) =>
  [typeOfMove, formatMoveDate(moveDate, endDate)] as const;

async function whatHappened(db: Db, from: Date, until: Date): Promise<Target[]> {
  const inWindow = (
    col:
      | typeof leadMatches.createdAt
      | typeof bookings.createdAt
      | typeof bookings.cancelledAt
      | typeof conversationMessages.createdAt,
  ) => and(gt(col, from), lte(col, until));
  const matched = await db
    .select({
      companyId: leadMatches.companyId,
      leadId: leads.id,
      typeOfMove: leads.typeOfMove,
      moveDate: leads.moveDate,
      endDate: leads.endDate,
    })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .where(inWindow(leadMatches.createdAt));
  const booked = await db
    .select({ companyId: bookings.companyId, leadId: leads.id, typeOfMove: leads.typeOfMove })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(inWindow(bookings.createdAt));
  // the customer's own cancellations and proposals only: the mover knows what it did itself
  const cancelled = await db
    .select({ companyId: bookings.companyId, leadId: leads.id, typeOfMove: leads.typeOfMove })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(and(eq(bookings.cancelledBy, "customer"), inWindow(bookings.cancelledAt)));
  // proposedAt is written by Date.toISOString(): compared as text it is in time order, and the text is what
  // bookings_customer_proposal_idx holds
  const proposedAt = sql`(${bookings.pendingDateChange}->>'proposedAt')`;
  const dateAsked = await db
    .select({
      companyId: bookings.companyId,
      leadId: leads.id,
      typeOfMove: leads.typeOfMove,
      proposal: bookings.pendingDateChange,
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(
      and(
        sql`${bookings.pendingDateChange}->>'by' = 'customer'`,
        sql`${proposedAt} > ${from.toISOString()}`,
        sql`${proposedAt} <= ${until.toISOString()}`,
      ),
    );
  const messages = await db
    .selectDistinct({ companyId: conversations.companyId, leadId: conversations.leadId })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(and(eq(conversationMessages.fromSide, "client"), inWindow(conversationMessages.createdAt)));
  return [
    ...matched.map((m) => {
      const [move, when] = moveName(m.typeOfMove, m.moveDate, m.endDate);
      return { companyId: m.companyId, alert: pushAlerts.newLead(m.leadId, move, when) };
    }),
    ...booked.map((b) => ({ companyId: b.companyId, alert: pushAlerts.booking(b.leadId, b.typeOfMove) })),
    ...cancelled.map((b) => ({
      companyId: b.companyId,
      alert: pushAlerts.cancelled(b.leadId, b.typeOfMove),
    })),
    ...dateAsked.map((b) => {
      const p = b.proposal as BookingDateProposal;
      return {
        companyId: b.companyId,
        alert: pushAlerts.dateChange(b.leadId, b.typeOfMove, formatMoveDate(p.moveDate, p.endDate)),
      };
    }),
    ...messages.map((m) => ({ companyId: m.companyId, alert: pushAlerts.message(m.leadId, "A customer") })),
  ];
}

/** One push; answers the push service's status (404/410: the device has gone). */
async function deliver(
  deps: PushDeps,
  sub: { endpoint: string; p256dh: string; auth: string },
  alert: PushAlert,
): Promise<number> {
  const keys = await vapidKeys(deps.db);
  const req = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(alert),
    {
      vapidDetails: {
        subject: `mailto:${deps.contact}`,
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      },
      TTL: 4 * 3600,
      urgency: "high",
      topic: alert.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32),
    },
  );
  return sendPush(
    { endpoint: req.endpoint, method: req.method, headers: req.headers, body: req.body },
    { loopbackToo: deps.loopbackToo, timeoutMs: deps.timeoutMs, resolve: deps.resolve },
  );
}

/** Runs `jobs`, at most `n` at a time. */
async function inParallel(jobs: (() => Promise<void>)[], n: number) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(n, jobs.length) }, worker));
}

/** One look: sends what happened since the last one. Returns counts for the log. */
export async function dispatchPush(
  deps: PushDeps,
  now = new Date(),
  log: (m: string) => void = () => {},
): Promise<{ sent: number; quiet: number; gone: number; failed: number }> {
  const done = { sent: 0, quiet: 0, gone: 0, failed: 0 };
  const window = await claimWindow(deps.db, now);
  if (!window) return done;
  const targets = await whatHappened(deps.db, window.from, window.until);
  if (targets.length === 0) return done;
  const ids = [...new Set(targets.map((t) => t.companyId))];
  const quiet = await deps.db
    .select({ id: companies.id, from: companies.quietFromHour, until: companies.quietUntilHour })
    .from(companies)
    .where(inArray(companies.id, ids));
  const hour = londonHour(now);
  const isQuiet = new Set(quiet.filter((c) => inQuietHours(hour, c.from, c.until)).map((c) => c.id));
  const subs = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.companyId, ids));
  const jobs: (() => Promise<void>)[] = [];
  for (const t of targets) {
    const devices = subs.filter((s) => s.companyId === t.companyId);
    if (isQuiet.has(t.companyId)) {
      done.quiet += devices.length;
      continue;
    }
    for (const s of devices) {
      if (!isPushEndpoint(s.endpoint, deps.loopbackToo)) continue;
      jobs.push(async () => {
        try {
          const status = await deliver(deps, s, t.alert);
          if (status === 404 || status === 410) {
            await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
            done.gone++;
          } else if (status >= 200 && status < 300) done.sent++;
          else done.failed++;
        } catch (err) {
          done.failed++;
          log(`push: ${safeErrorText(err)}`);
        }
      });
    }
  }
  await inParallel(jobs, PUSH_PARALLEL);
  return done;
}

/** The loop: one look every PUSH_INTERVAL_MS while the server listens. */
export function startPushDispatcher(deps: PushDeps, log: (m: string) => void, intervalMs = PUSH_INTERVAL_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => dispatchPush(deps, new Date(), log))
      .then((d) => {
        if (d.sent + d.gone + d.failed > 0)
          log(`push: sent ${d.sent}, devices gone ${d.gone}, failed ${d.failed}, quiet ${d.quiet}`);
      })
      .catch((err) => log(`push: ${safeErrorText(err)}`));
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
