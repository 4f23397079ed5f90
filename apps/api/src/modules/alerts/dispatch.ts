// Sending push alerts (issue #18; docs/decisions/056-the-movers-day.md and 091-push-alerts-queued-with-their-change.md). Each change a
// mover's devices hear of — a new lead (its match), a customer's message, a booking, a customer's cancellation or
// request for a new date — queues a row in push_outbox with the change itself (push-outbox.ts, issue #31). The
// "push alerts" job (jobs/runner.ts) takes the rows (deleted as they are claimed, SKIP LOCKED: two processes
// never send the same alert) and pushes each to the company's devices, except in the company's quiet hours
// (then the alert is skipped: the email and the inbox still have it). The process that made the change runs
// it at once (AppContext.kickOutbox); the job system's minute runs take what a stopped process left. web-push
// encrypts the payload and signs the VAPID header; the request itself goes out through push-transport.ts
// (issue #29: only to public addresses, checked as it connects), PUSH_PARALLEL at a time, each within
// PUSH_TIMEOUT_MS. Issue #33: "On our way" is queued for the customer (push_outbox.user_id) and goes to their
// own devices, following their notification settings for push (booking changes).
import type { BookingDateProposal } from "@rm/domain/booking";
import { formatMoveDate } from "@rm/domain/lead/dates";
import { inQuietHours, londonHour, type PushAlert, type PushKind, pushAlerts } from "@rm/domain/movers-day";
import type { NotificationKind } from "@rm/domain/notifications";
import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../../db/client.ts";
import { companies, pushSubscriptions } from "../../db/schema.ts";
import { safeErrorText } from "../../lib/safe-log.ts";
import { mayNotifyEach } from "../notifications/index.ts";
import { type Resolve, sendPush } from "./push-transport.ts";
import { isPushEndpoint } from "./subscriptions.ts";
import { vapidKeys } from "./vapid.ts";

/** how many queued alerts one claim takes */
const PUSH_BATCH = 200;

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

/** a company's devices (companyId), or one person's (userId: a customer's, issue #33) */
interface Target {
  companyId: string | null;
  userId: string | null;
  kind: PushKind;
  alert: PushAlert;
}

/** issue #33: the kind of message each alert counts as in the company's notification settings */
const PUSH_NOTIFICATION_KIND: Record<PushKind, NotificationKind> = {
  "new-lead": "lead",
  message: "message",
  booking: "booking",
  cancelled: "booking",
  "date-change": "booking",
  "on-way": "booking",
};

interface Claimed {
  company_id: string | null;
  user_id: string | null;
  lead_id: string;
  kind: PushKind;
  detail:
    | Pick<BookingDateProposal, "moveDate" | "endDate">
    | { company: string; eta: string }
    | string
    | null;
  type_of_move: string | null;
  move_date: string | null;
  end_date: string | null;
}

/** The alert a queued row is, worded from its lead as it stands. */
function alertOf(r: Claimed, move: string): PushAlert {
  const detail = typeof r.detail === "string" ? JSON.parse(r.detail) : r.detail;
  switch (r.kind) {
    case "new-lead":
      return pushAlerts.newLead(r.lead_id, move, formatMoveDate(r.move_date, r.end_date));
    case "booking":
      return pushAlerts.booking(r.lead_id, move);
    case "cancelled":
      return pushAlerts.cancelled(r.lead_id, move);
    case "date-change":
      return pushAlerts.dateChange(r.lead_id, move, formatMoveDate(detail.moveDate, detail.endDate));
    case "message":
      return pushAlerts.message(r.lead_id, "A customer");
    case "on-way":
      return pushAlerts.onWay(r.lead_id, detail.company, detail.eta);
  }
}

/**
 * Takes up to PUSH_BATCH queued alerts (deleted as they are claimed: another process takes the next ones) and
 * words them; several messages in one conversation taken together are one alert. A row whose lead has gone
 * is dropped.
 */
async function claimAlerts(db: Db): Promise<{ claimed: number; targets: Target[] }> {
  const result = (await db.execute(sql`
    with claimed as (
      delete from push_outbox where id in (
        select id from push_outbox order by id limit ${PUSH_BATCH} for update skip locked)
      returning id, company_id, user_id, lead_id, kind, detail
    )
    select c.company_id::text, c.user_id::text, c.lead_id::text, c.kind, c.detail, l.type_of_move,
      l.move_date::text as move_date, l.end_date::text as end_date
    from claimed c left join leads l on l.id = c.lead_id
    order by c.id`)) as unknown as { rows: Claimed[] };
  const seen = new Set<string>();
  const targets: Target[] = [];
  for (const r of result.rows) {
    if (r.type_of_move === null) continue; // the lead has gone
    const alert = alertOf(r, r.type_of_move);
    const key = `${r.company_id ?? `user ${r.user_id}`} ${alert.tag}`;
    if (seen.has(key)) continue;
    seen.add(key);
    targets.push({ companyId: r.company_id, userId: r.user_id, kind: r.kind, alert });
  }
  return { claimed: result.rows.length, targets };
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

type Done = { sent: number; quiet: number; gone: number; failed: number };

/** The targets' companies with their quiet hours and owners (none asked when no target names a company). */
async function companiesOf(deps: PushDeps, ids: string[]) {
  if (ids.length === 0) return [];
  return deps.db
    .select({
      id: companies.id,
      userId: companies.userId,
      from: companies.quietFromHour,
      until: companies.quietUntilHour,
    })
    .from(companies)
    .where(inArray(companies.id, ids));
}

/** The devices of the targets: the companies' and (issue #33) the customers' own (which name no company). */
async function devicesFor(deps: PushDeps, companyIds: string[], userIds: string[]) {
  const held: SQL[] = [];
  if (companyIds.length > 0) held.push(inArray(pushSubscriptions.companyId, companyIds));
  if (userIds.length > 0)
    held.push(and(inArray(pushSubscriptions.userId, userIds), isNull(pushSubscriptions.companyId))!);
  if (held.length === 0) return [];
  return deps.db
    .select()
    .from(pushSubscriptions)
    .where(or(...held));
}

/**
 * Pushes `targets` to their devices: a company's (none in its quiet hours at `now`) or a customer's (issue
 * #33: they have no quiet hours; "On our way" is news of the moment).
 */
async function pushTo(deps: PushDeps, targets: Target[], now: Date, done: Done, log: (m: string) => void) {
  const companyIds = [...new Set(targets.flatMap((t) => (t.companyId ? [t.companyId] : [])))];
  const userIds = [...new Set(targets.flatMap((t) => (t.companyId ? [] : t.userId ? [t.userId] : [])))];
  const quiet = await companiesOf(deps, companyIds);
  const hour = londonHour(now);
  const isQuiet = new Set(quiet.filter((c) => inQuietHours(hour, c.from, c.until)).map((c) => c.id));
  // issue #33: an alert of a kind its person switched off for push is not sent (one read for them all)
  const userOf = new Map(quiet.map((c) => [c.id, c.userId]));
  const recipient = (t: Target) => (t.companyId ? userOf.get(t.companyId) : (t.userId ?? undefined));
  const known = targets.filter((t) => recipient(t) !== undefined);
  const wanted = await mayNotifyEach(
    deps.db,
    known.map((t) => ({ userId: recipient(t)!, kind: PUSH_NOTIFICATION_KIND[t.kind] })),
    "push",
  );
  const switchedOff = new Set(known.filter((_, i) => !wanted[i]));
  const subs = await devicesFor(deps, companyIds, userIds);
  const jobs: (() => Promise<void>)[] = [];
  for (const t of targets) {
    const devices = t.companyId
      ? subs.filter((s) => s.companyId === t.companyId)
      : subs.filter((s) => s.companyId === null && s.userId === t.userId);
    if (switchedOff.has(t)) continue;
    if (t.companyId && isQuiet.has(t.companyId)) {
      done.quiet += devices.length;
      continue;
    }
    for (const s of devices) {
      if (!isPushEndpoint(s.endpoint, deps.loopbackToo)) continue;
      jobs.push(() => pushOne(deps, s, t.alert, done, log));
    }
  }
  await inParallel(jobs, PUSH_PARALLEL);
}

/** One device's push, counted; a device its push service says has gone is forgotten. */
async function pushOne(
  deps: PushDeps,
  s: typeof pushSubscriptions.$inferSelect,
  alert: PushAlert,
  done: Done,
  log: (m: string) => void,
) {
  try {
    const status = await deliver(deps, s, alert);
    if (status === 404 || status === 410) {
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
      done.gone++;
    } else if (status >= 200 && status < 300) done.sent++;
    else done.failed++;
  } catch (err) {
    done.failed++;
    log(`push: ${safeErrorText(err)}`);
  }
}

/**
 * The "push alerts" job: sends every queued alert, batch by batch, until none is left (or `stopping()`: the
 * process is ending, the rest is the next run's). Returns counts (per device) for the log. An alert is sent at most once: its row is deleted as it is claimed.
 */
export async function dispatchPush(
  deps: PushDeps,
  now = new Date(),
  log: (m: string) => void = () => {},
  stopping: () => boolean = () => false,
): Promise<Done> {
  const done = { sent: 0, quiet: 0, gone: 0, failed: 0 };
  while (!stopping()) {
    const { claimed, targets } = await claimAlerts(deps.db);
    if (claimed === 0) return done;
    if (targets.length > 0) await pushTo(deps, targets, now, done, log);
  }
  return done;
}
