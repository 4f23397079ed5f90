// /api/admin (issue #19): the lists with search, filters and paging, their CSV exports (streamed), the
// detail of a request and a customer, suspending and reinstating customers, sign-in links, inviting admins,
// and the audit log. Admins only (a suspended admin has no session at all).
import {
  ADMIN_MESSAGES,
  type AdminList,
  auditListQuery,
  bookingListQuery,
  companyListQuery,
  customerListQuery,
  quoteListQuery,
  requestListQuery,
} from "@rm/domain/admin";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import { ok } from "../../lib/http.ts";
import { londonToday } from "../../lib/london-today.ts";
import { adminCustomer, adminRequest } from "./details.ts";
import { adminAudit, adminExport, adminList } from "./operations.ts";
import { inviteAdmin, reinstateCustomer, sendCustomerSignInLink, suspendCustomer } from "./people.ts";
import { defineRoute } from "../../lib/define-route.ts";

const tags = ["admin"];
const QUERIES = {
  requests: requestListQuery,
  customers: customerListQuery,
  companies: companyListQuery,
  quotes: quoteListQuery,
  bookings: bookingListQuery,
} as const;

/** what every group of this module's routes uses */
function sharedOf(ctx: AppContext) {
  const access = "admin" as const;
  const deps = { db: ctx.db, appUrl: ctx.config.appUrl, sessionDays: ctx.config.SESSION_DAYS };
  return { ctx, access, deps };
}
type Shared = ReturnType<typeof sharedOf>;

export const adminOperationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const shared = sharedOf(ctx);
    listRoutes(app, shared);
    detailRoutes(app, shared);
    staffRoutes(app, shared);
  };

/** the searchable lists and their CSV exports */
function listRoutes(app: ApiApp, { ctx, access }: Shared) {
  // one handler per list, each route written out (issue #30: a URL leads to one line)
  const list =
    (kind: Exclude<AdminList, "companies">) =>
    // biome-ignore lint/suspicious/noExplicitAny: one handler for four lists, each query checked by its schema
    async (req: { user: Parameters<typeof adminList>[1]; query: any }, reply: FastifyReply) =>
      ok(reply, "List", await adminList(ctx.db, req.user, kind, req.query));
  const newest = (kind: string) => `The ${kind}, newest first`;
  defineRoute(
    app,
    "GET /admin/requests",
    { access, tags, summary: newest("requests"), schema: { querystring: QUERIES.requests } },
    list("requests"),
  );
  defineRoute(
    app,
    "GET /admin/customers",
    { access, tags, summary: newest("customers"), schema: { querystring: QUERIES.customers } },
    list("customers"),
  );
  defineRoute(
    app,
    "GET /admin/quotes",
    { access, tags, summary: newest("quotes"), schema: { querystring: QUERIES.quotes } },
    list("quotes"),
  );
  defineRoute(
    app,
    "GET /admin/bookings",
    { access, tags, summary: newest("bookings"), schema: { querystring: QUERIES.bookings } },
    list("bookings"),
  );
  // GET /api/admin/companies is the vetting list (routes.ts); the searchable one is /companies/search
  defineRoute(
    app,
    "GET /admin/companies/search",
    {
      access,
      summary: "The companies, newest first",
      tags,
      schema: {
        querystring: companyListQuery,
      },
    },
    async (req, reply) => ok(reply, "List", await adminList(ctx.db, req.user, "companies", req.query)),
  );

  const csv =
    (kind: AdminList) =>
    // biome-ignore lint/suspicious/noExplicitAny: the query was checked by the list's own schema
    async (req: { user: Parameters<typeof adminExport>[1]; query: any }, reply: FastifyReply) => {
      const stream = await adminExport(ctx.db, req.user, kind, req.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${kind}-${londonToday()}.csv"`)
        .header("cache-control", "private, no-store")
        .send(stream);
    };
  const asCsv = (kind: AdminList) => `The ${kind} as CSV (streamed)`;
  defineRoute(
    app,
    "GET /admin/requests/export",
    { access, tags, summary: asCsv("requests"), schema: { querystring: QUERIES.requests } },
    csv("requests"),
  );
  defineRoute(
    app,
    "GET /admin/customers/export",
    { access, tags, summary: asCsv("customers"), schema: { querystring: QUERIES.customers } },
    csv("customers"),
  );
  defineRoute(
    app,
    "GET /admin/companies/export",
    { access, tags, summary: asCsv("companies"), schema: { querystring: QUERIES.companies } },
    csv("companies"),
  );
  defineRoute(
    app,
    "GET /admin/quotes/export",
    { access, tags, summary: asCsv("quotes"), schema: { querystring: QUERIES.quotes } },
    csv("quotes"),
  );
  defineRoute(
    app,
    "GET /admin/bookings/export",
    { access, tags, summary: asCsv("bookings"), schema: { querystring: QUERIES.bookings } },
    csv("bookings"),
  );
}

/** one request or customer, and what admins do to a customer */
function detailRoutes(app: ApiApp, { ctx, access, deps }: Shared) {
  defineRoute(
    app,
    "GET /admin/requests/:leadId",
    {
      access,
      summary: "A request with its matches, quotes, booking and mails",
      tags,
    },
    async (req, reply) =>
      ok(reply, "Request", await adminRequest(ctx.db, req.user, req.params.leadId, "api")),
  );
  defineRoute(
    app,
    "GET /admin/customers/:userId",
    {
      access,
      summary: "A customer and their requests (audited)",
      tags,
    },
    async (req, reply) =>
      ok(reply, "Customer", await adminCustomer(ctx.db, req.user, req.params.userId, "api")),
  );

  defineRoute(
    app,
    "POST /admin/customers/:userId/suspend",
    {
      access,
      summary: "Suspend a customer, with the reason",
      tags,
    },
    async (req, reply) => {
      const row = await suspendCustomer(deps, req.user, req.params.userId, req.body.reason);
      ctx.kickOutbox();
      return ok(reply, ADMIN_MESSAGES.customerSuspended, { id: row.id, status: "suspended" });
    },
  );
  defineRoute(
    app,
    "POST /admin/customers/:userId/reinstate",
    {
      access,
      summary: "Reinstate a suspended customer, with the reason",
      tags,
    },
    async (req, reply) => {
      const row = await reinstateCustomer(deps, req.user, req.params.userId, req.body.reason);
      ctx.kickOutbox();
      return ok(reply, ADMIN_MESSAGES.customerReinstated, { id: row.id, status: "active" });
    },
  );
  defineRoute(
    app,
    "POST /admin/customers/:userId/signin-link",
    {
      access,
      summary: "Email a customer a sign-in link",
      tags,
    },
    async (req, reply) => {
      await sendCustomerSignInLink(deps, req.user, req.params.userId);
      ctx.kickOutbox();
      return ok(reply, ADMIN_MESSAGES.signInLinkSent);
    },
  );
}

/** inviting admins, and the audit log */
function staffRoutes(app: ApiApp, { ctx, access, deps }: Shared) {
  defineRoute(
    app,
    "POST /admin/invitations",
    {
      access,
      summary: "Invite another admin by email",
      tags,
    },
    async (req, reply) => {
      await inviteAdmin(deps, req.user, req.body);
      ctx.kickOutbox();
      return ok(reply, ADMIN_MESSAGES.inviteSent, undefined, 201);
    },
  );

  defineRoute(
    app,
    "GET /admin/audit",
    {
      access,
      summary: "The audit log, newest first",
      tags,
      schema: {
        querystring: auditListQuery,
      },
    },
    async (req, reply) => ok(reply, "Audit log", await adminAudit(ctx.db, req.user, req.query)),
  );
}
