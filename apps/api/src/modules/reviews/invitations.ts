// Issue #16: asking for a review. The day after a booked move (after a flexible range's end) the customer
// gets one email with a link that allows writing that booking's review and nothing else (single use,
// expiring); a reminder follows 7 days later if no review came; nothing after a review. Run by the job
// runner (jobs/runner.ts) with its "now"; the unique (lead, kind) index makes each email go once even when
// two runs overlap. Moves whose window opened more than ASK_WINDOW_DAYS ago are not asked (a start-up after
// a long pause does not email about old moves).
import { todayInLondon } from "@rm/domain";
import { addDaysIso } from "@rm/domain/lead/dates";
import { REVIEW_LIMITS, reminderDue, reviewArea, reviewRefusal, verifiedMoveLabel } from "@rm/domain/reviews";
import { and, eq, gte, isNotNull, isNull, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, leads, quotes, reviewInvitations, reviews, users } from "../../db/schema.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import { aboutLead, enqueueMail } from "../mail/index.ts";
import { reviewMails } from "./review-mails.ts";

const ASK_WINDOW_DAYS = 14;
/** the hour (London) before which a review email is not sent: nobody wants it at midnight (REVIEW_MAIL_HOUR) */
const SEND_HOUR = 9;
const LONDON_HOUR = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  hour12: false,
});

/** 09:00 in London on `day` ("YYYY-MM-DD") as an instant, whatever the clocks say (GMT or BST). */
export function londonMorning(day: string, hour = SEND_HOUR): Date {
  const utc = Date.parse(`${day}T00:00:00Z`) + hour * 3600_000;
  // London is UTC (GMT) or UTC+1 (BST): the instant whose London hour is `hour`
  for (const offset of [0, 1]) {
    const at = new Date(utc - offset * 3600_000);
    if (LONDON_HOUR.format(at).startsWith(String(hour).padStart(2, "0")) && todayInLondon(at) === day)
      return at;
  }
  return new Date(utc);
}

export const reviewLink = (appUrl: string, token: string) => `${appUrl}/reviews/write?token=${token}`;

const lastDay = sql<string>`coalesce(${leads.endDate}, ${leads.moveDate})`;

const moveFields = {
  leadId: leads.id,
  moveDate: leads.moveDate,
  endDate: leads.endDate,
  fromPostcode: leads.fromPostcode,
  fromBoroughCode: leads.fromBoroughCode,
  toPostcode: leads.toPostcode,
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  companyName: companies.name,
};

/** Booked moves with their customer and company, and when the first email went (the candidates). */
const bookedMoves = (db: Db) =>
  db
    .select({ ...moveFields, askedAt: reviewInvitations.createdAt })
    .from(leads)
    .innerJoin(quotes, and(eq(quotes.id, leads.bookedQuoteId), eq(quotes.status, "accepted")))
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .innerJoin(users, eq(users.id, leads.clientUserId))
    .leftJoin(
      reviewInvitations,
      and(eq(reviewInvitations.leadId, leads.id), eq(reviewInvitations.kind, "ask")),
    );

interface Move {
  leadId: string;
  moveDate: string | null;
  endDate: string | null;
  fromPostcode: string;
  fromBoroughCode: string | null;
  toPostcode: string | null;
  userId: string;
  email: string;
  firstName: string;
  companyName: string;
}

const noReview = notExists(sql`(select 1 from ${reviews} where ${reviews.leadId} = ${leads.id})`);

async function invite(deps: AskDeps, m: Move, kind: "ask" | "reminder", now: Date, today: string) {
  const { db, appUrl } = deps;
  const token = newToken();
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(reviewInvitations)
      .values({
        id: sha256(token),
        leadId: m.leadId,
        kind,
        expiresAt: new Date(now.getTime() + REVIEW_LIMITS.linkDays * 86_400_000),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: reviewInvitations.id });
    if (!made) return false;
    const facts = {
      to: m.email,
      firstName: m.firstName,
      companyName: m.companyName,
      moveLabel: verifiedMoveLabel(
        reviewArea(m.fromPostcode, m.fromBoroughCode),
        reviewArea(m.toPostcode),
        m.endDate ?? m.moveDate!,
      ),
      link: reviewLink(appUrl, token),
      unsubscribe: { userId: m.userId, appUrl },
    };
    const morning = londonMorning(today, deps.sendHour ?? SEND_HOUR);
    await enqueueMail(
      tx,
      aboutLead(
        m.leadId,
        kind === "ask"
          ? reviewMails.ask(facts, now < morning ? morning : undefined)
          : { ...reviewMails.reminder(facts), ...(now < morning ? { sendAfter: morning } : {}) },
      ),
    );
    return true;
  });
}

/** One run: the first emails due today, then the reminders due. Returns how many of each were queued. */
export interface AskDeps {
  db: Db;
  appUrl: string;
  /** the hour (London) from which the emails go out; 9 unless told */
  sendHour?: number;
}

export async function askForReviews(deps: AskDeps, now = new Date()) {
  const { db } = deps;
  const today = todayInLondon(now);
  const open = (m: Move) =>
    reviewRefusal({ moveDate: m.moveDate, endDate: m.endDate, reviewed: false }, today) === null;

  const askable = await bookedMoves(db).where(
    and(
      eq(leads.status, "booked"),
      lt(lastDay, today),
      gte(lastDay, addDaysIso(today, -ASK_WINDOW_DAYS)),
      noReview,
      isNull(reviewInvitations.id),
    ),
  );
  let asked = 0;
  for (const m of askable.filter(open)) if (await invite(deps, m, "ask", now, today)) asked++;

  const firstAsks = await bookedMoves(db).where(
    and(
      eq(leads.status, "booked"),
      noReview,
      isNotNull(reviewInvitations.id),
      notExists(
        sql`(select 1 from review_invitations r2 where r2.lead_id = ${leads.id} and r2.kind = 'reminder')`,
      ),
    ),
  );
  let reminded = 0;
  for (const m of firstAsks) {
    if (!m.askedAt) continue;
    const askedOn = todayInLondon(m.askedAt);
    if (!reminderDue(askedOn, today) || !open(m)) continue;
    if (await invite(deps, m, "reminder", now, today)) reminded++;
  }
  return { asked, reminded };
}
