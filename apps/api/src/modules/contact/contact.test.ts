import assert from "node:assert/strict";
import { test } from "vitest";
import { CONTACT_MESSAGES } from "@rm/domain/contact";
import { contactMessages } from "../../db/schema.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ TEAM_EMAIL: "team@test.example" });

const good = {
  name: "Amara Osei",
  email: "Amara.Osei@example.com",
  phone: "020 7946 0958",
  subject: "partner",
  message: "We run two Luton vans in Croydon. How do we join?",
};
let ip = 0;
/** each test its own address, so the per-IP limit only bites where a test means it to */
const send = (payload: unknown, remoteAddress = `10.0.0.${++ip}`) =>
  t.app.inject({ method: "POST", url: "/api/contact", payload: payload as object, remoteAddress });

const stored = () => t.db.select().from(contactMessages);

test("a good message is stored and both emails are queued", async () => {
  const mailsBefore = (await t.mails()).length;
  const res = await send(good);
  assert.equal(res.statusCode, 201);
  assert.deepEqual(json(res), { status: true, message: CONTACT_MESSAGES.sent });
  const rows = await stored();
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.email, "amara.osei@example.com");
  assert.equal(rows[0]!.subject, "partner");
  assert.equal(rows[0]!.phone, "020 7946 0958");
  const mails = (await t.mails()).slice(0, (await t.mails()).length - mailsBefore);
  const team = mails.find((m) => m.to === "team@test.example");
  const ack = mails.find((m) => m.to === "amara.osei@example.com");
  assert.ok(team, "team mail queued");
  assert.match(team.subject, /Joining as a removal company — Amara Osei/);
  assert.match(team.text, /How do we join\?/);
  assert.match(team.text, /amara\.osei@example\.com/);
  assert.ok(ack, "acknowledgement queued");
  assert.match(ack.subject, /received your message/);
  await t.db.delete(contactMessages);
});

test("bad input gets 400 with a message per field, and nothing is stored or sent", async () => {
  const mailsBefore = (await t.mails()).length;
  const res = await send({ name: "", email: "not-an-email", phone: "123", subject: "lunch", message: "hi" });
  assert.equal(res.statusCode, 400);
  const body = json<{ status: boolean; errors: Record<string, string> }>(res);
  assert.equal(body.status, false);
  assert.deepEqual(body.errors, {
    name: CONTACT_MESSAGES.nameRequired,
    email: "Email is not valid",
    phone: CONTACT_MESSAGES.phoneInvalid,
    subject: CONTACT_MESSAGES.subjectRequired,
    message: CONTACT_MESSAGES.messageTooShort,
  });
  assert.equal((await stored()).length, 0);
  assert.equal((await t.mails()).length, mailsBefore);
});

test("an empty body names every required field", async () => {
  const res = await send({});
  assert.equal(res.statusCode, 400);
  const { errors } = json<{ errors: Record<string, string> }>(res);
  assert.deepEqual(Object.keys(errors).sort(), ["email", "message", "name", "subject"]);
  assert.equal((await stored()).length, 0);
});

test("a filled-in honeypot is thanked but nothing is stored or sent", async () => {
  const mailsBefore = (await t.mails()).length;
  const res = await send({ ...good, website: "https://spam.example" });
  assert.equal(res.statusCode, 201);
  assert.equal((await stored()).length, 0);
  assert.equal((await t.mails()).length, mailsBefore);
});

test("one address may send 5 messages per 10 minutes; the 6th is refused", async () => {
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) codes.push((await send(good, "192.0.2.7")).statusCode);
  assert.deepEqual(codes, [201, 201, 201, 201, 201, 429]);
  assert.equal((await stored()).length, 5);
  // another address is not affected
  assert.equal((await send(good, "192.0.2.8")).statusCode, 201);
  await t.db.delete(contactMessages);
});
