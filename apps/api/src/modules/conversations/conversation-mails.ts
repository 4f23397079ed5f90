// "You have a new message" (issue #15): to a party with no page open when a message arrives, at most one per
// conversation every MESSAGE_EMAIL_EVERY_MINUTES, with the text as they may read it (contact details masked
// until the customer books) and a link that opens the conversation; the customer's also carries a fresh
// single-use sign-in link (issue #17 "Getting back in").
import { MESSAGE_EMAIL_EVERY_MINUTES } from "@rm/domain/conversation";
import { helloPartner, type MailInput, PARTNER_SIGN } from "../mail/index.ts";
import { signinLinkLine } from "../requests/index.ts";

const SIGN = "\n\nLondon Removals Compare — free quotes from up to 6 vetted, insured London movers.";
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
  ): MailInput => ({
    kind: "conversation-message",
    to,
    subject: `New message from ${m.companyName} about your move`,
    text: `Hello ${firstName},\n\n${m.companyName} has sent you a message about your move (${m.moveLabel}):\n\n${quoted(m.text)}\n\nRead and reply here:\n${m.link}${signinLinkLine(m.signinUrl, "this conversation")}\n\nYour phone number and email stay private until you book.\n\n${quiet}${SIGN}`,
  }),

  toCompany: (
    company: { email: string; contactName: string; name: string },
    m: { customerName: string; moveLabel: string; text: string; link: string },
  ): MailInput => ({
    kind: "conversation-message",
    to: company.email,
    subject: `New message from ${m.customerName} about the move ${m.moveLabel}`,
    text: `${helloPartner(company)}${capitalised(m.customerName)} has sent you a message about their move (${m.moveLabel}):\n\n${quoted(m.text)}\n\nRead and reply from the lead in your dashboard:\n${m.link}\n\n${quiet}${PARTNER_SIGN}`,
  }),
};
