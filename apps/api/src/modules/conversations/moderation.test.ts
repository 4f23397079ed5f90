// Moderation of reported messages (issue #19 on #15's reports): only an admin decides, always with a reason;
// bad input and a second decision store nothing; "remove" replaces the message for both sides and closes every
// open report of it; each decision is in the audit log in the same transaction.
import assert from "node:assert/strict";
import { test } from "vitest";
import { CONVERSATION_MESSAGES as M, REMOVED_MESSAGE_TEXT } from "@rm/domain/conversation";
import { eq } from "drizzle-orm";
import { auditLog, conversationMessages, messageReports } from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { makeCustomer, makeLead } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "rita.report@example.org");
const { lead, companyIds } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
const [thamesId, northlineId] = companyIds as [string, string];
const rita = await t.login("rita.report@example.org");
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const northline = await t.login(DEMO_COMPANIES[1]!.email);
const admin = await t.login(DEMO_ADMIN.email);

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

/** a room between Rita and `companyId` with one message from the mover, reported by Rita */
async function reportedMessage(companyId: string, mover: string, text: string) {
  const room = (await call(rita, "POST", "/api/conversations", { leadId: lead.id, companyId })).body.data
    .id as string;
  const sent = await call(mover, "POST", `/api/conversations/${room}/messages`, { text });
  const messageId = sent.body.data.id as number;
  const reported = await call(rita, "POST", `/api/conversations/messages/${messageId}/report`, {
    reason: "Rude and pushy",
  });
  assert.equal(reported.code, 201);
  const [report] = await t.db.select().from(messageReports).where(eq(messageReports.messageId, messageId));
  return { room, messageId, reportId: report!.id };
}
const decide = (cookie: string | null, reportId: string, body: unknown) =>
  call(cookie, "POST", `/api/admin/conversations/reports/${reportId}/decision`, body);
const snapshot = async () => ({
  reports: await t.db.select().from(messageReports),
  messages: await t.db.select().from(conversationMessages),
  audit: (await t.db.select().from(auditLog)).length,
});

test("only an admin decides on a report; bad input is refused with its message and nothing is written", async () => {
  const { reportId } = await reportedMessage(thamesId, thames, "Book now or lose the slot, last chance");
  const before = await snapshot();
  const reasoned = { decision: "dismiss", reason: "Firm but not abusive" };
  assert.equal((await decide(null, reportId, reasoned)).code, 401);
  assert.equal((await decide(rita, reportId, reasoned)).code, 403);
  assert.equal((await decide(thames, reportId, reasoned)).code, 403);
  const noReason = await decide(admin, reportId, { decision: "remove", reason: "  " });
  assert.equal(noReason.code, 400);
  assert.equal(noReason.body.errors?.reason, M.decisionReasonRequired);
  const badDecision = await decide(admin, reportId, { decision: "ban", reason: "Spam" });
  assert.equal(badDecision.code, 400);
  assert.equal(badDecision.body.errors?.decision, M.decisionRequired);
  assert.equal((await decide(admin, "not-a-report", reasoned)).code, 404);
  assert.equal((await decide(admin, "00000000-0000-4000-8000-000000000000", reasoned)).code, 404);
  assert.deepEqual(await snapshot(), before, "nothing written");

  // kept: the report closes with the decision, the message stays as written, the decision is audited
  const kept = await decide(admin, reportId, reasoned);
  assert.deepEqual([kept.code, kept.body.message], [200, M.messageKept]);
  const [report] = await t.db.select().from(messageReports).where(eq(messageReports.id, reportId));
  assert.equal(report!.decision, "dismiss");
  assert.equal(report!.decisionReason, "Firm but not abusive");
  assert.ok(report!.resolvedAt);
  const again = await decide(admin, reportId, { decision: "remove", reason: "Changed my mind" });
  assert.deepEqual([again.code, again.body.message], [409, M.reportDecided]);
  const after = await snapshot();
  assert.equal(after.audit, before.audit + 1, "one audit row for the one decision");
  assert.ok(!after.messages.some((m) => m.removedAt), "no message removed");
  const queue = await call(admin, "GET", "/api/admin/conversations/reports");
  assert.ok(
    !queue.body.data.some((r: { id: string }) => r.id === reportId),
    "a decided report leaves the queue",
  );
});

test("removing a message: both sides read that it was removed, its reports close, the audit says why", async () => {
  const { room, messageId, reportId } = await reportedMessage(
    northlineId,
    northline,
    "Pay cash and skip the site, call me on 07700 900123",
  );
  // the mover also reports nothing; a second report of the same message by the admin's decision closes both
  const removed = await decide(admin, reportId, {
    decision: "remove",
    reason: "Asks to take the job off the site",
  });
  assert.deepEqual([removed.code, removed.body.message], [200, M.messageRemoved]);
  for (const who of [rita, northline]) {
    const history = await call(who, "GET", `/api/conversations/${room}/messages`);
    const m = history.body.data.messages.find((x: { id: number }) => x.id === messageId);
    assert.equal(m.text, REMOVED_MESSAGE_TEXT);
    assert.doesNotMatch(JSON.stringify(history.body), /07700|Pay cash/);
  }
  const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, "conversation.report-decision"));
  assert.ok(row);
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, room));
  const decision = rows.find((r) => r.action === "conversation.report-decision");
  assert.equal(decision?.reason, "Asks to take the job off the site");
  assert.equal((decision?.data as { decision?: string } | null)?.decision, "remove");
  // the admin still reads the words, marked removed, when opening the reported conversation (audited)
  const read = await call(admin, "GET", `/api/admin/conversations/${room}`);
  const m = read.body.data.messages.find((x: { id: number }) => x.id === messageId);
  assert.match(m.text, /Pay cash/);
  assert.ok(m.removedAt);
});
