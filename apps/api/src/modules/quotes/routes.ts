// The quote loop's API (issue #6, docs/README.md#issues): a company sends, edits or withdraws its quote; the
// customer compares the quotes on one request. Thin handlers: parse, who is calling (config.access), call the
// service with the caller so it scopes its own query.
import { API_ROUTES } from "@rm/domain/api";
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

const leadParams = z.object({ leadId: z.string().max(64) });
const templateParams = z.object({ templateId: z.string().max(64) });
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
function sendQuoteRoutes(app: ApiApp, { ctx, deps, company, tags }: Shared) {
  app.post(
    "/company/leads/:leadId/quote",
    {
      ...company,
      schema: {
        ...API_ROUTES["POST /company/leads/:leadId/quote"],
        tags,
        summary: "Send a quote",
        params: leadParams,
      },
    },
    async (req, reply) => {
      const quote = await sendQuote(deps, req.user, req.params.leadId, req.body);
      ctx.kickOutbox();
      return ok(reply, M.sent, quote, 201);
    },
  );

  app.put(
    "/company/leads/:leadId/quote",
    {
      ...company,
      schema: {
        ...API_ROUTES["PUT /company/leads/:leadId/quote"],
        tags,
        summary: "Edit a quote",
        params: leadParams,
      },
    },
    async (req, reply) => {
      const quote = await updateQuote(deps, req.user, req.params.leadId, req.body);
      ctx.kickOutbox();
      return ok(reply, M.updated, quote);
    },
  );

  app.delete(
    "/company/leads/:leadId/quote",
    {
      ...company,
      schema: {
        ...API_ROUTES["DELETE /company/leads/:leadId/quote"],
        tags,
        summary: "Withdraw a quote",
        params: leadParams,
      },
    },
    async (req, reply) => {
      const quote = await withdrawQuote(deps, req.user, req.params.leadId);
      ctx.kickOutbox();
      return ok(reply, M.withdrawn, quote);
    },
  );
}

/** saved quote templates (issue #18) */
function templateRoutes(app: ApiApp, { ctx, company, tags }: Shared) {
  // issue #18: saved quote templates (and the certificate cover the quote form shows)
  app.get(
    "/company/quote-templates",
    {
      ...company,
      schema: {
        ...API_ROUTES["GET /company/quote-templates"],
        tags,
        summary: "Your quote templates and insurance cover",
      },
    },
    async (req, reply) => ok(reply, "Quote templates", await listTemplates(ctx.db, req.user)),
  );

  app.post(
    "/company/quote-templates",
    {
      ...company,
      schema: { ...API_ROUTES["POST /company/quote-templates"], tags, summary: "Save a quote template" },
    },
    async (req, reply) => ok(reply, T.saved, await createTemplate(ctx.db, req.user, req.body), 201),
  );

  app.put(
    "/company/quote-templates/:templateId",
    {
      ...company,
      schema: {
        ...API_ROUTES["PUT /company/quote-templates/:templateId"],
        tags,
        summary: "Edit a quote template",
        params: templateParams,
      },
    },
    async (req, reply) =>
      ok(reply, T.updated, await updateTemplate(ctx.db, req.user, req.params.templateId, req.body)),
  );

  app.delete(
    "/company/quote-templates/:templateId",
    {
      ...company,
      schema: {
        ...API_ROUTES["DELETE /company/quote-templates/:templateId"],
        tags,
        summary: "Delete a quote template",
        params: templateParams,
      },
    },
    async (req, reply) => ok(reply, T.deleted, await deleteTemplate(ctx.db, req.user, req.params.templateId)),
  );
}

/** the customer reads a request with its quotes */
function customerRoutes(app: ApiApp, { ctx, client, tags }: Shared) {
  app.get(
    "/client/requests/:leadId",
    {
      ...client,
      schema: {
        ...API_ROUTES["GET /client/requests/:leadId"],
        tags,
        summary: "One request and its quotes, side by side",
        params: leadParams,
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
