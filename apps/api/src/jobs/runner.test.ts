// Issue #31: every timed job is registered in jobs/runner.ts and nowhere else (no route plugin keeps a timer of
// its own): one run of the runner runs each of them, and each reports what it did.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "vitest";
import { buildTestApp } from "../test/helper.ts";
import { jobs, runJobs } from "./runner.ts";

const t = await buildTestApp();

test("one run of the runner runs every registered job, and each reports its counts", async () => {
  const done = await runJobs(t.ctx, new Date());
  assert.deepEqual(Object.keys(done).sort(), jobs.map((j) => j.name).sort(), "no job failed or was left out");
  assert.deepEqual(jobs.map((j) => j.name).sort(), [
    "booking lapses",
    "booking reminders",
    "document expiry reminders",
    "mail outbox",
    "push alerts",
    "re-matching waiting requests",
    "retention",
    "review requests",
    "suspension reminders",
    "texts",
  ]);
  for (const [name, counts] of Object.entries(done))
    assert.ok(
      Object.values(counts).every((n) => Number.isInteger(n) && n >= 0),
      `${name} reports counts`,
    );
});

test("no module keeps a timer of its own for timed work: route plugins start no setInterval", () => {
  const modules = join(import.meta.dirname, "..", "modules");
  const offenders: string[] = [];
  for (const entry of readdirSync(modules, { recursive: true, encoding: "utf8" })) {
    if (!/routes\.ts$/.test(entry)) continue;
    if (readFileSync(join(modules, entry), "utf8").includes("setInterval(")) offenders.push(entry);
  }
  assert.deepEqual(offenders, [], "timed work belongs in jobs/runner.ts");
});
