// Issue #31: the rows of accounts' links and sessions that have done their work are deleted by the retention
// job (jobs/retention.ts): sessions that ended, emailed links and admin invites used or expired a while ago,
// the daily counts of account emails (address-notices.ts) once their day is over, and registrations whose
// link expired unused (pending-accounts.ts).
import { SPENT_LINK_DAYS } from "@rm/domain/retention";
import { lt, or } from "drizzle-orm";
import { addDaysIso } from "@rm/domain";
import type { DbOrTx } from "../../db/client.ts";
import { addressNotices, adminInvites, authTokens, pendingAccounts } from "../../db/schema.ts";
import { londonToday } from "../../lib/london-today.ts";
import { purgeExpiredSessions } from "./session-service.ts";

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86400_000);

/** Deletes ended sessions and spent links; how many of each went. */
export async function purgeSpentAccess(db: DbOrTx, now: Date, sessionIdleDays: number) {
  const before = daysBefore(now, SPENT_LINK_DAYS);
  const sessionsGone = await purgeExpiredSessions(db, now, sessionIdleDays);
  const links = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, before), lt(authTokens.usedAt, before)))
    .returning({ id: authTokens.id });
  const invites = await db
    .delete(adminInvites)
    .where(or(lt(adminInvites.expiresAt, before), lt(adminInvites.usedAt, before)))
    .returning({ id: adminInvites.id });
  // issue #29 item 8: a day's count of account emails to an address matters for that day only
  const counts = await db
    .delete(addressNotices)
    .where(lt(addressNotices.day, addDaysIso(londonToday(now), -1)))
    .returning({ day: addressNotices.day });
  // issue #29 item 8: a registration whose link was never used goes, with what was typed, once it expired
  const pending = await db
    .delete(pendingAccounts)
    .where(lt(pendingAccounts.expiresAt, now))
    .returning({ id: pendingAccounts.id });
  return {
    sessions: sessionsGone,
    "unconfirmed registrations": pending.length,
    links: links.length,
    invites: invites.length,
    "address counts": counts.length,
  };
}
