// Issue #17: the words of the emails when the mover answers a booking — confirmed (each side, with the job
// and the terms; the calendar file is attached by the service), declined or not answered in time (the
// customer), and the quotes that are open again (their movers).
import { BOOKING_MESSAGES as M, type BookingSnapshot } from "@rm/domain/booking";
import { action, letter, type MailInput } from "../mail/index.ts";
import type { BookingMailParty } from "./booking-mails.ts";

const moveOf = (s: BookingSnapshot) =>
  `${s.move.typeOfMove} move (${s.move.from}${s.move.to ? ` to ${s.move.to}` : ""}, ${s.move.moveDateLabel})`;

interface Confirmed {
  snapshot: BookingSnapshot;
  /** the job as this side reads it (jobLines) and what was agreed (terms) */
  job: string;
  terms: string;
}

const calendarNote = "The move is attached for your calendar.";

export const confirmationMails = {
  confirmedByMover: (company: BookingMailParty, c: Confirmed): MailInput =>
    letter({
      kind: "booking-confirmed-by-mover",
      to: company.email,
      subject: `Booking confirmed: ${c.snapshot.move.typeOfMove}, ${c.snapshot.move.moveDateLabel}`,
      body: [
        `Hello ${company.name},`,
        `You have confirmed the booking of the ${moveOf(c.snapshot)}.`,
        `The job:\n\n${c.job}`,
        `What was agreed:\n\n${c.terms}`,
        action("Open the lead", company.link, `${calendarNote} The lead:`, {
          inline: true,
          above: calendarNote,
        }),
      ],
    }),

  confirmedForCustomer: (customer: BookingMailParty, companyName: string, c: Confirmed): MailInput =>
    letter({
      kind: "booking-confirmed-for-customer",
      to: customer.email,
      subject: `${companyName} has confirmed your booking`,
      body: [
        `Hello ${customer.name},`,
        `${companyName} has confirmed your booking for your ${moveOf(c.snapshot)}.`,
        `The job:\n\n${c.job}`,
        `What you agreed:\n\n${c.terms}`,
        action("See your request", customer.link, `${calendarNote} Your request:`, {
          inline: true,
          above: calendarNote,
        }),
      ],
    }),

  /** the mover declined, or did not confirm within BOOKING_CONFIRM_HOURS */
  fellThrough: (customer: BookingMailParty, outcome: "declined" | "lapsed", s: BookingSnapshot): MailInput =>
    letter({
      kind: `booking-${outcome}`,
      to: customer.email,
      subject:
        outcome === "declined"
          ? `${s.company.name} could not take your booking`
          : `${s.company.name} did not confirm your booking`,
      body: [
        `Hello ${customer.name},`,
        outcome === "declined" ? M.declinedForCustomer : M.lapsedForCustomer,
        action(
          "See your request",
          customer.link,
          `Your ${s.move.typeOfMove} move (${s.move.moveDateLabel}):`,
          {
            inline: true,
          },
        ),
      ],
    }),

  quoteOpenAgain: (company: BookingMailParty, s: BookingSnapshot): MailInput => {
    const news = `The mover the customer booked for the ${s.move.typeOfMove} move (${s.move.moveDateLabel}) could not take it, so your quote is open again and the customer may book you.`;
    return letter({
      kind: "quote-open-again",
      to: company.email,
      subject: `Your quote is open again: ${s.move.typeOfMove}, ${s.move.moveDateLabel}`,
      body: [
        `Hello ${company.name},`,
        action("Open the lead", company.link, `${news} The lead:`, { inline: true, above: news }),
      ],
    });
  },
};
