// docs/product/routes.md §7 GET /api/companies: the company directory a signed-in customer searches.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { directoryQuerySchema, listCompanies } from "./directory.ts";
import { defineRoute } from "../../lib/define-route.ts";

export const directoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(
      app,
      "GET /companies",
      {
        access: "client",
        summary: "Approved companies: search by name, borough, service",
        tags: ["quotes"],
        schema: {
          querystring: directoryQuerySchema,
        },
      },
      async (req, reply) => ok(reply, "Companies", await listCompanies(ctx.db, req.query)),
    );
  };
