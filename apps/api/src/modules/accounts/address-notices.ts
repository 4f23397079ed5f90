// Issue #29 item 8: asking for a sign-in link or a password reset answers the same, and does the same work,
// whether or not the address has an account. A known address gets its link; an unknown one is told
// that it has no account here (often the answer someone needs: they signed up with another
// address). Both ways count the ask in address_notices and write one mail in one transaction, up to the same
// daily cap (@rm/domain/account-security ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY).
import { ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY } from "@rm/domain/account-security";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { addressNotices } from "../../db/schema.ts";
import { londonToday } from "../../lib/london-today.ts";
import { counterName } from "../../lib/secret-box.ts";

/**
 * Counts one more ask for an account email to `email` today; whether it may be sent (at most
 * ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY a day, known address or not).
 */
export async function mayMailAccountEmail(db: DbOrTx, email: string): Promise<boolean> {
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
