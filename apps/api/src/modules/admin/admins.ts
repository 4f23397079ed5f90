// Admins (issue #19): the list of admin accounts, and suspending or reinstating one with a reason. A suspended
// admin's sessions and emailed links end at once (and the session lookup refuses a suspended account, so no
// admin route answers them); an admin cannot suspend themself, and the last active admin cannot be suspended.
// Roles are never changed here. Every action is audited with its reason and the admin is told by email.
import type { SessionUser } from "@rm/domain";
import { ADMIN_MESSAGES } from "@rm/domain/admin";
import { isUuid } from "@rm/domain/ids";
import { VETTING_MESSAGES } from "@rm/domain/vetting";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { endOutstandingTokens, revokeAllSessions } from "../accounts/index.ts";
import { writeAudit } from "../audit/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { accountDecisionMails } from "./account-mails.ts";
import { requireAdmin } from "./details.ts";

export interface AdminsDeps {
  db: Db;
  appUrl: string;
}

export async function listAdmins(db: Db, caller: SessionUser | null) {
  const me = requireAdmin(caller);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      suspendedAt: users.suspendedAt,
      suspendedReason: users.suspendedReason,
      totpEnabledAt: users.totpEnabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    status: r.suspendedAt ? ("suspended" as const) : ("active" as const),
    suspendedAt: r.suspendedAt?.toISOString() ?? null,
    suspendedReason: r.suspendedReason,
    twoStep: r.totpEnabledAt !== null,
    since: r.createdAt.toISOString(),
    isYou: r.id === me._id,
  }));
}

export async function suspendAdmin(
  deps: AdminsDeps,
  caller: SessionUser | null,
  userId: string,
  reason: string,
) {
  const me = requireAdmin(caller);
  if (!isUuid(userId)) throw notFound(VETTING_MESSAGES.noSuchAdmin);
  if (userId === me._id) throw conflict(VETTING_MESSAGES.cannotSuspendSelf);
  return deps.db.transaction(async (tx) => {
    // every active admin is locked: two admins suspending each other at once cannot leave nobody
    const active = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), isNull(users.suspendedAt)))
      .orderBy(asc(users.id))
      .for("update");
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, "admin")))
      .limit(1);
    if (!target) throw notFound(VETTING_MESSAGES.noSuchAdmin);
    if (target.suspendedAt) throw conflict(ADMIN_MESSAGES.alreadySuspended);
    if (active.length <= 1) throw conflict(VETTING_MESSAGES.lastActiveAdmin);
    const [row] = await tx
      .update(users)
      .set({ suspendedAt: new Date(), suspendedReason: reason, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    await revokeAllSessions(tx, target.id);
    await endOutstandingTokens(tx, target.id);
    await writeAudit(tx, {
      actorUserId: me._id,
      action: "admin.suspend",
      subjectType: "user",
      subjectId: target.id,
      reason,
      data: { email: target.email },
    });
    const by = `${me.firstName} ${me.lastName}`.trim();
    await enqueueMail(tx, accountDecisionMails.adminSuspended(target, by, reason));
    return row!;
  });
}

export async function reinstateAdmin(
  deps: AdminsDeps,
  caller: SessionUser | null,
  userId: string,
  reason: string,
) {
  const me = requireAdmin(caller);
  if (!isUuid(userId)) throw notFound(VETTING_MESSAGES.noSuchAdmin);
  return deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, "admin")))
      .limit(1);
    if (!target) throw notFound(VETTING_MESSAGES.noSuchAdmin);
    const [row] = await tx
      .update(users)
      .set({ suspendedAt: null, suspendedReason: null, updatedAt: new Date() })
      .where(and(eq(users.id, target.id), isNotNull(users.suspendedAt)))
      .returning();
    if (!row) throw conflict(ADMIN_MESSAGES.notSuspended);
    await writeAudit(tx, {
      actorUserId: me._id,
      action: "admin.reinstate",
      subjectType: "user",
      subjectId: target.id,
      reason,
      data: { email: target.email },
    });
    await enqueueMail(tx, accountDecisionMails.adminReinstated(target, reason, deps.appUrl));
    return row;
  });
}
