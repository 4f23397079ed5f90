// Work that runs on the clock (issues #16, #31): every timed job is registered here, in `jobs`, and nowhere
// else. A small runner started with the server (main.ts) runs each job at start and then every `everyMs`. Each
// job takes "now", so a test calls runJobs with a fixed time instead of waiting; each is safe to run twice at
// once, in one process or in two (it claims its work with a unique key or an UPDATE).
import type { AppContext } from "../app-context.ts";
import { safeErrorText } from "../lib/safe-log.ts";
import { lapseOverdueBookings, remindBookings } from "../modules/bookings/index.ts";
import { sendExpiryReminders } from "../modules/documents/index.ts";
import { REMATCH_EVERY_MS, rematchWaitingRequests } from "../modules/requests/index.ts";
import { askForReviews } from "../modules/reviews/index.ts";
import { purgeDone } from "./retention.ts";

export interface Job {
  name: string;
  /** how often it runs under the runner */
  everyMs: number;
  /** false: the runner leaves it out under NODE_ENV=test (the e2e app), where tests run it when they mean to */
  inTests?: boolean;
  /** what it did, for the log (nothing is logged when it did nothing) */
  run: (ctx: AppContext, now: Date, log: (m: string) => void) => Promise<Record<string, number>>;
}

const MINUTE = 60_000;
/** how often the runner looks for a job that is due */
const JOB_TICK_MS = MINUTE;

export const jobs: Job[] = [
  {
    name: "review requests",
    everyMs: 15 * MINUTE,
    run: (ctx, now) =>
      askForReviews({ db: ctx.db, appUrl: ctx.config.appUrl, sendHour: ctx.config.REVIEW_MAIL_HOUR }, now),
  },
  {
    // issue #17: 7 days and 1 day before a booked move, to both sides
    name: "booking reminders",
    everyMs: 15 * MINUTE,
    run: (ctx, now) => remindBookings({ db: ctx.db, appUrl: ctx.config.appUrl }, now),
  },
  {
    // issue #17: a booking the mover did not confirm in time lapses and the request opens again
    name: "booking lapses",
    everyMs: 10 * MINUTE,
    inTests: false,
    run: async (ctx, now) => ({
      lapsed: await lapseOverdueBookings({ db: ctx.db, appUrl: ctx.config.appUrl }, now),
    }),
  },
  {
    // requests waiting for movers' caps or a newly approved mover are sent when they can be
    name: "re-matching waiting requests",
    everyMs: REMATCH_EVERY_MS,
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
    everyMs: 60 * MINUTE,
    inTests: false,
    run: async (ctx, now) => ({ reminded: await sendExpiryReminders(ctx.db, ctx.config.appUrl, now) }),
  },
  {
    // issue #31: ended sessions, spent links, sent mail past the mail log, held requests never confirmed
    name: "retention",
    everyMs: 60 * MINUTE,
    run: purgeDone,
  },
];

async function runOne(ctx: AppContext, job: Job, now: Date, log: (m: string) => void) {
  try {
    const done = await job.run(ctx, now, log);
    if (Object.values(done).some((n) => n > 0))
      log(
        `jobs: ${job.name}: ${Object.entries(done)
          .map(([k, n]) => `${k} ${n}`)
          .join(", ")}`,
      );
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

export function startJobRunner(ctx: AppContext, log: (m: string) => void, tickMs = JOB_TICK_MS) {
  const testing = ctx.config.NODE_ENV === "test";
  const lastRun = new Map<string, number>();
  const due = (job: Job) => {
    if (testing && job.inTests === false) return false;
    const last = lastRun.get(job.name);
    return last === undefined || Date.now() - last >= job.everyMs;
  };
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(() => {
      const now = new Date();
      const dueNow = jobs.filter(due);
      for (const job of dueNow) lastRun.set(job.name, now.getTime());
      return dueNow.length ? runJobs(ctx, now, log, (job) => dueNow.includes(job)) : undefined;
    });
  };
  tick();
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
