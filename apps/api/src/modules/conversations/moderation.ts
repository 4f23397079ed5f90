// Conversations are private to their two parties. An admin reads one only when a message in it was reported
// (issue #15), and every such read is written to the audit log in the same transaction as it is read. A party
// reports a message of the other side (reportMessage).
import { CONVERSATION_MESSAGES as M, type ReportDecisionInput } from "@rm/domain/conversation";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  companies,
  conversationMessages,
  conversations,
  leads,
  messageReports,
  users,
} from "../../db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http.ts";
import { assertId } from "../../lib/ids.ts";
import { writeAudit } from "../audit/index.ts";
import { photosOf } from "./photos.ts";
import { type Party, roomFor } from "./rooms.ts";

/** the open reports, oldest first: what was reported and why, not the conversation itself */
export async function reportQueue(db: Db) {
  const rows = await db
    .select({
      id: messageReports.id,
      roomId: messageReports.conversationId,
      messageId: messageReports.messageId,
      reason: messageReports.reason,
      reportedAt: messageReports.createdAt,
      reporterRole: users.role,
      companyName: companies.name,
      leadId: conversations.leadId,
    })
    .from(messageReports)
    .innerJoin(users, eq(users.id, messageReports.reporterUserId))
    .innerJoin(conversations, eq(conversations.id, messageReports.conversationId))
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .where(isNull(messageReports.resolvedAt))
    .orderBy(asc(messageReports.createdAt))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    reportedBy: r.reporterRole === "company" ? "the mover" : "the customer",
    reportedAt: r.reportedAt.toISOString(),
  }));
}

/**
 * A reported conversation as it was written (nothing masked: moderation needs the words), with its reports;
 * the read is in the audit log. A conversation with no report: 403, nothing written.
 */
export async function readReported(db: Db, adminUserId: string, roomId: string) {
  assertId(roomId, M.notFound);
  return db.transaction(async (tx) => {
    const [room] = await tx
      .select({
        id: conversations.id,
        leadId: conversations.leadId,
        companyId: conversations.companyId,
        companyName: companies.name,
        customerName: users.firstName,
        leadStatus: leads.status,
      })
      .from(conversations)
      .innerJoin(companies, eq(companies.id, conversations.companyId))
      .innerJoin(leads, eq(leads.id, conversations.leadId))
      .innerJoin(users, eq(users.id, leads.clientUserId))
      .where(eq(conversations.id, roomId))
      .limit(1);
    if (!room) throw notFound(M.notFound);
    const reports = await tx
      .select({
        id: messageReports.id,
        messageId: messageReports.messageId,
        reason: messageReports.reason,
        createdAt: messageReports.createdAt,
        resolvedAt: messageReports.resolvedAt,
        decision: messageReports.decision,
        decisionReason: messageReports.decisionReason,
      })
      .from(messageReports)
      .where(eq(messageReports.conversationId, roomId))
      .orderBy(asc(messageReports.createdAt));
    if (reports.length === 0) throw forbidden(M.notReported);
    await writeAudit(tx, {
      actorUserId: adminUserId,
      action: "conversation.read",
      subjectType: "conversation",
      subjectId: roomId,
      reason: "A message in it was reported",
      data: { leadId: room.leadId, companyId: room.companyId, reportIds: reports.map((r) => r.id) },
    });
    const messages = await tx
      .select({
        id: conversationMessages.id,
        from: conversationMessages.fromSide,
        text: conversationMessages.body,
        sentAt: conversationMessages.createdAt,
        readAt: conversationMessages.readAt,
        removedAt: conversationMessages.removedAt,
      })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, roomId))
      .orderBy(desc(conversationMessages.id))
      .limit(500);
    const reported = new Set(reports.map((r) => r.messageId));
    // the photos too (each one the admin then opens is audited again: GET /api/admin/conversations/photos/:id)
    const photos = await photosOf(
      tx,
      messages.filter((m) => !m.removedAt).map((m) => m.id),
    );
    return {
      room,
      reports: reports.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        resolvedAt: r.resolvedAt?.toISOString() ?? null,
      })),
      messages: messages.reverse().map((m) => ({
        ...m,
        reported: reported.has(m.id),
        photos: photos.get(m.id) ?? [],
        sentAt: m.sentAt.toISOString(),
        readAt: m.readAt?.toISOString() ?? null,
        removedAt: m.removedAt?.toISOString() ?? null,
      })),
      count: Number(
        (
          await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(conversationMessages)
            .where(eq(conversationMessages.conversationId, roomId))
        )[0]?.n ?? 0,
      ),
    };
  });
}

/**
 * An admin's decision on a report, with the reason (audited in the same transaction): "dismiss" keeps the
 * message; "remove" replaces it for both sides with REMOVED_MESSAGE_TEXT. Every open report of that message is
 * closed with it. A report already decided: 409, nothing written.
 */
export async function decideReport(
  db: Db,
  adminUserId: string,
  reportId: string,
  d: ReportDecisionInput,
): Promise<{ message: string }> {
  assertId(reportId, M.reportNotFound);
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(messageReports)
      .where(eq(messageReports.id, reportId))
      .for("update")
      .limit(1);
    if (!report) throw notFound(M.reportNotFound);
    if (report.resolvedAt) throw conflict(M.reportDecided);
    const closed = await tx
      .update(messageReports)
      .set({
        resolvedAt: sql`now()`,
        decision: d.decision,
        decidedByUserId: adminUserId,
        decisionReason: d.reason,
      })
      .where(and(eq(messageReports.messageId, report.messageId), isNull(messageReports.resolvedAt)))
      .returning({ id: messageReports.id });
    if (d.decision === "remove")
      await tx
        .update(conversationMessages)
        .set({ removedAt: sql`now()` })
        .where(and(eq(conversationMessages.id, report.messageId), isNull(conversationMessages.removedAt)));
    await writeAudit(tx, {
      actorUserId: adminUserId,
      action: "conversation.report-decision",
      subjectType: "conversation",
      subjectId: report.conversationId,
      reason: d.reason,
      data: { decision: d.decision, messageId: report.messageId, reportIds: closed.map((r) => r.id) },
    });
    return { message: d.decision === "remove" ? M.messageRemoved : M.messageKept };
  });
}

/**
 * A party reports a message of the other side: it goes to the admins' queue with the reason (which lets an
 * admin read the conversation, audited). Reporting the same message twice keeps the first report.
 */
export async function reportMessage(
  db: DbOrTx,
  party: Party | null,
  messageId: number,
  reason: string,
): Promise<{ created: boolean }> {
  const [message] = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.id, messageId))
    .limit(1);
  if (!message || !party) throw notFound(M.messageNotFound);
  // the room check: a message of a conversation the caller is no party of is not there for them
  await roomFor(db, party, message.conversationId).catch(() => {
    throw notFound(M.messageNotFound);
  });
  if (message.fromSide === party.side) throw badRequest(M.ownMessage);
  const inserted = await db
    .insert(messageReports)
    .values({
      messageId: message.id,
      conversationId: message.conversationId,
      reporterUserId: party.userId,
      reason,
    })
    .onConflictDoNothing({ target: [messageReports.messageId, messageReports.reporterUserId] })
    .returning({ id: messageReports.id });
  return { created: inserted.length > 0 };
}
