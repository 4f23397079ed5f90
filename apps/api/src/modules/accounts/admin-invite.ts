// Issue #19: an admin invites another by email. The invitation is a single-use link (only its SHA-256 is
// stored, in admin_invites); the admin account is made only when the invitee uses it and chooses a
// password, and its first sign-in then goes through the two-step set-up (an admin always has a second
// factor). No screen or route ever sets a role: the invitation is the only way an admin account is made.
import { ADMIN_INVITE_DAYS, ADMIN_MESSAGES } from "@rm/domain/admin";
import { newPasswordField, AUTH_MESSAGES } from "@rm/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { adminInvites, users } from "../../db/schema.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import { badRequest, conflict } from "../../lib/http.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { writeAudit } from "../audit/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { accountMails } from "./account-mails.ts";
import { secondStepFor } from "./account-security.ts";
import { sendSecondStep } from "./security-routes.ts";
import { defineRoute } from "../../lib/define-route.ts";

const emailTaken = () => conflict(ADMIN_MESSAGES.inviteEmailTaken);
const invalid = () => badRequest(ADMIN_MESSAGES.inviteInvalid, { token: ADMIN_MESSAGES.inviteInvalid });

/** Stores the invitation and queues its email, in the caller's transaction. Refused for an email with an account. */
export async function createAdminInvite(
  tx: DbOrTx,
  invite: { email: string; firstName: string; lastName: string; invitedBy: string; inviterName: string },
  appUrl: string,
) {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, invite.email))
    .limit(1);
  if (existing) throw emailTaken();
  const token = newToken();
  const id = sha256(token);
  await tx.insert(adminInvites).values({
    id,
    email: invite.email,
    firstName: invite.firstName,
    lastName: invite.lastName,
    invitedBy: invite.invitedBy,
    expiresAt: new Date(Date.now() + ADMIN_INVITE_DAYS * 86_400_000),
  });
  const link = `${appUrl}/admin-invite?token=${encodeURIComponent(token)}`;
  await enqueueMail(tx, accountMails.adminInvite(invite.email, invite.firstName, invite.inviterName, link));
  return { id };
}

/** The invitee chooses a password: the admin account is made, and the two-step set-up comes next. */
async function acceptAdminInvite(db: Db, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(adminInvites)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(adminInvites.id, sha256(token)),
          isNull(adminInvites.usedAt),
          gt(adminInvites.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!invite) throw invalid();
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, invite.email))
      .limit(1);
    if (taken) throw emailTaken();
    const [user] = await tx
      .insert(users)
      .values({
        email: invite.email,
        passwordHash,
        role: "admin",
        firstName: invite.firstName,
        lastName: invite.lastName,
        // the invitation came by email: its link proves the address
        emailVerifiedAt: new Date(),
      })
      .returning();
    await writeAudit(tx, {
      actorUserId: user!.id,
      action: "admin.invite-accepted",
      subjectType: "admin_invite",
      subjectId: invite.id,
      data: { invitedBy: invite.invitedBy, email: invite.email },
    });
    // an admin has no session before a second factor: the set-up challenge, as at a first sign-in
    return (await secondStepFor(tx, user!))!;
  });
}

const acceptInviteSchema = z
  .object({
    token: z.string({ error: ADMIN_MESSAGES.inviteInvalid }).min(20, ADMIN_MESSAGES.inviteInvalid).max(200),
    password: newPasswordField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsMustMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsMustMatch,
  });

/** POST /api/auth/admin-invite: the invitation's form (signed-out only). */
export const adminInviteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const f = ctx.config.RATE_LIMIT_FACTOR;
    defineRoute(
      app,
      "POST /auth/admin-invite",
      {
        access: "loggedOut",
        summary: "Accept an admin invitation: choose a password, then set up two-step sign-in",
        tags: ["auth"],
        schema: {
          body: acceptInviteSchema,
        },
        config: {
          rateLimit: { max: Math.ceil(10 * f), timeWindow: "15 minutes" },
        },
      },
      async (req, reply) =>
        sendSecondStep(reply, await acceptAdminInvite(ctx.db, req.body.token, req.body.password)),
    );
  };
