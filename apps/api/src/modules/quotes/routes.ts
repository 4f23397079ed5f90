// The quote loop's API (issue #6, docs/README.md#issues): a company sends, edits or withdraws its quote; the
// customer compares the quotes on one request. Thin handlers: parse, who is calling (config.access), call the
// service with the caller so it scopes its own query.
import { COMPARE_SORTS, QUOTE_MESSAGES as M, TEMPLATE_MESSAGES as T } from "@rm/domain/quote";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import { ok } from "../../lib/http.ts";
import { clientCaller } from "../scopes/index.ts";
import { sendQuote, updateQuote, withdrawQuote } from "./company-quote.ts";
import { quoteLimitsOf } from "./quote-limits.ts";
import { getClientRequest } from "./compare.ts";
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from "./templates.ts";
import { defineRoute } from "../../lib/define-route.ts";

const sortValues = COMPARE_SORTS.map((s) => s.value) as [string, ...string[]] as [
  "price",
  "rating",
  "availability",
];

/** what every group of this module's routes uses */
function sharedOf(ctx: AppContext) {
  const deps = { db: ctx.db, appUrl: ctx.config.appUrl, limits: quoteLimitsOf(ctx) };
  const company = { config: { access: "company" as const } };
  const client = { config: { access: "client" as const } };
  const tags = ["quotes"];
  return { ctx, deps, company, client, tags };
}
type Shared = ReturnType<typeof sharedOf>;

export const quoteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const shared = sharedOf(ctx);
    sendQuoteRoutes(app, shared);
    templateRoutes(app, shared);
    customerRoutes(app, shared);
  };

/** the company sends, changes and withdraws its quote */
function sendQuoteRoutes(app: ApiApp, { ctx, deps, tags }: Shared) {
  defineRoute(
    app,
    "POST /company/leads/:leadId/quote",
    {
      access: "company",
      summary: "Send a quote",
      tags,
    },
    async (req, reply) => {
      const quote = await sendQuote(deps, req.user, req.params.leadId, req.body);
      ctx.kickOutbox();
      return ok(reply, M.sent, quote, 201);
    },
  );

  defineRoute(
    app,
    "PUT /company/leads/:leadId/quote",
    {
      access: "company",
      summary: "Edit a quote",
      tags,
    },
    async (req, reply) => {
      const quote = await updateQuote(deps, req.user, req.params.leadId, req.body);
      ctx.kickOutbox();
      return ok(reply, M.updated, quote);
    },
  );

  defineRoute(
    app,
    "DELETE /company/leads/:leadId/quote",
    {
      access: "company",
      summary: "Withdraw a quote",
      tags,
    },
    async (req, reply) => {
      const quote = await withdrawQuote(deps, req.user, req.params.leadId);
      ctx.kickOutbox();
      return ok(reply, M.withdrawn, quote);
    },
  );
}

/** saved quote templates (issue #18) */
function templateRoutes(app: ApiApp, { ctx, tags }: Shared) {
  // issue #18: saved quote templates (and the certificate cover the quote form shows)
  defineRoute(
    app,
    "GET /company/quote-templates",
    {
      access: "company",
      summary: "Your quote templates and insurance cover",
      tags,
    },
    async (req, reply) => ok(reply, "Quote templates", await listTemplates(ctx.db, req.user)),
  );

  defineRoute(
    app,
    "POST /company/quote-templates",
    {
      access: "company",
      summary: "Save a quote template",
      tags,
    },
    async (req, reply) => ok(reply, T.saved, await createTemplate(ctx.db, req.user, req.body), 201),
  );

  defineRoute(
    app,
    "PUT /company/quote-templates/:templateId",
    {
      access: "company",
      summary: "Edit a quote template",
      tags,
    },
    async (req, reply) =>
      ok(reply, T.updated, await updateTemplate(ctx.db, req.user, req.params.templateId, req.body)),
  );

  defineRoute(
    app,
    "DELETE /company/quote-templates/:templateId",
    {
      access: "company",
      summary: "Delete a quote template",
      tags,
    },
    async (req, reply) => ok(reply, T.deleted, await deleteTemplate(ctx.db, req.user, req.params.templateId)),
  );
}

/** the customer reads a request with its quotes */
function customerRoutes(app: ApiApp, { ctx, tags }: Shared) {
  defineRoute(
    app,
    "GET /client/requests/:leadId",
    {
      access: "client",
      summary: "One request and its quotes, side by side",
      tags,
      schema: {
        querystring: z.object({
          sort: z.enum(sortValues).optional(),
          available: z.enum(["1", "0", "true", "false"]).optional(),
        }),
      },
    },
    async (req, reply) =>
      ok(
        reply,
        "Request",
        await getClientRequest(ctx.db, clientCaller(req), req.params.leadId, {
          sort: req.query.sort,
          availableOnly: req.query.available === "1" || req.query.available === "true",
        }),
      ),
  );
}
