// Issue #29 item 8: an account opens when its email is confirmed. Registering (a customer's account/register,
// a company's sign-up) answers the same for every address, with no session: a new address is sent a link that
// opens the account, one that has an account is told that someone tried (with a link to set a password), and
// both ways count in address_notices under the same daily cap (address-notices.ts). What was typed waits in
// pending_accounts until the link is used; nothing in `users` says the address registered, so neither the
// answer, nor a log-in with the typed password, nor a second registration tells the two apart.
import {
  OPEN_ACCOUNT_PAGES,
  REGISTRATION_LINK_HOURS,
  REGISTRATION_MESSAGES,
} from "@rm/domain/account-security";
import { and, eq, gt } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { pendingAccounts, users } from "../../db/schema.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import { badRequest } from "../../lib/http.ts";
import { enqueueMail } from "../mail/index.ts";
import { accountMails } from "./account-mails.ts";
import { sendAccountEmail } from "./address-notices.ts";
import { tellOfRegisterAttempt } from "./existing-account.ts";

export type PendingRole = keyof typeof OPEN_ACCOUNT_PAGES;

/** what a registration stores until its link is used: the typed fields, the password only as its hash */
export interface PendingDetails {
  firstName: string;
  passwordHash: string;
  [field: string]: unknown;
}

/**
 * A registration: within the address's daily cap, a new address gets the link that opens its account and an
 * address with an account gets "someone tried to create an account"; over the cap, nothing. The caller answers
 * REGISTRATION_MESSAGES.checkInbox either way.
 */
export async function offerAccount(
  db: Db,
  offer: { email: string; role: PendingRole; details: PendingDetails; appUrl: string },
) {
  const { email, role, details, appUrl } = offer;
  await sendAccountEmail(
    db,
    { email, asked: "registration", appUrl },
    (tx, user) => tellOfRegisterAttempt(tx, user, appUrl),
    async (tx) => {
      const token = newToken();
      await tx.insert(pendingAccounts).values({
        id: sha256(token),
        email,
        role,
        details,
        expiresAt: new Date(Date.now() + REGISTRATION_LINK_HOURS * 3_600_000),
      });
      const link = `${appUrl}${OPEN_ACCOUNT_PAGES[role]}?token=${encodeURIComponent(token)}`;
      await enqueueMail(tx, accountMails.openAccount(email, details.firstName, role, link));
    },
  );
}

/**
 * Uses a registration's link, once, in the caller's transaction: what was typed, for the caller to make the
 * account from. Refused (400) when the link is unknown, used, expired or for the other kind of account, and
 * when the address has an account by now (then every waiting registration of the address goes).
 */
export async function takePendingAccount(tx: Tx, token: string, role: PendingRole) {
  const [row] = await tx
    .delete(pendingAccounts)
    .where(
      and(
        eq(pendingAccounts.id, sha256(token)),
        eq(pendingAccounts.role, role),
        gt(pendingAccounts.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw badRequest(REGISTRATION_MESSAGES.linkInvalid, { token: REGISTRATION_MESSAGES.linkInvalid });
  await tx.delete(pendingAccounts).where(eq(pendingAccounts.email, row.email));
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email)).limit(1);
  if (taken) throw badRequest(REGISTRATION_MESSAGES.alreadyOpen);
  return { email: row.email, details: row.details as PendingDetails };
}
