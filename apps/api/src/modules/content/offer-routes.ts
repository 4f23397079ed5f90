// GET /api/partners/offers: the PARTNERS OFFERS page's data (company users only).
import { API_ROUTES } from "@rm/domain/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { listOffers } from "./offers.ts";

export const offerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/partners/offers",
      {
        config: { access: "company" },
        schema: {
          tags: ["partners"],
          summary: "Offers for partner companies",
          ...API_ROUTES["GET /partners/offers"],
        },
      },
      async (_req, reply) => ok(reply, "Partner offers", await listOffers(ctx.db)),
    );
  };
