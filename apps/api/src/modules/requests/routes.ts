// docs/product/routes.md §7 lead calls under /api: POST client/register, POST client/{id}/leads, the docs/product/decisions.md D8 sign-in link, and
// (issue #13, docs/README.md#issues) the emailed links that confirm a held request or cancel one; GET client/requests, the
// customer's list (the same one the requests page reads).
import { DUPLICATE_MESSAGES } from "@rm/domain/duplicate-request";
import { IDEMPOTENCY_HEADER, INTAKE_MESSAGES, isIdempotencyKey } from "@rm/domain/lead-intake";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import { badRequest, forbidden, ok } from "../../lib/http.ts";
import { revokeSession, setSessionCookie } from "../accounts/index.ts";
import { sharedRedisOf } from "../../lib/bus.ts";
import { leadVelocity, proofOfWork } from "../abuse/index.ts";
import { clientCaller } from "../scopes/index.ts";
import { cancelLead, confirmHeldLead } from "./held-leads.ts";
import { submitAccountLead } from "./account-intake.ts";
import { submitAnonymousLead } from "./anonymous-intake.ts";
import { botAnswer, type IntakeAnswer } from "./intake-service.ts";
import { accountLeadSubmissionSchema, leadSubmissionSchema } from "./intake-schemas.ts";
import { type SentFields, assertLeadPostcodes, sentPostcodeFields } from "./lead-postcodes.ts";
import { listClientRequests } from "./request-queries.ts";
import { useSigninLink } from "./signin-link.ts";
import { keptToast } from "./kept-toast.ts";
import { moversCover } from "./lead-coverage.ts";
import { sameMoveOf } from "./same-move.ts";
import { leadPhotoRoutes } from "./lead-photo-routes.ts";
import { defineRoute } from "../../lib/define-route.ts";

function idempotencyKey(req: FastifyRequest): string | null {
  const v = req.headers[IDEMPOTENCY_HEADER];
  if (v === undefined) return null;
  if (!isIdempotencyKey(v)) throw badRequest(INTAKE_MESSAGES.idempotencyKeyInvalid);
  return v;
}

/** what every group of this module's routes uses */
function sharedOf(ctx: AppContext) {
  const f = ctx.config.RATE_LIMIT_FACTOR;
  const deps = {
    db: ctx.db,
    sessionDays: ctx.config.SESSION_DAYS,
    appUrl: ctx.config.appUrl,
    // issue #13 (docs/README.md#issues): anonymous leads per client address, email and phone (abuse/velocity.ts)
    velocity: leadVelocity(f, sharedRedisOf(ctx)),
    rateFactor: f,
  };
  const secure = ctx.config.NODE_ENV === "production";
  // bots: per IP, about 20 leads an hour
  const rateLimit = { max: Math.ceil(20 * f), timeWindow: "1 hour" };

  // which field carried each postcode, read from the body before validation normalises it away
  const sent = new WeakMap<FastifyRequest, SentFields>();
  const notePostcodeFields = async (req: FastifyRequest) => {
    sent.set(req, sentPostcodeFields(req.body));
  };
  const checkPostcodes = (req: FastifyRequest, lead: Parameters<typeof assertLeadPostcodes>[1]) =>
    assertLeadPostcodes(ctx.db, lead, sent.get(req) ?? sentPostcodeFields(null));

  const send = (reply: FastifyReply, a: IntakeAnswer) => {
    if (a.session) setSessionCookie(reply, a.session.token, a.session.expiresAt, secure);
    ctx.kickOutbox();
    return reply.send({
      status: true,
      // issue #17: no mover matched is said honestly, never "sent to nearby companies" (issue 28: a held
      // request says why it waits instead)
      message:
        a.leadId && a.companies.length === 0 && !a.duplicate && !a.held ? keptToast(a.message) : a.message,
      data: a.user,
      ...(a.session && !a.user?.isGuest ? { access: a.session.token } : {}),
      leadId: a.leadId,
      companies: a.companies,
      // issue #17: the caller's own open request for this move, not sent again; issue 28: or their booking
      ...(a.duplicate ? { duplicate: true } : {}),
      ...(a.booked ? { booked: true } : {}),
      // issue 28: held for its email's confirmation
      ...(a.held ? { held: true } : {}),
    });
  };
  return { ctx, f, deps, secure, rateLimit, sent, notePostcodeFields, checkPostcodes, send };
}
type Shared = ReturnType<typeof sharedOf>;

export const requestRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const shared = sharedOf(ctx);
    intakeRoutes(app, shared);
    checkRoutes(app, shared);
    linkRoutes(app, shared);
    listRoutes(app, shared);
    // issue #32: photos of big or awkward items (their own plugin: the multipart parser is theirs alone)
    await app.register(leadPhotoRoutes(ctx));
  };

/** a lead: anonymous (or a D8 guest) and from a signed-in account */
function intakeRoutes(
  app: ApiApp,
  { ctx, deps, rateLimit, notePostcodeFields, checkPostcodes, send }: Shared,
) {
  defineRoute(
    app,
    "POST /client/register",
    {
      access: "public",
      summary: "Send a lead anonymously; registers an account only when a password is given",
      tags: ["leads"],
      schema: {
        body: leadSubmissionSchema,
      },
      config: {
        rateLimit,
      },
      // a signed-in client may use it too (a docs/product/decisions.md D8 guest keeps their session); companies and admins may not
      onRequest: async (req) => {
        if (req.user && req.user.role !== "client") throw forbidden();
      },
      // anonymous callers and guests prove some work (issue #13 (docs/README.md#issues): floods); a signed-in client does not
      preHandler: proofOfWork(ctx, (req) => !req.user || req.user.isGuest),
      preValidation: notePostcodeFields,
    },
    async (req, reply) => {
      const key = idempotencyKey(req);
      if (req.body.website.trim() !== "") return send(reply, botAnswer());
      await checkPostcodes(req, req.body.client);
      const caller = { user: req.user, sessionId: req.sessionId };
      return send(reply, await submitAnonymousLead(deps, caller, req.body, key, { ip: req.ip }));
    },
  );

  defineRoute(
    app,
    "POST /client/:id/leads",
    {
      access: "client",
      summary: "Send a lead from a signed-in client's account",
      tags: ["leads"],
      schema: {
        params: z.object({ id: z.string() }),
        body: accountLeadSubmissionSchema,
      },
      config: {
        rateLimit,
      },
      // only for the caller's own id, checked before the body is even read
      onRequest: async (req) => {
        const { id } = req.params as { id?: string };
        if (req.user._id !== id) throw forbidden(INTAKE_MESSAGES.notYourAccount);
        // docs/product/decisions.md D8: a guest session may see the requests made in this browser, not act as the account
        if (req.user.isGuest) throw forbidden(INTAKE_MESSAGES.guestAccountLead);
      },
      preValidation: (req) => notePostcodeFields(req),
    },
    async (req, reply) => {
      const key = idempotencyKey(req);
      if (req.body.website.trim() !== "") return send(reply, botAnswer());
      await checkPostcodes(req, req.body.client);
      const caller = { user: req.user, sessionId: req.sessionId };
      return send(reply, await submitAccountLead(deps, caller, req.params.id, req.body, key));
    },
  );
}

/** the wizard's early checks (issue 28) */
function checkRoutes(app: ApiApp, { ctx, f }: Shared) {
  // issue 28: the wizard's early checks, asked as its answers allow (before the last step)
  const checkLimit = { max: Math.ceil(120 * f), timeWindow: "1 hour" };
  defineRoute(
    app,
    "GET /client/same-move",
    {
      access: "client",
      summary:
        "Issue 28: the caller's own open or booked request for the same move (only their own: an account's, or a guest browser's), or null",
      tags: ["leads"],
      config: {
        rateLimit: checkLimit,
      },
    },
    async (req, reply) => {
      const q = req.query;
      const move = { from: q.from, to: q.to || null, date: q.startDate, endDate: q.endDate || null };
      return ok(reply, INTAKE_MESSAGES.sameMoveChecked, await sameMoveOf(ctx.db, clientCaller(req), move));
    },
  );

  defineRoute(
    app,
    "GET /lead-coverage",
    {
      access: "public",
      summary:
        "Issue 28: whether a vetted mover would take this type of move from this postcode or storage area code now",
      tags: ["leads"],
      config: {
        rateLimit: checkLimit,
      },
    },
    async (req, reply) =>
      ok(
        reply,
        INTAKE_MESSAGES.coverageChecked,
        await moversCover(ctx.db, req.query.typeOfMove, req.query.from),
      ),
  );
}

/** the emailed links: sign in, confirm or cancel a request */
function linkRoutes(app: ApiApp, { ctx, f, deps, secure }: Shared) {
  defineRoute(
    app,
    "POST /client/signin-link",
    {
      access: "public",
      summary: "D8: use the emailed single-use sign-in link",
      tags: ["leads"],
      config: {
        rateLimit: { max: Math.ceil(30 * f), timeWindow: "15 minutes" },
      },
    },
    async (req, reply) => {
      const { user, session } = await useSigninLink(deps, req.body.token);
      if (req.sessionId) await revokeSession(ctx.db, req.sessionId);
      setSessionCookie(reply, session.token, session.expiresAt, secure);
      return ok(reply, INTAKE_MESSAGES.signedIn, user);
    },
  );

  const linkLimit = { max: Math.ceil(30 * f), timeWindow: "15 minutes" };
  defineRoute(
    app,
    "POST /client/request-links/confirm",
    {
      access: "public",
      summary: "Issue #13: the emailed single-use link that sends a held request to movers",
      tags: ["leads"],
      config: {
        rateLimit: linkLimit,
      },
    },
    async (req, reply) => {
      const done = await confirmHeldLead(deps, req.body.token);
      ctx.kickOutbox();
      // issue #17: the same move as an open request of the owner's is not sent again (issue 28: nor a booked one)
      const said = done.booked
        ? DUPLICATE_MESSAGES.booked.answer
        : done.duplicate
          ? DUPLICATE_MESSAGES.answer
          : INTAKE_MESSAGES.confirmed(done.matched);
      const message = done.session ? said : `${said} ${INTAKE_MESSAGES.confirmedLogIn}`;
      if (done.session) {
        // a passwordless owner is signed in by the link, as by the docs/product/decisions.md D8 sign-in link
        if (req.sessionId) await revokeSession(ctx.db, req.sessionId);
        setSessionCookie(reply, done.session.token, done.session.expiresAt, secure);
      }
      return reply.send({
        status: true,
        message,
        data: done.user,
        leadId: done.leadId,
        ...(done.duplicate ? { duplicate: true } : {}),
        ...(done.booked ? { booked: true } : {}),
      });
    },
  );

  defineRoute(
    app,
    "POST /client/request-links/cancel",
    {
      access: "public",
      summary: "Issue #13: 'Not you? Cancel this request' — the emailed single-use link",
      tags: ["leads"],
      config: {
        rateLimit: linkLimit,
      },
    },
    async (req, reply) => {
      await cancelLead(deps, req.body.token);
      ctx.kickOutbox();
      return ok(reply, INTAKE_MESSAGES.cancelled);
    },
  );
}

/** the customer's own requests */
function listRoutes(app: ApiApp, { ctx }: Shared) {
  defineRoute(
    app,
    "GET /client/requests",
    {
      access: "client",
      summary: "The customer's removal requests, newest first",
      tags: ["quotes"],
    },
    async (req, reply) => ok(reply, "Requests", await listClientRequests(ctx.db, clientCaller(req))),
  );
}
