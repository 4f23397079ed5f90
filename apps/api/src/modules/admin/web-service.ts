// What admin pages call in-process (context.services.admin). Every function refuses non-admins.
import type { SessionUser } from "@rm/domain";
import type { CompanyStatus } from "@rm/domain/company";
import type { AppContext } from "../../app-context.ts";
import type { ContactInboxQuery } from "@rm/domain/contact";
import { contactInbox, contactMessage } from "../contact/index.ts";
import { readReported, reportQueue } from "../conversations/index.ts";
import { moderationQueue } from "../reviews/index.ts";
import { adminCompanies, adminCompany, adminOverview } from "./admin-queries.ts";
import { adminEmails } from "./emails.ts";
import { emailTemplates } from "./mail-previews.ts";
import { adminDashboard } from "./dashboard.ts";
import { adminActions } from "./web-actions.ts";
import { adminCustomer, adminRequest, requireAdmin } from "./details.ts";
import type { DashboardPeriod } from "@rm/domain/dashboard";
import type { ListFilters } from "./lists/index.ts";
import { adminAudit, adminList } from "./operations.ts";
import type { AdminList, AuditListQuery } from "@rm/domain/admin";
import { orWhenRefused } from "../../lib/http.ts";
import { listAdmins } from "./admins.ts";

export const adminWebService = (ctx: AppContext) => ({
  /** issue #28: a decision posted by an admin page's form (with or without JavaScript) */
  act: adminActions(ctx),
  overview: (user: SessionUser | null) => adminOverview(ctx.db, user),
  /** issue #19: the dashboard's figures over the period */
  dashboard: (user: SessionUser | null, days: DashboardPeriod) => adminDashboard(ctx.db, user, days),
  companies: (user: SessionUser | null, status?: CompanyStatus) => adminCompanies(ctx.db, user, status),
  company: (user: SessionUser | null, companyId: string) => adminCompany(ctx.db, user, companyId),
  emails: (user: SessionUser | null, page?: number) => adminEmails(ctx.db, user, page),
  /** issue #33: every email template with sample data */
  emailTemplates: (user: SessionUser | null) => emailTemplates(user, ctx.config.appUrl),
  // issue #19: the lists, a request's and a customer's page (reads audited), the audit log
  list: <K extends AdminList>(
    user: SessionUser | null,
    kind: K,
    filters: ListFilters[K] & { page?: number },
  ) => adminList(ctx.db, user, kind, filters),
  request: (user: SessionUser | null, leadId: string) => adminRequest(ctx.db, user, leadId, "page"),
  customer: (user: SessionUser | null, userId: string) => adminCustomer(ctx.db, user, userId, "page"),
  audit: (user: SessionUser | null, q: AuditListQuery) => adminAudit(ctx.db, user, q),
  /** issue #19: the admin accounts, to suspend or reinstate one */
  admins: (user: SessionUser | null) => listAdmins(ctx.db, user),
  /** the moderation queues: reported messages and reviews held, waiting for an edit or flagged */
  moderation: async (user: SessionUser | null) => {
    requireAdmin(user);
    const [reports, reviews] = await Promise.all([reportQueue(ctx.db), moderationQueue(ctx.db)]);
    return { reports, reviews };
  },
  /** the contact inbox (issue #19) */
  contactInbox: (user: SessionUser | null, q: ContactInboxQuery) => {
    requireAdmin(user);
    return contactInbox(ctx.db, q);
  },
  /** one contact message with its replies (the read is audited); null when there is none */
  contactMessage: (user: SessionUser | null, id: string) =>
    orWhenRefused(contactMessage(ctx.db, requireAdmin(user)._id, id), null),
  /** a reported conversation (the read is audited); null when there is none or nothing in it was reported */
  reportedConversation: async (user: SessionUser | null, roomId: string) => {
    const admin = requireAdmin(user);
    return orWhenRefused(readReported(ctx.db, admin._id, roomId), null);
  },
});
