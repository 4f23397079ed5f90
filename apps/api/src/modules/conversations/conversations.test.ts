// Conversations (issue #15): who may open and read a room (everyone else 404, nothing written), bad input,
// contact details masked before booking and not after (messages and the quote's message), history paging,
// unread counts and read receipts, reports and the admins' audited reads, the throttled email, the socket.
import assert from "node:assert/strict";
import { once } from "node:events";
import { test } from "vitest";
import { CONTACT_PLACEHOLDER } from "@rm/domain/contact-masking";
import {
  CONVERSATION_MESSAGES as M,
  CUSTOMER_UNNAMED,
  MESSAGE_MAX,
  PLAIN_FORM_MAX_BYTES,
} from "@rm/domain/conversation";
import { TEXT_MESSAGES } from "@rm/domain/safe-text";
import { and, eq, sql } from "drizzle-orm";
import WebSocket from "ws";
import {
  auditLog,
  companies,
  conversationMessages,
  conversations,
  messageReports,
  outbox,
} from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { resolveSession } from "../accounts/index.ts";
import { conversationsWebService } from "./web-service.ts";
import { companyIds as companyIdsOf, makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "nadia.chat@example.org");
// Thames-side and Northline matched; City & Courier matched and then suspended; Westway never matched
const { lead, companyIds } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1, 3] });
const [thamesId, northlineId, cityId] = companyIds as [string, string, string];
const [westwayId] = (await companyIdsOf(t, [2])) as [string];
const nadia = await t.login("nadia.chat@example.org");
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const northline = await t.login(DEMO_COMPANIES[1]!.email);
const westway = await t.login(DEMO_COMPANIES[2]!.email);
const city = await t.login(DEMO_COMPANIES[3]!.email);
const tom = await t.login(DEMO_CLIENT.email);
const admin = await t.login(DEMO_ADMIN.email);
await t.db.update(companies).set({ status: "suspended" }).where(eq(companies.id, cityId));

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
const open = (cookie: string | null, companyId?: string) =>
  call(cookie, "POST", "/api/conversations", { leadId: lead.id, ...(companyId ? { companyId } : {}) });
const send = (cookie: string | null, roomId: string, text: unknown) =>
  call(cookie, "POST", `/api/conversations/${roomId}/messages`, { text });
const history = (cookie: string | null, roomId: string, query = "") =>
  call(cookie, "GET", `/api/conversations/${roomId}/messages${query}`);
const stored = async () => ({
  rooms: (await t.db.select().from(conversations)).length,
  messages: (await t.db.select().from(conversationMessages)).length,
  reports: (await t.db.select().from(messageReports)).length,
  mails: (await t.db.select().from(outbox)).length,
  audit: (await t.db.select().from(auditLog)).length,
});

const opened = await open(nadia, thamesId);
const roomId = opened.body.data?.id as string;

test("the customer opens a conversation with a matched mover, and the mover finds the same one", async () => {
  assert.equal(opened.code, 200);
  assert.equal(opened.body.data.withName, DEMO_COMPANIES[0]!.name);
  assert.equal(opened.body.data.booked, false);
  assert.match(opened.body.data.moveLabel, /^SE16 → N17, /);
  assert.equal(opened.body.data.path, `/client/removal-requests/${lead.id}?chat=${thamesId}#conversation`);
  const mover = await open(thames);
  assert.equal(mover.code, 200);
  assert.equal(mover.body.data.id, roomId);
  assert.equal(mover.body.data.withName, CUSTOMER_UNNAMED, "principle 1: no name before booking");
  assert.equal(mover.body.data.path, `/account/dashboard/leads/${lead.id}#conversation`);
});

test("nobody else can open, read, write to or mark the room: 404 (anonymous 401), nothing written", async () => {
  await send(nadia, roomId, "Is the 14th still free?");
  const before = await stored();
  const refused: [string, string | null, number][] = [
    ["an unmatched company", westway, 404],
    ["another customer", tom, 404],
    ["a suspended company", city, 404],
    ["an admin", admin, 404],
    ["anonymous", null, 401],
  ];
  for (const [who, cookie, code] of refused) {
    const attempts = [
      await open(cookie, thamesId),
      await history(cookie, roomId),
      await send(cookie, roomId, "Hello"),
      await call(cookie, "POST", `/api/conversations/${roomId}/read`, {}),
    ];
    for (const res of attempts) assert.equal(res.code, code, `${who}: ${res.body.message}`);
    if (code === 404) assert.equal(attempts[1]!.body.message, M.notFound);
  }
  // a company opening the room of a request it was not matched to, or a suspended one its own
  assert.equal((await open(westway)).code, 404);
  assert.equal((await open(city)).code, 404);
  // the customer cannot open a room with a mover not matched to the request, or a suspended one
  assert.equal((await open(nadia, cityId)).code, 404);
  assert.equal((await open(nadia, westwayId)).code, 404);
  assert.equal((await open(tom, thamesId)).code, 404);
  // the unread counts and lists of outsiders are empty
  const westwayRooms = await call(westway, "GET", "/api/conversations");
  assert.deepEqual(westwayRooms.body.data, {
    rooms: [],
    unread: { total: 0, byRequest: {}, latest: null },
  });
  assert.deepEqual((await call(tom, "GET", "/api/conversations/unread")).body.data, {
    total: 0,
    byRequest: {},
    latest: null,
  });
  assert.deepEqual(await stored(), before);
});

test("bad messages are refused with a clear message and nothing is stored", async () => {
  const before = await stored();
  const cases: [unknown, string][] = [
    ["", M.textRequired],
    ["   \n  ", M.textRequired],
    [undefined, M.textRequired],
    [42, M.textRequired],
    ["x".repeat(MESSAGE_MAX + 1), M.textTooLong],
    ["Hello\u0000there", TEXT_MESSAGES.hiddenCharacters],
    ["Invoice \u202Efdp.exe", TEXT_MESSAGES.hiddenCharacters],
  ];
  for (const [text, message] of cases) {
    const res = await send(nadia, roomId, text);
    assert.equal(res.code, 400, JSON.stringify(text));
    assert.equal(res.body.message, message);
  }
  assert.equal((await send(nadia, "not-a-room", "Hi")).code, 404);
  assert.equal((await send(nadia, "00000000-0000-4000-8000-000000000000", "Hi")).code, 404);
  for (const q of ["?before=abc", "?before=0", "?after=-1", "?before=1e3"]) {
    const res = await history(nadia, roomId, q);
    assert.equal(res.code, 400, q);
    assert.equal(res.body.message, M.cursorInvalid);
  }
  assert.equal((await open(nadia)).body.message, M.companyRequired);
  assert.deepEqual(await stored(), before);
});

test("contact details are masked both ways before booking, and pass once the customer books the mover", async () => {
  const phone = "Call me on 07911 123456 or nadia@example.org";
  const sent = await send(nadia, roomId, phone);
  assert.equal(sent.code, 201);
  assert.equal(sent.body.message, M.sent);
  assert.equal(sent.body.data.text, `Call me on ${CONTACT_PLACEHOLDER} or ${CONTACT_PLACEHOLDER}`);
  assert.equal(sent.body.data.masked, true);
  assert.equal(sent.body.data.mine, true);
  // stored as written
  const [row] = await t.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.id, sent.body.data.id));
  assert.equal(row!.body, phone);
  const reply = await send(
    thames,
    roomId,
    "Sure, or ring the office: 020 7946 0000, www.thames.example.co.uk",
  );
  assert.equal(
    reply.body.data.text,
    `Sure, or ring the office: ${CONTACT_PLACEHOLDER}, ${CONTACT_PLACEHOLDER}`,
  );
  const moverReads = await history(thames, roomId);
  const theirs = moverReads.body.data.messages.find((m: { id: number }) => m.id === sent.body.data.id);
  assert.equal(theirs.text, `Call me on ${CONTACT_PLACEHOLDER} or ${CONTACT_PLACEHOLDER}`);
  assert.equal(theirs.mine, false);

  // the quote's message reaches the customer masked too, until booking
  const quoted = await call(
    thames,
    "POST",
    `/api/company/leads/${lead.id}/quote`,
    quoteBody({ message: "Call Dave on 07911 123456 / dave@thames.example.co.uk" }),
  );
  assert.equal(quoted.code, 201, quoted.body.message);
  const compare = async () =>
    (await call(nadia, "GET", `/api/client/requests/${lead.id}`)).body.data.quotes[0].message as string;
  assert.equal(await compare(), `Call Dave on ${CONTACT_PLACEHOLDER} / ${CONTACT_PLACEHOLDER}`);

  const booked = await call(nadia, "POST", `/api/client/quotes/${quoted.body.data.id}/book`, {});
  assert.equal(booked.code, 200, booked.body.message);
  assert.equal(await compare(), "Call Dave on 07911 123456 / dave@thames.example.co.uk");
  const afterBooking = await history(thames, roomId);
  assert.equal(afterBooking.body.data.room.booked, true);
  const now = afterBooking.body.data.messages.find((m: { id: number }) => m.id === sent.body.data.id);
  assert.deepEqual([now.text, now.masked], [phone, false]);
  const fresh = await send(nadia, roomId, "My number again: 07911 123456");
  assert.deepEqual([fresh.body.data.text, fresh.body.data.masked], ["My number again: 07911 123456", false]);
  // the other matched mover, not booked, still reads its own room masked
  const other = await open(nadia, northlineId);
  await send(nadia, other.body.data.id, "Mine is 07911 123456");
  const northlineReads = await history(northline, other.body.data.id);
  assert.equal(northlineReads.body.data.messages[0].text, `Mine is ${CONTACT_PLACEHOLDER}`);
});

test("history: newest 50, then older pages by cursor, then newer after a cursor", async () => {
  const room = (await open(nadia, northlineId)).body.data.id as string;
  const existing = (await history(nadia, room)).body.data.messages.length as number;
  await t.db.insert(conversationMessages).values(
    Array.from({ length: 120 - existing }, (_, i) => ({
      conversationId: room,
      fromSide: i % 2 ? ("company" as const) : ("client" as const),
      body: `Message ${i + existing + 1}`,
    })),
  );
  const first = (await history(nadia, room)).body.data;
  assert.equal(first.messages.length, 50);
  assert.equal(first.hasEarlier, true);
  assert.equal(first.messages.at(-1).text, "Message 120");
  assert.equal(first.messages[0].text, "Message 71");
  const second = (await history(nadia, room, `?before=${first.messages[0].id}`)).body.data;
  assert.deepEqual(
    [second.messages[0].text, second.messages.at(-1).text, second.hasEarlier],
    ["Message 21", "Message 70", true],
  );
  const third = (await history(nadia, room, `?before=${second.messages[0].id}`)).body.data;
  assert.equal(third.messages.length, 20);
  assert.equal(third.hasEarlier, false);
  const newer = (await history(nadia, room, `?after=${first.messages.at(-3).id}`)).body.data;
  assert.deepEqual(
    newer.messages.map((m: { text: string }) => m.text),
    ["Message 119", "Message 120"],
  );
});

test("unread counts per request and in total, read receipts when the reader reads", async () => {
  const { lead: second } = await makeLead(t, { clientUserId: customer.id, companies: [1] });
  const room = (await call(northline, "POST", "/api/conversations", { leadId: second.id })).body.data.id;
  const unread = async (cookie: string) => (await call(cookie, "GET", "/api/conversations/unread")).body.data;
  // the Northline room of the first request has its seeded, unread company messages
  const [before] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        eq(conversations.leadId, lead.id),
        eq(conversationMessages.fromSide, "company"),
        sql`${conversationMessages.readAt} is null`,
      ),
    );
  await send(northline, room, "Is there a lift at the new address?");
  const m2 = await send(northline, room, "And parking outside?");
  const counts = await unread(nadia);
  assert.equal(counts.byRequest[second.id], 2);
  assert.equal(counts.byRequest[lead.id], before!.n);
  assert.equal(counts.total, before!.n + 2);
  // issue #28: the header's badge opens the conversation with the newest unread message
  assert.equal(counts.latest, `/client/removal-requests/${second.id}?chat=${northlineId}#conversation`);
  assert.equal((await unread(northline)).byRequest[second.id], undefined);
  const list = (await call(nadia, "GET", "/api/conversations")).body.data.rooms;
  assert.equal(list.find((r: { id: string }) => r.id === room).unread, 2);

  // reading up to the first marks that one only; then all
  const first = (await history(nadia, room)).body.data.messages[0];
  const partial = await call(nadia, "POST", `/api/conversations/${room}/read`, { upTo: first.id });
  assert.deepEqual(partial.body.data, { marked: 1, upTo: first.id });
  assert.equal((await unread(nadia)).byRequest[second.id], 1);
  const all = await call(nadia, "POST", `/api/conversations/${room}/read`, {});
  assert.deepEqual(all.body.data, { marked: 1, upTo: m2.body.data.id });
  const afterReading = await unread(nadia);
  assert.equal(afterReading.byRequest[second.id], undefined);
  assert.ok(
    afterReading.latest === null ||
      afterReading.latest.startsWith(`/client/removal-requests/${lead.id}?chat=`),
    `read: the badge no longer opens that conversation (${afterReading.latest})`,
  );
  const receipts = (await history(northline, room)).body.data.messages;
  assert.ok(receipts.every((m: { readAt: string | null }) => m.readAt !== null));
  // the sender reading their own messages marks nothing
  assert.deepEqual((await call(northline, "POST", `/api/conversations/${room}/read`, {})).body.data, {
    marked: 0,
    upTo: null,
  });
  // the mover's badge opens its lead's page, where the conversation sits beside the move
  assert.equal((await send(nadia, room, "Yes, a lift, and a bay outside.")).code, 201);
  assert.equal((await unread(northline)).latest, `/account/dashboard/leads/${second.id}#conversation`);
});

test("a report opens the conversation to admins, and every admin read is audited", async () => {
  const room = (await open(nadia, northlineId)).body.data.id as string;
  const theirs = await send(northline, room, "Pay me cash and skip the booking");
  const mine = await send(nadia, room, "No thank you");
  const before = await stored();
  const refusedRead = await call(admin, "GET", `/api/admin/conversations/${room}`);
  assert.equal(refusedRead.code, 403);
  assert.equal(refusedRead.body.message, M.notReported);
  assert.equal((await call(nadia, "GET", `/api/admin/conversations/${room}`)).code, 403);
  assert.deepEqual(await stored(), before);

  const reportUrl = (id: number | string) => `/api/conversations/messages/${id}/report`;
  const reason = { reason: "Asked me to pay in cash outside the site" };
  assert.equal((await call(nadia, "POST", reportUrl(mine.body.data.id), reason)).body.message, M.ownMessage);
  assert.equal((await call(westway, "POST", reportUrl(theirs.body.data.id), reason)).code, 404);
  assert.equal((await call(tom, "POST", reportUrl(theirs.body.data.id), reason)).code, 404);
  assert.equal((await call(nadia, "POST", reportUrl("abc"), reason)).code, 404);
  assert.equal((await call(nadia, "POST", reportUrl(theirs.body.data.id), { reason: " " })).code, 400);
  assert.deepEqual(await stored(), before);

  const reported = await call(nadia, "POST", reportUrl(theirs.body.data.id), reason);
  assert.deepEqual([reported.code, reported.body.message], [201, M.reported]);
  const again = await call(nadia, "POST", reportUrl(theirs.body.data.id), reason);
  assert.deepEqual([again.code, again.body.message], [200, M.alreadyReported]);

  const queue = await call(admin, "GET", "/api/admin/conversations/reports");
  const item = queue.body.data.find((r: { roomId: string }) => r.roomId === room);
  assert.equal(item.reason, reason.reason);
  assert.equal(item.reportedBy, "the customer");
  assert.equal(item.text, undefined);

  const read = await call(admin, "GET", `/api/admin/conversations/${room}`);
  assert.equal(read.code, 200);
  const flagged = read.body.data.messages.find((m: { reported: boolean }) => m.reported);
  assert.equal(flagged.text, "Pay me cash and skip the booking");
  await call(admin, "GET", `/api/admin/conversations/${room}`);
  const trail = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, room));
  assert.equal(trail.length, 2);
  assert.deepEqual(
    [trail[0]!.action, trail[0]!.subjectType, (trail[0]!.data as { leadId: string }).leadId],
    ["conversation.read", "conversation", lead.id],
  );
});

test("a recipient who is away gets one email per conversation per half hour, masked, with a link", async () => {
  const { lead: third } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
  const room = (await call(thames, "POST", "/api/conversations", { leadId: third.id })).body.data.id;
  const mailsTo = async (to: string) =>
    (await t.mails()).filter((m) => m.kind === "conversation-message" && m.to === to);
  const before = (await mailsTo("nadia.chat@example.org")).length;
  await send(thames, room, "Hello Nadia, call us on 07911 123456 about the piano");
  await send(thames, room, "Also: is there parking?");
  const mails = await mailsTo("nadia.chat@example.org");
  assert.equal(mails.length, before + 1);
  assert.equal(mails[0]!.subject, `New message from ${DEMO_COMPANIES[0]!.name} about your move`);
  assert.match(mails[0]!.text, new RegExp(`call us on \\${CONTACT_PLACEHOLDER.slice(0, -1)}\\]`));
  assert.doesNotMatch(mails[0]!.text, /07911/);
  assert.ok(mails[0]!.text.includes(`/client/removal-requests/${third.id}?chat=${thamesId}#conversation`));
  // issue #17: a fresh single-use sign-in link that opens this conversation on any device
  const signin = /\/account\/signin\?token=(\S+?)&next=(\S+)/.exec(mails[0]!.text);
  assert.ok(signin, mails[0]!.text);
  assert.equal(
    decodeURIComponent(signin[2]!),
    `/client/removal-requests/${third.id}?chat=${thamesId}#conversation`,
  );
  const useLink = () =>
    t.app.inject({
      method: "POST",
      url: "/api/client/signin-link",
      payload: { token: decodeURIComponent(signin[1]!) },
    });
  assert.equal((await useLink()).statusCode, 200);
  assert.equal((await useLink()).statusCode, 400, "single use");
  // the mover is told of the customer's answer once, too
  await send(nadia, room, "Yes, two bays");
  const toMover = await mailsTo(DEMO_COMPANIES[0]!.email);
  assert.ok(toMover.some((m) => m.text.includes(`/account/dashboard/leads/${third.id}#conversation`)));
});

test("the live socket: our pages only, signed in; both parties hear of a new message and of reading", async () => {
  // every connection the server accepts, so that the test can end them all (a refused upgrade's socket
  // otherwise outlives app.close() and keeps this file running)
  const accepted = new Set<import("node:net").Socket>();
  t.app.server.on("connection", (s) => accepted.add(s));
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as { port: number };
  const url = `ws://127.0.0.1:${port}/api/conversations/live`;
  const origin = `http://127.0.0.1:${port}`;
  const refusedWith = async (headers: Record<string, string>) => {
    const ws = new WebSocket(url, { headers });
    ws.on("error", () => {}); // closing a socket the server refused
    const [, res] = (await once(ws, "unexpected-response")) as [unknown, { statusCode: number }];
    ws.terminate();
    return res.statusCode;
  };
  assert.equal(await refusedWith({ origin }), 401);
  assert.equal(await refusedWith({ cookie: nadia, origin: "https://evil.example" }), 403);
  assert.equal(await refusedWith({ cookie: nadia }), 403);
  assert.equal(await refusedWith({ cookie: city, origin }), 404);

  const connect = async (cookie: string) => {
    const ws = new WebSocket(url, { headers: { cookie, origin } });
    const events: Record<string, unknown>[] = [];
    ws.on("message", (d) => events.push(JSON.parse(String(d))));
    await once(ws, "open");
    return { ws, events };
  };
  const customerTab = await connect(nadia);
  const moverTab = await connect(thames);
  const outsider = await connect(northline);
  const next = (tab: { events: unknown[] }, n: number) =>
    new Promise<void>((resolve) => {
      const check = () => (tab.events.length >= n ? resolve() : setTimeout(check, 5));
      check();
    });
  const mailsBefore = (await t.db.select().from(outbox)).length;
  const sent = await send(thames, roomId, "We are outside");
  await next(customerTab, 1);
  await next(moverTab, 1);
  // the event carries the message as each side reads it (the sender's answer is the mover's own view), so
  // no page reads it again
  const event = (message: unknown) => ({
    type: "message",
    roomId,
    id: sent.body.data.id,
    from: "company",
    message,
  });
  assert.deepEqual(customerTab.events as unknown[], [event({ ...sent.body.data, mine: false })]);
  assert.deepEqual(moverTab.events as unknown[], [event(sent.body.data)]);
  // the customer had the page open: no email
  assert.equal((await t.db.select().from(outbox)).length, mailsBefore);
  await call(nadia, "POST", `/api/conversations/${roomId}/read`, {});
  await next(moverTab, 2);
  assert.deepEqual(
    [moverTab.events[1]!.type, moverTab.events[1]!.by, moverTab.events[1]!.upTo],
    ["read", "client", sent.body.data.id],
  );
  assert.deepEqual(outsider.events, []);
  // end the sockets at once (a closing handshake left open would keep the server, and this file, running)
  for (const tab of [customerTab, moverTab, outsider]) tab.ws.terminate();
  for (const s of accepted) s.destroy();
});

test("the pages' service: the plain form stores a message like the API, and refuses the same way", async () => {
  const pages = conversationsWebService(t.ctx);
  const callerOf = async (cookie: string) => {
    const found = await resolveSession(t.db, cookie.replace(/^rm_session=/, ""), 30);
    return { user: found!.user, sessionId: found!.sessionId };
  };
  const [asNadia, asWestway, asTom] = [await callerOf(nadia), await callerOf(westway), await callerOf(tom)];
  // the movers she can message on her request, and no one's for another customer
  const movers = await pages.moversFor(asNadia, lead.id);
  assert.deepEqual(
    movers.map((m) => m.name),
    [DEMO_COMPANIES[0]!.name, DEMO_COMPANIES[1]!.name],
  );
  assert.deepEqual(await pages.moversFor(asTom, lead.id), []);
  assert.equal(await pages.view(asWestway, lead.id), null);
  assert.equal(await pages.view(asTom, lead.id, thamesId), null);
  const before = await stored();
  assert.deepEqual(await pages.send(asNadia, { leadId: lead.id, companyId: thamesId, text: "  " }), {
    ok: false,
    message: M.textRequired,
    status: 400,
  });
  assert.deepEqual(await pages.send(asTom, { leadId: lead.id, companyId: thamesId, text: "Hi" }), {
    ok: false,
    message: M.notFound,
    status: 404,
  });
  assert.deepEqual(await stored(), before);
  const sent = await pages.send(asNadia, {
    leadId: lead.id,
    companyId: thamesId,
    text: "Sent without JavaScript",
  });
  assert.deepEqual(sent, { ok: true, message: M.sent });
  const view = await pages.view(asNadia, lead.id, thamesId);
  assert.equal(view!.messages.at(-1)!.text, "Sent without JavaScript");
  assert.equal(view!.withName, DEMO_COMPANIES[0]!.name);
});

test("the plain form's body is read only up to a photo and the text: larger → 413 with the words, the rest dropped, not kept", async () => {
  const pages = conversationsWebService(t.ctx);
  const boundary = "----plain-form";
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="big.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`;
  const CHUNK = 64 * 1024;
  /** a multipart body of `size` bytes of photo, streamed in chunks; `pulled` counts what was read of it */
  const streamed = (size: number) => {
    const read = { pulled: 0 };
    let left = size;
    let first = true;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = first ? Buffer.from(head) : Buffer.alloc(Math.min(CHUNK, left));
        if (!first) left -= part.length;
        first = false;
        read.pulled += part.length;
        controller.enqueue(part);
        if (left <= 0) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
        }
      },
    });
    return { body, read };
  };
  const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
    new Request("http://localhost/client/removal-requests/x", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
      body,
      duplex: "half",
    } as RequestInit);
  // a declared length past the limit: refused before a byte is read
  const declared = streamed(20 * 1024 * 1024);
  const early = await pages.readForm(
    post(declared.body, { "content-length": String(20 * 1024 * 1024 + 500) }),
  );
  assert.deepEqual(early, { ok: false, message: M.formTooLarge, status: 413 });
  assert.ok(declared.read.pulled <= CHUNK + head.length, `read ${declared.read.pulled} bytes of it`);
  // no length (chunked): refused once it passes the limit; the rest is read to its end (so the browser gets
  // the answer, not a reset) and dropped
  const chunked = streamed(40 * 1024 * 1024);
  assert.deepEqual(await pages.readForm(post(chunked.body)), {
    ok: false,
    message: M.formTooLarge,
    status: 413,
  });
  assert.equal(chunked.read.pulled, head.length + 40 * 1024 * 1024);
  assert.match(M.formTooLarge, /10 MB/);
  // a photo just under the limit, and a text message, are read whole
  const fits = streamed(PLAIN_FORM_MAX_BYTES - 2 * CHUNK);
  const whole = await pages.readForm(post(fits.body));
  assert.equal(whole.ok, true);
  assert.equal(whole.ok && (whole.form.get("photo") as File).size, PLAIN_FORM_MAX_BYTES - 2 * CHUNK);
  const text = `--${boundary}\r\ncontent-disposition: form-data; name="text"\r\n\r\nIs there a lift?\r\n--${boundary}--\r\n`;
  const small = await pages.readForm(post(text));
  assert.equal(small.ok && small.form.get("text"), "Is there a lift?");
});
