// Issue #33: the quote loop's emails with sample data (the admins' preview and the spam test).
import { type MailSample, SAMPLE } from "../mail/index.ts";
import { quoteChanges, quoteMails } from "./quote-mails.ts";

const MOVE = {
  typeOfMove: "House/Flat Removals",
  from: "SW1A 2AA",
  to: "E1 6AN",
  moveDateLabel: "Saturday 19 December 2026",
};
const QUOTE = {
  pricePence: 68_000,
  priceKind: "fixed" as const,
  priceLabel: "£680",
  priceKindLabel: "Fixed price",
  availableDates: ["2026-12-19"],
  availableDatesLabels: ["Saturday 19 December 2026"],
  validUntil: "2026-12-12",
  validUntilLabel: "Saturday 12 December 2026",
  crewSize: 3,
  vehicle: "Luton van" as const,
  estimatedHours: 6,
  includes: ["packing" as const],
  insuranceCoverPence: 5_000_000,
  cancellationTerms: "Free cancellation up to 72 hours before the move; 50% after that.",
  message: "We have moved pianos up narrower stairs than these.",
};

export const quoteMailSamples = (appUrl: string): MailSample[] => {
  const { email, firstName } = SAMPLE.customer;
  const companyName = SAMPLE.company.name;
  const link = `${appUrl}/client/removal-requests/5d1f0c3a-2b4e-4f6a-8c7d-9e0f1a2b3c4d/quotes`;
  const signinUrl = SAMPLE.tokenLink(appUrl, "/account/signin");
  const after = {
    ...QUOTE,
    pricePence: 62_000,
    priceLabel: "£620",
    availableDates: ["2026-12-19", "2026-12-20"],
    availableDatesLabels: ["Saturday 19 December 2026", "Sunday 20 December 2026"],
    crewSize: 2,
  };
  const lead = `${appUrl}/account/dashboard/leads/5d1f0c3a-2b4e-4f6a-8c7d-9e0f1a2b3c4d`;
  const unsubscribe = SAMPLE.unsubscribe(appUrl);
  return [
    {
      name: "Quote: new (customer)",
      mail: quoteMails.newQuote(email, firstName, {
        ...MOVE,
        ...QUOTE,
        companyName,
        link,
        signinUrl,
        unsubscribe,
      }),
    },
    {
      name: "Quote: updated (customer)",
      mail: quoteMails.quoteUpdated(email, firstName, {
        ...MOVE,
        unsubscribe,
        companyName,
        quote: after,
        changes: quoteChanges(QUOTE, after),
        link,
        signinUrl,
      }),
    },
    {
      name: "Quote: withdrawn (customer)",
      mail: quoteMails.quoteWithdrawn(email, firstName, {
        ...MOVE,
        unsubscribe,
        companyName,
        priceLabel: "£680",
        otherQuotes: 2,
        link,
      }),
    },
    {
      name: "Quote: withdrawn by us (customer)",
      mail: quoteMails.quoteWithdrawn(email, firstName, {
        ...MOVE,
        unsubscribe,
        companyName,
        priceLabel: "£680",
        otherQuotes: 0,
        link,
        byUs: true,
      }),
    },
    {
      name: "Quote: booked (mover)",
      mail: quoteMails.booked(SAMPLE.company.email, {
        ...MOVE,
        companyName,
        customer: { name: "Grace Hopper", phone: "07700 900456", email },
        priceLabel: "£680",
        link: lead,
      }),
    },
    {
      name: "Quote: not chosen (mover)",
      mail: quoteMails.notChosen(SAMPLE.company.email, {
        ...MOVE,
        companyName,
        declined: false,
        link: lead,
        unsubscribe: SAMPLE.unsubscribe(appUrl, "company"),
      }),
    },
    {
      name: "Quote: booked, awaiting the mover (customer)",
      mail: quoteMails.bookingConfirmed(email, firstName, {
        ...MOVE,
        companyName,
        phone: "020 7946 0321",
        email: SAMPLE.company.email,
        priceLabel: "£680",
        link,
      }),
    },
  ];
};
