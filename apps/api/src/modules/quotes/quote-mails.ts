// The quote loop's emails (issue 6 "Notifications"): new quote -> customer; booked -> the chosen company;
// not chosen -> the others; plus the customer's own booking confirmation.
import type { MailInput } from "../mail/outbox.ts";

const sign = "\n\nLondon Removals Compare — free quotes from up to 6 vetted, insured London movers.";

interface Move {
  typeOfMove: string;
  from: string;
  to: string | null;
  moveDateLabel: string;
}
const route = (m: Move) => `${m.from}${m.to ? ` to ${m.to}` : ""}`;

export const quoteMails = {
  newQuote: (
    to: string,
    firstName: string,
    m: Move & { companyName: string; priceLabel: string; priceKindLabel: string; link: string },
  ): MailInput => ({
    kind: "quote-received",
    to,
    subject: `New quote from ${m.companyName} for your move`,
    text: `Hello ${firstName},\n\n${m.companyName} has sent you a quote for your ${m.typeOfMove} move (${route(m)}, ${m.moveDateLabel}): ${m.priceLabel} (${m.priceKindLabel.toLowerCase()}).\n\nCompare it with your other quotes side by side, and book the mover you like best:\n${m.link}\n\nYour phone number and email stay private until you book.${sign}`,
  }),

  booked: (
    to: string,
    m: Move & {
      companyName: string;
      customer: { name: string; phone: string | null; email: string };
      priceLabel: string;
      link: string;
    },
  ): MailInput => ({
    kind: "quote-booked",
    to,
    subject: `Booked: ${m.customer.name} chose ${m.companyName}`,
    text: `Good news, ${m.companyName}!\n\n${m.customer.name} has booked you for their ${m.typeOfMove} move (${route(m)}, ${m.moveDateLabel}) at ${m.priceLabel}.\n\nTheir contact details:\nPhone: ${m.customer.phone ?? "not given"}\nEmail: ${m.customer.email}\n\nPlease get in touch to confirm the arrangements. The full details are in your dashboard:\n${m.link}${sign}`,
  }),

  notChosen: (to: string, m: Move & { companyName: string; declined: boolean; link: string }): MailInput => ({
    kind: "quote-not-chosen",
    to,
    subject: m.declined ? "Your quote was declined" : "The customer chose another mover",
    text: `Hello ${m.companyName},\n\n${m.declined ? "The customer has declined your quote" : "The customer has booked another mover"} for the ${m.typeOfMove} move (${route(m)}, ${m.moveDateLabel}). Thank you for quoting — there are more leads in your dashboard:\n${m.link}${sign}`,
  }),

  bookingConfirmed: (
    to: string,
    firstName: string,
    m: Move & { companyName: string; phone: string; email: string; priceLabel: string; link: string },
  ): MailInput => ({
    kind: "booking-confirmed",
    to,
    subject: `Your move is booked with ${m.companyName}`,
    text: `Hello ${firstName},\n\nYou have booked ${m.companyName} for your ${m.typeOfMove} move (${route(m)}, ${m.moveDateLabel}) at ${m.priceLabel}. They have your phone number and email and will be in touch; you can reach them too:\n\nPhone: ${m.phone}\nEmail: ${m.email}\n\nYour request: ${m.link}\n\nWe have told the other movers that you chose someone else.${sign}`,
  }),
};
