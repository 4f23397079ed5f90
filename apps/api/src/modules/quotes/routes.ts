// The quote loop's API (issue 6). Thin handlers: parse, who is calling (config.access), call the service
// with the caller so it scopes its own query.
import { COMPARE_SORTS, MATCH_STATUSES, QUOTE_MESSAGES as M, quoteSchema } from "@rm/domain/quote";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { bookQuote, declineQuote } from "./booking.ts";
import { getClientRequest, listClientRequests } from "./client-requests.ts";
import { directoryQuerySchema, listCompanies } from "./company-directory.ts";
import { getCompanyLead, listCompanyLeads } from "./company-leads.ts";
import { sendQuote, updateQuote, withdrawQuote } from "./company-quote.ts";
import type { ClientCaller } from "./scope.ts";

const leadParams = z.object({ leadId: z.string().max(64) });
const quoteParams = z.object({ quoteId: z.string().max(64) });
const sortValues = COMPARE_SORTS.map((s) => s.value) as [string, ...string[]] as [
  "price",
  "rating",
  "availability",
];

export const caller = (req: FastifyRequest): ClientCaller => ({ user: req.user!, sessionId: req.sessionId });

export const quoteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: ctx.db, appUrl: ctx.config.appUrl };
    const company = { config: { access: "company" as const } };
    const client = { config: { access: "client" as const } };
    const tags = ["quotes"];

    app.get(
      "/company/leads",
      {
        ...company,
        schema: {
          tags,
          summary: "The company's leads inbox, newest first, a page at a time",
          querystring: z.object({
            status: z.enum(MATCH_STATUSES).optional(),
            page: z.coerce.number().int().min(1).max(100_000).optional(),
          }),
        },
      },
      async (req, reply) =>
        ok(reply, "Leads", await listCompanyLeads(ctx.db, req.user!, req.query.status, req.query.page)),
    );

    app.get(
      "/company/leads/:leadId",
      { ...company, schema: { tags, summary: "A lead matched to the company", params: leadParams } },
      async (req, reply) => ok(reply, "Lead", await getCompanyLead(ctx.db, req.user!, req.params.leadId)),
    );

    app.post(
      "/company/leads/:leadId/quote",
      { ...company, schema: { tags, summary: "Send a quote", params: leadParams, body: quoteSchema } },
      async (req, reply) => {
        const quote = await sendQuote(deps, req.user!, req.params.leadId, req.body);
        ctx.kickOutbox();
        return ok(reply, M.sent, quote, 201);
      },
    );

    app.put(
      "/company/leads/:leadId/quote",
      { ...company, schema: { tags, summary: "Edit a quote", params: leadParams, body: quoteSchema } },
      async (req, reply) => {
        const quote = await updateQuote(deps, req.user!, req.params.leadId, req.body);
        ctx.kickOutbox();
        return ok(reply, M.updated, quote);
      },
    );

    app.delete(
      "/company/leads/:leadId/quote",
      { ...company, schema: { tags, summary: "Withdraw a quote", params: leadParams } },
      async (req, reply) => {
        const quote = await withdrawQuote(deps, req.user!, req.params.leadId);
        ctx.kickOutbox();
        return ok(reply, M.withdrawn, quote);
      },
    );

    app.get(
      "/client/requests",
      { ...client, schema: { tags, summary: "The customer's removal requests, newest first" } },
      async (req, reply) => ok(reply, "Requests", await listClientRequests(ctx.db, caller(req))),
    );

    app.get(
      "/client/requests/:leadId",
      {
        ...client,
        schema: {
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
          await getClientRequest(ctx.db, caller(req), req.params.leadId, {
            sort: req.query.sort,
            availableOnly: req.query.available === "1" || req.query.available === "true",
          }),
        ),
    );

    app.post(
      "/client/quotes/:quoteId/book",
      { ...client, schema: { tags, summary: "Book with this mover", params: quoteParams } },
      async (req, reply) => {
        const booked = await bookQuote(deps, caller(req), req.params.quoteId);
        ctx.kickOutbox();
        return ok(reply, M.booked, booked);
      },
    );

    app.post(
      "/client/quotes/:quoteId/decline",
      { ...client, schema: { tags, summary: "Decline a quote", params: quoteParams } },
      async (req, reply) => {
        const declined = await declineQuote(deps, caller(req), req.params.quoteId);
        ctx.kickOutbox();
        return ok(reply, M.declined, declined);
      },
    );

    app.get(
      "/companies",
      {
        ...client,
        schema: {
          tags,
          summary: "Approved companies: search by name, borough, service",
          querystring: directoryQuerySchema,
        },
      },
      async (req, reply) => ok(reply, "Companies", await listCompanies(ctx.db, req.query)),
    );
  };
