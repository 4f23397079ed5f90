// Issue #33: the contact form's emails with sample data (the admins' preview and the spam test).
import { type MailSample, SAMPLE } from "../mail/index.ts";
import { contactMails } from "./contact-mails.ts";

export const contactMailSamples = (): MailSample[] => {
  const message = {
    name: "Grace Hopper",
    email: SAMPLE.customer.email,
    phone: "07700 900456",
    subject: "my-move" as const,
    message: "The mover I booked has not confirmed yet. The move is on Saturday: should I book another one?",
  };
  return [
    { name: "Contact: to the team", mail: contactMails.toTeam(SAMPLE.team, message, "c-20261203-0042") },
    {
      name: "Contact: an admin's reply",
      mail: contactMails.reply(
        message,
        "Hello Grace,\n\nThank you for waiting. Thames Van Removals have confirmed your booking this morning, so there is nothing more to do.\n\nBest wishes,\nPriya",
      ),
    },
    { name: "Contact: acknowledgement", mail: contactMails.acknowledgement(message) },
  ];
};
