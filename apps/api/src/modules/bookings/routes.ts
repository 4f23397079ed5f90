// "Book with this mover" and "Decline" (issue #6, docs/README.md#issues): the customer's answer to a quote.
// Thin handlers: the service scopes its query to the caller (only the request's own customer).
import type { SessionUser } from "@rm/domain";
import { API_ROUTES } from "@rm/domain/api";
import { BOOKING_MESSAGES } from "@rm/domain/booking";
import { QUOTE_MESSAGES as M } from "@rm/domain/quote";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import { ok } from "../../lib/http.ts";
import { clientCaller } from "../scopes/index.ts";
import { bookQuote, declineQuote } from "./booking.ts";
import { answerDateChange, type BookingActor, cancelBooking, proposeDateChange } from "./changes.ts";
import { confirmBooking, declineBooking } from "./confirmation.ts";

const quoteParams = z.object({ quoteId: z.string().max(64) });
/** a request behind the "client" or "company" access: its user is there (lib/access.ts) */
type SignedInRequest = FastifyRequest & { user: SessionUser };

const leadParams = z.object({ leadId: z.string().max(64) });

/** what every group of this module's routes uses */
function sharedOf(ctx: AppContext) {
  const deps = { db: ctx.db, appUrl: ctx.config.appUrl };
  const client = { config: { access: "client" as const } };
  const tags = ["quotes"];
  return { ctx, deps, client, tags };
}
type Shared = ReturnType<typeof sharedOf>;

export const bookingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const shared = sharedOf(ctx);
    bookRoutes(app, shared);
    confirmRoutes(app, shared);
    sideRoutes(app, shared);
  };

/** the customer books a quote */
function bookRoutes(app: ApiApp, { ctx, deps, client, tags }: Shared) {
  app.post(
    "/client/quotes/:quoteId/book",
    {
      ...client,
      schema: {
        ...API_ROUTES["POST /client/quotes/:quoteId/book"],
        tags,
        summary: "Book with this mover",
        params: quoteParams,
      },
    },
    async (req, reply) => {
      const booked = await bookQuote(deps, clientCaller(req), req.params.quoteId, req.body);
      ctx.kickOutbox();
      return ok(reply, M.booked, booked);
    },
  );

  app.post(
    "/client/quotes/:quoteId/decline",
    {
      ...client,
      schema: {
        ...API_ROUTES["POST /client/quotes/:quoteId/decline"],
        tags,
        summary: "Decline a quote",
        params: quoteParams,
      },
    },
    async (req, reply) => {
      const declined = await declineQuote(deps, clientCaller(req), req.params.quoteId);
      ctx.kickOutbox();
      return ok(reply, M.declined, declined);
    },
  );
}

/** the booked mover confirms or declines (issue #17) */
function confirmRoutes(app: ApiApp, { ctx, deps, tags }: Shared) {
  // issue #17: the booked mover confirms (or declines) within BOOKING_CONFIRM_HOURS
  const company = { config: { access: "company" as const } };
  app.post(
    "/company/bookings/:leadId/confirm",
    {
      ...company,
      schema: {
        ...API_ROUTES["POST /company/bookings/:leadId/confirm"],
        tags,
        summary: "Confirm a booking (the booked mover)",
        params: leadParams,
      },
    },
    async (req, reply) => {
      const done = await confirmBooking(deps, req.user, req.params.leadId);
      ctx.kickOutbox();
      return ok(reply, BOOKING_MESSAGES.confirmed, done);
    },
  );
  app.post(
    "/company/bookings/:leadId/decline",
    {
      ...company,
      schema: {
        ...API_ROUTES["POST /company/bookings/:leadId/decline"],
        tags,
        summary: "Decline a booking (the booked mover)",
        params: leadParams,
      },
    },
    async (req, reply) => {
      const done = await declineBooking(deps, req.user, req.params.leadId);
      ctx.kickOutbox();
      return ok(reply, BOOKING_MESSAGES.declined, done);
    },
  );
}

/** after booking, either side cancels, proposes a new date or answers (issue #17) */
function sideRoutes(app: ApiApp, { ctx, deps, tags }: Shared) {
  // issue #17: after booking, either side cancels before the move, proposes a change of date, answers the
  // other's — the same three routes for each side, under its own prefix and with its own caller
  const sides = [
    {
      prefix: "/client/bookings/:leadId",
      access: "client",
      who: "the customer",
      actor: (req: SignedInRequest): BookingActor => ({ side: "customer", caller: clientCaller(req) }),
    },
    {
      prefix: "/company/bookings/:leadId",
      access: "company",
      who: "the booked mover",
      actor: (req: SignedInRequest): BookingActor => ({ side: "company", user: req.user }),
    },
  ] as const;
  for (const side of sides) {
    const options = <P extends "/cancel" | "/date-change" | "/date-change/answer">(
      path: P,
      summary: string,
    ) => ({
      config: { access: side.access },
      schema: {
        ...API_ROUTES[`POST ${side.prefix}${path}`],
        tags,
        summary: `${summary} (${side.who})`,
        params: leadParams,
      },
    });
    app.post(
      `${side.prefix}/cancel`,
      options("/cancel", "Cancel a booking before the move"),
      async (req, reply) => {
        const done = await cancelBooking(deps, side.actor(req), req.params.leadId, req.body);
        ctx.kickOutbox();
        return ok(reply, BOOKING_MESSAGES.cancelledByYou, done);
      },
    );
    app.post(
      `${side.prefix}/date-change`,
      options("/date-change", "Propose a new date for the move"),
      async (req, reply) => {
        const done = await proposeDateChange(deps, side.actor(req), req.params.leadId, req.body);
        ctx.kickOutbox();
        return ok(reply, BOOKING_MESSAGES.proposed, done);
      },
    );
    app.post(
      `${side.prefix}/date-change/answer`,
      options("/date-change/answer", "Accept or decline the other side's new date"),
      async (req, reply) => {
        const done = await answerDateChange(deps, side.actor(req), req.params.leadId, req.body);
        ctx.kickOutbox();
        const message =
          done.answer === "accept" ? BOOKING_MESSAGES.accepted : BOOKING_MESSAGES.declinedChange;
        return ok(reply, message, done);
      },
    );
  }
}
