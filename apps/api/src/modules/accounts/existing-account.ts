// Issue #13 (docs/README.md#issues): typing an email that already has an account never opens it. The address is told instead,
// with a single-use link to set its password (the reset page): only the owner of the mailbox can use it.
import { randomUUID } from "node:crypto";
import { RESET_LINK_MINUTES } from "@rm/domain";
import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { authTokens } from "../../db/schema.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import { type AccountView, newSession } from "./session-service.ts";
import { enqueueMail } from "../mail/index.ts";
import { accountMails } from "./account-mails.ts";

/** at most this many such emails to one address a day (registration attempts and held requests) */
const NOTICES_PER_ADDRESS_PER_DAY = 3;

/** A single-use link that sets the account's password, stored as a reset token. */
export async function setPasswordLink(db: DbOrTx, userId: string, appUrl: string): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    id: sha256(token),
    userId,
    purpose: "reset",
    expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
  });
  return `${appUrl}/password-recovery?token=${encodeURIComponent(token)}`;
}

/** Whether the address may get one more such email today (counted by the set-password links issued). */
export async function mayNotify(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, "reset"),
        gt(authTokens.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return Number(row?.n ?? 0) < NOTICES_PER_ADDRESS_PER_DAY;
}

/** Registration with an email that has an account: the address is told (a few times a day at most). */
export async function tellOfRegisterAttempt(
  db: DbOrTx,
  account: { id: string; email: string; passwordHash: string | null },
  appUrl: string,
) {
  if (!(await mayNotify(db, account.id))) return;
  const link = await setPasswordLink(db, account.id, appUrl);
  await enqueueMail(
    db,
    accountMails.registerAttempt(account.email, account.passwordHash !== null, link, appUrl),
  );
}

/**
 * What a new registration answers, for an email that has an account: a user that does not exist and a
 * session that is never stored, so the answer looks the same and opens nothing.
 */
export function lookAlikeRegistration(
  typed: { email: string; firstName: string; lastName: string },
  sessionDays: number,
  guest = false,
): { account: AccountView; session: { token: string; expiresAt: Date } } {
  const s = newSession(sessionDays, guest);
  return {
    account: { id: randomUUID(), ...typed, role: "client" },
    session: { token: s.token, expiresAt: s.expiresAt },
  };
}
