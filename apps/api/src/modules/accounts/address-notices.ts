// Issue #29 item 8: asking for a sign-in link or a password reset answers the same, and does the same work,
// whether or not the address has an account. A known address gets its link; an unknown one is told
// that it has no account here (often the answer someone needs: they signed up with another
// address). Both ways count the ask in address_notices and write one mail in one transaction, up to the same
// daily cap (@rm/domain/account-security ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY).
import { ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY } from "@rm/domain/account-security";
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { addressNotices, users } from "../../db/schema.ts";
import { londonToday } from "../../lib/london-today.ts";
import { counterName } from "../../lib/secret-box.ts";
import { enqueueMail } from "../mail/index.ts";
import { accountMails } from "./account-mails.ts";
import type { UserRow } from "./session-service.ts";

/**
 * Counts one more ask for an account email to `email` today; whether it may be sent (at most
 * ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY a day, known address or not).
 */
async function mayMailAccountEmail(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .insert(addressNotices)
    .values({ addressKey: counterName(email.toLowerCase()), day: londonToday(), sent: 1 })
    .onConflictDoUpdate({
      target: [addressNotices.addressKey, addressNotices.day],
      set: { sent: sql`${addressNotices.sent} + 1` },
    })
    .returning({ sent: addressNotices.sent });
  return (row?.sent ?? 1) <= ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY;
}

/**
 * The one way an account email is asked for (a sign-in link, a password reset, a registration): the address is
 * looked up, the ask counted, and within the day's cap `unknown` writes the mail of an address without an
 * account (by default: that it has none) and `known` the known account's mail — all in one transaction.
 */
export async function sendAccountEmail(
  db: Db,
  ask: { email: string; asked: "sign-in link" | "password reset" | "registration"; appUrl: string },
  known: (tx: Tx, user: UserRow) => Promise<void>,
  unknown: (tx: Tx) => Promise<void> = async (tx) => {
    if (ask.asked !== "registration")
      await enqueueMail(tx, accountMails.noAccount(ask.email, ask.asked, ask.appUrl));
  },
) {
  const [user] = await db.select().from(users).where(eq(users.email, ask.email.toLowerCase())).limit(1);
  await db.transaction(async (tx) => {
    if (!(await mayMailAccountEmail(tx, ask.email))) return;
    if (user) return known(tx, user);
    await unknown(tx);
  });
}
