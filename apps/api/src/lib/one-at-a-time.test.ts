// test-database: none (a queue in memory)
import assert from "node:assert/strict";
import { test } from "vitest";
import { OneAtATime } from "./one-at-a-time.ts";

/** a task that runs until `release` is called, recording when it starts and ends */
function gate(log: string[], name: string) {
  let release!: () => void;
  const open = new Promise<void>((r) => (release = r));
  const task = async () => {
    log.push(`${name} start`);
    await open;
    log.push(`${name} end`);
    return name;
  };
  return { task, release };
}

test("one key: the second task starts only after the first has ended, even when the first fails", async () => {
  const queue = new OneAtATime();
  const log: string[] = [];
  const a = gate(log, "a");
  const b = gate(log, "b");
  const failing = queue.run("nadia", async () => {
    log.push("x start");
    throw new Error("unreadable");
  });
  const first = queue.run("nadia", a.task);
  const second = queue.run("nadia", b.task);
  await assert.rejects(failing, /unreadable/);
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(log, ["x start", "a start"]);
  b.release(); // b may not start before a ends, released or not
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(log, ["x start", "a start"]);
  a.release();
  assert.equal(await first, "a");
  assert.equal(await second, "b");
  assert.deepEqual(log, ["x start", "a start", "a end", "b start", "b end"]);
  await new Promise((r) => setImmediate(r));
  assert.equal(queue.busyKeys, 0, "the key is let go once nothing waits");
});

test("two keys run side by side", async () => {
  const queue = new OneAtATime();
  const log: string[] = [];
  const a = gate(log, "a");
  const b = gate(log, "b");
  const first = queue.run("nadia", a.task);
  const second = queue.run("tom", b.task);
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(log, ["a start", "b start"]);
  b.release();
  a.release();
  assert.deepEqual(await Promise.all([first, second]), ["a", "b"]);
});
