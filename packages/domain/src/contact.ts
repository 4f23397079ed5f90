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

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 3000;

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
