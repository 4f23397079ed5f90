// Issue #17: the reminders before a booked move, to both the customer and the mover — one 7 days before (sent
// while the move is 2 to 7 days away, when it was booked before that mark) and one the day before. Run by the job
// runner (jobs/runner.ts) with its "now"; days are London's. The unique (booking, kind, move date) row makes each
// go once, whatever runs at once; a new date after an accepted change gets its own. A booking that is
// cancelled, declined or lapsed gets none. Emails wait for 09:00 London when the run is earlier.
import {
  BOOKING_REMINDERS,
  type BookingSide,
  type BookingSnapshot,
  currentMoveDate,
} from "@rm/domain/booking";
import { addDaysIso, formatMoveDate, todayInLondon } from "@rm/domain/lead/dates";
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { bookingReminders, bookings, companies, leads } from "../../db/schema.ts";
import { aboutLead, enqueueMail, type MailInput } from "../mail/index.ts";
import { companyIsActive } from "../scopes/index.ts";
import { bookingMails } from "./booking-mails.ts";
import { textReminder } from "./booking-texts.ts";
import { londonHourToUtc } from "./calendar.ts";
import { type BookingDeps, customerOf, leadLink, requestLink } from "./confirmation.ts";
import { jobContacts, jobLines } from "./job-sheet.ts";

/** the London hour before which a reminder is held back */
const SEND_HOUR = 9;

/** The move day as agreed now, in SQL: the accepted change, else the snapshot's. */
const moveDay = sql<string>`coalesce(${bookings.moveDate}::text, ${bookings.snapshot}->'move'->>'moveDate')`;

/** every live booking whose move is 1 to 7 days away (a small set: a week of moves) */
function dueBookings(deps: BookingDeps, today: string) {
  return deps.db
    .select({ booking: bookings, lead: leads, moveDay })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(
      and(
        inArray(bookings.status, ["awaiting", "confirmed"]),
        eq(leads.status, "booked"),
        gte(moveDay, addDaysIso(today, 1)),
        lte(moveDay, addDaysIso(today, 7)),
      ),
    )
    .limit(500);
}

/** which reminder a booking is due today: the day before's, the week's, or none */
function reminderKind(
  row: { moveDay: string; booking: { createdAt: Date } },
  today: string,
): "day" | "week" | null {
  const days = Math.round((Date.parse(row.moveDay) - Date.parse(today)) / 86_400_000);
  if (days === 1) return "day";
  // the week's reminder only for a booking made before the 7-day mark (a booking made 3 days before has just
  // had the booking emails)
  return todayInLondon(row.booking.createdAt) < addDaysIso(row.moveDay, -BOOKING_REMINDERS[0].daysBefore + 1)
    ? "week"
    : null;
}

/** One run: queues the reminders due today. Returns how many bookings were reminded, per kind. */
export async function remindBookings(deps: BookingDeps, now = new Date()) {
  const today = todayInLondon(now);
  const morning = londonHourToUtc(today, SEND_HOUR);
  const sendAfter = now < morning ? morning : undefined;
  const done: Record<string, number> = { week: 0, day: 0 };
  const due = await dueBookings(deps, today);
  for (const row of due) {
    const kind = reminderKind(row, today);
    if (!kind) continue;
    const sent = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(bookingReminders)
        .values({ bookingId: row.booking.id, kind, moveDate: row.moveDay, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: bookingReminders.id });
      if (!claimed) return false;
      const s = row.booking.snapshot as BookingSnapshot;
      const current = currentMoveDate(row.booking);
      const dateLabel = formatMoveDate(current.moveDate, current.endDate);
      const [company] = await tx
        .select({ name: companies.name, email: companies.email, userId: companies.userId })
        .from(companies)
        .where(and(eq(companies.id, row.booking.companyId), companyIsActive()))
        .limit(1);
      const customer = await customerOf(tx, row.lead);
      // issue #28: each reminder carries the job (the other side's phone, both addresses, its length)
      const contacts = await jobContacts(tx, row.lead, row.booking.companyId);
      const agreed: BookingSnapshot = {
        ...s,
        move: { ...s.move, moveDate: current.moveDate, endDate: current.endDate, moveDateLabel: dateLabel },
      };
      const job = (side: BookingSide) => jobLines(side, agreed, contacts);
      const mails: MailInput[] = [];
      if (customer)
        mails.push(
          bookingMails.reminder(
            {
              email: customer.email,
              name: customer.firstName,
              link: requestLink(deps, row.lead.id),
              unsubscribe: { userId: row.lead.clientUserId, appUrl: deps.appUrl },
            },
            { kind, side: "customer", snapshot: s, dateLabel, other: s.company.name, job: job("customer") },
            sendAfter,
          ),
        );
      if (company)
        mails.push(
          bookingMails.reminder(
            {
              email: company.email,
              name: company.name,
              link: leadLink(deps, row.lead.id),
              unsubscribe: { userId: company.userId, appUrl: deps.appUrl },
            },
            {
              kind,
              side: "company",
              snapshot: s,
              dateLabel,
              other: customer ? customer.firstName : "the customer",
              job: job("company"),
            },
            sendAfter,
          ),
        );
      await enqueueMail(tx, aboutLead(row.lead.id, mails));
      // issue #33: the day before, both sides by text too, with the time window
      if (kind === "day")
        await textReminder(
          tx,
          deps.appUrl,
          row,
          s,
          customer?.firstName ?? "the customer",
          current.moveDate ?? row.moveDay,
        );
      return true;
    });
    if (sent) done[kind] = (done[kind] ?? 0) + 1;
  }
  return done;
}
