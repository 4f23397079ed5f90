// Issue #29 item 15: a customer hears about one company's quote at most once in QUOTE_CHANGE_LIMITS.mailQuietMinutes.
// A change made sooner after the last email about that quote is emailed when the quiet time is over; a later
// change before then replaces the email still waiting, so the customer reads the quote's latest state once
// (send → withdraw → send again in a minute is two emails, not three). Mails are found by the request, the
// customer's address and the subjects of that company's quote emails (QUOTE_SUBJECTS).
import { QUOTE_CHANGE_LIMITS } from "@rm/domain/quote-changes";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import type { MailInput } from "../mail/index.ts";
import { QUOTE_SUBJECTS } from "./quote-mails.ts";

const QUIET_MS = QUOTE_CHANGE_LIMITS.mailQuietMinutes * 60_000;

/** `mail` (about `companyName`'s quote for `leadId`) with the time it may go, any waiting one it replaces deleted */
export async function coalescedQuoteMail(
  tx: Tx,
  leadId: string,
  companyName: string,
  mail: MailInput,
  now = new Date(),
): Promise<MailInput> {
  const subjects = Object.values(QUOTE_SUBJECTS).map((subject) => subject(companyName));
  const [last] = await tx
    .select({
      id: outbox.id,
      status: outbox.status,
      nextAttemptAt: outbox.nextAttemptAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(and(eq(outbox.leadId, leadId), eq(outbox.to, mail.to), inArray(outbox.subject, subjects)))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!last) return mail;
  if (last.status === "pending" && last.nextAttemptAt > now) {
    // still waiting for its time: this change's email takes its place, at the same time
    await tx.delete(outbox).where(eq(outbox.id, last.id));
    return { ...mail, sendAfter: last.nextAttemptAt };
  }
  const quietUntil = new Date((last.sentAt ?? last.nextAttemptAt).getTime() + QUIET_MS);
  return quietUntil > now ? { ...mail, sendAfter: quietUntil } : mail;
}
