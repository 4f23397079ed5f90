// Issue #33: a booking's emails with sample data (the admins' preview and the spam test).
import type { BookingSnapshot } from "@rm/domain/booking";
import { type MailSample, SAMPLE } from "../mail/index.ts";
import { bookingMails } from "./booking-mails.ts";
import { confirmationMails } from "./confirmation-mails.ts";
import { jobLines, terms } from "./job-sheet.ts";

const SNAPSHOT: BookingSnapshot = {
  bookedAt: "2026-12-03T10:15:00.000Z",
  company: { id: "3b0c2f4e-8d1a-4c55-9a77-1f2e3d4c5b6a", name: SAMPLE.company.name },
  quote: {
    id: "8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968",
    pricePence: 68_000,
    priceLabel: "£680",
    priceKind: "fixed",
    priceKindLabel: "Fixed price",
    crewSize: 3,
    vehicle: "Luton van",
    estimatedHours: 6,
    includes: ["packing"],
    includesLabels: ["Packing"],
    insuranceCoverPence: 5_000_000,
    insuranceCoverLabel: "£50,000",
    cancellationTerms: "Free cancellation up to 72 hours before the move; 50% after that.",
    validUntil: "2026-12-12",
    validUntilLabel: "Saturday 12 December 2026",
    message: "We have moved pianos up narrower stairs than these.",
  },
  move: {
    typeOfMove: "House/Flat Removals",
    from: "SW1A 2AA",
    to: "E1 6AN",
    moveDate: "2026-12-19",
    endDate: null,
    moveDateLabel: "Saturday 19 December 2026",
    preferredTime: "morning",
    size: "2 bedrooms",
    extras: ["Packing services"],
  },
};
const CONTACTS = {
  customer: {
    name: "Grace Hopper",
    phone: "07700 900456",
    from: "10 Downing Street, London, SW1A 2AA",
    to: "Flat 1, Spital House, 14 Middlesex Street, E1 6AN",
  },
  company: { name: SAMPLE.company.name, phone: "020 7946 0321" },
  access: { from: "Floor 3, lift", to: "Floor 1, no lift" },
};

export const bookingMailSamples = (appUrl: string): MailSample[] => {
  const s = SNAPSHOT;
  const dateLabel = s.move.moveDateLabel;
  const customer = {
    email: SAMPLE.customer.email,
    name: SAMPLE.customer.firstName,
    link: `${appUrl}/client/removal-requests/5d1f0c3a-2b4e-4f6a-8c7d-9e0f1a2b3c4d`,
    unsubscribe: SAMPLE.unsubscribe(appUrl),
  };
  const company = {
    email: SAMPLE.company.email,
    name: SAMPLE.company.name,
    link: `${appUrl}/account/dashboard/leads/5d1f0c3a-2b4e-4f6a-8c7d-9e0f1a2b3c4d`,
    unsubscribe: SAMPLE.unsubscribe(appUrl, "company"),
  };
  const reminder = (kind: "week" | "day", side: "customer" | "company") =>
    bookingMails.reminder(side === "customer" ? customer : company, {
      kind,
      side,
      snapshot: s,
      dateLabel,
      other: side === "customer" ? SAMPLE.company.name : "Grace Hopper",
      job: jobLines(side, s, CONTACTS),
    });
  const confirmed = { snapshot: s, job: jobLines("company", s, CONTACTS), terms: terms(s) };
  return [
    {
      name: "Booking: confirmed (mover's copy)",
      mail: confirmationMails.confirmedByMover(company, confirmed),
    },
    {
      name: "Booking: confirmed (customer)",
      mail: confirmationMails.confirmedForCustomer(customer, SAMPLE.company.name, {
        ...confirmed,
        job: jobLines("customer", s, CONTACTS),
      }),
    },
    { name: "Booking: declined by the mover", mail: confirmationMails.fellThrough(customer, "declined", s) },
    { name: "Booking: not confirmed in time", mail: confirmationMails.fellThrough(customer, "lapsed", s) },
    { name: "Booking: a quote open again (mover)", mail: confirmationMails.quoteOpenAgain(company, s) },
    {
      name: "Booking: cancelled by the customer (mover)",
      mail: bookingMails.cancelled(company, {
        by: "customer",
        reason: "plans-changed",
        note: "The sale of our flat fell through.",
        snapshot: s,
        dateLabel,
      }),
    },
    {
      name: "Booking: cancelled by the mover (customer)",
      mail: bookingMails.cancelled(customer, {
        by: "company",
        reason: "other",
        note: null,
        snapshot: s,
        dateLabel,
      }),
    },
    {
      name: "Booking: you cancelled",
      mail: bookingMails.cancelledByYou(customer, { snapshot: s, dateLabel, by: "customer" }),
    },
    {
      name: "Booking: new date proposed",
      mail: bookingMails.dateProposed(customer, {
        by: "company",
        snapshot: s,
        dateLabel,
        proposedLabel: "Sunday 20 December 2026",
        note: "Our second van is free on the Sunday.",
      }),
    },
    {
      name: "Booking: new date agreed",
      mail: bookingMails.dateAnswered(customer, {
        answer: "accept",
        answeredBy: "company",
        snapshot: s,
        oldLabel: dateLabel,
        newLabel: "Sunday 20 December 2026",
      }),
    },
    {
      name: "Booking: new date declined",
      mail: bookingMails.dateAnswered(company, {
        answer: "decline",
        answeredBy: "customer",
        snapshot: s,
        oldLabel: dateLabel,
        newLabel: "Sunday 20 December 2026",
      }),
    },
    { name: "Booking: reminder a week before (customer)", mail: reminder("week", "customer") },
    { name: "Booking: reminder the day before (customer)", mail: reminder("day", "customer") },
    { name: "Booking: reminder a week before (mover)", mail: reminder("week", "company") },
    { name: "Booking: reminder the day before (mover)", mail: reminder("day", "company") },
  ];
};
