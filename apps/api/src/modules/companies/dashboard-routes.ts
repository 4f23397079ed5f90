// The company dashboard's data (issue #6, docs/README.md#issues): its leads inbox, one lead, and its numbers
// ("Stats"). Thin handlers: the service scopes its query to the caller's active company.
import { pageNumberField } from "@rm/domain/numbers";
import { MATCH_STATUSES } from "@rm/domain/quote";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { getCompanyLead, listCompanyLeads } from "./lead-inbox.ts";
import { companyStats } from "./stats.ts";
import { defineRoute } from "../../lib/define-route.ts";

export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["quotes"];

    defineRoute(
      app,
      "GET /company/leads",
      {
        access: "company",
        summary: "The company's leads inbox, newest first, a page at a time",
        tags,
        schema: {
          querystring: z.object({
            status: z.enum(MATCH_STATUSES).optional(),
            page: pageNumberField(100_000).optional(),
          }),
        },
      },
      async (req, reply) =>
        ok(reply, "Leads", await listCompanyLeads(ctx.db, req.user, req.query.status, req.query.page)),
    );

    defineRoute(
      app,
      "GET /company/leads/:leadId",
      {
        access: "company",
        summary: "A lead matched to the company",
        tags,
      },
      async (req, reply) => ok(reply, "Lead", await getCompanyLead(ctx.db, req.user, req.params.leadId)),
    );

    defineRoute(
      app,
      "GET /company/stats",
      {
        access: "company",
        summary: "Leads, quotes, median time to quote and win rate over 30 or 90 days",
        tags: ["dashboard"],
        schema: {
          querystring: z.object({ days: z.enum(["30", "90"], { error: "Choose 30 or 90 days" }).optional() }),
        },
      },
      async (req, reply) =>
        ok(reply, "Stats", await companyStats(ctx.db, req.user, req.query.days === "90" ? 90 : 30)),
    );
  };
