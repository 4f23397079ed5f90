// Issue #28: what a booking's emails, reminders and calendar files say of the job. The terms agreed (with the
// extras ticked and their one total), and for each side the job itself: the other side's name and phone, both
// full addresses, the expected length. Only bookings reach here, so the mover may read the customer's contact
// (docs/product/rules.md principle 1: after booking).
import type { BookingSide, BookingSnapshot } from "@rm/domain/booking";
import { bookedPriceSentence } from "@rm/domain/booking-extras";
import { type JobFacts, jobSheetLines } from "@rm/domain/job-sheet";
import { chosenExtraLine } from "@rm/domain/quote-offer";
import { plural } from "@rm/domain/text";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { companies, type leads, users } from "../../db/schema.ts";
import type { MailInput } from "../mail/index.ts";
import { customerContact, details, moveAtAGlance } from "../requests/index.ts";
import { bookingCalendar } from "./calendar.ts";

type LeadRow = typeof leads.$inferSelect;

/** What was agreed, as lines: the one price with the extras in it, then the rest of the quote. */
export const terms = (s: BookingSnapshot) =>
  [
    `Price: ${bookedPriceSentence(s)}`,
    ...(s.extras?.length ? [`Extras chosen: ${s.extras.map(chosenExtraLine).join(", ")}`] : []),
    `Crew: ${plural(s.quote.crewSize, "mover")}, ${s.quote.vehicle}, about ${plural(s.quote.estimatedHours, "hour")}`,
    `Included: ${s.quote.includesLabels.join(", ") || "nothing extra"}`,
    `Insurance cover: ${s.quote.insuranceCoverLabel}`,
    `Cancellation terms: ${s.quote.cancellationTerms}`,
  ].join("\n");

/** Both sides of a booked move as the job sheet needs them. */
export interface JobContacts {
  customer: { name: string; phone: string | null; from: string | null; to: string | null } | null;
  company: { name: string; phone: string } | null;
  /** issue #33: floors and lift at each end, from the request */
  access?: { from: string | null; to: string | null };
}

export async function jobContacts(tx: Tx, lead: LeadRow, companyId: string): Promise<JobContacts> {
  const [account] = await tx.select().from(users).where(eq(users.id, lead.clientUserId)).limit(1);
  const [company] = await tx
    .select({ name: companies.name, phone: companies.phone })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const c = account ? customerContact(lead, details(lead), account) : null;
  return {
    customer: c ? { name: c.name, phone: c.phone, from: c.fromAddress, to: c.toAddress } : null,
    company: company ?? null,
    access: moveAtAGlance(lead).access,
  };
}

/** The job for `side`: the other side and how to reach them, where, and for how long. */
function jobFacts(side: BookingSide, s: BookingSnapshot, contacts: JobContacts): JobFacts {
  const other =
    side === "company"
      ? { name: contacts.customer?.name || "The customer", phone: contacts.customer?.phone ?? null }
      : { name: contacts.company?.name ?? s.company.name, phone: contacts.company?.phone ?? null };
  return {
    otherName: other.name,
    otherPhone: other.phone,
    from: contacts.customer?.from ?? s.move.from,
    to: contacts.customer?.to ?? s.move.to,
    estimatedHours: s.quote.estimatedHours,
    preferredTime: s.move.preferredTime,
    oneDay: !s.move.endDate,
    ...(contacts.access ? { access: contacts.access } : {}),
  };
}

export const jobLines = (side: BookingSide, s: BookingSnapshot, contacts: JobContacts) =>
  jobSheetLines(side, jobFacts(side, s, contacts)).join("\n");

/**
 * The move as a calendar file for `side` (none without a move date): the job and the terms in its
 * description, both full addresses as its place, the expected length as its length.
 */
export function jobCalendar(c: {
  bookingId: string;
  side: BookingSide;
  snapshot: BookingSnapshot;
  contacts: JobContacts;
  link: string;
  sequence?: number;
}): NonNullable<MailInput["attachments"]> {
  const s = c.snapshot;
  const f = jobFacts(c.side, s, c.contacts);
  const title =
    c.side === "customer"
      ? `Your move with ${s.company.name}`
      : `Removal: ${s.move.typeOfMove}, ${c.contacts.customer?.name || s.move.from}`;
  const ics = bookingCalendar({
    bookingId: c.bookingId,
    snapshot: s,
    title,
    description: `${jobSheetLines(c.side, f).join("\n")}\n\n${terms(s)}\n\n${c.link}`,
    location: [f.from, f.to].filter(Boolean).join(" to "),
    appUrl: c.link,
    ...(c.sequence ? { sequence: c.sequence } : {}),
  });
  return ics ? [{ filename: "move.ics", content: ics, contentType: "text/calendar; charset=utf-8" }] : [];
}
