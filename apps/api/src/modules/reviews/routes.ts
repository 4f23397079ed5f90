// Reviews (issue #16): writing one (signed in, or through the emailed link), the public list, the company's
// reply and flag, and the admins' decisions. Thin handlers: each service scopes its query to the caller.
import { reviewTokenField } from "@rm/domain/api";
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
import { defineRoute } from "../../lib/define-route.ts";

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
  defineRoute(
    app,
    "GET /reviews/invitation",
    {
      access: "public",
      summary: "The review form the emailed link opens",
      tags,
      schema: {
        querystring: z.object({ token: tokenField }),
      },
      config: {
        rateLimit: { max: Math.ceil(60 * f), timeWindow: "1 minute" },
      },
    },
    async (req, reply) => ok(reply, "Review form", await reviewForm(deps, { token: req.query.token })),
  );
  defineRoute(
    app,
    "POST /reviews/invitation",
    {
      access: "public",
      summary: "Write the review the emailed link allows (the link then stops working)",
      tags,
      config: {
        rateLimit: { max: Math.ceil(20 * f), timeWindow: "1 minute" },
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
function customerRoutes(app: ApiApp, { ctx, deps, tags }: Shared) {
  defineRoute(
    app,
    "GET /client/bookings/:leadId/review",
    {
      access: "client",
      summary: "Whether this booking can be reviewed, and its review",
      tags,
    },
    async (req, reply) =>
      ok(
        reply,
        "Review form",
        await reviewForm(deps, { caller: clientCaller(req), leadId: req.params.leadId }),
      ),
  );
  defineRoute(
    app,
    "POST /client/bookings/:leadId/review",
    {
      access: "client",
      summary: "Review the mover of this booking",
      tags,
    },
    async (req, reply) => {
      const who = { caller: clientCaller(req), leadId: req.params.leadId };
      const { message, review } = await writeReview(deps, who, req.body);
      ctx.kickOutbox();
      return ok(reply, message, review, 201);
    },
  );
  defineRoute(
    app,
    "PUT /client/bookings/:leadId/review",
    {
      access: "client",
      summary: "Edit the review an admin asked to change",
      tags,
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
  defineRoute(
    app,
    "GET /companies/:companyId/reviews",
    {
      access: "public",
      summary: "An approved company's published reviews, newest first, with its aggregate and hidden notes",
      tags,
      schema: {
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
function companyRoutes(app: ApiApp, { ctx, tags }: Shared) {
  defineRoute(
    app,
    "GET /company/reviews",
    {
      access: "company",
      summary: "The company's reviews with their replies and flags",
      tags,
      schema: {
        querystring: z.object({ page: pageNumberField(10_000).optional() }),
      },
    },
    async (req, reply) => ok(reply, "Reviews", await companyReviews(ctx.db, req.user, req.query.page)),
  );
  defineRoute(
    app,
    "GET /company/reviews/averages",
    {
      access: "company",
      summary: "The company's review count and average per month, the last 12 months",
      tags,
    },
    async (req, reply) => ok(reply, "Review averages", await companyReviewAverages(ctx.db, req.user)),
  );
  defineRoute(
    app,
    "PUT /company/reviews/:reviewId/reply",
    {
      access: "company",
      summary: "Reply publicly (once; editable for 48 hours)",
      tags,
    },
    async (req, reply) => {
      const done = await replyToReview(ctx.db, req.user, req.params.reviewId, req.body.body);
      return ok(reply, done.message, { edited: done.edited });
    },
  );
  defineRoute(
    app,
    "POST /company/reviews/:reviewId/report",
    {
      access: "company",
      summary: "Flag a review for our team, with a reason",
      tags,
    },
    async (req, reply) => {
      const done = await reportReview(ctx.db, req.user, req.params.reviewId, req.body.reason);
      return ok(reply, done.message, undefined, 201);
    },
  );
}

/** admins: the moderation queue and decisions */
function adminRoutes(app: ApiApp, { ctx, deps, tags }: Shared) {
  defineRoute(
    app,
    "GET /admin/reviews",
    {
      access: "admin",
      summary: "Reviews held, waiting for an edit, or flagged",
      tags,
    },
    async (_req, reply) => ok(reply, "Reviews to moderate", await moderationQueue(ctx.db)),
  );
  defineRoute(
    app,
    "POST /admin/reviews/:reviewId/decision",
    {
      access: "admin",
      summary: "Publish, hide with a published reason, or ask the customer to edit",
      tags,
    },
    async (req, reply) => {
      const done = await decideReview(deps, req.user, req.params.reviewId, req.body);
      ctx.kickOutbox();
      return ok(reply, done.message, { status: done.status });
    },
  );
}
