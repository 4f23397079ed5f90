// Issue #29 item 4: the no-JavaScript message forms (the customer's POST /client/removal-requests/:id, the
// mover's POST /account/dashboard/leads/:id — both call the pages' conversations service) no longer bypass
// the conversation limits: the limits live in the service every path calls, keyed by the sender and the
// conversation (MESSAGE_LIMITS: 60 a minute, 500 a day, 30 messages with photos an hour), plus a client
// address's own limit. Past a limit: a clear message, and nothing stored.
import assert from "node:assert/strict";
import { test } from "vitest";
import { CONVERSATION_MESSAGES as M } from "@rm/domain/conversation";
import { MESSAGE_LIMIT_MESSAGES, MESSAGE_LIMITS } from "@rm/domain/conversation-limits";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { conversationMessages, messagePhotos } from "../db/schema.ts";
import { HttpError } from "../lib/http.ts";
import { resolveSession } from "../modules/accounts/index.ts";
import { conversationsWebService } from "../modules/conversations/index.ts";
import { MessageLimits, scaledMessageLimits } from "../modules/conversations/message-limits.ts";
import { DEMO_COMPANIES } from "../seed/demo-accounts.ts";
import { makeCustomer, makeLead } from "../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1" });
const pages = conversationsWebService(t.ctx);
const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
  .png()
  .toBuffer();

let people = 0;
/** a customer with a request matched to Thames-side, signed in: the API cookie and the pages' caller */
async function customerWithRequest() {
  const email = `limits-${++people}@example.org`;
  const customer = await makeCustomer(t, email);
  const {
    lead,
    companyIds: [companyId],
  } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
  const cookie = await t.login(email);
  return { lead, companyId: companyId!, cookie, caller: await callerOf(cookie) };
}
const callerOf = async (cookie: string) => {
  const found = await resolveSession(t.db, cookie.replace(/^rm_session=/, ""), 30);
  return { user: found!.user, sessionId: found!.sessionId };
};
const roomOf = async (cookie: string, leadId: string, companyId: string) =>
  json<{ data: { id: string } }>(
    await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      payload: { leadId, companyId },
      headers: { cookie },
    }),
  ).data.id;
const viaApi = (cookie: string, roomId: string, text: string, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/conversations/${roomId}/messages`,
    payload: { text },
    headers: { cookie },
    remoteAddress,
  });
const storedIn = async (roomId: string) =>
  (await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, roomId)))
    .length;

test("the customer's plain form and the API count together: the 61st message in a minute is refused on both, nothing stored", async () => {
  const c = await customerWithRequest();
  const roomId = await roomOf(c.cookie, c.lead.id, c.companyId);
  const ip = "198.51.100.50";
  const form = (text: string) =>
    pages.send(c.caller, { leadId: c.lead.id, companyId: c.companyId, text, ip });
  for (let i = 0; i < MESSAGE_LIMITS.perMinute; i++) {
    if (i % 2) assert.equal((await viaApi(c.cookie, roomId, `API ${i}`, ip)).statusCode, 201);
    else assert.deepEqual(await form(`Form ${i}`), { ok: true, message: M.sent });
  }
  assert.deepEqual(await form("One too many"), {
    ok: false,
    message: MESSAGE_LIMIT_MESSAGES.perMinute,
    status: 429,
  });
  const api = await viaApi(c.cookie, roomId, "One too many", ip);
  assert.equal(api.statusCode, 429);
  assert.equal(json(api).message, MESSAGE_LIMIT_MESSAGES.perMinute);
  assert.equal(await storedIn(roomId), MESSAGE_LIMITS.perMinute);
  // the limit is this conversation's: the customer's other conversations are not held up by it
  const other = await customerWithRequest();
  assert.equal(
    (await viaApi(other.cookie, await roomOf(other.cookie, other.lead.id, other.companyId), "Hi", ip))
      .statusCode,
    201,
  );
});

test("the mover's plain form (the dashboard's lead page) stops at the same limit", async () => {
  const c = await customerWithRequest();
  const roomId = await roomOf(c.cookie, c.lead.id, c.companyId);
  const mover = await callerOf(await t.login(DEMO_COMPANIES[0]!.email));
  const send = (text: string) => pages.send(mover, { leadId: c.lead.id, text, ip: "198.51.100.60" });
  for (let i = 0; i < MESSAGE_LIMITS.perMinute; i++) assert.equal((await send(`Quote ${i}`)).ok, true);
  assert.deepEqual(await send("Call me"), {
    ok: false,
    message: MESSAGE_LIMIT_MESSAGES.perMinute,
    status: 429,
  });
  assert.equal(await storedIn(roomId), MESSAGE_LIMITS.perMinute);
});

test("messages with photos: 30 an hour in a conversation through the plain form, refused before any photo is stored", async () => {
  const c = await customerWithRequest();
  const roomId = await roomOf(c.cookie, c.lead.id, c.companyId);
  const send = () =>
    pages.send(c.caller, {
      leadId: c.lead.id,
      companyId: c.companyId,
      text: "",
      photos: [new Blob([png])],
      ip: "198.51.100.70",
    });
  for (let i = 0; i < MESSAGE_LIMITS.photoMessagesPerHour; i++) assert.equal((await send()).ok, true);
  assert.deepEqual(await send(), { ok: false, message: MESSAGE_LIMIT_MESSAGES.photos, status: 429 });
  assert.equal(await storedIn(roomId), MESSAGE_LIMITS.photoMessagesPerHour);
  const photos = await t.db.select().from(messagePhotos).where(eq(messagePhotos.conversationId, roomId));
  assert.equal(photos.length, MESSAGE_LIMITS.photoMessagesPerHour);
});

test("one client address: 120 messages a minute over all its accounts and conversations", async () => {
  const ip = "198.51.100.80";
  const senders = await Promise.all([customerWithRequest(), customerWithRequest(), customerWithRequest()]);
  const rooms = await Promise.all(senders.map((s) => roomOf(s.cookie, s.lead.id, s.companyId)));
  const perAccount = MESSAGE_LIMITS.perAddressPerMinute / 2;
  for (const [i, s] of senders.slice(0, 2).entries())
    for (let n = 0; n < perAccount; n++) {
      const via =
        n % 2
          ? (await viaApi(s.cookie, rooms[i]!, `Hello ${n}`, ip)).statusCode === 201
          : (await pages.send(s.caller, { leadId: s.lead.id, companyId: s.companyId, text: `Hi ${n}`, ip }))
              .ok;
      assert.equal(via, true, `message ${n} of account ${i}`);
    }
  const third = senders[2]!;
  const refused = await viaApi(third.cookie, rooms[2]!, "Hello", ip);
  assert.equal(refused.statusCode, 429);
  assert.equal(json(refused).message, MESSAGE_LIMIT_MESSAGES.perAddress);
  assert.equal(await storedIn(rooms[2]!), 0);
  // another address is not held up by this one
  assert.equal((await viaApi(third.cookie, rooms[2]!, "Hello", "198.51.100.81")).statusCode, 201);
});

test("500 messages a day in one conversation: the 501st is refused", async () => {
  // the minute's limit set aside, so that a day's worth can be counted at once
  const limits = new MessageLimits(
    { ...scaledMessageLimits(1), perMinute: 10_000, perAddressPerMinute: 10_000 },
    null,
  );
  const origin = { userId: "someone", roomId: "a-room", ip: "198.51.100.90" };
  for (let i = 0; i < MESSAGE_LIMITS.perDay; i++) await limits.count(origin, false);
  await assert.rejects(
    limits.count(origin, false),
    (err: unknown) =>
      err instanceof HttpError && err.statusCode === 429 && err.message === MESSAGE_LIMIT_MESSAGES.perDay,
  );
  await limits.count({ ...origin, roomId: "another-room" }, false);
});
