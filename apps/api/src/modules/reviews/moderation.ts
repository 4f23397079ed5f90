// Issue #16: moderation in the open. An admin sees the reviews held by the automatic checks, those waiting
// for the customer's edit, and every flagged one; and decides: publish, hide with a published reason, or ask
// the customer to edit. Each decision moves the company's aggregate by that review and is audited.
import type { SessionUser } from "@rm/domain";
import { type ModerationDecision, REVIEW_MESSAGES as M } from "@rm/domain/reviews";
import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, reviewReports, reviews, users } from "../../db/schema.ts";
import { notFound } from "../../lib/http.ts";
import { assertId } from "../../lib/ids.ts";
import { writeAudit } from "../audit/index.ts";
import { aboutLead, enqueueMail } from "../mail/index.ts";
import { adjustRating } from "./aggregate.ts";
import { reviewMails } from "./review-mails.ts";

/** Reviews that need a decision: held, waiting for an edit, or flagged and not yet decided. */
export async function moderationQueue(db: Db) {
  const flagged = db
    .select({ id: reviewReports.reviewId })
    .from(reviewReports)
    .where(isNull(reviewReports.resolvedAt));
  const rows = await db
    .select({ review: reviews, companyName: companies.name })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(or(inArray(reviews.status, ["held", "changes_requested"]), inArray(reviews.id, flagged)))
    .orderBy(desc(reviews.createdAt))
    .limit(200);
  const flags = rows.length
    ? await db
        .select({
          reviewId: reviewReports.reviewId,
          reason: reviewReports.reason,
          at: reviewReports.createdAt,
        })
        .from(reviewReports)
        .where(
          and(
            isNull(reviewReports.resolvedAt),
            inArray(
              reviewReports.reviewId,
              rows.map((r) => r.review.id),
            ),
          ),
        )
    : [];
  return rows.map(({ review: r, companyName }) => ({
    id: r.id,
    companyId: r.companyId,
    companyName,
    authorName: r.authorName,
    rating: r.rating,
    title: r.title,
    body: r.body,
    verifiedLabel: r.verifiedLabel,
    status: r.status,
    moderationReason: r.moderationReason,
    createdAt: r.createdAt.toISOString(),
    flags: flags
      .filter((f) => f.reviewId === r.id)
      .map((f) => ({ reason: f.reason, at: f.at.toISOString() })),
  }));
}

const STATUS_AFTER: Record<ModerationDecision, "published" | "hidden" | "changes_requested"> = {
  publish: "published",
  hide: "hidden",
  request_changes: "changes_requested",
};

export async function decideReview(
  deps: { db: Db; appUrl: string },
  admin: SessionUser,
  reviewId: string,
  d: { decision: ModerationDecision; reason?: string; note?: string },
) {
  assertId(reviewId, M.reviewNotFound);
  return deps.db.transaction(async (tx) => {
    const [r] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for("update").limit(1);
    if (!r) throw notFound(M.reviewNotFound);
    const status = STATUS_AFTER[d.decision];
    const was = r.status === "published";
    const is = status === "published";
    await tx
      .update(reviews)
      .set({
        status,
        moderationReason:
          d.decision === "hide" ? (d.reason ?? null) : d.decision === "publish" ? null : r.moderationReason,
        updatedAt: new Date(),
      })
      .where(eq(reviews.id, r.id));
    if (was !== is) await adjustRating(tx, r.companyId, r.rating, is ? 1 : -1);
    await tx
      .update(reviewReports)
      .set({ resolvedAt: new Date() })
      .where(and(eq(reviewReports.reviewId, r.id), isNull(reviewReports.resolvedAt)));
    await writeAudit(tx, {
      actorUserId: admin._id,
      action: `review.${d.decision}`,
      subjectType: "review",
      subjectId: r.id,
      reason: d.decision === "hide" ? (d.reason ?? null) : (d.note ?? null),
      data: { companyId: r.companyId, from: r.status, to: status },
    });
    if (d.decision === "request_changes" && r.clientUserId && r.leadId) {
      const [customer] = await tx.select().from(users).where(eq(users.id, r.clientUserId)).limit(1);
      if (customer) {
        const ask = { title: r.title, note: d.note, leadId: r.leadId, appUrl: deps.appUrl };
        await enqueueMail(tx, aboutLead(r.leadId, reviewMails.editRequested(customer, ask)));
      }
    }
    return { message: M.decided, status };
  });
}
