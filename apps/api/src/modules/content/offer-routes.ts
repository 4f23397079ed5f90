// GET /api/partners/offers: the PARTNERS OFFERS page's data (company users only).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { listOffers } from "./offers.ts";
import { defineRoute } from "../../lib/define-route.ts";

export const offerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(
      app,
      "GET /partners/offers",
      {
        access: "company",
        summary: "Offers for partner companies",
        tags: ["partners"],
      },
      async (_req, reply) => ok(reply, "Partner offers", await listOffers(ctx.db)),
    );
  };
