// The moving-book email's words (the PDF itself is made at send time by the "moving-book" attachment).
import { MOVING_BOOK } from "@rm/content/moving-book";
import type { MailInput } from "../mail/index.ts";

export const MOVING_BOOK_ATTACHMENT = "moving-book";

export const movingBookMail = (to: string, firstName: string, appUrl: string): MailInput => ({
  kind: "moving-book",
  to,
  subject: `Your free guide: ${MOVING_BOOK.title}`,
  text: `Hello ${firstName},\n\nThank you for using London Removals Compare. Attached is your free copy of "${MOVING_BOOK.title}": when to book and pack, what moving costs in London, and a checklist for the weeks around moving day.\n\nYou can follow your removal requests and quotes at ${appUrl}/client/removal-requests.\n\nGood luck with the move!\n\nLondon Removals Compare — free quotes from up to 6 vetted, insured London movers.`,
  attachments: [{ filename: MOVING_BOOK.filename, builtin: MOVING_BOOK_ATTACHMENT }],
});
