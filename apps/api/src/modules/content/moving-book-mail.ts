// The moving-book email's words (the PDF itself is made at send time by the "moving-book" attachment).
import { MOVING_BOOK } from "@rm/content/moving-book";
import { action, letter, type MailInput } from "../mail/index.ts";

export const MOVING_BOOK_ATTACHMENT = "moving-book";

export const movingBookMail = (to: string, firstName: string, appUrl: string): MailInput =>
  letter({
    kind: "moving-book",
    to,
    subject: `Your free guide: ${MOVING_BOOK.title}`,
    body: [
      `Hello ${firstName},`,
      `Thank you for using London Removals Compare. Attached is your free copy of "${MOVING_BOOK.title}": when to book and pack, what moving costs in London, and a checklist for the weeks around moving day.`,
      action(
        "See your requests",
        `${appUrl}/client/removal-requests`,
        "You can follow your removal requests and quotes at",
        {
          inline: true,
          after: ".",
          above: "You can follow your removal requests and quotes on the site.",
        },
      ),
      "Good luck with the move!",
    ],
    attachments: [{ filename: MOVING_BOOK.filename, builtin: MOVING_BOOK_ATTACHMENT }],
  });
