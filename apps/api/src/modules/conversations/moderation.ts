// Conversations are private to their two parties. An admin reads one only when a message in it was reported
// (issue #15), and every such read is written to the audit log in the same transaction as it is read.
import { CONVERSATION_MESSAGES as M } from "@rm/domain/conversation";
import { asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  companies,
  conversationMessages,
  conversations,
  leads,
  messageReports,
  users,
} from "../../db/schema.ts";
import { forbidden, notFound } from "../../lib/http.ts";
import { assertId } from "../../lib/ids.ts";
import { writeAudit } from "../audit/index.ts";

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
      })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, roomId))
      .orderBy(desc(conversationMessages.id))
      .limit(500);
    const reported = new Set(reports.map((r) => r.messageId));
    return {
      room,
      reports: reports.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      messages: messages.reverse().map((m) => ({
        ...m,
        reported: reported.has(m.id),
        sentAt: m.sentAt.toISOString(),
        readAt: m.readAt?.toISOString() ?? null,
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
