// The company dashboard's data (issue #6, docs/README.md#issues): its leads inbox, one lead, and its numbers
// ("Stats"). Thin handlers: the service scopes its query to the caller's active company.
import { API_ROUTES } from "@rm/domain/api";
import { pageNumberField } from "@rm/domain/numbers";
import { MATCH_STATUSES } from "@rm/domain/quote";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { getCompanyLead, listCompanyLeads } from "./lead-inbox.ts";
import { companyStats } from "./stats.ts";

const leadParams = z.object({ leadId: z.string().max(64) });

export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const company = { config: { access: "company" as const } };
    const tags = ["quotes"];

    app.get(
      "/company/leads",
      {
        ...company,
        schema: {
          ...API_ROUTES["GET /company/leads"],
          tags,
          summary: "The company's leads inbox, newest first, a page at a time",
          querystring: z.object({
            status: z.enum(MATCH_STATUSES).optional(),
            page: pageNumberField(100_000).optional(),
          }),
        },
      },
      async (req, reply) =>
        ok(reply, "Leads", await listCompanyLeads(ctx.db, req.user, req.query.status, req.query.page)),
    );

    app.get(
      "/company/leads/:leadId",
      {
        ...company,
        schema: {
          ...API_ROUTES["GET /company/leads/:leadId"],
          tags,
          summary: "A lead matched to the company",
          params: leadParams,
        },
      },
      async (req, reply) => ok(reply, "Lead", await getCompanyLead(ctx.db, req.user, req.params.leadId)),
    );

    app.get(
      "/company/stats",
      {
        ...company,
        schema: {
          ...API_ROUTES["GET /company/stats"],
          tags: ["dashboard"],
          summary: "Leads, quotes, median time to quote and win rate over 30 or 90 days",
          querystring: z.object({ days: z.enum(["30", "90"], { error: "Choose 30 or 90 days" }).optional() }),
        },
      },
      async (req, reply) =>
        ok(reply, "Stats", await companyStats(ctx.db, req.user, req.query.days === "90" ? 90 : 30)),
    );
  };
