// GET /api/pow/challenge: a fresh proof-of-work challenge for the anonymous forms (lead intake,
// registration). `proofOfWork` is the preHandler those routes use.
import { POW_HEADER, POW_MESSAGES } from "@rm/domain/proof-of-work";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { sharedRedisOf } from "../../lib/bus.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { badRequest, ok } from "../../lib/http.ts";
import { acceptProof, newChallenge, type PowSettings } from "./proof-of-work.ts";

export const powSettings = (ctx: AppContext): PowSettings => ({
  maxNumber: ctx.config.POW_MAX_NUMBER,
  secret: ctx.config.POW_HMAC_SECRET,
  shared: sharedRedisOf(ctx),
});

/** A preHandler: 400 unless the request carries an accepted proof of work (see proof-of-work.ts). */
export function proofOfWork(ctx: AppContext, when: (req: FastifyRequest) => boolean = () => true) {
  const settings = powSettings(ctx);
  return async (req: FastifyRequest) => {
    if (!when(req)) return;
    if (!(await acceptProof(settings, req.headers[POW_HEADER]))) throw badRequest(POW_MESSAGES.required);
  };
}

export const powRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = powSettings(ctx);
    // POW_CHALLENGE_PATH (what the browser's solver fetches) is this key's URL: the route-map test checks both
    defineRoute(
      app,
      "GET /pow/challenge",
      {
        access: "public",
        tags: ["pow"],
        summary: "A proof-of-work challenge for the anonymous forms (ALTCHA v2)",
        config: { rateLimit: { max: Math.ceil(60 * ctx.config.RATE_LIMIT_FACTOR), timeWindow: "1 minute" } },
      },
      async (_req, reply) => {
        reply.header("cache-control", "no-store");
        return ok(reply, "Challenge", await newChallenge(settings));
      },
    );
  };
