/** Issue #31: the PostgreSQL schema the job system (pg-boss, jobs/job-system.ts) keeps its tables in. */
export const JOBS_SCHEMA = "pgboss";
