// Issue #29 item 5: "Not you? Cancel this request" (valid 30 days) acts only while the request is open or
// held and nobody has booked it. A booked request — awaiting the mover's confirmation or confirmed — answers
// INTAKE_MESSAGES.cancelBooked and keeps everything (the booking, quotes, conversation, a reported message),
// and the link stays unspent. A request that was sent to movers is never deleted: it is marked cancelled and
// kept with its history, the movers still working it get the withdrawal mail, and the audit log notes it.
import assert from "node:assert/strict";
import { test } from "vitest";
import { CANCEL_LINK_DAYS, CANCEL_LINK_REASON, INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { and, eq } from "drizzle-orm";
import {
  auditLog,
  authTokens,
  bookings,
  conversationMessages,
  leads,
  messageReports,
  quotes,
} from "../db/schema.ts";
import { sha256 } from "../lib/crypto.ts";
import { requestLinkToken } from "../modules/requests/store-lead.ts";
import { DEMO_ADMIN, DEMO_COMPANIES } from "../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const admin = await t.login(DEMO_ADMIN.email);
const [thames, northline] = await Promise.all([
  t.login(DEMO_COMPANIES[0]!.email),
  t.login(DEMO_COMPANIES[1]!.email),
]);

/** an answer as the pages read it, field by field */
type Answer = { code: number; message?: string; data?: { id?: string | number } };
const post = async (cookie: string | null, url: string, payload: Record<string, unknown> = {}) => {
  const res = await t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
  return { code: res.statusCode, ...json<Omit<Answer, "code">>(res) } as Answer;
};
const cancelWithLink = (token: string) => post(null, "/api/client/request-links/cancel", { token });

let people = 0;
/** a request matched to Thames-side and Northline, both quoted, a conversation with a reported message; its link */
async function quotedRequest() {
  const email = `cancel-link-${++people}@example.org`;
  const customer = await makeCustomer(t, email);
  const { lead, companyIds } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  const cookie = await t.login(email);
  for (const mover of [thames, northline])
    assert.equal((await post(mover, `/api/company/leads/${lead.id}/quote`, quoteBody())).code < 300, true);
  const room = await post(cookie, "/api/conversations", { leadId: lead.id, companyId: companyIds[0] });
  const said = await post(thames, `/api/conversations/${room.data!.id}/messages`, {
    text: "See you on the day",
  });
  assert.equal(said.code, 201);
  assert.equal(
    (await post(cookie, `/api/conversations/messages/${said.data!.id}/report`, { reason: "Rude" })).code,
    201,
  );
  // the link, as the confirmation email carries it
  const token = requestLinkToken(lead.id);
  await t.db.insert(authTokens).values({
    id: sha256(token),
    userId: customer.id,
    purpose: "cancel-lead",
    expiresAt: new Date(Date.now() + CANCEL_LINK_DAYS * 86400_000),
  });
  const [thamesQuote] = await t.db
    .select()
    .from(quotes)
    .where(and(eq(quotes.leadId, lead.id), eq(quotes.companyId, companyIds[0]!)));
  return { lead, cookie, token, roomId: String(room.data!.id), thamesQuoteId: thamesQuote!.id };
}

/** what the request holds: its status, its quotes, bookings, messages and reports */
async function held(leadId: string, roomId: string) {
  const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
  return {
    status: lead?.status,
    quotes: (await t.db.select().from(quotes).where(eq(quotes.leadId, leadId))).length,
    bookings: (await t.db.select().from(bookings).where(eq(bookings.leadId, leadId))).map((b) => b.status),
    messages: (
      await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, roomId))
    ).length,
    reports: (await t.db.select().from(messageReports).where(eq(messageReports.conversationId, roomId)))
      .length,
  };
}
const mailsSince = async (id: number) => (await t.mails()).filter((m) => m.id > id);
const lastMailId = async () => (await t.storedMails())[0]?.id ?? 0;
const adminSees = async (leadId: string) =>
  (await t.app.inject({ method: "GET", url: `/api/admin/requests/${leadId}`, headers: { cookie: admin } }))
    .statusCode;

test("a booked request (confirmed, or awaiting the mover): the link refuses with the message and nothing changes", async () => {
  for (const confirm of [true, false]) {
    const r = await quotedRequest();
    assert.equal((await post(r.cookie, `/api/client/quotes/${r.thamesQuoteId}/book`)).code, 200);
    if (confirm) assert.equal((await post(thames, `/api/company/bookings/${r.lead.id}/confirm`)).code, 200);
    const before = await held(r.lead.id, r.roomId);
    assert.deepEqual(before, {
      status: "booked",
      quotes: 2,
      bookings: [confirm ? "confirmed" : "awaiting"],
      messages: 1,
      reports: 1,
    });
    const since = await lastMailId();
    const refused = await cancelWithLink(r.token);
    assert.equal(refused.code, 409);
    assert.equal(refused.message, INTAKE_MESSAGES.cancelBooked);
    assert.deepEqual(await held(r.lead.id, r.roomId), before);
    assert.deepEqual(await mailsSince(since), [], "no mover is told anything");
    assert.equal(await adminSees(r.lead.id), 200);
    const [link] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.id, sha256(r.token)));
    assert.equal(link?.usedAt, null, "the link is not spent");
  }
});

test("an open request sent to movers is marked cancelled and kept, with its history; the movers still on it are told; audited", async () => {
  const r = await quotedRequest();
  // booked, then the booking cancelled from the request page: open again, nobody has booked
  assert.equal((await post(r.cookie, `/api/client/quotes/${r.thamesQuoteId}/book`)).code, 200);
  assert.equal(
    (await post(r.cookie, `/api/client/bookings/${r.lead.id}/cancel`, { reason: "plans-changed" })).code,
    200,
  );
  assert.equal((await held(r.lead.id, r.roomId)).status, "open");
  const since = await lastMailId();
  const done = await cancelWithLink(r.token);
  assert.equal(done.code, 200);
  assert.equal(done.message, INTAKE_MESSAGES.cancelled);
  assert.deepEqual(await held(r.lead.id, r.roomId), {
    status: "cancelled",
    quotes: 2,
    bookings: ["cancelled"],
    messages: 1,
    reports: 1,
  });
  const [lead] = await t.db.select().from(leads).where(eq(leads.id, r.lead.id));
  assert.equal(lead?.cancelReason, CANCEL_LINK_REASON);
  assert.equal(await adminSees(r.lead.id), 200, "the admin still finds it");
  const told = await mailsSince(since);
  assert.ok(told.length > 0, "a mover still working it is told");
  assert.deepEqual(
    [...new Set(told.map((m) => m.kind))],
    ["lead-withdrawn"],
    "the withdrawal mail, nothing else",
  );
  assert.ok(told.every((m) => DEMO_COMPANIES.some((c) => c.email === m.to)));
  const trail = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, r.lead.id), eq(auditLog.action, "lead.cancel-link")));
  assert.deepEqual(
    trail.map((a) => [a.actorUserId, a.subjectType]),
    [[lead!.clientUserId, "lead"]],
  );
  // once used, the link does nothing more
  assert.equal((await cancelWithLink(r.token)).code, 400);
});
