// The bodies of the booking's calls as the API takes them (issues #17, #28): cancelling with a reason, a change
// of date and its answer, and "Book with this mover" with the extras ticked. Apart from booking.ts and
// booking-extras.ts, whose words the customer's and the mover's pages show without loading zod.
import { z } from "zod";
import {
  BOOKING_CANCEL_REASONS,
  BOOKING_MESSAGES,
  BOOKING_NOTE_MAX,
  type BookingSide,
  type ReasonValue,
} from "./booking.ts";
import { addDaysIso, isIsoDate, MOVE_DATE_LIMITS } from "./lead/dates.ts";
import { OFFER_MESSAGES } from "./quote-offer.ts";
import { QUOTE_EXTRA_KINDS } from "./quote-pricing.ts";

const note = z
  .string({ error: "Write the note as text" })
  .trim()
  .max(BOOKING_NOTE_MAX, `Keep the note to ${BOOKING_NOTE_MAX} characters`)
  .optional();

/** The body of a cancellation: a reason from the side's list, and a note (needed with "Other"). */
export const cancelBookingSchema = (side: BookingSide) => {
  const values = BOOKING_CANCEL_REASONS[side].map((r) => r.value) as [ReasonValue<typeof side>, ...string[]];
  return z
    .object(
      {
        reason: z.enum(values as [string, ...string[]], { error: BOOKING_MESSAGES.reasonRequired }),
        note,
      },
      { error: BOOKING_MESSAGES.reasonRequired },
    )
    .refine((v) => v.reason !== "other" || (v.note ?? "").length > 0, {
      path: ["note"],
      message: BOOKING_MESSAGES.noteForOther,
    });
};

/** a range of two real calendar days (the refinements below compare them) */
const bothDays = (v: { moveDate: unknown; endDate?: unknown }) =>
  typeof v.moveDate === "string" &&
  typeof v.endDate === "string" &&
  isIsoDate(v.moveDate) &&
  isIsoDate(v.endDate);

/** The body of a proposed change of date: a day, or a range (end after start); checked against today later. */
export const dateChangeSchema = z
  .object(
    {
      moveDate: z
        .string({ error: BOOKING_MESSAGES.dateRequired })
        .refine((v) => isIsoDate(v), "Choose the new date as a real calendar day"),
      endDate: z
        .string()
        .refine((v) => isIsoDate(v), "Choose the end of the range as a real calendar day")
        .nullish(),
      note,
    },
    { error: BOOKING_MESSAGES.dateRequired },
  )
  // the range is compared only once both days are real (zod runs these even when a day was refused above:
  // "x" as the first day would otherwise reach addDaysIso and throw, issue #29)
  .refine((v) => !bothDays(v) || v.endDate! > v.moveDate, {
    path: ["endDate"],
    message: "The end of the range must be after its first day",
  })
  .refine((v) => !bothDays(v) || v.endDate! <= addDaysIso(v.moveDate, MOVE_DATE_LIMITS.maxFlexibleDays), {
    path: ["endDate"],
    message: "A flexible date range can be at most 6 months long",
  });
export type DateChangeInput = z.infer<typeof dateChangeSchema>;

/** The body of an answer to a proposed change of date. */
export const dateChangeAnswerSchema = z.object(
  {
    proposalId: z.string({ error: "Say which change of date you are answering" }).max(64),
    answer: z.enum(["accept", "decline"], { error: "Accept or decline the change of date" }),
  },
  { error: "Accept or decline the change of date" },
);

/** POST /client/quotes/:quoteId/book: the extras ticked (their kinds); none when left out or without a body. */
export const bookQuoteSchema = z
  .object(
    {
      extras: z
        .array(z.string({ error: OFFER_MESSAGES.extrasInvalid }).max(32, OFFER_MESSAGES.extraUnknown), {
          error: OFFER_MESSAGES.extrasInvalid,
        })
        .max(QUOTE_EXTRA_KINDS.length, OFFER_MESSAGES.extraUnknown)
        .default([]),
    },
    { error: OFFER_MESSAGES.extrasInvalid },
  )
  // a call without a body (as before issue #28) books no extras
  .nullish()
  .transform((v) => v ?? { extras: [] });
