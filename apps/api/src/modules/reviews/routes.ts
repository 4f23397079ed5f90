// Reviews (issue #16): writing one (signed in, or through the emailed link), the public list, the company's
// reply and flag, and the admins' decisions. Thin handlers: each service scopes its query to the caller.
import { API_ROUTES, reviewTokenField } from "@rm/domain/api";
import { pageNumberField } from "@rm/domain/numbers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import { notFound, ok } from "../../lib/http.ts";
import { clientCaller } from "../scopes/index.ts";
import { companyReviewAverages, companyReviews, replyToReview, reportReview } from "./company-reviews.ts";
import { decideReview, moderationQueue } from "./moderation.ts";
import { publicReviews } from "./public-reviews.ts";
import { editReview, reviewForm, writeReview } from "./write-review.ts";

const leadParams = z.object({ leadId: z.string().max(64) });
const reviewParams = z.object({ reviewId: z.string().max(64) });
const tokenField = reviewTokenField;

/** what every group of this module's routes uses */
function sharedOf(ctx: AppContext) {
  const deps = { db: ctx.db, appUrl: ctx.config.appUrl };
  const f = ctx.config.RATE_LIMIT_FACTOR;
  const tags = ["reviews"];
  const client = { config: { access: "client" as const } };
  const company = { config: { access: "company" as const } };
  const admin = { config: { access: "admin" as const } };
  return { ctx, deps, f, tags, client, company, admin };
}
type Shared = ReturnType<typeof sharedOf>;

export const reviewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const shared = sharedOf(ctx);
    invitationRoutes(app, shared);
    customerRoutes(app, shared);
    publicRoutes(app, shared);
    companyRoutes(app, shared);
    adminRoutes(app, shared);
  };

/** the emailed link: this booking's review and nothing else */
function invitationRoutes(app: ApiApp, { ctx, deps, f, tags }: Shared) {
  app.get(
    "/reviews/invitation",
    {
      config: { access: "public", rateLimit: { max: Math.ceil(60 * f), timeWindow: "1 minute" } },
      schema: {
        ...API_ROUTES["GET /reviews/invitation"],
        tags,
        summary: "The review form the emailed link opens",
        querystring: z.object({ token: tokenField }),
      },
    },
    async (req, reply) => ok(reply, "Review form", await reviewForm(deps, { token: req.query.token })),
  );
  app.post(
    "/reviews/invitation",
    {
      config: { access: "public", rateLimit: { max: Math.ceil(20 * f), timeWindow: "1 minute" } },
      schema: {
        ...API_ROUTES["POST /reviews/invitation"],
        tags,
        summary: "Write the review the emailed link allows (the link then stops working)",
      },
    },
    async (req, reply) => {
      const { token, ...input } = req.body;
      const { message, review } = await writeReview(deps, { token }, input);
      ctx.kickOutbox();
      return ok(reply, message, review, 201);
    },
  );
}

/** the signed-in customer, from their request page */
function customerRoutes(app: ApiApp, { ctx, deps, tags, client }: Shared) {
  app.get(
    "/client/bookings/:leadId/review",
    {
      ...client,
      schema: {
        ...API_ROUTES["GET /client/bookings/:leadId/review"],
        tags,
        summary: "Whether this booking can be reviewed, and its review",
        params: leadParams,
      },
    },
    async (req, reply) =>
      ok(
        reply,
        "Review form",
        await reviewForm(deps, { caller: clientCaller(req), leadId: req.params.leadId }),
      ),
  );
  app.post(
    "/client/bookings/:leadId/review",
    {
      ...client,
      schema: {
        ...API_ROUTES["POST /client/bookings/:leadId/review"],
        tags,
        summary: "Review the mover of this booking",
        params: leadParams,
      },
    },
    async (req, reply) => {
      const who = { caller: clientCaller(req), leadId: req.params.leadId };
      const { message, review } = await writeReview(deps, who, req.body);
      ctx.kickOutbox();
      return ok(reply, message, review, 201);
    },
  );
  app.put(
    "/client/bookings/:leadId/review",
    {
      ...client,
      schema: {
        ...API_ROUTES["PUT /client/bookings/:leadId/review"],
        tags,
        summary: "Edit the review an admin asked to change",
        params: leadParams,
      },
    },
    async (req, reply) => {
      const who = { caller: clientCaller(req), leadId: req.params.leadId };
      const { message, review } = await editReview(deps, who, req.body);
      return ok(reply, message, review);
    },
  );
}

/** anyone: an approved company's published reviews */
function publicRoutes(app: ApiApp, { ctx, tags }: Shared) {
  app.get(
    "/companies/:companyId/reviews",
    {
      config: { access: "public" },
      schema: {
        ...API_ROUTES["GET /companies/:companyId/reviews"],
        tags,
        summary: "An approved company's published reviews, newest first, with its aggregate and hidden notes",
        params: z.object({ companyId: z.string().max(64) }),
        querystring: z.object({
          page: pageNumberField(10_000).optional(),
          rating: z.enum(["1", "2", "3", "4", "5"], { error: "Choose 1 to 5 stars" }).optional(),
        }),
      },
    },
    async (req, reply) => {
      const found = await publicReviews(ctx.db, req.params.companyId, {
        page: req.query.page,
        rating: req.query.rating ? Number(req.query.rating) : undefined,
      });
      if (!found) throw notFound("We could not find that company.");
      return ok(reply, "Reviews", found);
    },
  );
}

/** the company: its reviews, replies and flags */
function companyRoutes(app: ApiApp, { ctx, tags, company }: Shared) {
  app.get(
    "/company/reviews",
    {
      ...company,
      schema: {
        ...API_ROUTES["GET /company/reviews"],
        tags,
        summary: "The company's reviews with their replies and flags",
        querystring: z.object({ page: pageNumberField(10_000).optional() }),
      },
    },
    async (req, reply) => ok(reply, "Reviews", await companyReviews(ctx.db, req.user, req.query.page)),
  );
  app.get(
    "/company/reviews/averages",
    {
      ...company,
      schema: {
        ...API_ROUTES["GET /company/reviews/averages"],
        tags,
        summary: "The company's review count and average per month, the last 12 months",
      },
    },
    async (req, reply) => ok(reply, "Review averages", await companyReviewAverages(ctx.db, req.user)),
  );
  app.put(
    "/company/reviews/:reviewId/reply",
    {
      ...company,
      schema: {
        ...API_ROUTES["PUT /company/reviews/:reviewId/reply"],
        tags,
        summary: "Reply publicly (once; editable for 48 hours)",
        params: reviewParams,
      },
    },
    async (req, reply) => {
      const done = await replyToReview(ctx.db, req.user, req.params.reviewId, req.body.body);
      return ok(reply, done.message, { edited: done.edited });
    },
  );
  app.post(
    "/company/reviews/:reviewId/report",
    {
      ...company,
      schema: {
        ...API_ROUTES["POST /company/reviews/:reviewId/report"],
        tags,
        summary: "Flag a review for our team, with a reason",
        params: reviewParams,
      },
    },
    async (req, reply) => {
      const done = await reportReview(ctx.db, req.user, req.params.reviewId, req.body.reason);
      return ok(reply, done.message, undefined, 201);
    },
  );
}

/** admins: the moderation queue and decisions */
function adminRoutes(app: ApiApp, { ctx, deps, tags, admin }: Shared) {
  app.get(
    "/admin/reviews",
    {
      ...admin,
      schema: {
        ...API_ROUTES["GET /admin/reviews"],
        tags,
        summary: "Reviews held, waiting for an edit, or flagged",
      },
    },
    async (_req, reply) => ok(reply, "Reviews to moderate", await moderationQueue(ctx.db)),
  );
  app.post(
    "/admin/reviews/:reviewId/decision",
    {
      ...admin,
      schema: {
        ...API_ROUTES["POST /admin/reviews/:reviewId/decision"],
        tags,
        summary: "Publish, hide with a published reason, or ask the customer to edit",
        params: reviewParams,
      },
    },
    async (req, reply) => {
      const done = await decideReview(deps, req.user, req.params.reviewId, req.body);
      ctx.kickOutbox();
      return ok(reply, done.message, { status: done.status });
    },
  );
}
