// Admins and people (issue #19): suspend or reinstate a customer with a reason (every session ends at once and
// the customer is told by email), email a customer a sign-in link, invite another admin. Companies are
// suspended and reinstated through vetting (vetting-service.ts). Every action is audited with its reason.
import type { SessionUser } from "@rm/domain";
import { ADMIN_MESSAGES } from "@rm/domain/admin";
import { isUuid } from "@rm/domain/ids";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http.ts";
import {
  createAdminInvite,
  endOutstandingTokens,
  requestLoginLink,
  revokeAllSessions,
} from "../accounts/index.ts";
import { writeAudit } from "../audit/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { accountDecisionMails } from "./account-mails.ts";
import { requireAdmin } from "./details.ts";

export interface PeopleDeps {
  db: Db;
  appUrl: string;
  sessionDays: number;
}

async function customerById(db: Db, userId: string) {
  if (!isUuid(userId)) throw notFound(ADMIN_MESSAGES.noSuchCustomer);
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "client")))
    .limit(1);
  if (!row) throw notFound(ADMIN_MESSAGES.noSuchCustomer);
  return row;
}

export async function suspendCustomer(
  deps: PeopleDeps,
  caller: SessionUser | null,
  userId: string,
  reason: string,
) {
  const admin = requireAdmin(caller);
  const customer = await customerById(deps.db, userId);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ suspendedAt: new Date(), suspendedReason: reason, updatedAt: new Date() })
      .where(and(eq(users.id, customer.id), isNull(users.suspendedAt)))
      .returning();
    if (!row) throw conflict(ADMIN_MESSAGES.alreadySuspended);
    // sessions end at once, and so does every emailed link into the account
    await revokeAllSessions(tx, row.id);
    await endOutstandingTokens(tx, row.id);
    await writeAudit(tx, {
      actorUserId: admin._id,
      action: "customer.suspend",
      subjectType: "user",
      subjectId: row.id,
      reason,
    });
    await enqueueMail(tx, accountDecisionMails.customerSuspended(row, reason, deps.appUrl));
    return row;
  });
}

export async function reinstateCustomer(
  deps: PeopleDeps,
  caller: SessionUser | null,
  userId: string,
  reason: string,
) {
  const admin = requireAdmin(caller);
  const customer = await customerById(deps.db, userId);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ suspendedAt: null, suspendedReason: null, updatedAt: new Date() })
      .where(and(eq(users.id, customer.id), isNotNull(users.suspendedAt)))
      .returning();
    if (!row) throw conflict(ADMIN_MESSAGES.notSuspended);
    await writeAudit(tx, {
      actorUserId: admin._id,
      action: "customer.reinstate",
      subjectType: "user",
      subjectId: row.id,
      reason,
    });
    await enqueueMail(tx, accountDecisionMails.customerReinstated(row, reason, deps.appUrl));
    return row;
  });
}

/** The customer's emailed sign-in link (the one "Email me a sign-in link" sends), at an admin's request. */
export async function sendCustomerSignInLink(deps: PeopleDeps, caller: SessionUser | null, userId: string) {
  const admin = requireAdmin(caller);
  const customer = await customerById(deps.db, userId);
  if (customer.suspendedAt) throw conflict(ADMIN_MESSAGES.suspendedCannotSignIn);
  await requestLoginLink(deps, customer.email);
  await writeAudit(deps.db, {
    actorUserId: admin._id,
    action: "customer.signin-link",
    subjectType: "user",
    subjectId: customer.id,
  });
}

export async function inviteAdmin(
  deps: PeopleDeps,
  caller: SessionUser | null,
  input: { email: string; firstName: string; lastName: string; reason: string },
) {
  const admin = requireAdmin(caller);
  return deps.db.transaction(async (tx) => {
    const invite = await createAdminInvite(
      tx,
      {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        invitedBy: admin._id,
        inviterName: `${admin.firstName} ${admin.lastName}`.trim() || "An admin",
      },
      deps.appUrl,
    );
    await writeAudit(tx, {
      actorUserId: admin._id,
      action: "admin.invite",
      subjectType: "admin_invite",
      subjectId: invite.id,
      reason: input.reason,
      data: { email: input.email },
    });
    return invite;
  });
}
