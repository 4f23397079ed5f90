// Accounts: register, log in, reset. Answers do not reveal whether an email has an account.
import { AUTH_MESSAGES, RESET_LINK_MINUTES, type RegisterInput } from "@rm/domain";
import { SECURITY_AUDIT_ACTIONS, SUSPENDED_ACCOUNT_MESSAGE } from "@rm/domain/admin";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { HttpError } from "../../lib/http.ts";
import { dummyHash, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { enqueueMail, mails } from "../mail/index.ts";
import { sendAccountEmail } from "./address-notices.ts";
import { offerAccount, takePendingAccount } from "./pending-accounts.ts";
import { createSession, revokeAllSessions, toSessionUser } from "./session-service.ts";
import { secondStepFor } from "./account-security.ts";
import { auditSignIn } from "./sign-in-audit.ts";
import { consumeToken, endOutstandingTokens, issueToken } from "./single-use-token.ts";
import type { AuthDeps } from "./auth-deps.ts";

export type { AuthDeps };

async function findUserByEmail(db: Db, email: string) {
  return (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0];
}

/**
 * account/register: nothing is made yet, for any address (issue #29 item 8, pending-accounts.ts): a new address
 * is sent the link that opens the account, a known one is told someone tried. The same work either way, the
 * password's hash included.
 */
export async function registerClient(deps: AuthDeps, input: Omit<RegisterInput, "confirmPassword">) {
  const passwordHash = await hashPassword(input.password);
  const details = { firstName: input.firstName, lastName: input.lastName, passwordHash };
  await offerAccount(deps.db, { email: input.email, role: "client", details, appUrl: deps.appUrl });
}

/** The emailed link is used: the customer's account is made (its email proven) and signed in. */
export async function openClientAccount(deps: AuthDeps, token: string) {
  return deps.db.transaction(async (tx) => {
    const { email, details } = await takePendingAccount(tx, token, "client");
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: details.passwordHash,
        role: "client",
        firstName: details.firstName,
        lastName: String(details.lastName),
        emailVerifiedAt: new Date(),
      })
      .returning();
    const session = await createSession(tx, user!.id, deps.sessionDays);
    await enqueueMail(tx, mails.welcome(user!.email, user!.firstName, deps.appUrl));
    return { user: toSessionUser(user!), session };
  });
}

export async function login(deps: AuthDeps, email: string, password: string, ip?: string) {
  const user = await findUserByEmail(deps.db, email);
  // The same work whether or not the account exists: wrong password and unknown email look the same.
  let ok = false;
  if (user?.passwordHash) ok = await verifyPassword(user.passwordHash, password);
  else await verifyPassword(await dummyHash(), password);
  // docs/decisions/101: a password typed in the wizard works once an emailed link proved the address (the
  // same answer as a wrong one: the address's owner, not a typist, decides whether it becomes an account)
  if (user?.role === "client" && !user.emailVerifiedAt) ok = false;
  if (user && !ok) await auditSignIn(deps.db, user, SECURITY_AUDIT_ACTIONS.wrongPassword, ip);
  if (!user || !ok) throw new HttpError(401, AUTH_MESSAGES.badCredentials);
  // issue #19: only the right password learns that the account is suspended
  if (user.suspendedAt) throw new HttpError(403, SUSPENDED_ACCOUNT_MESSAGE);
  // two-step accounts get a challenge for the code instead of a session (account-security.ts)
  const second = await secondStepFor(deps.db, user);
  if (second) return { second };
  const session = await createSession(deps.db, user.id, deps.sessionDays);
  return { user: toSessionUser(user), session };
}

/** Neutral whether or not the email has an account, like requestLoginLink (issue #29 item 8). */
export async function requestPasswordReset(deps: AuthDeps, email: string) {
  const ask = { email, asked: "password reset" as const, appUrl: deps.appUrl };
  await sendAccountEmail(deps.db, ask, async (tx, user) => {
    const token = await issueToken(tx, user.id, "reset", RESET_LINK_MINUTES);
    const link = `${deps.appUrl}/password-recovery?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, mails.passwordReset(user.email, user.firstName, link));
  });
}

export async function resetPassword(deps: AuthDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, "reset");
    if (!row) throw new HttpError(400, AUTH_MESSAGES.resetInvalid, { token: AUTH_MESSAGES.resetInvalid });
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, row.userId))
      .returning();
    // no automatic login after a reset; every existing session ends, and so does every other link still out
    await revokeAllSessions(tx, row.userId);
    await endOutstandingTokens(tx, row.userId);
    await enqueueMail(tx, mails.passwordChanged(user!.email, user!.firstName));
  });
}
