// POST /api/contact: open to everyone, rate limited per client address (per 10 minutes and per day),
// honeypot-protected; the acknowledgement is limited per recipient address (contact-service.ts).
import { AUTH_MESSAGES } from "@rm/domain";
import { CONTACT_MESSAGES } from "@rm/domain/contact";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { HttpError } from "../../lib/http.ts";
import { receiveContactMessage } from "./contact-service.ts";
import { defineRoute } from "../../lib/define-route.ts";

/** messages per IP per window, before RATE_LIMIT_FACTOR */
const CONTACT_RATE = { max: 5, timeWindow: "10 minutes" } as const;
/** and per IP per day, before RATE_LIMIT_FACTOR */
const CONTACT_DAILY_RATE = { max: 20, timeWindow: "1 day" } as const;

export const contactRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const f = ctx.config.RATE_LIMIT_FACTOR;
    const daily = app.createRateLimit({
      max: Math.ceil(CONTACT_DAILY_RATE.max * f),
      timeWindow: CONTACT_DAILY_RATE.timeWindow,
      keyGenerator: (req) => `contact-day:${req.ip}`,
    });
    defineRoute(
      app,
      "POST /contact",
      {
        access: "public",
        summary: "Send a message to the team",
        tags: ["contact"],
        config: {
          rateLimit: {
            max: Math.ceil(CONTACT_RATE.max * f),
            timeWindow: CONTACT_RATE.timeWindow,
          },
        },
        onRequest: async (req) => {
          const verdict = await daily(req);
          if (!verdict.isAllowed && verdict.isExceeded) throw new HttpError(429, AUTH_MESSAGES.tooMany);
        },
      },
      async (req, reply) => {
        const id = await receiveContactMessage(
          { db: ctx.db, teamEmail: ctx.config.TEAM_EMAIL, rateFactor: f },
          req.body,
        );
        if (id) ctx.kickOutbox();
        return reply.code(201).send({ status: true, message: CONTACT_MESSAGES.sent });
      },
    );
  };
