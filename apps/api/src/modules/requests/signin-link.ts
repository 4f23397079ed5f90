// docs/product/decisions.md D8: the confirmation email's single-use link signs its owner in (a full session: the email proves it).
import { INTAKE_MESSAGES, SIGNIN_LINK_DAYS } from "@rm/domain/lead-intake";
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { badRequest } from "../../lib/http.ts";
import { consumeToken, createSession, issueToken, toSessionUser } from "../accounts/index.ts";

/**
 * Issue #17 "Getting back in": a fresh single-use sign-in link for a customer, put in the emails that bring
 * them back (a new quote), so that a guest who opens it on another device is not stopped by a password they
 * never set. It works for SIGNIN_LINK_DAYS days and lands on `next` (a path of this site).
 */
/** The line those emails end with: what the link opens, and for how long. */
export const signinLinkLine = (signinUrl: string, opens: string) =>
  `\n\nOn another phone or computer? This single-use link signs you in and opens ${opens} (it works for ${SIGNIN_LINK_DAYS} days):\n${signinUrl}`;

export async function freshSigninUrl(db: DbOrTx, userId: string, appUrl: string, next: string) {
  const token = await issueToken(db, userId, "signin", SIGNIN_LINK_DAYS * 24 * 60);
  return `${appUrl}/account/signin?token=${encodeURIComponent(token)}&next=${encodeURIComponent(next)}`;
}

export async function useSigninLink(deps: { db: Db; sessionDays: number }, token: string) {
  return deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, "signin");
    const [user] = row ? await tx.select().from(users).where(eq(users.id, row.userId)).limit(1) : [];
    if (user?.role !== "client") {
      throw badRequest(INTAKE_MESSAGES.signinInvalid, { token: INTAKE_MESSAGES.signinInvalid });
    }
    const session = await createSession(tx, user.id, deps.sessionDays);
    return { user: toSessionUser(user), session };
  });
}
