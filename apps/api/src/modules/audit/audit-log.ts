// The audit log: who did what to which record, when and why. Written in the same transaction as the change.
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema.ts";

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  /** issue #19 adds: a customer account (user), a request (lead), an export (list), an admin invitation */
  subjectType:
    | "company"
    | "company_document"
    | "user"
    | "lead"
    | "list"
    | "admin_invite"
    | "contact_message"
    | "conversation"
    | "review"
    | "blog_post"
    | "partner_offer"
    /** issue #28: a stored email (its attachment was opened) */
    | "email";
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

export interface AuditFilter {
  /** part of the subject id, the action or the reason */
  q?: string;
  /** part of the actor's email or name */
  actor?: string;
  /** an action exactly, e.g. "customer.suspend" */
  action?: string;
  /** instants: from inclusive, to exclusive */
  from?: Date;
  to?: Date;
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the log, newest first (issue #19: /admin/audit). `limit` + 1 rows tell whether more follow. */
export async function listAudit(db: DbOrTx, f: AuditFilter, limit: number, offset: number) {
  const where: (SQL | undefined)[] = [
    f.q
      ? or(
          ilike(auditLog.subjectId, like(f.q)),
          ilike(auditLog.action, like(f.q)),
          ilike(auditLog.reason, like(f.q)),
        )
      : undefined,
    // issue #28: who, by email or by name
    f.actor
      ? or(
          ilike(users.email, like(f.actor)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like(f.actor)),
        )
      : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? gte(auditLog.createdAt, f.from) : undefined,
    f.to ? lt(auditLog.createdAt, f.to) : undefined,
  ];
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      reason: auditLog.reason,
      data: auditLog.data,
      createdAt: auditLog.createdAt,
      actorEmail: users.email,
      actorName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

/** The trail of any one subject (a customer, a request), newest first. */
export async function auditTrailOf(db: DbOrTx, subjectId: string, limit = 100) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      reason: auditLog.reason,
      data: auditLog.data,
      createdAt: auditLog.createdAt,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(eq(auditLog.subjectId, subjectId))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
