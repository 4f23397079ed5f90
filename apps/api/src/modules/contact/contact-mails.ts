// The words of the two contact emails: one to the team, one acknowledgement to the sender.
import { type ContactMessage, contactSubjectLabel } from "@rm/domain/contact";
import type { MailInput } from "../mail/outbox.ts";

const sign = "\n\nLondon Removals Compare — free quotes from up to 6 vetted, insured London movers.";

export const contactMails = {
  toTeam: (teamEmail: string, m: ContactMessage, id: string): MailInput => ({
    kind: "contact-team",
    to: teamEmail,
    subject: `Contact form: ${contactSubjectLabel(m.subject)} — ${m.name}`,
    text: [
      `A new message arrived through the contact form (reference ${id}).`,
      "",
      `Name: ${m.name}`,
      `Email: ${m.email}`,
      `Phone: ${m.phone || "not given"}`,
      `Subject: ${contactSubjectLabel(m.subject)}`,
      "",
      m.message,
      "",
      `Reply to ${m.email}.`,
    ].join("\n"),
  }),
  acknowledgement: (m: ContactMessage): MailInput => ({
    kind: "contact-ack",
    to: m.email,
    subject: "We have received your message",
    text: `Hello ${m.name},\n\nThank you for getting in touch about "${contactSubjectLabel(m.subject)}". A member of our team will reply to this email address within one working day.\n\nFor your records, you wrote:\n\n${m.message}${sign}`,
  }),
};
