// spec §7 lead calls under /api: POST client/register, POST client/{id}/leads, and the D8 sign-in link.
import { accountLeadSubmissionSchema, leadSubmissionSchema } from "@rm/domain";
import {
  IDEMPOTENCY_HEADER,
  INTAKE_MESSAGES,
  isIdempotencyKey,
  signinLinkSchema,
} from "@rm/domain/lead-intake";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { badRequest, forbidden, ok } from "../../lib/http.ts";
import { setSessionCookie } from "../auth/cookies.ts";
import { revokeSession } from "../auth/session-service.ts";
import { botAnswer, type IntakeAnswer, submitAccountLead, submitAnonymousLead } from "./intake-service.ts";
import { useSigninLink } from "./signin-link.ts";

function idempotencyKey(req: FastifyRequest): string | null {
  const v = req.headers[IDEMPOTENCY_HEADER];
  if (v === undefined) return null;
  if (!isIdempotencyKey(v)) throw badRequest(INTAKE_MESSAGES.idempotencyKeyInvalid);
  return v;
}

export const leadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: ctx.db, sessionDays: ctx.config.SESSION_DAYS, appUrl: ctx.config.appUrl };
    const secure = ctx.config.NODE_ENV === "production";
    const f = ctx.config.RATE_LIMIT_FACTOR;
    // bots: per IP, about 20 leads an hour
    const rateLimit = { max: Math.ceil(20 * f), timeWindow: "1 hour" };

    const send = (reply: FastifyReply, a: IntakeAnswer) => {
      if (a.session) setSessionCookie(reply, a.session.token, a.session.expiresAt, secure);
      ctx.kickOutbox();
      return reply.send({
        status: true,
        message: a.message,
        data: a.user,
        ...(a.session && !a.user?.isGuest ? { access: a.session.token } : {}),
        leadId: a.leadId,
        companies: a.companies,
      });
    };

    app.post(
      "/client/register",
      {
        config: { access: "public", rateLimit },
        // a signed-in client may use it too (a D8 guest keeps their session); companies and admins may not
        onRequest: async (req) => {
          if (req.user && req.user.role !== "client") throw forbidden();
        },
        schema: {
          tags: ["leads"],
          summary: "Send a lead anonymously; registers an account only when a password is given",
          body: leadSubmissionSchema,
        },
      },
      async (req, reply) => {
        const key = idempotencyKey(req);
        if (req.body.website.trim() !== "") return send(reply, botAnswer());
        const caller = { user: req.user, sessionId: req.sessionId };
        return send(reply, await submitAnonymousLead(deps, caller, req.body, key));
      },
    );

    app.post(
      "/client/:id/leads",
      {
        config: { access: "client", rateLimit },
        // only for the caller's own id, checked before the body is even read
        onRequest: async (req) => {
          const { id } = req.params as { id?: string };
          if (req.user?._id !== id) throw forbidden(INTAKE_MESSAGES.notYourAccount);
          // D8: a guest session may see the requests made in this browser, not act as the account
          if (req.user?.isGuest) throw forbidden(INTAKE_MESSAGES.guestAccountLead);
        },
        schema: {
          tags: ["leads"],
          summary: "Send a lead from a signed-in client's account",
          params: z.object({ id: z.string() }),
          body: accountLeadSubmissionSchema,
        },
      },
      async (req, reply) => {
        const key = idempotencyKey(req);
        if (req.body.website.trim() !== "") return send(reply, botAnswer());
        const caller = { user: req.user!, sessionId: req.sessionId };
        return send(reply, await submitAccountLead(deps, caller, req.params.id, req.body, key));
      },
    );

    app.post(
      "/client/signin-link",
      {
        config: { access: "public", rateLimit: { max: Math.ceil(30 * f), timeWindow: "15 minutes" } },
        schema: {
          tags: ["leads"],
          summary: "D8: use the emailed single-use sign-in link",
          body: signinLinkSchema,
        },
      },
      async (req, reply) => {
        const { user, session } = await useSigninLink(deps, req.body.token);
        if (req.sessionId) await revokeSession(ctx.db, req.sessionId);
        setSessionCookie(reply, session.token, session.expiresAt, secure);
        return ok(reply, INTAKE_MESSAGES.signedIn, user);
      },
    );
  };
