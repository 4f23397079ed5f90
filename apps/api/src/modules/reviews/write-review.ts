// Issue #16: writing a review. Only the customer of a booking, for the booked company, once per booking, from
// the day after the move until 12 months after — reached either signed in (the request's own customer,
// ownLeads) or through the emailed link, whose token allows this one review and nothing else. Anyone else
// gets 404 ("no such booking" for them) or 403 (theirs, but not reviewable now) and nothing is stored.
import { todayInLondon } from "@rm/domain";
import { formatMoveDate } from "@rm/domain/lead/dates";
import {
  checkReview,
  REVIEW_MESSAGES as M,
  type ReviewInput,
  type ReviewRefusal,
  reviewArea,
  reviewerName,
  reviewRefusal,
  verifiedMoveLabel,
} from "@rm/domain/reviews";
import { and, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { companies, leads, quotes, reviewInvitations, reviews, users } from "../../db/schema.ts";
import { sha256 } from "../../lib/crypto.ts";
import { forbidden, HttpError, notFound } from "../../lib/http.ts";
import { assertId } from "../../lib/ids.ts";
import { aboutLead, enqueueMail } from "../mail/index.ts";
import { type ClientCaller, ownLeads } from "../scopes/index.ts";
import { adjustRating } from "./aggregate.ts";
import { reviewMails } from "./review-mails.ts";

export interface ReviewDeps {
  db: Db;
  appUrl: string;
}

/** How the booking is reached: its signed-in customer, or the emailed link's token. */
export type Reviewer = { caller: ClientCaller; leadId: string } | { token: string };

const REFUSAL_MESSAGES: Record<ReviewRefusal, string> = {
  noMoveDate: M.noMoveDate,
  tooEarly: M.tooEarly,
  tooLate: M.tooLate,
  already: M.already,
};

/** a live invitation's lead: unused, unexpired */
async function invitedLead(db: DbOrTx, token: string, now: Date): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ leadId: reviewInvitations.leadId })
    .from(reviewInvitations)
    .where(
      and(
        eq(reviewInvitations.id, sha256(token)),
        isNull(reviewInvitations.usedAt),
        gt(reviewInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.leadId ?? null;
}

/** The booking (lead booked, its accepted quote, that company, the customer's account) the reviewer may reach. */
async function findBooking(db: DbOrTx, who: Reviewer, now: Date, lock: boolean) {
  let scope: SQL;
  if ("token" in who) {
    const leadId = await invitedLead(db, who.token, now);
    if (!leadId) throw notFound(M.linkInvalid);
    scope = eq(leads.id, leadId);
  } else {
    assertId(who.leadId, M.notFound);
    scope = and(eq(leads.id, who.leadId), ownLeads(who.caller))!;
  }
  const q = db
    .select({ lead: leads, quote: quotes, company: companies, account: users })
    .from(leads)
    .innerJoin(quotes, and(eq(quotes.id, leads.bookedQuoteId), eq(quotes.status, "accepted")))
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .innerJoin(users, eq(users.id, leads.clientUserId))
    .where(and(scope, eq(leads.status, "booked")))
    .limit(1);
  const [row] = lock ? await q.for("update", { of: [leads] }) : await q;
  // a lead that was only quoted (or never booked) is no booking: the same answer as someone else's
  if (!row) throw "token" in who ? notFound(M.linkInvalid) : notFound(M.notFound);
  return row;
}

type Booking = Awaited<ReturnType<typeof findBooking>>;

const moveLabelOf = (b: Booking) =>
  verifiedMoveLabel(
    reviewArea(b.lead.fromPostcode, b.lead.fromBoroughCode),
    reviewArea(b.lead.toPostcode),
    b.lead.endDate ?? b.lead.moveDate ?? todayInLondon(),
  );

async function existingReview(db: DbOrTx, leadId: string) {
  const [r] = await db.select().from(reviews).where(eq(reviews.leadId, leadId)).limit(1);
  return r ?? null;
}

/** What the review form shows: the booking in words, and why it cannot be reviewed now (or null). */
export async function reviewForm(deps: ReviewDeps, who: Reviewer, now = new Date()) {
  const b = await findBooking(deps.db, who, now, false);
  const review = await existingReview(deps.db, b.lead.id);
  const refusal = reviewRefusal(
    { moveDate: b.lead.moveDate, endDate: b.lead.endDate, reviewed: review !== null },
    todayInLondon(now),
  );
  return {
    leadId: b.lead.id,
    company: { id: b.company.id, name: b.company.name },
    moveLabel: moveLabelOf(b),
    moveDateLabel: formatMoveDate(b.lead.moveDate, b.lead.endDate),
    firstName: b.account.firstName,
    /** the refusal's message, or null: the form can be sent */
    refusal: refusal ? REFUSAL_MESSAGES[refusal] : null,
    /** the customer's own review of this move, whatever its state */
    review: review && {
      id: review.id,
      status: review.status,
      rating: review.rating,
      title: review.title,
      body: review.body,
    },
  };
}
export type ReviewForm = Awaited<ReturnType<typeof reviewForm>>;

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown } | null;
  return e?.code === "23505" || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

/** Writes the review (published at once, or held for an admin), ends the emailed links; 403/404 otherwise. */
export async function writeReview(deps: ReviewDeps, who: Reviewer, input: ReviewInput, now = new Date()) {
  try {
    return await deps.db.transaction(async (tx) => {
      // the lead's row lock makes two posts at once wait for each other: the second sees the first's review
      const b = await findBooking(tx, who, now, true);
      const already = await existingReview(tx, b.lead.id);
      const refusal = reviewRefusal(
        { moveDate: b.lead.moveDate, endDate: b.lead.endDate, reviewed: already !== null },
        todayInLondon(now),
      );
      if (refusal) throw forbidden(REFUSAL_MESSAGES[refusal]);
      if ("token" in who) {
        // single use: the link is spent by the review it brought
        const [spent] = await tx
          .update(reviewInvitations)
          .set({ usedAt: now })
          .where(and(eq(reviewInvitations.id, sha256(who.token)), isNull(reviewInvitations.usedAt)))
          .returning({ id: reviewInvitations.id });
        if (!spent) throw notFound(M.linkInvalid);
      }
      const checked = checkReview(input);
      const status = checked.hold ? "held" : "published";
      const [review] = await tx
        .insert(reviews)
        .values({
          companyId: b.company.id,
          leadId: b.lead.id,
          clientUserId: b.account.id,
          authorName: reviewerName(b.account.firstName, b.account.lastName),
          rating: input.rating,
          punctuality: input.punctuality ?? null,
          care: input.care ?? null,
          value: input.value ?? null,
          communication: input.communication ?? null,
          title: checked.title,
          body: checked.body,
          wouldRecommend: input.wouldRecommend,
          verifiedLabel: moveLabelOf(b),
          status,
          moderationReason: checked.holdReason,
        })
        .returning();
      // no more asking: every outstanding link for this booking stops working
      await tx
        .update(reviewInvitations)
        .set({ usedAt: now })
        .where(and(eq(reviewInvitations.leadId, b.lead.id), isNull(reviewInvitations.usedAt)));
      if (status === "published") await adjustRating(tx, b.company.id, input.rating, 1);
      await enqueueMail(
        tx,
        aboutLead(
          b.lead.id,
          reviewMails.newReview(b.company.email, {
            companyName: b.company.name,
            rating: input.rating,
            held: checked.hold,
            link: `${deps.appUrl}/account/dashboard/reviews`,
            unsubscribe: { userId: b.company.userId, appUrl: deps.appUrl },
          }),
        ),
      );
      return {
        message: checked.hold ? M.held : M.published,
        review: { id: review!.id, status, companyId: b.company.id, masked: checked.masked },
      };
    });
  } catch (err) {
    // the unique index is the last word: a second review of the same booking is refused, never stored
    if (isUniqueViolation(err)) throw forbidden(M.already);
    throw err;
  }
}

/** The customer edits a review an admin asked them to change; it goes through the same checks again. */
export async function editReview(deps: ReviewDeps, who: Reviewer, input: ReviewInput, now = new Date()) {
  return deps.db.transaction(async (tx: Tx) => {
    const b = await findBooking(tx, who, now, true);
    const [review] = await tx
      .select()
      .from(reviews)
      .where(eq(reviews.leadId, b.lead.id))
      .for("update")
      .limit(1);
    if (!review) throw notFound(M.reviewNotFound);
    if (review.status !== "changes_requested") throw new HttpError(409, M.notEditable);
    const checked = checkReview(input);
    const status = checked.hold ? "held" : "published";
    await tx
      .update(reviews)
      .set({
        rating: input.rating,
        punctuality: input.punctuality ?? null,
        care: input.care ?? null,
        value: input.value ?? null,
        communication: input.communication ?? null,
        title: checked.title,
        body: checked.body,
        wouldRecommend: input.wouldRecommend,
        status,
        moderationReason: checked.holdReason,
        updatedAt: now,
      })
      .where(eq(reviews.id, review.id));
    if (status === "published") await adjustRating(tx, b.company.id, input.rating, 1);
    return { message: checked.hold ? M.held : M.edited, review: { id: review.id, status } };
  });
}

/** Reviews (by id) already written for these leads: the request pages show "Review" only where none is. */
export async function reviewedLeadIds(db: DbOrTx, leadIds: string[]): Promise<Set<string>> {
  if (leadIds.length === 0) return new Set();
  const rows = await db
    .select({ leadId: reviews.leadId })
    .from(reviews)
    .where(sql`${reviews.leadId} = any(${sql.param(leadIds)}::uuid[])`);
  return new Set(rows.map((r) => r.leadId!));
}
