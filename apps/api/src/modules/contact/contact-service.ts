// spec §2 /contact: the message is stored and both emails are queued in the same transaction.
import type { ContactMessage } from "@rm/domain/contact";
import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { contactMails } from "./contact-mails.ts";

export interface ContactDeps {
  db: Db;
  teamEmail: string;
}

/** Returns the stored message's id, or null when the honeypot was filled in (a bot: nothing is kept). */
export async function receiveContactMessage(
  deps: ContactDeps,
  input: ContactMessage,
): Promise<string | null> {
  if (input.website?.trim()) return null;
  return deps.db.transaction(async (tx) => {
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
    await enqueueMail(tx, [
      contactMails.toTeam(deps.teamEmail, input, id),
      contactMails.acknowledgement(input),
    ]);
    return id;
  });
}
