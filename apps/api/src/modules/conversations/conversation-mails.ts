// "You have a new message" (issue #15): to a party with no page open when a message arrives, at most one per
// conversation every MESSAGE_EMAIL_EVERY_MINUTES, with the text as they may read it (contact details masked
// until the customer books) and a link that opens the conversation; the customer's also carries a fresh
// single-use sign-in link (issue #17 "Getting back in").
import { MESSAGE_EMAIL_EVERY_MINUTES } from "@rm/domain/conversation";
import {
  action,
  helloPartner,
  letter,
  type MailInput,
  PARTNER_SIGN_LINE,
  type Unsubscribe,
} from "../mail/index.ts";
import { signinLinkLine } from "../requests/index.ts";

const quoted = (text: string) =>
  text
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n");
/** "the customer" starts a sentence as "The customer" */
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const quiet = `We send one email like this per conversation at most every ${MESSAGE_EMAIL_EVERY_MINUTES} minutes; any further messages are waiting on the site.`;

export const conversationMails = {
  toCustomer: (
    to: string,
    firstName: string,
    m: { companyName: string; moveLabel: string; text: string; link: string; signinUrl: string },
    unsubscribe?: Unsubscribe,
  ): MailInput =>
    letter({
      kind: "conversation-message",
      to,
      subject: `New message from ${m.companyName} about your move`,
      body: [
        `Hello ${firstName},`,
        `${m.companyName} has sent you a message about your move (${m.moveLabel}):`,
        quoted(m.text),
        action("Read and reply", m.link, "Read and reply here:"),
        signinLinkLine(m.signinUrl, "this conversation"),
        "Your phone number and email stay private until you book.",
        quiet,
      ],
      unsubscribe,
    }),

  toCompany: (
    company: { email: string; contactName: string; name: string },
    m: { customerName: string; moveLabel: string; text: string; link: string },
    unsubscribe?: Unsubscribe,
  ): MailInput =>
    letter({
      kind: "conversation-message",
      to: company.email,
      subject: `New message from ${m.customerName} about the move ${m.moveLabel}`,
      body: [
        helloPartner(company),
        `${capitalised(m.customerName)} has sent you a message about their move (${m.moveLabel}):`,
        quoted(m.text),
        action("Read and reply", m.link, "Read and reply from the lead in your dashboard:"),
        quiet,
      ],
      sign: PARTNER_SIGN_LINE,
      unsubscribe,
    }),
};
