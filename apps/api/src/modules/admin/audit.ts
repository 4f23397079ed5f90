// The audit log: who did what to which record, when and why. Written in the same transaction as the change.
import { desc, eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema.ts";

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  subjectType: "company" | "company_document";
  subjectId: string;
  reason?: string | null;
  data?: Record<string, unknown>;
}

export async function writeAudit(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditLog).values({ ...entry, reason: entry.reason ?? null, data: entry.data ?? null });
}

/** the trail of one company: its own decisions and its documents' (documents carry data.companyId) */
export async function auditTrailOfCompany(db: DbOrTx, companyId: string, limit = 100) {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      reason: auditLog.reason,
      data: auditLog.data,
      createdAt: auditLog.createdAt,
      actorEmail: users.email,
      actorName: users.firstName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(or(eq(auditLog.subjectId, companyId), sql`${auditLog.data}->>'companyId' = ${companyId}`))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows;
}
