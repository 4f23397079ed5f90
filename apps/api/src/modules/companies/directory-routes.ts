// docs/product/routes.md §7 GET /api/companies: the company directory a signed-in customer searches.
import { API_ROUTES } from "@rm/domain/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { directoryQuerySchema, listCompanies } from "./directory.ts";

export const directoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/companies",
      {
        config: { access: "client" },
        schema: {
          ...API_ROUTES["GET /companies"],
          tags: ["quotes"],
          summary: "Approved companies: search by name, borough, service",
          querystring: directoryQuerySchema,
        },
      },
      async (req, reply) => ok(reply, "Companies", await listCompanies(ctx.db, req.query)),
    );
  };
