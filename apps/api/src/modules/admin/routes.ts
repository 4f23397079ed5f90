// /api/admin: the vetting queue and decisions (with the Companies House check and the certificates'
// checklist), companies, the kept mail, and the admins themselves (suspend, reinstate). Admins only.
import { COMPANY_STATUSES } from "@rm/domain/company";
import { DASHBOARD_MESSAGES, DASHBOARD_PERIODS, dashboardPeriod } from "@rm/domain/dashboard";
import { pageNumberField } from "@rm/domain/numbers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import { ok } from "../../lib/http.ts";
import { rematchNow } from "../requests/index.ts";
import { adminCompanies, adminCompany, adminOverview } from "./admin-queries.ts";
import { adminAttachment, adminEmails } from "./emails.ts";
import { EMAIL_PREVIEW_POLICY, emailTemplateHtml, emailTemplates } from "./mail-previews.ts";
import { adminDashboard } from "./dashboard.ts";
import { companiesHouseSummary } from "@rm/domain/companies-house";
import { VETTING_MESSAGES } from "@rm/domain/vetting";
import { companiesHouseClient } from "./companies-house.ts";
import { listAdmins, reinstateAdmin, suspendAdmin } from "./admins.ts";
import { type CompanyAction, checkCompaniesHouse, decideCompany, decideDocument } from "./vetting-service.ts";
import { defineRoute } from "../../lib/define-route.ts";

const attachmentParams = z.object({ emailId: z.string().max(64), index: z.string().max(64) });
const tags = ["admin"];
/** what a company decision reads of its request (each route's schema checks the body) */
interface DecisionRequest {
  user: Parameters<typeof decideCompany>[1];
  params: { companyId: string };
  body: unknown;
  log: FastifyBaseLogger;
}
/** a name safe inside content-disposition's quotes: letters, digits, dot, dash, underscore and space */
const safeFilename = (name: string) => name.replace(/[^\w. -]/g, "_").slice(0, 120) || "attachment";

/** what every group of this module's routes uses */
function sharedOf(ctx: AppContext) {
  const companiesHouse = {
    db: ctx.db,
    lookup: ctx.config.COMPANIES_HOUSE_API_KEY
      ? companiesHouseClient({
          apiKey: ctx.config.COMPANIES_HOUSE_API_KEY,
          baseUrl: ctx.config.COMPANIES_HOUSE_API_URL,
          timeoutMs: ctx.config.COMPANIES_HOUSE_TIMEOUT_MS,
        })
      : null,
  };
  return { ctx, deps: { db: ctx.db, appUrl: ctx.config.appUrl }, companiesHouse };
}
type Shared = ReturnType<typeof sharedOf>;
const access = "admin" as const;

export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const shared = sharedOf(ctx);
    overviewRoutes(app, shared);
    mailRoutes(app, shared);
    documentRoutes(app, shared);
    companyDecisionRoutes(app, shared);
    adminAccountRoutes(app, shared);
  };

/** the overview, the dashboard's figures, the companies */
function overviewRoutes(app: ApiApp, { ctx }: Shared) {
  defineRoute(
    app,
    "GET /admin/overview",
    {
      access,
      summary: "Counts and the vetting queue",
      tags,
    },
    async (req, reply) => ok(reply, "Overview", await adminOverview(ctx.db, req.user)),
  );

  defineRoute(
    app,
    "GET /admin/dashboard",
    {
      access,
      summary: "The marketplace's figures per London day over 7, 30 or 90 days",
      tags,
      schema: {
        querystring: z.object({
          days: z
            .enum(DASHBOARD_PERIODS.map(String) as [string, ...string[]], {
              error: DASHBOARD_MESSAGES.badPeriod,
            })
            .optional(),
        }),
      },
    },
    async (req, reply) =>
      ok(reply, "Dashboard", await adminDashboard(ctx.db, req.user, dashboardPeriod(req.query.days))),
  );

  defineRoute(
    app,
    "GET /admin/companies",
    {
      access,
      summary: "The vetting list of companies, by status",
      tags,
      schema: {
        querystring: z.object({ status: z.enum(COMPANY_STATUSES).optional() }),
      },
    },
    async (req, reply) => ok(reply, "Companies", await adminCompanies(ctx.db, req.user, req.query.status)),
  );

  defineRoute(
    app,
    "GET /admin/companies/:companyId",
    {
      access,
      summary: "One company, for vetting",
      tags,
    },
    async (req, reply) => ok(reply, "Company", await adminCompany(ctx.db, req.user, req.params.companyId)),
  );
}

/** the kept mail, its attachments, and the email templates' preview */
function mailRoutes(app: ApiApp, { ctx }: Shared) {
  defineRoute(
    app,
    "GET /admin/emails",
    {
      access,
      summary: "The outbox, newest first",
      tags,
      schema: {
        querystring: z.object({ page: pageNumberField(10_000).optional() }),
      },
    },
    async (req, reply) => ok(reply, "Emails", await adminEmails(ctx.db, req.user, req.query.page)),
  );
  // issue #33: every template with sample data (the preview page's data)
  defineRoute(
    app,
    "GET /admin/email-templates",
    {
      access,
      summary: "Every email template with sample data",
      tags,
    },
    async (req, reply) => ok(reply, "Email templates", emailTemplates(req.user, ctx.config.appUrl)),
  );
  defineRoute(
    app,
    "GET /admin/email-templates/:index",
    {
      access,
      summary: "One template's HTML part, for the preview's frame",
      tags,
      schema: {
        params: z.object({ index: z.string().max(64) }),
      },
    },
    async (req, reply) => {
      const html = emailTemplateHtml(req.user, ctx.config.appUrl, req.params.index);
      return reply
        .header("content-type", "text/html; charset=utf-8")
        .header("content-security-policy", EMAIL_PREVIEW_POLICY)
        .header("x-frame-options", "SAMEORIGIN")
        .header("cache-control", "no-store")
        .send(html);
    },
  );
  // issue #28: an attachment of a kept mail, for admins only (the download is audited)
  defineRoute(
    app,
    "GET /admin/emails/:emailId/attachments/:index",
    {
      access,
      summary: "One attachment of a stored email, as a download",
      tags,
      schema: {
        params: attachmentParams,
      },
    },
    async (req, reply) => {
      const file = await adminAttachment(ctx.db, req.user, req.params.emailId, req.params.index);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${safeFilename(file.filename)}"`)
        .send(file.bytes);
    },
  );
}

/** a certificate's decision, and the Companies House check */
function documentRoutes(app: ApiApp, { ctx, deps, companiesHouse }: Shared) {
  defineRoute(
    app,
    "POST /admin/documents/:documentId/verify",
    {
      access,
      summary: "Verify a certificate, with the checklist",
      tags,
    },
    async (req, reply) => {
      const { reason, ...checklist } = req.body;
      const doc = await decideDocument(
        deps,
        req.user,
        req.params.documentId,
        "verify",
        reason || null,
        checklist,
      );
      ctx.kickOutbox();
      // issue #17: a verified certificate may make a company eligible for the requests nobody covered yet
      await rematchNow(ctx, (err) => req.log.error({ err }, "re-match failed"));
      return ok(reply, "Document verified", { id: doc.id, status: doc.status });
    },
  );

  defineRoute(
    app,
    "POST /admin/documents/:documentId/reject",
    {
      access,
      summary: "Reject a certificate, with the reason",
      tags,
    },
    async (req, reply) => {
      const doc = await decideDocument(deps, req.user, req.params.documentId, "reject", req.body.reason);
      ctx.kickOutbox();
      return ok(reply, "Document rejected", { id: doc.id, status: doc.status });
    },
  );

  defineRoute(
    app,
    "POST /admin/companies/:companyId/companies-house-check",
    {
      access,
      summary: "Check the company's number with Companies House (the format only without a key)",
      tags,
    },
    async (req, reply) => {
      const check = await checkCompaniesHouse(companiesHouse, req.user, req.params.companyId);
      return ok(reply, VETTING_MESSAGES.checked, { ...check, summary: companiesHouseSummary(check) });
    },
  );
}

/** issue #19: the admins, suspended and reinstated with a reason (never their role) */
function adminAccountRoutes(app: ApiApp, { ctx, deps }: Shared) {
  defineRoute(
    app,
    "GET /admin/admins",
    {
      access,
      summary: "The admin accounts",
      tags,
    },
    async (req, reply) => ok(reply, "Admins", await listAdmins(ctx.db, req.user)),
  );
  defineRoute(
    app,
    "POST /admin/admins/:userId/suspend",
    {
      access,
      summary: "Suspend an admin, with the reason",
      tags,
    },
    async (req, reply) => {
      const row = await suspendAdmin(deps, req.user, req.params.userId, req.body.reason);
      ctx.kickOutbox();
      return ok(reply, VETTING_MESSAGES.adminSuspended, { id: row.id, status: "suspended" as const });
    },
  );
  defineRoute(
    app,
    "POST /admin/admins/:userId/reinstate",
    {
      access,
      summary: "Reinstate a suspended admin, with the reason",
      tags,
    },
    async (req, reply) => {
      const row = await reinstateAdmin(deps, req.user, req.params.userId, req.body.reason);
      ctx.kickOutbox();
      return ok(reply, VETTING_MESSAGES.adminReinstated, { id: row.id, status: "active" as const });
    },
  );
}

/**
 * A company's decision: approve, reject, suspend, reinstate, each route written out (issue #30: a URL leads to
 * one line). The reason is optional to approve, required otherwise (the route map says which).
 */
function companyDecisionRoutes(app: ApiApp, { ctx, deps }: Shared) {
  const decide = async (
    req: DecisionRequest,
    reply: FastifyReply,
    action: CompanyAction,
    message: string,
  ) => {
    const reason = (req.body as { reason?: string }).reason || null;
    const c = await decideCompany(deps, req.user, req.params.companyId, action, reason);
    ctx.kickOutbox();
    // issue #17: a company that may now work receives the requests nobody covered yet
    if (c.status === "approved") await rematchNow(ctx, (err) => req.log.error({ err }, "re-match failed"));
    return ok(reply, message, { id: c.id, status: c.status });
  };
  defineRoute(
    app,
    "POST /admin/companies/:companyId/approve",
    { access, summary: "Approve a company", tags },
    (req, reply) => decide(req, reply, "approve", "Company approved"),
  );
  defineRoute(
    app,
    "POST /admin/companies/:companyId/reject",
    { access, summary: "Reject a company, with the reason", tags },
    (req, reply) => decide(req, reply, "reject", "Company rejected"),
  );
  defineRoute(
    app,
    "POST /admin/companies/:companyId/suspend",
    { access, summary: "Suspend a company, with the reason", tags },
    (req, reply) => decide(req, reply, "suspend", "Company suspended"),
  );
  defineRoute(
    app,
    "POST /admin/companies/:companyId/reinstate",
    { access, summary: "Reinstate a suspended company, with the reason", tags },
    (req, reply) => decide(req, reply, "reinstate", "Company reinstated"),
  );
}
