// What a signed-in account does for its own safety (change the password, sign out everywhere, two-step
// sign-in), and the ways in besides a password: the emailed sign-in link, and the second step after either.
import {
  ACCOUNT_MESSAGES,
  LOGIN_LINK_MINUTES,
  SECOND_STEP_MINUTES,
  type SecondStep,
  twoStepOffered,
  twoStepRequired,
} from "@rm/domain/account-security";
import { SECURITY_AUDIT_ACTIONS as AUDIT, SUSPENDED_ACCOUNT_MESSAGE } from "@rm/domain/admin";
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../lib/http.ts";
import { dummyHash, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { enqueueMail, mails } from "../mail/index.ts";
import { sendAccountEmail } from "./address-notices.ts";
import type { AuthDeps } from "./auth-deps.ts";
import { createSession, revokeAllSessions, toSessionUser, type UserRow } from "./session-service.ts";
import { consumeToken, endOutstandingTokens, issueToken, peekToken } from "./single-use-token.ts";
import { auditSignIn } from "./sign-in-audit.ts";
import { checkSecondFactor, confirmEnrolment, recoveryCodesLeft, startEnrolment } from "./two-step.ts";

const userById = async (db: DbOrTx, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/**
 * After the first step (password or emailed link): null when that is enough, else the step still owed and
 * a short-lived single-use challenge that stands for the first step (no session until the code).
 */
export async function secondStepFor(
  db: DbOrTx,
  user: UserRow,
): Promise<{ step: SecondStep; challenge: string } | null> {
  const step: SecondStep | null = user.totpEnabledAt ? "totp" : twoStepRequired(user.role) ? "enrol" : null;
  if (!step) return null;
  return { step, challenge: await issueToken(db, user.id, "mfa", SECOND_STEP_MINUTES) };
}

/** issue #19: a suspended account gets no session, whichever way it signs in */
function refuseSuspended(user: Pick<UserRow, "suspendedAt">) {
  if (user.suspendedAt) throw forbidden(SUSPENDED_ACCOUNT_MESSAGE);
}

const stepExpired = () => new HttpError(401, ACCOUNT_MESSAGES.stepExpired);

/** The account behind a live challenge (not spent: a wrong code may be corrected). */
async function challengeUser(db: DbOrTx, challenge: string) {
  const row = await peekToken(db, challenge, "mfa");
  const user = row && (await userById(db, row.userId));
  if (!user) throw stepExpired();
  return user;
}

/** Spends the challenge and opens the session (a second use of the challenge finds nothing). */
async function finishSignIn(tx: DbOrTx, deps: AuthDeps, challenge: string, userId: string) {
  if (!(await consumeToken(tx, challenge, "mfa"))) throw stepExpired();
  const user = (await userById(tx, userId))!;
  refuseSuspended(user);
  const session = await createSession(tx, user.id, deps.sessionDays);
  return { user: toSessionUser(user), session };
}

export async function signInWithCode(deps: AuthDeps, challenge: string, code: string, ip?: string) {
  const done = await deps.db.transaction(async (tx) => {
    const user = await challengeUser(tx, challenge);
    const by = await checkSecondFactor(tx, user, code);
    if (!by) return { refused: user };
    const signedIn = await finishSignIn(tx, deps, challenge, user.id);
    if (by === "recovery")
      await auditSignIn(tx, user, AUDIT.recoveryCodeUsed, ip, { left: await recoveryCodesLeft(tx, user.id) });
    await auditSignIn(tx, user, AUDIT.signedIn, ip, { with: by === "app" ? "app code" : "recovery code" });
    return signedIn;
  });
  if ("refused" in done) {
    // issue #29 item 17: written once the transaction is over, so that the refusal stays in the log
    await auditSignIn(deps.db, done.refused, AUDIT.wrongCode, ip);
    throw badRequest(ACCOUNT_MESSAGES.codeWrong, { code: ACCOUNT_MESSAGES.codeWrong });
  }
  return done;
}

/** An admin without two-step sign-in, between the password and the first code: the secret to scan. */
export async function enrolmentAtSignIn(db: Db, challenge: string) {
  const user = await challengeUser(db, challenge);
  return startEnrolment(db, user);
}

export async function finishEnrolmentAtSignIn(deps: AuthDeps, challenge: string, code: string, ip?: string) {
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await challengeUser(tx, challenge);
      const recoveryCodes = await confirmEnrolment(tx, user, code);
      const signedIn = await finishSignIn(tx, deps, challenge, user.id);
      await auditSignIn(tx, user, AUDIT.recoveryCodesNew, ip);
      await auditSignIn(tx, user, AUDIT.signedIn, ip, { with: "first app code (two-step sign-in set up)" });
      return { ...signedIn, recoveryCodes };
    });
  } catch (err) {
    if (err instanceof HttpError && err.message === ACCOUNT_MESSAGES.codeWrong) {
      const user = await challengeUser(deps.db, challenge).catch(() => null);
      if (user) await auditSignIn(deps.db, user, AUDIT.wrongCode, ip);
    }
    throw err;
  }
}

/**
 * Neutral whether or not the email has an account: the same answer, and the same work (a count and one mail
 * in one transaction; issue #29 item 8). An address without an account is told so (address-notices.ts).
 */
export async function requestLoginLink(deps: AuthDeps, email: string) {
  const ask = { email, asked: "sign-in link" as const, appUrl: deps.appUrl };
  await sendAccountEmail(deps.db, ask, async (tx, user) => {
    if (user.suspendedAt) return;
    const token = await issueToken(tx, user.id, "login-link", LOGIN_LINK_MINUTES);
    const link = `${deps.appUrl}/login/link?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, mails.loginLink(user.email, user.firstName, link));
  });
}

/** The emailed link is the first step: a session, or (two-step accounts) the code still to come. */
export async function useLoginLink(deps: AuthDeps, token: string) {
  return deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, "login-link");
    const user = row && (await userById(tx, row.userId));
    if (!user)
      throw badRequest(ACCOUNT_MESSAGES.loginLinkInvalid, { token: ACCOUNT_MESSAGES.loginLinkInvalid });
    refuseSuspended(user);
    const second = await secondStepFor(tx, user);
    if (second) return { second };
    const session = await createSession(tx, user.id, deps.sessionDays);
    return { user: toSessionUser(user), session };
  });
}

/**
 * The current password proves it is the owner; every other session and every outstanding link ends, and
 * the owner is told by email. This device stays signed in.
 */
export async function changePassword(
  deps: AuthDeps,
  userId: string,
  sessionId: string | null,
  current: string,
  next: string,
) {
  const user = await userById(deps.db, userId);
  if (!user?.passwordHash) {
    await verifyPassword(await dummyHash(), current);
    throw badRequest(ACCOUNT_MESSAGES.noPasswordYet, { currentPassword: ACCOUNT_MESSAGES.noPasswordYet });
  }
  if (!(await verifyPassword(user.passwordHash, current))) {
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, {
      currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
    });
  }
  const passwordHash = await hashPassword(next);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, sessionId);
    await endOutstandingTokens(tx, userId);
    await enqueueMail(tx, mails.passwordChangedSignedIn(user.email, user.firstName, deps.appUrl));
  });
}

/**
 * Issue #17: a first password for an account that has none (a guest's, signed in by an emailed link): no
 * current password to give; refused once the account has one. Like a change, the other devices are signed out
 * and the owner is emailed.
 */
export async function setFirstPassword(
  deps: AuthDeps,
  userId: string,
  sessionId: string | null,
  next: string,
) {
  const passwordHash = await hashPassword(next);
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
    if (!user) throw notFound();
    if (user.passwordHash) throw conflict(ACCOUNT_MESSAGES.passwordAlreadySet);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, sessionId);
    await enqueueMail(tx, mails.passwordChangedSignedIn(user.email, user.firstName, deps.appUrl));
  });
}

export async function signOutEverywhere(db: Db, userId: string) {
  await revokeAllSessions(db, userId);
}

/** For pages and routes that manage two-step sign-in: the account, refused when its role has none. */
export async function twoStepAccount(db: DbOrTx, userId: string) {
  const user = await userById(db, userId);
  if (!user || !twoStepOffered(user.role)) throw forbidden(ACCOUNT_MESSAGES.twoStepNotOffered);
  return user;
}

/** The password again before turning two-step sign-in off or replacing the recovery codes. */
export async function requirePassword(user: UserRow, password: string) {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, {
      password: ACCOUNT_MESSAGES.currentPasswordWrong,
    });
  }
}
