// Issue #31: the one job system (pg-boss) on the test database — PGlite through pg-boss's adapter, or PostgreSQL.
// Two instances stand for two processes (two machines): every registered job is scheduled once in the cluster on
// its cron; the run at start is one job per queue however many processes start; a job sent once runs once
// although both work its queue; a job that fails is kept with its error, which admins read (failedJobs).
import assert from "node:assert/strict";
import { afterAll, test } from "vitest";
import type { PgBoss } from "pg-boss";
import { DEMO_ADMIN } from "../seed/demo-accounts.ts";
import { buildTestApp, json } from "../test/helper.ts";
import { failedJobs } from "../modules/admin/index.ts";
import { newBoss, registerJobs, scheduledJobs } from "./job-system.ts";

const t = await buildTestApp();
const quiet = () => {};
const a = newBoss(t.ctx, t.database);
const b = newBoss(t.ctx, t.database);
for (const boss of [a, b]) boss.on("error", quiet);
await a.start();
await b.start();
afterAll(async () => {
  await a.stop({ graceful: false, close: true });
  await b.stop({ graceful: false, close: true });
});

/** waits (as a person would, for the work to be done) until the job has reached a final state */
async function settled(boss: PgBoss, queue: string, id: string) {
  for (;;) {
    const [job] = await boss.findJobs(queue, { id });
    if (job && ["completed", "failed", "cancelled"].includes(job.state)) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
}

test("every registered job is scheduled once in the cluster on its cron, and runs once at start", async () => {
  await registerJobs(a, t.ctx, quiet);
  await registerJobs(b, t.ctx, quiet);
  const expected = scheduledJobs(t.ctx);
  const schedules = await a.getSchedules();
  assert.deepEqual(
    schedules.map((s) => [s.name, s.cron]).sort(),
    expected.map((j) => [j.queue, j.cron]).sort(),
  );
  for (const job of expected) {
    const queued = await a.findJobs(job.queue, { key: "at-start" });
    assert.equal(queued.length, 1, `${job.queue}: one run at start for both processes`);
  }
});

test("a job sent once runs once although two processes work its queue", async () => {
  let runs = 0;
  for (const boss of [a, b]) {
    await boss.createQueue("probe");
    await boss.work("probe", async () => {
      runs++;
    });
  }
  const id = await a.send("probe", { n: 1 });
  assert.ok(id);
  assert.equal((await settled(a, "probe", id)).state, "completed");
  assert.equal(runs, 1);
});

test("a job that fails is kept as failed with its error, which admins read", async () => {
  await a.createQueue("probe-failing", { retryLimit: 0 });
  await a.work("probe-failing", async () => {
    throw new Error("The mail server refused the batch");
  });
  const id = await a.send("probe-failing", null);
  assert.ok(id);
  assert.equal((await settled(a, "probe-failing", id)).state, "failed");
  const failed = await failedJobs(t.db);
  const mine = failed.find((f) => f.id === id);
  assert.ok(mine, JSON.stringify(failed));
  assert.equal(mine.job, "probe failing");
  assert.equal(mine.error, "The mail server refused the batch");
  assert.equal(mine.tries, 1);
  assert.ok(!Number.isNaN(Date.parse(mine.failedAt)));

  // the admin dashboard's overview counts and lists it
  const admin = await t.login(DEMO_ADMIN.email);
  const res = await t.app.inject({ url: "/api/admin/overview", headers: { cookie: admin } });
  assert.equal(res.statusCode, 200);
  const { data } = json<{
    data: { counts: { jobsFailed: number }; jobsFailed: { id: string; error: string }[] };
  }>(res);
  assert.equal(data.counts.jobsFailed, failed.length);
  assert.equal(data.jobsFailed.find((j) => j.id === id)?.error, "The mail server refused the batch");
});

test("an outbox's job looks again soon, once in the cluster: one waiting run however many processes work it", async () => {
  const outboxJobs = scheduledJobs(t.ctx).filter((j) => j.outbox);
  assert.deepEqual(outboxJobs.map((j) => j.queue).sort(), ["mail-outbox", "push-alerts", "texts"]);
  for (const job of outboxJobs) {
    // both processes ran it (at start) and asked for the next look; the queue holds one
    for (let i = 0; i < 100; i++) {
      if ((await a.findJobs(job.queue, { key: "next" })).length > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const waiting = await a.findJobs(job.queue, { key: "next", queued: true });
    assert.ok(waiting.length <= 1, `${job.queue}: ${waiting.length} waiting runs`);
    const runs = await a.findJobs(job.queue, { key: "next" });
    assert.ok(runs.length >= 1, `${job.queue}: it looked again`);
  }
});
