// The contact form (/contact): one schema for the browser and POST /api/contact, with its messages.
import { z } from "zod";
import { emailField } from "./auth.ts";
import { isUkPhoneNumber } from "./lead/phone.ts";
import { multiLine, singleLine } from "./safe-text.ts";

export const CONTACT_SUBJECTS = [
  { value: "quotes", label: "Getting removal quotes" },
  { value: "my-move", label: "A quote or mover I was matched with" },
  { value: "partner", label: "Joining as a removal company" },
  { value: "account", label: "My account or login" },
  { value: "press", label: "Press or partnerships" },
  { value: "other", label: "Something else" },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];

export const contactSubjectLabel = (value: string): string =>
  CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;

const CONTACT_NAME_MAX = 100;
const CONTACT_MESSAGE_MIN = 10;
const CONTACT_MESSAGE_MAX = 3000;

export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your name",
  nameTooLong: `Your name must be at most ${CONTACT_NAME_MAX} characters`,
  phoneInvalid: "Enter a UK phone number, e.g. 07700 900123 or 020 7946 0958, or leave it empty",
  subjectRequired: "Please choose what your message is about",
  messageRequired: "Please write your message",
  messageTooShort: `Your message must be at least ${CONTACT_MESSAGE_MIN} characters`,
  messageTooLong: `Your message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  sent: "Thank you — your message has been sent. We reply within one working day.",
} as const;

const subjectValues = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

export const contactSchema = z.object({
  name: singleLine(
    z
      .string({ error: CONTACT_MESSAGES.nameRequired })
      .trim()
      .min(1, CONTACT_MESSAGES.nameRequired)
      .max(CONTACT_NAME_MAX, CONTACT_MESSAGES.nameTooLong),
  ),
  email: emailField,
  phone: z
    .string({ error: CONTACT_MESSAGES.phoneInvalid })
    .trim()
    .max(30, CONTACT_MESSAGES.phoneInvalid)
    .refine((p) => p === "" || isUkPhoneNumber(p), CONTACT_MESSAGES.phoneInvalid)
    .optional(),
  subject: z.enum(subjectValues, { error: CONTACT_MESSAGES.subjectRequired }),
  message: multiLine(
    z
      .string({ error: CONTACT_MESSAGES.messageRequired })
      .trim()
      .min(1, CONTACT_MESSAGES.messageRequired)
      .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageTooShort)
      .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
  ),
  /** honeypot: hidden from people, filled in by bots; a filled-in form is thanked and dropped */
  website: singleLine(z.string().max(500)).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

// ---- the contact inbox (issue #19): admins read, reply by email, mark handled ----

export const CONTACT_REPLY_MAX = 5000;
export const CONTACT_INBOX_STATES = ["open", "handled", "all"] as const;
export type ContactInboxState = (typeof CONTACT_INBOX_STATES)[number];
export const CONTACT_INBOX_STATE_LABELS: Record<ContactInboxState, string> = {
  open: "Waiting for us",
  handled: "Handled",
  all: "All messages",
};

export const CONTACT_INBOX_MESSAGES = {
  notFound: "We couldn't find that message",
  replyRequired: "Write your reply first",
  replyTooLong: `Please keep the reply to ${CONTACT_REPLY_MAX.toLocaleString("en-GB")} characters or fewer`,
  handledRequired: "Say whether the message is handled",
  replied: "Reply sent by email, and the message marked handled",
  markedHandled: "Marked handled",
  markedOpen: "Marked as waiting for us again",
} as const;

export const contactReplySchema = z.object({
  body: multiLine(
    z
      .string({ error: CONTACT_INBOX_MESSAGES.replyRequired })
      .trim()
      .min(1, CONTACT_INBOX_MESSAGES.replyRequired)
      .max(CONTACT_REPLY_MAX, CONTACT_INBOX_MESSAGES.replyTooLong),
  ),
});
export type ContactReply = z.output<typeof contactReplySchema>;

export const contactHandledSchema = z.object({
  handled: z.boolean({ error: CONTACT_INBOX_MESSAGES.handledRequired }),
});

export const contactInboxQuery = z.object({
  state: z.enum(CONTACT_INBOX_STATES).catch("open").default("open"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type ContactInboxQuery = z.output<typeof contactInboxQuery>;
