// Issue #32: "the customer gets a reminder in time to apply (about two weeks before the move date; a job, not a
// timer)". A request whose customer said the van needs a parking suspension at an end gets one email, when its
// move is SUSPENSION_REMINDER_DAYS days away (or at once, when it was sent later than that), naming each end's
// council with its link (@rm/domain/lead/councils). leads.suspension_reminded_at is claimed by an UPDATE in the
// same transaction as the mail, so it goes once whatever runs at once. Open and booked requests only; the
// customer may switch reminders off (issue #33, kind "reminder"). Emails wait for 09:00 London. An accepted
// change of a booking's date moves leads.move_date and clears the claim (bookings/changes.ts): the new date
// gets its own reminder.
import { addDaysIso, formatMoveDate, todayInLondon } from "@rm/domain/lead/dates";
import { SUSPENSION_REMINDER_DAYS, type SuspensionLink, suspensionLinks } from "@rm/domain/lead/councils";
import { and, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { leads, users } from "../../db/schema.ts";
import { aboutLead, action, enqueueMail, letter, type MailInput, type Unsubscribe } from "../mail/index.ts";
import { details, str } from "./move-summary.ts";

type LeadRow = typeof leads.$inferSelect;

/** the London hour before which the reminder is held back */
const SEND_HOUR = 9;

/** The ends of a stored request that need a suspension, with their councils' links. */
export function leadSuspensionLinks(lead: LeadRow): SuspensionLink[] {
  const d = details(lead);
  return suspensionLinks(
    lead.typeOfMove,
    { from: d.fromParking, to: d.toParking },
    { from: lead.fromPostcode, to: lead.toPostcode ?? str(d, "toPostcode") ?? null },
  );
}

/** The reminder: what to apply for, where, and by when. */
export function suspensionReminder(c: {
  to: string;
  firstName: string;
  dateLabel: string;
  links: SuspensionLink[];
  requestUrl: string;
  unsubscribe?: Unsubscribe;
  sendAfter?: Date;
}): MailInput {
  const many = c.links.length > 1;
  return letter({
    kind: "suspension-reminder",
    to: c.to,
    unsubscribe: c.unsubscribe,
    subject: `Apply for your parking suspension now: your move is on ${c.dateLabel}`,
    body: [
      `Hello ${c.firstName},`,
      `You told us the removal van needs a parking suspension ${many ? "at both ends" : c.links[0]?.end === "to" ? "at your new address" : "at the address you move out of"}. Your move is on ${c.dateLabel}, and councils usually ask for about two weeks' notice, so now is the time to apply. You apply yourself: your movers cannot do it for you.`,
      ...c.links.map((l) => `${l.line}\n${l.linkText}: ${l.url}`),
      "If your council refuses or you already have one, tell your movers in the chat on your request.",
      action("See your request", c.requestUrl, "Your request and your quotes:", { inline: true }),
    ],
    ...(c.sendAfter ? { sendAfter: c.sendAfter } : {}),
  });
}

/** 09:00 London on `iso` as a UTC instant (the same sum as the booking reminders') */
function londonNine(iso: string): Date {
  const guess = new Date(`${iso}T0${SEND_HOUR}:00:00Z`);
  const hour = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hour: "2-digit",
    hourCycle: "h23",
  }).format(guess);
  return new Date(guess.getTime() - (Number(hour) - SEND_HOUR) * 3600_000);
}

const needsSuspension = or(
  sql`${leads.details}->>'fromParking' = 'suspension'`,
  sql`${leads.details}->>'toParking' = 'suspension'`,
);

/** One run: emails the customers whose suspension reminder is due today. Returns how many were sent. */
export async function remindSuspensions(deps: { db: Db; appUrl: string }, now = new Date()) {
  const today = todayInLondon(now);
  const nine = londonNine(today);
  const sendAfter = now < nine ? nine : undefined;
  // a small set: requests moving in the next two weeks that asked for a suspension and were not reminded
  const due = await deps.db
    .select({ lead: leads, account: users })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.clientUserId))
    .where(
      and(
        isNull(leads.suspensionRemindedAt),
        inArray(leads.status, ["open", "booked"]),
        gte(leads.moveDate, addDaysIso(today, 1)),
        lte(leads.moveDate, addDaysIso(today, SUSPENSION_REMINDER_DAYS)),
        needsSuspension,
      ),
    )
    .limit(500);
  let reminded = 0;
  for (const { lead, account } of due) {
    const links = leadSuspensionLinks(lead);
    if (links.length === 0) continue;
    const sent = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(leads)
        .set({ suspensionRemindedAt: now })
        .where(and(eq(leads.id, lead.id), isNull(leads.suspensionRemindedAt)))
        .returning({ id: leads.id });
      if (!claimed) return false;
      const mail = suspensionReminder({
        to: account.email,
        firstName: str(details(lead), "firstName") ?? account.firstName,
        dateLabel: formatMoveDate(lead.moveDate, lead.endDate),
        links,
        requestUrl: `${deps.appUrl}/client/removal-requests/${lead.id}`,
        unsubscribe: { userId: account.id, appUrl: deps.appUrl },
        sendAfter,
      });
      await enqueueMail(tx, aboutLead(lead.id, mail));
      return true;
    });
    if (sent) reminded++;
  }
  return { reminded };
}
