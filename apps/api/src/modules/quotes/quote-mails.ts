// The quote loop's emails (issue #6 "Notifications", docs/README.md#issues): new, edited or withdrawn quote -> customer; booked ->
// the chosen company; not chosen -> the others; plus the customer's own booking confirmation.
import { BOOKING_CONFIRM_HOURS } from "@rm/domain/booking";
import { possessive } from "@rm/domain/text";
import { action, letter, type MailInput, type Unsubscribe } from "../mail/index.ts";
import { signinLinkLine } from "../requests/index.ts";
import type { QuoteView } from "./quote-view.ts";

interface Move {
  /** the customer's account (issue #33: quote emails can be switched off) */
  unsubscribe?: Unsubscribe;
  typeOfMove: string;
  from: string;
  to: string | null;
  moveDateLabel: string;
}
/** issue #17: the fresh single-use sign-in link every quote email carries */
const signinLine = (m: { signinUrl: string }) => signinLinkLine(m.signinUrl, "your quotes");
const route = (m: Move) => `${m.from}${m.to ? ` to ${m.to}` : ""}`;

/** "a", "a and b", "a, b and c" */
const andList = (items: string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

type QuoteFacts = Pick<
  QuoteView,
  | "pricePence"
  | "priceKind"
  | "priceLabel"
  | "priceKindLabel"
  | "availableDates"
  | "availableDatesLabels"
  | "validUntil"
  | "validUntilLabel"
  | "crewSize"
  | "vehicle"
  | "estimatedHours"
  | "includes"
  | "insuranceCoverPence"
  | "cancellationTerms"
  | "message"
>;
const priceWords = (q: QuoteFacts) => `${q.priceLabel} (${q.priceKindLabel.toLowerCase()})`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an edit changed, as lines for the customer: price, dates and validity spelled out, anything else
 * named. Empty when the edit changed nothing (then no email goes out).
 */
export function quoteChanges(before: QuoteFacts, after: QuoteFacts): string[] {
  const lines: string[] = [];
  if (before.pricePence !== after.pricePence || before.priceKind !== after.priceKind)
    lines.push(`Price: now ${priceWords(after)}, was ${priceWords(before)}`);
  if (!same([...before.availableDates].sort(), [...after.availableDates].sort()))
    lines.push(
      `Dates they can do the move: now ${andList(after.availableDatesLabels)}, was ${andList(before.availableDatesLabels)}`,
    );
  if (before.validUntil !== after.validUntil)
    lines.push(`Valid until: now ${after.validUntilLabel}, was ${before.validUntilLabel}`);
  const others = (
    [
      ["the crew size", before.crewSize === after.crewSize],
      ["the vehicle", before.vehicle === after.vehicle],
      ["the estimated hours", before.estimatedHours === after.estimatedHours],
      ["what is included", same([...before.includes].sort(), [...after.includes].sort())],
      ["the insurance cover", before.insuranceCoverPence === after.insuranceCoverPence],
      ["the cancellation terms", before.cancellationTerms === after.cancellationTerms],
      ["their message to you", before.message === after.message],
    ] as const
  )
    .filter(([, unchanged]) => !unchanged)
    .map(([what]) => what);
  if (others.length) lines.push(`Also updated: ${andList(others)}`);
  return lines;
}

/** The subjects of the customer's emails about one company's quote (mail-coalescing.ts finds them by these). */
export const QUOTE_SUBJECTS = {
  received: (companyName: string) => `New quote from ${companyName} for your move`,
  updated: (companyName: string) => `${companyName} has updated their quote for your move`,
  withdrawn: (companyName: string) => `${companyName} has withdrawn their quote for your move`,
  withdrawnByUs: (companyName: string) => `${possessive(companyName)} quote for your move has been withdrawn`,
};

const PRIVATE = "Your phone number and email stay private until you book.";
const compare = (link: string, lead: string) => action("Compare your quotes", link, lead);

export const quoteMails = {
  newQuote: (
    to: string,
    firstName: string,
    m: Move & {
      companyName: string;
      priceLabel: string;
      priceKindLabel: string;
      link: string;
      signinUrl: string;
    },
  ): MailInput =>
    letter({
      kind: "quote-received",
      unsubscribe: m.unsubscribe,
      to,
      subject: QUOTE_SUBJECTS.received(m.companyName),
      body: [
        `Hello ${firstName},`,
        `${m.companyName} has sent you a quote for your ${m.typeOfMove} move (${route(m)}, ${m.moveDateLabel}): ${m.priceLabel} (${m.priceKindLabel.toLowerCase()}).`,
        compare(m.link, "Compare it with your other quotes side by side, and book the mover you like best:"),
        signinLine(m),
        PRIVATE,
      ],
    }),

  quoteUpdated: (
    to: string,
    firstName: string,
    m: Move & { companyName: string; quote: QuoteFacts; changes: string[]; link: string; signinUrl: string },
  ): MailInput =>
    letter({
      kind: "quote-updated",
      unsubscribe: m.unsubscribe,
      to,
      subject: QUOTE_SUBJECTS.updated(m.companyName),
      body: [
        `Hello ${firstName},`,
        `${m.companyName} has updated their quote for your ${m.typeOfMove} move (${route(m)}, ${m.moveDateLabel}).`,
        `What has changed:\n${m.changes.map((c) => `- ${c}`).join("\n")}`,
        compare(
          m.link,
          `The quote is now ${priceWords(m.quote)}, valid until ${m.quote.validUntilLabel}. See it next to your other quotes and book the mover you like best:`,
        ),
        signinLine(m),
        PRIVATE,
      ],
    }),

  quoteWithdrawn: (
    to: string,
    firstName: string,
    m: Move & {
      companyName: string;
      priceLabel: string;
      otherQuotes: number;
      link: string;
      /** we withdrew it because the company may no longer take bookings (suspended); the reason stays private */
      byUs?: boolean;
    },
  ): MailInput =>
    letter({
      kind: "quote-withdrawn",
      unsubscribe: m.unsubscribe,
      to,
      subject: m.byUs ? QUOTE_SUBJECTS.withdrawnByUs(m.companyName) : QUOTE_SUBJECTS.withdrawn(m.companyName),
      body: [
        `Hello ${firstName},`,
        m.byUs
          ? `${m.companyName} can no longer take bookings through London Removals Compare, so we have withdrawn their quote of ${m.priceLabel} for your ${m.typeOfMove} move (${route(m)}, ${m.moveDateLabel}). It can no longer be booked.`
          : `${m.companyName} has withdrawn their quote of ${m.priceLabel} for your ${m.typeOfMove} move (${route(m)}, ${m.moveDateLabel}), so it can no longer be booked.`,
        compare(
          m.link,
          m.otherQuotes > 0
            ? `Your other ${m.otherQuotes === 1 ? "quote is" : `${m.otherQuotes} quotes are`} still open. Compare ${m.otherQuotes === 1 ? "it" : "them"} and book on your comparison page:`
            : "You have no other quotes for this move yet. The other movers matched to your request can still quote, and we will email you when they do. Your comparison page:",
        ),
      ],
    }),

  booked: (
    to: string,
    m: Move & {
      companyName: string;
      customer: { name: string; phone: string | null; email: string };
      priceLabel: string;
      link: string;
    },
  ): MailInput =>
    letter({
      kind: "quote-booked",
      to,
      subject: `Booked: ${m.customer.name} chose ${m.companyName}`,
      body: [
        `Good news, ${m.companyName}!`,
        `${m.customer.name} has booked you for their ${m.typeOfMove} move (${route(m)}, ${m.moveDateLabel}) at ${m.priceLabel}.`,
        `Their contact details:\nPhone: ${m.customer.phone ?? "not given"}\nEmail: ${m.customer.email}`,
        action(
          "Confirm the booking",
          m.link,
          `Please confirm the booking on the lead's page within ${BOOKING_CONFIRM_HOURS} hours (or decline it, so the customer can book another mover), then get in touch to arrange the day:`,
        ),
      ],
    }),

  notChosen: (to: string, m: Move & { companyName: string; declined: boolean; link: string }): MailInput =>
    letter({
      kind: "quote-not-chosen",
      unsubscribe: m.unsubscribe,
      to,
      subject: m.declined ? "Your quote was declined" : "The customer chose another mover",
      body: [
        `Hello ${m.companyName},`,
        action(
          "See your leads",
          m.link,
          `${m.declined ? "The customer has declined your quote" : "The customer has booked another mover"} for the ${m.typeOfMove} move (${route(m)}, ${m.moveDateLabel}). Thank you for quoting — there are more leads in your dashboard:`,
        ),
      ],
    }),

  bookingConfirmed: (
    to: string,
    firstName: string,
    m: Move & { companyName: string; phone: string; email: string; priceLabel: string; link: string },
  ): MailInput =>
    letter({
      kind: "booking-confirmed",
      to,
      subject: `Your move is booked with ${m.companyName}`,
      body: [
        `Hello ${firstName},`,
        `You have booked ${m.companyName} for your ${m.typeOfMove} move (${route(m)}, ${m.moveDateLabel}) at ${m.priceLabel}. It is awaiting the mover's confirmation: they have ${BOOKING_CONFIRM_HOURS} hours to confirm it, and we will email you (with the move for your calendar) when they do. They have your phone number and email and will be in touch; you can reach them too:`,
        `Phone: ${m.phone}\nEmail: ${m.email}`,
        action("See your request", m.link, "Your request:", { inline: true, above: "" }),
        "We have told the other movers that you chose someone else.",
      ],
    }),
};
