// The free moving book (docs/product/routes.md §7 POST send-pdf): the request schema and its messages. The book's words and
// figures ("The London Moving Guide") are copy, in @rm/content/moving-book; the API lays them out with pdfkit.
import { z } from "zod";
import { emailField } from "./auth.ts";
import { singleLine } from "./safe-text.ts";

export const MOVING_BOOK_MESSAGES = {
  firstNameRequired: "First name is required",
  firstNameTooLong: "First name can be at most 80 characters",
  linkInvalid: "The link is not valid",
  sent: (email: string) => `Your free moving guide is on its way to ${email}`,
} as const;

/** docs/product/routes.md §7: {email, firstName, gdriveLink}. The link is accepted for compatibility and not used: the book
 * is our own PDF, attached to the email (and we never put a caller-supplied link in our mail). */
export const sendPdfSchema = z.object({
  email: emailField,
  firstName: singleLine(
    z
      .string({ error: MOVING_BOOK_MESSAGES.firstNameRequired })
      .trim()
      .min(1, MOVING_BOOK_MESSAGES.firstNameRequired)
      .max(80, MOVING_BOOK_MESSAGES.firstNameTooLong),
  ),
  gdriveLink: singleLine(z.string().max(2000, MOVING_BOOK_MESSAGES.linkInvalid)).optional().nullable(),
});
