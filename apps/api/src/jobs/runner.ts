// Work that runs on the clock (issue #16): a small runner started with the server (main.ts) that runs every
// job now and then every JOB_INTERVAL_MS. Each job takes "now", so a test calls runJobs with a fixed time
// instead of waiting; each is safe to run twice at once (it claims its work with a unique key or an UPDATE).
import type { AppContext } from "../app-context.ts";
import { safeErrorText } from "../lib/safe-log.ts";
import { remindBookings } from "../modules/bookings/index.ts";
import { askForReviews } from "../modules/reviews/index.ts";

export interface Job {
  name: string;
  /** what it did, for the log (nothing is logged when it did nothing) */
  run: (ctx: AppContext, now: Date) => Promise<Record<string, number>>;
}

export const JOB_INTERVAL_MS = 15 * 60_000;

export const jobs: Job[] = [
  {
    name: "review requests",
    run: (ctx, now) =>
      askForReviews({ db: ctx.db, appUrl: ctx.config.appUrl, sendHour: ctx.config.REVIEW_MAIL_HOUR }, now),
  },
  {
    // issue #17: 7 days and 1 day before a booked move, to both sides
    name: "booking reminders",
    run: (ctx, now) => remindBookings({ db: ctx.db, appUrl: ctx.config.appUrl }, now),
  },
];

/** Runs every job once, in order; a failing job is logged and does not stop the others. */
export async function runJobs(ctx: AppContext, now = new Date(), log: (m: string) => void = () => {}) {
  const results: Record<string, Record<string, number>> = {};
  for (const job of jobs) {
    try {
      const done = await job.run(ctx, now);
      results[job.name] = done;
      if (Object.values(done).some((n) => n > 0))
        log(
          `jobs: ${job.name}: ${Object.entries(done)
            .map(([k, n]) => `${k} ${n}`)
            .join(", ")}`,
        );
    } catch (err) {
      log(`jobs: ${job.name} failed: ${safeErrorText(err)}`);
    }
  }
  ctx.kickOutbox();
  return results;
}

export function startJobRunner(ctx: AppContext, log: (m: string) => void, intervalMs = JOB_INTERVAL_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(() => runJobs(ctx, new Date(), log));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
