// /api/admin (issue #19): the lists with search, filters and paging, their CSV exports (streamed), the
// detail of a request and a customer, suspending and reinstating customers, sign-in links, inviting admins,
// and the audit log. Admins only (a suspended admin has no session at all).
import { API_ROUTES } from "@rm/domain/api";
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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import { ok } from "../../lib/http.ts";
import { londonToday } from "../../lib/london-today.ts";
import { adminCustomer, adminRequest } from "./details.ts";
import { adminAudit, adminExport, adminList } from "./operations.ts";
import { inviteAdmin, reinstateCustomer, sendCustomerSignInLink, suspendCustomer } from "./people.ts";

const tags = ["admin"];
const QUERIES = {
  requests: requestListQuery,
  customers: customerListQuery,
  companies: companyListQuery,
  quotes: quoteListQuery,
  bookings: bookingListQuery,
} as const;
const leadParams = z.object({ leadId: z.string().max(64) });
const userParams = z.object({ userId: z.string().max(64) });

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
  const listRoutes = (kind: Exclude<AdminList, "companies">) => {
    app.get(
      `/${kind}`,
      {
        config: { access },
        schema: {
          ...API_ROUTES[`GET /admin/${kind}` as const],
          tags,
          summary: `The ${kind}, newest first`,
          querystring: QUERIES[kind],
        },
      },
      // biome-ignore lint/suspicious/noExplicitAny: one handler for five lists, each query checked by its schema
      async (req, reply) => ok(reply, "List", await adminList(ctx.db, req.user, kind, req.query as any)),
    );
  };
  for (const kind of ["requests", "customers", "quotes", "bookings"] as const) listRoutes(kind);
  // GET /api/admin/companies is the vetting list (routes.ts); the searchable one is /companies/search
  app.get(
    "/companies/search",
    {
      config: { access },
      schema: {
        ...API_ROUTES["GET /admin/companies/search"],
        tags,
        summary: "The companies, newest first",
        querystring: companyListQuery,
      },
    },
    async (req, reply) => ok(reply, "List", await adminList(ctx.db, req.user, "companies", req.query)),
  );

  for (const kind of ["requests", "customers", "companies", "quotes", "bookings"] as const) {
    app.get(
      `/${kind}/export`,
      {
        config: { access },
        schema: {
          ...API_ROUTES[`GET /admin/${kind}/export` as const],
          tags,
          summary: `The ${kind} as CSV (streamed)`,
          querystring: QUERIES[kind],
        },
      },
      async (req, reply) => {
        // biome-ignore lint/suspicious/noExplicitAny: the query was checked by the list's own schema
        const stream = await adminExport(ctx.db, req.user, kind, req.query as any);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${kind}-${londonToday()}.csv"`)
          .header("cache-control", "private, no-store")
          .send(stream);
      },
    );
  }
}

/** one request or customer, and what admins do to a customer */
function detailRoutes(app: ApiApp, { ctx, access, deps }: Shared) {
  app.get(
    "/requests/:leadId",
    {
      config: { access },
      schema: {
        ...API_ROUTES["GET /admin/requests/:leadId"],
        tags,
        summary: "A request with its matches, quotes, booking and mails",
        params: leadParams,
      },
    },
    async (req, reply) =>
      ok(reply, "Request", await adminRequest(ctx.db, req.user, req.params.leadId, "api")),
  );
  app.get(
    "/customers/:userId",
    {
      config: { access },
      schema: {
        ...API_ROUTES["GET /admin/customers/:userId"],
        tags,
        summary: "A customer and their requests (audited)",
        params: userParams,
      },
    },
    async (req, reply) =>
      ok(reply, "Customer", await adminCustomer(ctx.db, req.user, req.params.userId, "api")),
  );

  app.post(
    "/customers/:userId/suspend",
    {
      config: { access },
      schema: { ...API_ROUTES["POST /admin/customers/:userId/suspend"], tags, params: userParams },
    },
    async (req, reply) => {
      const row = await suspendCustomer(deps, req.user, req.params.userId, req.body.reason);
      ctx.kickOutbox();
      return ok(reply, ADMIN_MESSAGES.customerSuspended, { id: row.id, status: "suspended" });
    },
  );
  app.post(
    "/customers/:userId/reinstate",
    {
      config: { access },
      schema: { ...API_ROUTES["POST /admin/customers/:userId/reinstate"], tags, params: userParams },
    },
    async (req, reply) => {
      const row = await reinstateCustomer(deps, req.user, req.params.userId, req.body.reason);
      ctx.kickOutbox();
      return ok(reply, ADMIN_MESSAGES.customerReinstated, { id: row.id, status: "active" });
    },
  );
  app.post(
    "/customers/:userId/signin-link",
    {
      config: { access },
      schema: { ...API_ROUTES["POST /admin/customers/:userId/signin-link"], tags, params: userParams },
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
  app.post(
    "/invitations",
    {
      config: { access },
      schema: { ...API_ROUTES["POST /admin/invitations"], tags, summary: "Invite another admin by email" },
    },
    async (req, reply) => {
      await inviteAdmin(deps, req.user, req.body);
      ctx.kickOutbox();
      return ok(reply, ADMIN_MESSAGES.inviteSent, undefined, 201);
    },
  );

  app.get(
    "/audit",
    {
      config: { access },
      schema: {
        ...API_ROUTES["GET /admin/audit"],
        tags,
        summary: "The audit log, newest first",
        querystring: auditListQuery,
      },
    },
    async (req, reply) => ok(reply, "Audit log", await adminAudit(ctx.db, req.user, req.query)),
  );
}
