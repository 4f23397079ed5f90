// Issue #16: the company's side — its reviews (published and hidden, with the reason), a public reply per
// review (editable for 48 hours), and a flag with a reason, which never hides the review by itself. Only the
// caller's active company (companyOf); a suspended one is refused with its standing, anyone else's review is 404.
import type { SessionUser } from "@rm/domain";
import { checkReply, REPLY_CHECK_MESSAGES } from "@rm/domain/review-checks";
import { REVIEW_LIMITS, REVIEW_MESSAGES as M, replyEditable, replySchema } from "@rm/domain/reviews";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { reviewReports, reviews } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http.ts";
import { assertId } from "../../lib/ids.ts";
import { writeAudit } from "../audit/index.ts";
import { companyOf, refuseInactiveCompany } from "../scopes/index.ts";
import { reviewSummary } from "./aggregate.ts";
import { toPublicReview } from "./public-reviews.ts";
import { reviewAverages } from "./review-averages.ts";

async function activeCompany(db: Db, user: SessionUser) {
  const company = await companyOf(db, user);
  if (!company) {
    await refuseInactiveCompany(db, user);
    throw notFound(M.reviewNotFound);
  }
  return company;
}

/** The company's reviews, newest first: published and hidden (with the published reason), its flags. */
export async function companyReviews(db: Db, user: SessionUser, page = 1, now = new Date()) {
  const company = await activeCompany(db, user);
  const size = REVIEW_LIMITS.pageSize;
  const visible = and(eq(reviews.companyId, company.id), inArray(reviews.status, ["published", "hidden"]));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(reviews).where(visible);
  const rows = await db
    .select()
    .from(reviews)
    .where(visible)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(size)
    .offset((page - 1) * size);
  const flags = rows.length
    ? await db
        .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason })
        .from(reviewReports)
        .where(
          and(
            eq(reviewReports.companyId, company.id),
            inArray(
              reviewReports.reviewId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  return {
    company: { id: company.id, name: company.name },
    summary: await reviewSummary(db, company),
    /** the last 12 months' count and average (the chart on the company's reviews page) */
    averages: await reviewAverages(db, company.id, now),
    reviews: rows.map((r) => ({
      ...toPublicReview(r),
      status: r.status,
      hiddenReason: r.status === "hidden" ? r.moderationReason : null,
      /** a reply can be written (none yet) or still edited */
      canReply: r.status === "published" && (!r.repliedAt || replyEditable(r.repliedAt, now)),
      flag: flags.find((f) => f.reviewId === r.id)?.reason ?? null,
    })),
    page,
    pages: Math.max(1, Math.ceil(total / size)),
  };
}
export type CompanyReviews = Awaited<ReturnType<typeof companyReviews>>;

/** The caller's company's review averages over the last 12 months (issue #16). */
export async function companyReviewAverages(db: Db, user: SessionUser, now = new Date()) {
  const company = await activeCompany(db, user);
  return { months: await reviewAverages(db, company.id, now) };
}

async function ownReview(db: Db, companyId: string, reviewId: string) {
  assertId(reviewId, M.reviewNotFound);
  const [r] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.companyId, companyId)))
    .limit(1);
  if (!r) throw notFound(M.reviewNotFound);
  return r;
}

/**
 * A reply as it may be published (issue #29): the reply rules (length, the safe-text rule) for every path,
 * then the review checks — contact details and links masked, swearing or personal data refused (400).
 */
function checkedReply(typed: string) {
  const parsed = replySchema.safeParse({ body: typed });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? M.replyRequired;
    throw badRequest(message, { body: message });
  }
  const checked = checkReply(parsed.data.body);
  if (checked.refusal) {
    const message = REPLY_CHECK_MESSAGES[checked.refusal];
    throw badRequest(message, { body: message });
  }
  return checked;
}

/** The company's one public reply: written once, then editable for 48 hours; checked as a review is. */
export async function replyToReview(
  db: Db,
  user: SessionUser,
  reviewId: string,
  typed: string,
  now = new Date(),
) {
  const company = await activeCompany(db, user);
  return db.transaction(async (tx) => {
    assertId(reviewId, M.reviewNotFound);
    const [r] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.companyId, company.id)))
      .for("update")
      .limit(1);
    if (!r) throw notFound(M.reviewNotFound);
    if (r.status !== "published") throw conflict(M.replyNotPublished);
    if (r.repliedAt && !replyEditable(r.repliedAt, now)) throw conflict(M.replyLocked);
    const { body, masked } = checkedReply(typed);
    await tx
      .update(reviews)
      .set(r.repliedAt ? { replyBody: body, replyUpdatedAt: now } : { replyBody: body, repliedAt: now })
      .where(eq(reviews.id, r.id));
    const message = masked ? REPLY_CHECK_MESSAGES.repliedMasked : r.repliedAt ? M.replyEdited : M.replied;
    return { message, edited: r.repliedAt !== null };
  });
}

/** A flag with a reason: recorded and audited; the review stays as it is until an admin decides. */
export async function reportReview(db: Db, user: SessionUser, reviewId: string, reason: string) {
  const company = await activeCompany(db, user);
  const r = await ownReview(db, company.id, reviewId);
  return db.transaction(async (tx) => {
    const [flag] = await tx
      .insert(reviewReports)
      .values({ reviewId: r.id, companyId: company.id, reason })
      .onConflictDoNothing()
      .returning();
    if (!flag) throw conflict(M.alreadyReported);
    await writeAudit(tx, {
      actorUserId: user._id,
      action: "review.flagged",
      subjectType: "review",
      subjectId: r.id,
      reason,
      data: { companyId: company.id },
    });
    return { message: M.reported };
  });
}
