// Issue #31: the jobs that failed (after their retries), newest first, for admins — read from pg-boss's own table
// in JOBS_SCHEMA. Nothing when the job system has never started on this database (its tables do not exist yet).
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { JOBS_SCHEMA } from "../../lib/jobs-schema.ts";
import { rowsOf } from "./dashboard.ts";

export interface FailedJob {
  id: string;
  /** the job's name as admins read it: its queue's words ("booking reminders") */
  job: string;
  failedAt: string;
  tries: number;
  /** the error's message as the job threw it */
  error: string;
}

const messageOf = (output: unknown) => {
  const o = output as { message?: unknown } | null;
  return typeof o?.message === "string" ? o.message : JSON.stringify(output ?? null);
};

type JobRow = {
  id: string;
  name: string;
  completed_on: Date | string | null;
  retry_count: number;
  output: unknown;
};

export async function failedJobs(db: DbOrTx, limit = 20): Promise<FailedJob[]> {
  const [found] = await rowsOf<{ t: string | null }>(
    db,
    sql`select to_regclass(${`${JOBS_SCHEMA}.job`})::text as t`,
  );
  if (!found?.t) return [];
  const rows = await rowsOf<JobRow>(
    db,
    sql`select id::text as id, name, completed_on, retry_count, output from ${sql.identifier(JOBS_SCHEMA)}.job
        where state = 'failed' order by completed_on desc nulls last limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    job: r.name.replaceAll("-", " "),
    failedAt: r.completed_on ? new Date(r.completed_on).toISOString() : "",
    tries: Number(r.retry_count) + 1,
    error: messageOf(r.output),
  }));
}
