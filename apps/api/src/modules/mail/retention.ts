// Issue #31: a sent mail stays in the admin's mail log for SENT_MAIL_DAYS, then the retention job deletes it
// (jobs/retention.ts). Pending and failed mails are never deleted here: one is still to go, the other is for an
// admin to see.
import { SENT_MAIL_DAYS } from "@rm/domain/retention";
import { and, eq, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";

/** Deletes the mails sent more than SENT_MAIL_DAYS before `now`; how many went. */
export async function purgeSentMail(db: DbOrTx, now: Date) {
  const before = new Date(now.getTime() - SENT_MAIL_DAYS * 86400_000);
  const gone = await db
    .delete(outbox)
    .where(and(eq(outbox.status, "sent"), lt(outbox.sentAt, before)))
    .returning({ id: outbox.id });
  return gone.length;
}
