import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import { outbox } from "../../db/schema.ts";
import { buildTestApp } from "../../test/helper.ts";
import { backoffMs, deliverDue, enqueueMail, MAX_ATTEMPTS } from "./outbox.ts";

const t = await buildTestApp();

test("a queued mail is delivered exactly once", async () => {
  await t.db.delete(outbox);
  await enqueueMail(t.db, { kind: "test", to: "a@example.org", subject: "Hi", text: "Hello" });
  const sent: number[] = [];
  const send = async (row: { id: number }) => {
    sent.push(row.id);
  };
  // two workers racing: SKIP LOCKED and the status flip mean one delivery
  await Promise.all([deliverDue(t.db, send), deliverDue(t.db, send)]);
  await deliverDue(t.db, send);
  assert.equal(sent.length, 1);
  const [row] = await t.db.select().from(outbox);
  assert.equal(row!.status, "sent");
  assert.equal(row!.attempts, 1);
});

test("a failing send is retried later with back-off, then marked failed", async () => {
  await t.db.delete(outbox);
  await enqueueMail(t.db, { kind: "test", to: "b@example.org", subject: "Hi", text: "Hello" });
  const failing = async () => {
    throw new Error("SMTP down");
  };
  await deliverDue(t.db, failing);
  let [row] = await t.db.select().from(outbox);
  assert.equal(row!.status, "pending");
  assert.equal(row!.lastError, "SMTP down");
  assert.ok(row!.nextAttemptAt.getTime() > Date.now() + backoffMs(1) - 5000, "not due again straight away");
  assert.equal(await deliverDue(t.db, failing), 0, "not retried before its time");
  await t.db
    .update(outbox)
    .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
    .where(eq(outbox.id, row!.id));
  await deliverDue(t.db, failing);
  [row] = await t.db.select().from(outbox);
  assert.equal(row!.status, "failed");
});

test("a mail written in a rolled-back transaction is never sent", async () => {
  await t.db.delete(outbox);
  await assert.rejects(
    t.db.transaction(async (tx) => {
      await enqueueMail(tx, { kind: "test", to: "c@example.org", subject: "Hi", text: "Hello" });
      throw new Error("the change failed");
    }),
  );
  assert.equal((await t.db.select().from(outbox)).length, 0);
});
