// "Book with this mover" and "Decline" (issue #6, docs/README.md#issues): the customer's answer to a quote.
// Thin handlers: the service scopes its query to the caller (only the request's own customer).
import type { SessionUser } from "@rm/domain";
import { BOOKING_MESSAGES } from "@rm/domain/booking";
import { QUOTE_MESSAGES as M } from "@rm/domain/quote";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import { ok } from "../../lib/http.ts";
import { clientCaller } from "../scopes/index.ts";
import { bookQuote, declineQuote } from "./booking.ts";
import { answerDateChange, type BookingActor, cancelBooking, proposeDateChange } from "./changes.ts";
import { confirmBooking, declineBooking } from "./confirmation.ts";
import { defineRoute } from "../../lib/define-route.ts";

/** a request behind the "client" or "company" access: its user is there (lib/access.ts) */
type SignedInRequest = FastifyRequest & { user: SessionUser };

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
function bookRoutes(app: ApiApp, { ctx, deps, tags }: Shared) {
  defineRoute(
    app,
    "POST /client/quotes/:quoteId/book",
    {
      access: "client",
      summary: "Book with this mover",
      tags,
    },
    async (req, reply) => {
      const booked = await bookQuote(deps, clientCaller(req), req.params.quoteId, req.body);
      ctx.kickOutbox();
      return ok(reply, M.booked, booked);
    },
  );

  defineRoute(
    app,
    "POST /client/quotes/:quoteId/decline",
    {
      access: "client",
      summary: "Decline a quote",
      tags,
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
  defineRoute(
    app,
    "POST /company/bookings/:leadId/confirm",
    {
      access: "company",
      summary: "Confirm a booking (the booked mover)",
      tags,
    },
    async (req, reply) => {
      const done = await confirmBooking(deps, req.user, req.params.leadId);
      ctx.kickOutbox();
      return ok(reply, BOOKING_MESSAGES.confirmed, done);
    },
  );
  defineRoute(
    app,
    "POST /company/bookings/:leadId/decline",
    {
      access: "company",
      summary: "Decline a booking (the booked mover)",
      tags,
    },
    async (req, reply) => {
      const done = await declineBooking(deps, req.user, req.params.leadId);
      ctx.kickOutbox();
      return ok(reply, BOOKING_MESSAGES.declined, done);
    },
  );
}

/** what one side's change routes read of their request: the caller, the request's id, the checked body */
type ChangeRequest<B> = SignedInRequest & { params: { leadId: string }; body: B };
type Actor = (req: SignedInRequest) => BookingActor;
const customerSide: Actor = (req) => ({ side: "customer", caller: clientCaller(req) });
const companySide: Actor = (req) => ({ side: "company", user: req.user });

/** after booking, either side cancels, proposes a new date or answers (issue #17) */
function sideRoutes(app: ApiApp, { ctx, deps, tags }: Shared) {
  // issue #17: after booking, either side cancels before the move, proposes a change of date, answers the
  // other's — the same three handlers for each side, each route written out with its own caller
  const cancel =
    (actor: Actor) =>
    async (req: ChangeRequest<Parameters<typeof cancelBooking>[3]>, reply: FastifyReply) => {
      const done = await cancelBooking(deps, actor(req), req.params.leadId, req.body);
      ctx.kickOutbox();
      return ok(reply, BOOKING_MESSAGES.cancelledByYou, done);
    };
  const propose =
    (actor: Actor) =>
    async (req: ChangeRequest<Parameters<typeof proposeDateChange>[3]>, reply: FastifyReply) => {
      const done = await proposeDateChange(deps, actor(req), req.params.leadId, req.body);
      ctx.kickOutbox();
      return ok(reply, BOOKING_MESSAGES.proposed, done);
    };
  const answer =
    (actor: Actor) =>
    async (req: ChangeRequest<Parameters<typeof answerDateChange>[3]>, reply: FastifyReply) => {
      const done = await answerDateChange(deps, actor(req), req.params.leadId, req.body);
      ctx.kickOutbox();
      const message = done.answer === "accept" ? BOOKING_MESSAGES.accepted : BOOKING_MESSAGES.declinedChange;
      return ok(reply, message, done);
    };
  const client = "client" as const;
  const company = "company" as const;
  const cancelling = "Cancel a booking before the move";
  const proposing = "Propose a new date for the move";
  const answering = "Accept or decline the other side's new date";
  defineRoute(
    app,
    "POST /client/bookings/:leadId/cancel",
    { access: client, tags, summary: `${cancelling} (the customer)` },
    cancel(customerSide),
  );
  defineRoute(
    app,
    "POST /client/bookings/:leadId/date-change",
    { access: client, tags, summary: `${proposing} (the customer)` },
    propose(customerSide),
  );
  defineRoute(
    app,
    "POST /client/bookings/:leadId/date-change/answer",
    { access: client, tags, summary: `${answering} (the customer)` },
    answer(customerSide),
  );
  defineRoute(
    app,
    "POST /company/bookings/:leadId/cancel",
    { access: company, tags, summary: `${cancelling} (the booked mover)` },
    cancel(companySide),
  );
  defineRoute(
    app,
    "POST /company/bookings/:leadId/date-change",
    { access: company, tags, summary: `${proposing} (the booked mover)` },
    propose(companySide),
  );
  defineRoute(
    app,
    "POST /company/bookings/:leadId/date-change/answer",
    { access: company, tags, summary: `${answering} (the booked mover)` },
    answer(companySide),
  );
}
