// Reviews: writing one (signed in, or through the emailed link), the public list, the company's reply and
// flag, the admins' decisions. The read models are declared loose (typed where the browser reads them).
import { idParam } from "./ids.ts";
import { z } from "zod";
import { decisionSchema, REVIEW_MESSAGES, replySchema, reportSchema, reviewSchema } from "../reviews.ts";
import { answered, done, responses } from "./envelope.ts";

/** the emailed review link's token */
export const reviewTokenField = z
  .string({ error: REVIEW_MESSAGES.linkInvalid })
  .min(1, REVIEW_MESSAGES.linkInvalid)
  .max(100, REVIEW_MESSAGES.linkInvalid);

/** the customer's own review, whatever its state */
export const ownReview = z.looseObject({ id: z.string(), status: z.string() });

/** what the review form shows: the booking, whether a review can be sent, and the review if there is one */
const reviewFormView = z.looseObject({
  leadId: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  moveLabel: z.string(),
  moveDateLabel: z.string(),
  firstName: z.string(),
  refusal: z.string().nullable(),
  review: ownReview.nullable(),
});

const reviewList = z.looseObject({ reviews: z.array(z.looseObject({ id: z.string() })) });

export const reviewsApi = {
  "GET /reviews/invitation": { response: responses({ 200: answered(reviewFormView) }) },
  "POST /reviews/invitation": {
    body: reviewSchema.extend({ token: reviewTokenField }),
    response: responses({ 201: answered(ownReview) }),
  },
  "GET /client/bookings/:leadId/review": {
    params: idParam("leadId", REVIEW_MESSAGES.notFound),
    response: responses({ 200: answered(reviewFormView) }),
  },
  "POST /client/bookings/:leadId/review": {
    params: idParam("leadId", REVIEW_MESSAGES.notFound),
    body: reviewSchema,
    response: responses({ 201: answered(ownReview) }),
  },
  "PUT /client/bookings/:leadId/review": {
    params: idParam("leadId", REVIEW_MESSAGES.notFound),
    body: reviewSchema,
    response: responses({ 200: answered(ownReview) }),
  },
  "GET /companies/:companyId/reviews": {
    params: idParam("companyId", REVIEW_MESSAGES.companyNotFound),
    response: responses({ 200: answered(reviewList) }),
  },
  "GET /company/reviews": { response: responses({ 200: answered(reviewList) }) },
  /** issue #16: the company's published reviews per London month, the last 12 months, oldest first */
  "GET /company/reviews/averages": {
    response: responses({
      200: answered(
        z.object({
          months: z.array(
            z.object({ month: z.string(), count: z.number().int(), average: z.number().nullable() }),
          ),
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
      200: answered(z.array(z.looseObject({ id: z.string(), companyName: z.string() }))),
    }),
  },
  "POST /admin/reviews/:reviewId/decision": {
    params: idParam("reviewId", REVIEW_MESSAGES.reviewNotFound),
    body: decisionSchema,
    response: responses({ 200: answered(z.object({ status: z.string() })) }),
  },
} as const;
