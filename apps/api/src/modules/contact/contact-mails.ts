// The words of the two contact emails: one to the team, one acknowledgement to the sender.
import { type ContactMessage, contactSubjectLabel } from "@rm/domain/contact";
import { letter, type MailInput } from "../mail/index.ts";

export const contactMails = {
  toTeam: (teamEmail: string, m: ContactMessage, id: string): MailInput =>
    letter({
      kind: "contact-team",
      to: teamEmail,
      subject: `Contact form: ${contactSubjectLabel(m.subject)} — ${m.name}`,
      body: [
        [
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
      ],
      sign: null,
    }),
  /**
   * An admin's reply from the contact inbox: only the admin's words (the sender's are not quoted back, so
   * the form cannot get someone's typed text sent to an address they chose).
   */
  reply: (m: { email: string; subject: string }, body: string): MailInput =>
    letter({
      kind: "contact-reply",
      to: m.email,
      subject: `Re: ${contactSubjectLabel(m.subject)}`,
      body: [body],
    }),
  /**
   * Says only that a message arrived: nothing the sender typed (not even the name), no link, so the form
   * cannot make us send someone else's words to an address they choose.
   */
  acknowledgement: (m: Pick<ContactMessage, "email">): MailInput =>
    letter({
      kind: "contact-ack",
      to: m.email,
      subject: "We have received your message",
      body: [
        "Hello,",
        "Thank you for contacting London Removals Compare. We have received your message, and a member of our team will reply to this email address within one working day.",
        "If you did not write to us, you can ignore this email: someone may have typed your address by mistake.",
      ],
    }),
};
