// What admin pages call in-process (context.services.admin). Every function refuses non-admins.
import type { SessionUser } from "@rm/domain";
import type { CompanyStatus } from "@rm/domain/company";
import type { AppContext } from "../../app-context.ts";
import { adminCompanies, adminCompany, adminEmails, adminOverview } from "./admin-queries.ts";

export const adminWebService = (ctx: AppContext) => ({
  overview: (user: SessionUser | null) => adminOverview(ctx.db, user),
  companies: (user: SessionUser | null, status?: CompanyStatus) => adminCompanies(ctx.db, user, status),
  company: (user: SessionUser | null, companyId: string) => adminCompany(ctx.db, user, companyId),
  emails: (user: SessionUser | null, page?: number) => adminEmails(ctx.db, user, page),
});
