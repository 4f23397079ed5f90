// Issue #17: the words of the emails about a booking after it is made — a cancellation by either side (with
// the snapshot's cancellation terms), a change of date proposed, accepted or declined, and the reminders 7 days
// and 1 day before the move. One place for them; the services pass the facts.
import {
  type BookingReminderKind,
  type BookingSide,
  type BookingSnapshot,
  bookingCancelReasonLabel,
} from "@rm/domain/booking";
import { action, letter, type MailInput, type Unsubscribe } from "../mail/index.ts";
import { terms } from "./job-sheet.ts";

export interface BookingMailParty {
  email: string;
  /** a customer's first name, or the company's name */
  name: string;
  /** where this side sees the booking */
  link: string;
  /** this side's account (issue #33: reminders can be switched off) */
  unsubscribe?: Unsubscribe;
}

const moveName = (s: BookingSnapshot, dateLabel: string) =>
  `${s.move.typeOfMove} move (${s.move.from}${s.move.to ? ` to ${s.move.to}` : ""}, ${dateLabel})`;

const otherSide = (by: BookingSide, s: BookingSnapshot) =>
  by === "customer" ? "The customer" : s.company.name;

/** "The booking: <link>" after `before` on the same line; the button "Open the booking" */
const theBooking = (to: BookingMailParty, before = "") =>
  action("Open the booking", to.link, `${before ? `${before} ` : ""}The booking:`, {
    inline: true,
    above: before,
  });

export const bookingMails = {
  /** to the side that did not cancel */
  cancelled(
    to: BookingMailParty,
    c: { by: BookingSide; reason: string; note: string | null; snapshot: BookingSnapshot; dateLabel: string },
  ): MailInput {
    const s = c.snapshot;
    const who = otherSide(c.by, s);
    const next =
      c.by === "company"
        ? "Your request is open again: you can book another of your quotes that is still valid, or cancel the request if you no longer need a mover."
        : "The move is off: you do not need to keep the date free.";
    return letter({
      kind: `booking-cancelled-by-${c.by}`,
      to: to.email,
      subject: `Booking cancelled: ${s.move.typeOfMove}, ${c.dateLabel}`,
      body: [
        `Hello ${to.name},`,
        `${who} has cancelled the booking of the ${moveName(s, c.dateLabel)}.`,
        `Their reason: ${bookingCancelReasonLabel(c.by, c.reason)}.${c.note ? `\nTheir note: ${c.note}` : ""}`,
        `The cancellation terms agreed when it was booked: ${s.quote.cancellationTerms}`,
        next,
        theBooking(to),
      ],
    });
  },

  /** to the side that cancelled: what they did, and the terms */
  cancelledByYou(
    to: BookingMailParty,
    c: { snapshot: BookingSnapshot; dateLabel: string; by: BookingSide },
  ): MailInput {
    const s = c.snapshot;
    return letter({
      kind: "booking-cancelled-receipt",
      to: to.email,
      subject: `You cancelled the booking: ${s.move.typeOfMove}, ${c.dateLabel}`,
      body: [
        `Hello ${to.name},`,
        `You have cancelled the booking of the ${moveName(s, c.dateLabel)}, and the ${c.by === "customer" ? "mover has" : "customer has"} been told.`,
        `The cancellation terms agreed when it was booked: ${s.quote.cancellationTerms}`,
        theBooking(to),
      ],
    });
  },

  dateProposed(
    to: BookingMailParty,
    c: {
      by: BookingSide;
      snapshot: BookingSnapshot;
      dateLabel: string;
      proposedLabel: string;
      note: string | null;
    },
  ): MailInput {
    const s = c.snapshot;
    return letter({
      kind: "booking-date-proposed",
      to: to.email,
      subject: `New date proposed for your ${s.move.typeOfMove} move`,
      body: [
        `Hello ${to.name},`,
        `${otherSide(c.by, s)} would like to move the ${moveName(s, c.dateLabel)} to ${c.proposedLabel}.`,
        c.note && `Their note: ${c.note}`,
        action("Accept or decline", to.link, "Accept or decline it on the booking:", { inline: true }),
        "Until you accept, the booking keeps its date.",
      ],
    });
  },

  dateAnswered(
    to: BookingMailParty,
    c: {
      answer: "accept" | "decline";
      answeredBy: BookingSide;
      snapshot: BookingSnapshot;
      oldLabel: string;
      newLabel: string;
      calendar?: MailInput["attachments"];
    },
  ): MailInput {
    const s = c.snapshot;
    const who = otherSide(c.answeredBy, s);
    return c.answer === "accept"
      ? letter({
          kind: "booking-date-accepted",
          to: to.email,
          subject: `New date agreed: ${s.move.typeOfMove}, ${c.newLabel}`,
          body: [
            `Hello ${to.name},`,
            `The ${s.move.typeOfMove} move is now ${c.newLabel} (it was ${c.oldLabel}): the change is agreed by both sides.`,
            `Everything else agreed stays the same:\n\n${terms(s)}`,
            theBooking(
              to,
              c.calendar?.length ? "The move at its new date is attached for your calendar." : "",
            ),
          ],
          ...(c.calendar?.length ? { attachments: c.calendar } : {}),
        })
      : letter({
          kind: "booking-date-declined",
          to: to.email,
          subject: `New date declined: your ${s.move.typeOfMove} move stays ${c.oldLabel}`,
          body: [
            `Hello ${to.name},`,
            `${who} has declined moving the ${s.move.typeOfMove} move to ${c.newLabel}, so the booking keeps its date: ${c.oldLabel}.`,
            theBooking(to, "If the date really cannot work, talk to them or cancel the booking."),
          ],
        });
  },

  reminder(
    to: BookingMailParty,
    c: {
      kind: BookingReminderKind;
      side: BookingSide;
      snapshot: BookingSnapshot;
      dateLabel: string;
      other: string;
      /** issue #28: the job — the other side's phone, both full addresses, its expected length */
      job: string;
    },
    sendAfter?: Date,
  ): MailInput {
    const s = c.snapshot;
    const when = c.kind === "week" ? "in a week" : "tomorrow";
    const tip =
      c.side === "customer"
        ? c.kind === "week"
          ? "Now is a good time to book parking or a suspension for the van, tell your building, and start packing what you will not need this week."
          : "Have your keys, parking and any boxes ready, and keep your phone on: the crew may call on the way."
        : c.kind === "week"
          ? "Check the crew, the vehicle and the access details now, and call the customer if anything is unclear."
          : "Check the crew and vehicle are ready and the customer knows when to expect you.";
    return letter({
      kind: `booking-reminder-${c.kind}-${c.side}`,
      to: to.email,
      unsubscribe: to.unsubscribe,
      subject: `Your ${s.move.typeOfMove.toLowerCase()} move is ${when}: ${c.dateLabel}`,
      body: [
        `Hello ${to.name},`,
        `A reminder: the ${moveName(s, c.dateLabel)} with ${c.other} is ${when}.`,
        tip,
        `The job:\n\n${c.job}`,
        `What was agreed:\n\n${terms(s)}`,
        theBooking(to),
      ],
      ...(sendAfter ? { sendAfter } : {}),
    });
  },
};
