// What the pages call in-process (context.services.reviews), each scoped to the caller. "Not yours", "not
// there" and "not now" come back as null or as the refusal's message, for the page to show.
import type { SessionUser } from "@rm/domain";
import type { ReviewInput } from "@rm/domain/reviews";
import type { AppContext } from "../../app-context.ts";
import { isDbUnavailableError } from "../../lib/db-faults.ts";
import { HttpError, orWhenRefused } from "../../lib/http.ts";
import type { ClientCaller } from "../scopes/index.ts";
import { recentAreaReviews } from "./area-reviews.ts";
import { companyReviews, replyToReview, reportReview } from "./company-reviews.ts";
import { publicReviews, type ReviewQuery } from "./public-reviews.ts";
import { editReview, type Reviewer, reviewForm, writeReview } from "./write-review.ts";

/** A refusal (4xx) as the page shows it: its message and, for a form, the field errors. */
async function asResult<T>(p: Promise<T>) {
  try {
    return { ok: true as const, data: await p };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500)
      return { ok: false as const, status: err.statusCode, message: err.message, errors: err.errors ?? {} };
    throw err;
  }
}

export const reviewWebService = (ctx: AppContext) => {
  const deps = { db: ctx.db, appUrl: ctx.config.appUrl };
  return {
    /** the form for the emailed link's booking, or null when the link is not (or no longer) valid */
    formByToken: (token: string) => orWhenRefused(reviewForm(deps, { token }), null),
    /** the form for the signed-in customer's own booking, or null */
    formForBooking: (caller: ClientCaller, leadId: string) =>
      orWhenRefused(reviewForm(deps, { caller, leadId }), null),
    write: async (who: Reviewer, input: ReviewInput) => {
      const r = await asResult(writeReview(deps, who, input));
      if (r.ok) ctx.kickOutbox();
      return r;
    },
    edit: (who: Reviewer, input: ReviewInput) => asResult(editReview(deps, who, input)),
    /** an approved company's published reviews, or null */
    publicReviews: (companyId: string, query: ReviewQuery = {}) => publicReviews(ctx.db, companyId, query),
    /**
     * a few recent verified reviews of movers covering the borough (GSS code), or of all London; the block is
     * optional, so a database that is passing out of reach (lib/db-faults.ts) leaves it out rather than
     * failing the home page or an area page, which need nothing else from it
     */
    recentForArea: (boroughCode?: string) =>
      recentAreaReviews(ctx.db, { boroughCode }).catch((err: unknown) => {
        if (isDbUnavailableError(err)) return [];
        throw err;
      }),
    /** the signed-in company's reviews; null for a company that is not active */
    companyReviews: (user: SessionUser, page = 1) => orWhenRefused(companyReviews(ctx.db, user, page), null),
    reply: (user: SessionUser, reviewId: string, body: string) =>
      asResult(replyToReview(ctx.db, user, reviewId, body)),
    report: (user: SessionUser, reviewId: string, reason: string) =>
      asResult(reportReview(ctx.db, user, reviewId, reason)),
  };
};
