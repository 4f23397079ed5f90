// Issue #31: the one job system — pg-boss on the site's own PostgreSQL (or embedded PGlite, through pg-boss's
// PGlite adapter). Chosen over graphile-worker because it runs on PGlite as well as on PostgreSQL (npm start needs
// no server), its cron schedules fire once per cluster however many processes run (each occurrence is one job,
// claimed by one worker with SKIP LOCKED), it keeps failed jobs with their error for admins, and it can enqueue
// inside a drizzle transaction (fromDrizzle). Every job is registered in jobs/runner.ts; each process schedules
// them all (a schedule is one row per queue, so that repeats nothing) and works them; a failed run is retried
// twice, then kept as failed. At start each job runs once more (one job per job and minute across processes).
import { fromPglite, PgBoss } from "pg-boss";
import type { AppContext } from "../app-context.ts";
import type { Database } from "../db/client.ts";
import { JOBS_SCHEMA } from "../lib/jobs-schema.ts";
import { safeErrorText } from "../lib/safe-log.ts";
import { type Job, jobs, logDone } from "./runner.ts";

export interface JobSystem {
  boss: PgBoss;
  stop(): Promise<void>;
}

/** A pg-boss instance on `database` (not started): PGlite through its adapter, PostgreSQL by its own pool. */
export function newBoss(ctx: AppContext, database: Pick<Database, "kind" | "pglite" | "url">): PgBoss {
  if (database.kind === "pglite") {
    if (!database.pglite) throw new Error("the embedded database is not open");
    return new PgBoss({ db: fromPglite(database.pglite), backend: "pglite", schema: JOBS_SCHEMA });
  }
  const url = ctx.config.DATABASE_DIRECT_URL ?? database.url;
  // its own few connections, to the database itself (a pooler in transaction mode would break its locks)
  return new PgBoss({ connectionString: url, max: 3, schema: JOBS_SCHEMA });
}

/** What one run of `job` does when the job system hands it over: the job itself, and mail it queued goes out. */
export async function runQueued(ctx: AppContext, job: Job, log: (m: string) => void, now = new Date()) {
  const done = await job.run(ctx, now, log);
  ctx.kickOutbox();
  logDone(job, done, log);
  return done;
}

/** the jobs this app runs on its own (NODE_ENV=test leaves out those tests run when they mean to) */
export const scheduledJobs = (ctx: AppContext) =>
  jobs.filter((j) => ctx.config.NODE_ENV !== "test" || j.inTests !== false);

/**
 * Creates each job's queue, schedules it (London time) and works it in this process. A failing run throws to
 * pg-boss, which retries it and then keeps it as failed (failed-jobs.ts shows those to admins).
 */
export async function registerJobs(boss: PgBoss, ctx: AppContext, log: (m: string) => void) {
  for (const job of scheduledJobs(ctx)) {
    await boss.createQueue(job.queue, {
      retryLimit: 2,
      retryDelay: 60,
      expireInSeconds: 15 * 60,
      // an outbox's job: one waiting run at most (see nextLook); its runs kept an hour, not pg-boss's week
      ...(job.outbox ? { policy: "short", deleteAfterSeconds: 3600 } : {}),
    });
    await boss.schedule(job.queue, job.cron, null, { tz: "Europe/London" });
    const polling = job.outbox ? { pollingIntervalSeconds: lookEvery(ctx) } : {};
    await boss.work(job.queue, polling, async () => {
      try {
        await runQueued(ctx, job, log);
      } catch (err) {
        log(`jobs: ${job.name} failed: ${safeErrorText(err)}`);
        throw err;
      } finally {
        if (job.outbox) await nextLook(boss, ctx, job);
      }
    });
    // once at start too, as the old runner did: one job per minute whichever processes start in it
    await boss.send(job.queue, null, { singletonKey: "at-start", singletonSeconds: 60 });
  }
}

/** how often (s) the process asks the job system for an outbox's run (OUTBOX_POLL_MS; pg-boss's least is 0.5) */
const lookEvery = (ctx: AppContext) => Math.max(0.5, ctx.config.OUTBOX_POLL_MS / 1000);
/** how long after a run of an outbox's job the next one is due: the same on every process */
export const OUTBOX_LOOK_MS = 1000;

/**
 * An outbox's job runs again OUTBOX_LOOK_MS after each run: the cluster looks for due mail (a retry, a
 * scheduled mail, mail a stopped process left) and unsent push alerts every second — once, however many
 * processes run. The queue keeps one waiting run at most ("short" policy), so the minute's run and the run at
 * start join that chain instead of starting another; the minute's run restarts it if it ever breaks.
 */
async function nextLook(boss: PgBoss, ctx: AppContext, job: Job) {
  await boss
    .send(job.queue, null, { singletonKey: "next", startAfter: new Date(Date.now() + OUTBOX_LOOK_MS) })
    .catch((err) => ctx.config.NODE_ENV !== "test" && console.error(`jobs: ${safeErrorText(err)}`));
}

/** Starts the job system for the server (main.ts): schedules and works every registered job. */
export async function startJobSystem(
  ctx: AppContext,
  database: Database,
  log: (m: string) => void,
): Promise<JobSystem> {
  const boss = newBoss(ctx, database);
  boss.on("error", (err) => log(`jobs: ${safeErrorText(err)}`));
  await boss.start();
  await registerJobs(boss, ctx, log);
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
