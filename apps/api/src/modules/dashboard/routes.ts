// The company dashboard's numbers (issue 6 "Stats").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { companyStats } from "./stats.ts";

export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/company/stats",
      {
        config: { access: "company" },
        schema: {
          tags: ["dashboard"],
          summary: "Leads, quotes, median time to quote and win rate over 30 or 90 days",
          querystring: z.object({ days: z.enum(["30", "90"], { error: "Choose 30 or 90 days" }).optional() }),
        },
      },
      async (req, reply) =>
        ok(reply, "Stats", await companyStats(ctx.db, req.user!, req.query.days === "90" ? 90 : 30)),
    );
  };
