// Reviews: writing one (signed in, or through the emailed link), the public list, the company's reply and
// flag, the admins' decisions.
import { idParam } from "./ids.ts";
import { z } from "zod";
import { decisionSchema, REVIEW_MESSAGES, replySchema, reportSchema, reviewSchema } from "../reviews.ts";
import { answered, done, responses } from "./envelope.ts";

/** the emailed review link's token */
export const reviewTokenField = z
  .string({ error: REVIEW_MESSAGES.linkInvalid })
  .min(1, REVIEW_MESSAGES.linkInvalid)
  .max(100, REVIEW_MESSAGES.linkInvalid);

/** a review's state (reviews.status) */
const reviewStatus = z.enum(["published", "held", "hidden", "changes_requested"]);
/** the review just written: published at once or held, and whether contact details were masked */
const writtenReview = z.object({
  id: z.string(),
  status: reviewStatus,
  companyId: z.string(),
  masked: z.boolean(),
});
/** the review just edited */
const editedReview = z.object({ id: z.string(), status: reviewStatus });

/** what the review form shows: the booking, whether a review can be sent, and the review if there is one */
const reviewFormView = z.object({
  leadId: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  moveLabel: z.string(),
  moveDateLabel: z.string(),
  firstName: z.string(),
  refusal: z.string().nullable(),
  /** the customer's own review of this move, whatever its state */
  review: z
    .object({
      id: z.string(),
      status: reviewStatus,
      rating: z.number().int(),
      title: z.string(),
      body: z.string(),
    })
    .nullable(),
});

const subRatings = z.object({
  punctuality: z.number().nullable(),
  care: z.number().nullable(),
  value: z.number().nullable(),
  communication: z.number().nullable(),
});
/** PublicReview (apps/api reviews/public-reviews.ts) */
const publicReview = z.object({
  id: z.string(),
  authorName: z.string(),
  rating: z.number().int(),
  subRatings,
  title: z.string(),
  body: z.string(),
  wouldRecommend: z.boolean().nullable(),
  verifiedLabel: z.string().nullable(),
  createdAt: z.string(),
  reply: z.object({ body: z.string(), at: z.string(), edited: z.boolean() }).nullable(),
});
/** ReviewSummary (apps/api reviews/aggregate.ts) */
const reviewSummary = z.object({
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  subRatings,
  recommendShare: z.number().nullable(),
});
const monthAverage = z.object({ month: z.string(), count: z.number().int(), average: z.number().nullable() });
const company = z.object({ id: z.string(), name: z.string() });

/** an approved company's published reviews, a page at a time */
const publicReviewList = z.object({
  company,
  summary: reviewSummary,
  reviews: z.array(publicReview),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  rating: z.number().int().nullable(),
  hiddenNotes: z.array(z.string()),
});
/** the company's own reviews: published and hidden, with its reply and flag */
const companyReviewList = z.object({
  company,
  summary: reviewSummary,
  averages: z.array(monthAverage),
  reviews: z.array(
    publicReview.extend({
      status: reviewStatus,
      hiddenReason: z.string().nullable(),
      canReply: z.boolean(),
      flag: z.string().nullable(),
    }),
  ),
  page: z.number().int(),
  pages: z.number().int(),
});

export const reviewsApi = {
  "GET /reviews/invitation": { response: responses({ 200: answered(reviewFormView) }) },
  "POST /reviews/invitation": {
    body: reviewSchema.extend({ token: reviewTokenField }),
    response: responses({ 201: answered(writtenReview) }),
  },
  "GET /client/bookings/:leadId/review": {
    params: idParam("leadId", REVIEW_MESSAGES.notFound),
    response: responses({ 200: answered(reviewFormView) }),
  },
  "POST /client/bookings/:leadId/review": {
    params: idParam("leadId", REVIEW_MESSAGES.notFound),
    body: reviewSchema,
    response: responses({ 201: answered(writtenReview) }),
  },
  "PUT /client/bookings/:leadId/review": {
    params: idParam("leadId", REVIEW_MESSAGES.notFound),
    body: reviewSchema,
    response: responses({ 200: answered(editedReview) }),
  },
  "GET /companies/:companyId/reviews": {
    params: idParam("companyId", REVIEW_MESSAGES.companyNotFound),
    response: responses({ 200: answered(publicReviewList) }),
  },
  "GET /company/reviews": { response: responses({ 200: answered(companyReviewList) }) },
  /** issue #16: the company's published reviews per London month, the last 12 months, oldest first */
  "GET /company/reviews/averages": {
    response: responses({
      200: answered(
        z.object({
          months: z.array(monthAverage),
        }),
      ),
    }),
  },
  "PUT /company/reviews/:reviewId/reply": {
    params: idParam("reviewId", REVIEW_MESSAGES.reviewNotFound),
    body: replySchema,
    response: responses({ 200: answered(z.object({ edited: z.boolean() })) }),
  },
  "POST /company/reviews/:reviewId/report": {
    params: idParam("reviewId", REVIEW_MESSAGES.reviewNotFound),
    body: reportSchema,
    response: responses({ 201: done }),
  },
  "GET /admin/reviews": {
    response: responses({
      200: answered(
        z.array(
          z.object({
            id: z.string(),
            companyId: z.string(),
            companyName: z.string(),
            authorName: z.string(),
            rating: z.number().int(),
            title: z.string(),
            body: z.string(),
            verifiedLabel: z.string().nullable(),
            status: reviewStatus,
            moderationReason: z.string().nullable(),
            createdAt: z.string(),
            flags: z.array(z.object({ reason: z.string(), at: z.string() })),
          }),
        ),
      ),
    }),
  },
  "POST /admin/reviews/:reviewId/decision": {
    params: idParam("reviewId", REVIEW_MESSAGES.reviewNotFound),
    body: decisionSchema,
    response: responses({ 200: answered(z.object({ status: z.string() })) }),
  },
} as const;
