// Work that runs on the clock (issues #16, #31): every timed job is registered here, in `jobs`, and nowhere
// else. The job system (job-system.ts, pg-boss on the site's PostgreSQL) runs each on its `cron` once per
// cluster, whatever the number of processes, and keeps the failed ones for admins. Each job takes "now", so a
// test calls runJobs with a fixed time instead of waiting; each is still safe to run twice at once (it claims
// its work with a unique key or an UPDATE).
import type { AppContext } from "../app-context.ts";
import { safeErrorText } from "../lib/safe-log.ts";
import { dispatchPush } from "../modules/alerts/index.ts";
import { lapseOverdueBookings, remindBookings } from "../modules/bookings/index.ts";
import { sendExpiryReminders } from "../modules/documents/index.ts";
import { deliverAllDue } from "../modules/mail/index.ts";
import { REMATCH_CRON, rematchWaitingRequests, remindSuspensions } from "../modules/requests/index.ts";
import { askForReviews } from "../modules/reviews/index.ts";
import { deliverTexts, smsProviderOf } from "../modules/texts/index.ts";
import { purgeDone } from "./retention.ts";

export interface Job {
  name: string;
  /** its queue in the job system: lower-case words joined by "-" */
  queue: string;
  /** when it runs (a cron line in London time, minute granularity) */
  cron: string;
  /** false: left out under NODE_ENV=test (the e2e app), where tests run it when they mean to */
  inTests?: boolean;
  /** what it did, for the log (nothing is logged when it did nothing) */
  run: (ctx: AppContext, now: Date, log: (m: string) => void) => Promise<Record<string, number>>;
  /** an outbox's job: it runs again a second after each run, once in the cluster; asked for every OUTBOX_POLL_MS */
  outbox?: true;
}

/** The push alerts' sender as this app's settings make it. */
export const pushDepsOf = (ctx: AppContext) => ({
  db: ctx.db,
  contact: ctx.config.TEAM_EMAIL,
  // issue #29: a loopback endpoint only in tests (their stand-in push service), never under npm start
  loopbackToo: ctx.config.NODE_ENV === "test",
});

/** The texts' sender as this app's settings make it (issue #33): the provider SMS_PROVIDER names, or none. */
export const textDepsOf = (ctx: AppContext, log?: (m: string) => void) => ({
  db: ctx.db,
  provider: smsProviderOf(ctx.config),
  // a kept text's words (a code among them) only in the log of a site that is not production
  logKept: ctx.config.NODE_ENV === "production" ? undefined : log,
});

export const jobs: Job[] = [
  {
    // issue #31: mail queued in the outbox (the admin's mail log) that is due — a retry, a scheduled mail, or
    // mail whose process stopped before its kick (the process that writes a mail sends it at once itself)
    name: "mail outbox",
    queue: "mail-outbox",
    cron: "* * * * *",
    // at most 50 batches of 20 a run: a run stays short (a stopping process waits for it), the next goes on
    run: async (ctx): Promise<Record<string, number>> =>
      ctx.sendMail ? { sent: await deliverAllDue(ctx.db, ctx.sendMail, () => false, 50) } : {},
    outbox: true,
  },
  {
    // issue #31: push alerts queued with their change (alerts/push-outbox.ts) that no kick has sent yet
    name: "push alerts",
    queue: "push-alerts",
    cron: "* * * * *",
    // at most 50 claims of 200 a run, as the mail outbox's
    run: async (ctx, now, log) => {
      let claims = 0;
      return { ...(await dispatchPush(pushDepsOf(ctx), now, log, () => claims++ >= 50)) };
    },
    outbox: true,
  },
  {
    // issue #33: texts queued with their change (texts/outbox.ts): new, retried, or held by quiet hours
    name: "texts",
    queue: "texts",
    cron: "* * * * *",
    run: async (ctx, now, log) => ({ ...(await deliverTexts(textDepsOf(ctx, log), now)) }),
    outbox: true,
  },
  {
    name: "review requests",
    queue: "review-requests",
    cron: "*/15 * * * *",
    run: (ctx, now) =>
      askForReviews({ db: ctx.db, appUrl: ctx.config.appUrl, sendHour: ctx.config.REVIEW_MAIL_HOUR }, now),
  },
  {
    // issue #17: 7 days and 1 day before a booked move, to both sides
    name: "booking reminders",
    queue: "booking-reminders",
    cron: "5-59/15 * * * *",
    run: (ctx, now) => remindBookings({ db: ctx.db, appUrl: ctx.config.appUrl }, now),
  },
  {
    // issue #32: two weeks before a move whose van needs a parking suspension, the customer is told to apply
    name: "suspension reminders",
    queue: "suspension-reminders",
    cron: "10 * * * *",
    run: (ctx, now) => remindSuspensions({ db: ctx.db, appUrl: ctx.config.appUrl }, now),
  },
  {
    // issue #17: a booking the mover did not confirm in time lapses and the request opens again
    name: "booking lapses",
    queue: "booking-lapses",
    cron: "*/10 * * * *",
    inTests: false,
    run: async (ctx, now) => ({
      lapsed: await lapseOverdueBookings({ db: ctx.db, appUrl: ctx.config.appUrl }, now),
    }),
  },
  {
    // requests waiting for movers' caps or a newly approved mover are sent when they can be
    name: "re-matching waiting requests",
    queue: "rematch-waiting-requests",
    cron: REMATCH_CRON,
    inTests: false,
    run: async (ctx, _now, log) => ({
      sent: await rematchWaitingRequests({
        db: ctx.db,
        appUrl: ctx.config.appUrl,
        onError: (err) => log(`jobs: re-matching a request failed: ${safeErrorText(err)}`),
      }),
    }),
  },
  {
    // certificates about to expire: their company is told
    name: "document expiry reminders",
    queue: "document-expiry-reminders",
    cron: "20 * * * *",
    inTests: false,
    run: async (ctx, now) => ({ reminded: await sendExpiryReminders(ctx.db, ctx.config.appUrl, now) }),
  },
  {
    // issue #31: ended sessions, spent links, sent mail past the mail log, held requests never confirmed
    name: "retention",
    queue: "retention",
    cron: "40 * * * *",
    run: purgeDone,
  },
];

/** Logs what a run of `job` did ("jobs: booking reminders: week 2, day 0"); nothing when it did nothing. */
export function logDone(job: Job, done: Record<string, number>, log: (m: string) => void) {
  if (Object.values(done).some((n) => n > 0))
    log(
      `jobs: ${job.name}: ${Object.entries(done)
        .map(([k, n]) => `${k} ${n}`)
        .join(", ")}`,
    );
}

async function runOne(ctx: AppContext, job: Job, now: Date, log: (m: string) => void) {
  try {
    const done = await job.run(ctx, now, log);
    logDone(job, done, log);
    return done;
  } catch (err) {
    log(`jobs: ${job.name} failed: ${safeErrorText(err)}`);
    return undefined;
  }
}

/** Runs every job once (or those `only` names), in order; a failing job is logged and does not stop the others. */
export async function runJobs(
  ctx: AppContext,
  now = new Date(),
  log: (m: string) => void = () => {},
  only: (job: Job) => boolean = () => true,
) {
  const results: Record<string, Record<string, number>> = {};
  for (const job of jobs.filter(only)) {
    const done = await runOne(ctx, job, now, log);
    if (done) results[job.name] = done;
  }
  ctx.kickOutbox();
  return results;
}
