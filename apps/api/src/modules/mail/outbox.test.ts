import assert from "node:assert/strict";
import { test } from "vitest";
import { eq } from "drizzle-orm";
import { outbox } from "../../db/schema.ts";
import { seal } from "../../lib/secret-box.ts";
import { buildTestApp } from "../../test/helper.ts";
import {
  LINK_REMOVED,
  protectSecrets,
  revealSecrets,
  backoffMs,
  deliverDue,
  enqueueMail,
  isTransientSendError,
  MAX_ATTEMPTS,
  startOutboxWorker,
  transientBackoffMs,
} from "./outbox.ts";

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

test("a scheduled mail (sendAfter) waits for its time, then goes once", async () => {
  await t.db.delete(outbox);
  const later = new Date(Date.now() + 3600_000);
  await enqueueMail(t.db, [
    { kind: "test", to: "later@example.org", subject: "Later", text: "Hello", sendAfter: later },
    { kind: "test", to: "now@example.org", subject: "Now", text: "Hello" },
  ]);
  const sent: string[] = [];
  const send = async (row: { to: string }) => {
    sent.push(row.to);
  };
  await deliverDue(t.db, send);
  assert.deepEqual(sent, ["now@example.org"], "only the unscheduled mail is due");
  const [waiting] = await t.db.select().from(outbox).where(eq(outbox.to, "later@example.org"));
  assert.equal(waiting!.status, "pending");
  assert.equal(waiting!.nextAttemptAt.getTime(), later.getTime());
  await t.db
    .update(outbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(outbox.id, waiting!.id));
  await deliverDue(t.db, send);
  assert.deepEqual(sent, ["now@example.org", "later@example.org"]);
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

test("a burst of kicks coalesces into a few runs, and each kick resolves once its mail is sent", async () => {
  await t.db.delete(outbox);
  const sent: string[] = [];
  let claims = 0;
  const worker = startOutboxWorker(
    t.db,
    async (row) => {
      sent.push(row.to);
    },
    () => {},
  );
  const counted = t.db.update.bind(t.db);
  // count the claims: each run of the worker starts with one UPDATE … RETURNING on the outbox
  (t.db as { update: typeof t.db.update }).update = ((table: never) => {
    claims++;
    return counted(table);
  }) as typeof t.db.update;
  try {
    // mail written while a run is going: each kick still resolves after its own mail has gone
    for (let i = 0; i < 10; i++) {
      await enqueueMail(t.db, { kind: "test", to: `a${i}@example.org`, subject: "Hi", text: "Hello" });
      await worker.kick();
      assert.ok(sent.includes(`a${i}@example.org`));
    }
    // a burst: 50 mails, then 50 kicks at once (50 requests in the same moment)
    for (let i = 0; i < 50; i++)
      await enqueueMail(t.db, { kind: "test", to: `b${i}@example.org`, subject: "Hi", text: "Hello" });
    claims = 0;
    await Promise.all(Array.from({ length: 50 }, () => worker.kick()));
    assert.equal(sent.length, 60, "every mail sent");
    assert.equal(new Set(sent).size, 60, "and only once");
    const pending = await t.db.select().from(outbox).where(eq(outbox.status, "pending"));
    assert.equal(pending.length, 0);
    // one run drains them in batches of 20 (claim + settle each, then an empty claim) and the one queued
    // behind it finds nothing; a run per kick would be at least 50 claims
    assert.ok(claims <= 10, `${claims} outbox updates for a burst of 50 kicks`);
  } finally {
    (t.db as { update: typeof t.db.update }).update = counted;
    await worker.stop();
  }
});

test("a mail server that is down (connection refused) is retried until the mail goes, never given up", async () => {
  await t.db.delete(outbox);
  await enqueueMail(t.db, { kind: "test", to: "down@example.org", subject: "Hi", text: "Hello" });
  const refused = async () => {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ESOCKET" });
  };
  // far past MAX_ATTEMPTS of a mail the server refuses for good
  for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
    await t.db.update(outbox).set({ nextAttemptAt: new Date(0) });
    await deliverDue(t.db, refused);
  }
  let [row] = await t.db.select().from(outbox);
  assert.equal(row!.status, "pending", "still waiting for the server");
  assert.equal(row!.attempts, MAX_ATTEMPTS + 2);
  assert.ok(
    row!.nextAttemptAt.getTime() <= Date.now() + transientBackoffMs(99) + 1000,
    "at most 5 minutes away",
  );
  const sent: number[] = [];
  await t.db.update(outbox).set({ nextAttemptAt: new Date(0) });
  await deliverDue(t.db, async (r) => void sent.push(r.id));
  [row] = await t.db.select().from(outbox);
  assert.equal(row!.status, "sent");
  assert.deepEqual(sent, [row!.id]);
  // a 4xx answer ("try later") is the server's state too; a 5xx is the mail's
  assert.ok(isTransientSendError({ code: "EENVELOPE", responseCode: 421 }));
  assert.ok(!isTransientSendError({ code: "EENVELOPE", responseCode: 550 }));
});

test("a mail sent while the database is away is marked sent once it is back, and never sent twice", async () => {
  await t.db.delete(outbox);
  await enqueueMail(t.db, { kind: "test", to: "once@example.org", subject: "Hi", text: "Hello" });
  const sent: number[] = [];
  const original = t.db.update.bind(t.db);
  let calls = 0;
  // the claim (the first UPDATE) works; the next two (marking it sent) fail as during a restart
  (t.db as { update: typeof t.db.update }).update = ((table: never) => {
    calls++;
    if (calls === 2 || calls === 3)
      throw Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" });
    return original(table);
  }) as typeof t.db.update;
  try {
    await deliverDue(t.db, async (r) => void sent.push(r.id));
  } finally {
    (t.db as { update: typeof t.db.update }).update = original;
  }
  const [row] = await t.db.select().from(outbox);
  assert.equal(row!.status, "sent");
  // even once its claim has run out, it is not taken again
  await t.db.update(outbox).set({ lockedUntil: null, nextAttemptAt: new Date(0) });
  await deliverDue(t.db, async (r) => void sent.push(r.id));
  assert.deepEqual(sent, [row!.id], "sent once");
});

test("issue #29: typed placeholder words stay as typed; each link goes back to its own place", () => {
  const link = "https://app.example/account/signin?token=abc&next=%2F";
  const reset = "https://app.example/password-recovery?token=def";
  const mail = {
    kind: "test",
    to: "c@example.org",
    subject: "Hi",
    text: `${LINK_REMOVED} from Vans ${LINK_REMOVED} Ltd. Sign in: ${link}\nReset: ${reset}\n${LINK_REMOVED}`,
    html: `<p>${LINK_REMOVED}</p><a href="${link}">sign in</a>`,
    secrets: [link],
  };
  const stored = protectSecrets(mail);
  assert.ok(!stored.text.includes("token=") && !stored.html!.includes("token="));
  assert.equal(stored.text.split(LINK_REMOVED).length - 1, 5, "three typed, two taken out");
  const sent = revealSecrets({ ...stored });
  assert.equal(sent.text, mail.text);
  assert.equal(sent.html, mail.html);
  // a body changed after it was stored never gets a link in the wrong place
  assert.throws(() => revealSecrets({ ...stored, text: `x${stored.text}` }), /do not match/);
});

test("a mail stored before issue #29 (its links a list) is still sent", () => {
  const link = "https://app.example/account/signin?token=old";
  const row = { text: `Sign in: ${LINK_REMOVED}`, html: null, secrets: seal(JSON.stringify([link])) };
  assert.equal(revealSecrets(row).text, `Sign in: ${link}`);
});
