// The contact inbox (issue #19): admins only; the list hides nothing that matters and shows no contact details;
// opening a message is audited; a reply is emailed to the sender, kept and marks the message handled; bad
// input and unknown ids store nothing.
import assert from "node:assert/strict";
import { test } from "vitest";
import { CONTACT_INBOX_MESSAGES as M } from "@rm/domain/contact";
import { eq } from "drizzle-orm";
import { auditLog, contactMessages, contactReplies, outbox } from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ TEAM_EMAIL: "team@test.example", RATE_LIMIT_FACTOR: "1000" });
const admin = await t.login(DEMO_ADMIN.email);
const client = await t.login(DEMO_CLIENT.email);
const company = await t.login(DEMO_COMPANIES[0]!.email);

// biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' JSON as the pages do, field by field
type Body = { status: boolean; message: string; data?: any; errors?: Record<string, string> };
const call = async (cookie: string | null, method: string, url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { code: res.statusCode, body: json<Body>(res) };
};

const sent = await t.app.inject({
  method: "POST",
  url: "/api/contact",
  payload: {
    name: "Priya Shah",
    email: "priya.shah@example.org",
    phone: "07700 900456",
    subject: "my-move",
    message: "My mover has not confirmed the date for Saturday. Can you help?",
  },
});
assert.equal(sent.statusCode, 201);
const [stored] = await t.db
  .select()
  .from(contactMessages)
  .where(eq(contactMessages.email, "priya.shah@example.org"));
const id = stored!.id;
const base = "/api/admin/contact-messages";
const snapshot = async () => ({
  messages: await t.db.select().from(contactMessages),
  replies: (await t.db.select().from(contactReplies)).length,
  mails: (await t.db.select().from(outbox)).length,
  audit: (await t.db.select().from(auditLog)).length,
});

test("only admins see the inbox; nobody else reads, replies or marks, and nothing is written", async () => {
  const before = await snapshot();
  for (const [who, code] of [
    [null, 401],
    [client, 403],
    [company, 403],
  ] as const) {
    assert.equal((await call(who, "GET", base)).code, code);
    assert.equal((await call(who, "GET", `${base}/${id}`)).code, code);
    assert.equal((await call(who, "POST", `${base}/${id}/reply`, { body: "Hello" })).code, code);
    assert.equal((await call(who, "POST", `${base}/${id}/handled`, { handled: true })).code, code);
  }
  assert.deepEqual(await snapshot(), before);
});

test("the list shows who wrote and about what, waiting first; opening one is audited", async () => {
  const list = await call(admin, "GET", base);
  assert.equal(list.code, 200);
  const row = list.body.data.rows.find((r: { id: string }) => r.id === id);
  assert.equal(row.name, "Priya Shah");
  assert.equal(row.subjectLabel, "A quote or mover I was matched with");
  assert.equal(row.handledAt, null);
  assert.doesNotMatch(JSON.stringify(row), /priya\.shah@|07700/, "no contact details in the list");
  assert.ok(list.body.data.waiting >= 1);
  const auditBefore = (await t.db.select().from(auditLog)).length;
  const one = await call(admin, "GET", `${base}/${id}`);
  assert.equal(one.code, 200);
  assert.equal(one.body.data.email, "priya.shah@example.org");
  assert.equal(one.body.data.phone, "07700 900456");
  const audit = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
  assert.equal(audit.length, 1);
  assert.equal(audit[0]!.action, "contact.view");
  assert.equal((await t.db.select().from(auditLog)).length, auditBefore + 1);
  assert.equal((await call(admin, "GET", `${base}/not-an-id`)).code, 404);
  assert.equal((await call(admin, "GET", `${base}/00000000-0000-4000-8000-000000000000`)).code, 404);
});

test("bad replies are refused with their message and nothing is written", async () => {
  const before = await snapshot();
  const empty = await call(admin, "POST", `${base}/${id}/reply`, { body: "   " });
  assert.equal(empty.code, 400);
  assert.equal(empty.body.errors?.body, M.replyRequired);
  const long = await call(admin, "POST", `${base}/${id}/reply`, { body: "x".repeat(5001) });
  assert.equal(long.code, 400);
  assert.equal(long.body.errors?.body, M.replyTooLong);
  const noHandled = await call(admin, "POST", `${base}/${id}/handled`, { handled: "yes" });
  assert.equal(noHandled.code, 400);
  assert.equal(
    (await call(admin, "POST", `${base}/00000000-0000-4000-8000-000000000000/reply`, { body: "Hi" })).code,
    404,
  );
  assert.deepEqual(await snapshot(), before);
});

test("a reply is emailed to the sender, kept, and marks the message handled; marking waiting again works", async () => {
  const waiting = async () =>
    (await call(admin, "GET", "/api/admin/overview")).body.data.counts.contactWaiting as number;
  const waitingBefore = await waiting();
  assert.ok(waitingBefore >= 1, "the dashboard counts the message as waiting");
  const reply = "Hello Priya, we have asked Thames-side Removals to confirm Saturday today. — Sam";
  const done = await call(admin, "POST", `${base}/${id}/reply`, { body: reply });
  assert.deepEqual([done.code, done.body.message], [200, M.replied]);
  const mails = await t.db.select().from(outbox).where(eq(outbox.to, "priya.shah@example.org"));
  const mail = mails.find((m) => m.kind === "contact-reply");
  assert.ok(mail, "reply queued");
  assert.equal(mail.subject, "Re: A quote or mover I was matched with");
  assert.match(mail.text ?? "", /asked Thames-side Removals/);
  assert.doesNotMatch(mail.text ?? "", /has not confirmed the date/, "the sender's words are not sent back");
  const one = await call(admin, "GET", `${base}/${id}`);
  assert.ok(one.body.data.handledAt);
  assert.equal(one.body.data.handledBy, DEMO_ADMIN.email);
  assert.deepEqual(
    one.body.data.replies.map((r: { body: string }) => r.body),
    [reply],
  );
  const open = await call(admin, "GET", `${base}?state=open`);
  assert.ok(!open.body.data.rows.some((r: { id: string }) => r.id === id), "handled leaves the open list");
  const handled = await call(admin, "GET", `${base}?state=handled`);
  const listed = handled.body.data.rows.find((r: { id: string }) => r.id === id);
  assert.ok(listed);
  // issue #28: the count is the message's own replies (it read 0 while the sub-select compared reply ids)
  assert.equal(listed.replies, 1);
  await call(admin, "POST", `${base}/${id}/reply`, { body: "Hello again Priya: the mover has confirmed." });
  const again = await call(admin, "GET", `${base}?state=handled`);
  assert.equal(again.body.data.rows.find((r: { id: string }) => r.id === id).replies, 2);
  assert.ok(
    again.body.data.rows
      .filter((r: { id: string }) => r.id !== id)
      .every((r: { replies: number }) => r.replies === 0),
    "no other message counts these replies",
  );

  assert.equal(await waiting(), waitingBefore - 1, "handled leaves the dashboard's count");
  const reopened = await call(admin, "POST", `${base}/${id}/handled`, { handled: false });
  assert.deepEqual([reopened.code, reopened.body.message], [200, M.markedOpen]);
  const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  assert.equal(row!.handledAt, null);
  const actions = (await t.db.select().from(auditLog).where(eq(auditLog.subjectId, id))).map((a) => a.action);
  assert.ok(actions.includes("contact.reply") && actions.includes("contact.reopened"), actions.join(", "));
});
