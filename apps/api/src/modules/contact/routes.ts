// POST /api/contact: open to everyone, rate limited per IP, honeypot-protected.
import { CONTACT_MESSAGES, contactSchema } from "@rm/domain/contact";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { receiveContactMessage } from "./contact-service.ts";

/** messages per IP per window, before RATE_LIMIT_FACTOR */
export const CONTACT_RATE = { max: 5, timeWindow: "10 minutes" } as const;

export const contactRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/contact",
      {
        config: {
          access: "public",
          rateLimit: {
            max: Math.ceil(CONTACT_RATE.max * ctx.config.RATE_LIMIT_FACTOR),
            timeWindow: CONTACT_RATE.timeWindow,
          },
        },
        schema: {
          tags: ["contact"],
          summary: "Send a message to the team",
          body: contactSchema,
          response: { 201: z.object({ status: z.literal(true), message: z.string() }) },
        },
      },
      async (req, reply) => {
        const id = await receiveContactMessage({ db: ctx.db, teamEmail: ctx.config.TEAM_EMAIL }, req.body);
        if (id) ctx.kickOutbox();
        return reply.code(201).send({ status: true, message: CONTACT_MESSAGES.sent });
      },
    );
  };
