// docs/product/routes.md §2 /contact: the message is stored and both emails are queued in the same transaction.
import type { ContactMessage } from "@rm/domain/contact";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";
import { enqueueMail } from "../mail/index.ts";
import { contactMails } from "./contact-mails.ts";

/** acknowledgements one address receives per 24 hours (before RATE_LIMIT_FACTOR); later messages are kept quietly */
const ACKS_PER_ADDRESS_PER_DAY = 2;

export interface ContactDeps {
  db: Db;
  teamEmail: string;
  /** RATE_LIMIT_FACTOR */
  rateFactor?: number;
}

/** Returns the stored message's id, or null when the honeypot was filled in (a bot: nothing is kept). */
export async function receiveContactMessage(
  deps: ContactDeps,
  input: ContactMessage,
): Promise<string | null> {
  if (input.website?.trim()) return null;
  const maxAcks = Math.ceil(ACKS_PER_ADDRESS_PER_DAY * (deps.rateFactor ?? 1));
  return deps.db.transaction(async (tx) => {
    // Per recipient: the form must not become a way to fill someone's inbox from our sender. The team
    // still gets every message; the address gets at most a few acknowledgements a day.
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.email, input.email),
          gt(contactMessages.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
      })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    const team = contactMails.toTeam(deps.teamEmail, input, id);
    await enqueueMail(
      tx,
      Number(recent?.n ?? 0) < maxAcks ? [team, contactMails.acknowledgement(input)] : [team],
    );
    return id;
  });
}
