// What company pages call in-process (context.services.companies and, for the dashboard and the directory,
// context.services.quotes). Each function is scoped to the caller; "not yours" and "not there" come back as
// null (the page says 404), and so does anything asked by a company that is not active.
import type { SessionUser } from "@rm/domain";
import type { MatchStatus, StatsWindow } from "@rm/domain/quote";
import type { AppContext } from "../../app-context.ts";
import { orWhenRefused } from "../../lib/http.ts";
import { getAvailability } from "./availability.ts";
import { companyStanding } from "../scopes/index.ts";
import { type DirectoryQuery, directoryQuerySchema, listCompanies } from "./directory.ts";
import { emptyInbox, getCompanyLead, listCompanyLeads } from "./lead-inbox.ts";
import { ownCompany } from "./profile-service.ts";
import { publicIds, publicProfile } from "./public-profile.ts";
import { companyStats, emptyStats } from "./stats.ts";

export const companiesWebService = (ctx: AppContext) => ({
  /** an approved company's public profile, or null (pending, rejected, suspended or unknown) */
  publicProfile: (companyId: string) => publicProfile(ctx.db, companyId),
  /** ids of every public profile, for the sitemap */
  publicIds: () => publicIds(ctx.db),
  /** the signed-in company's own profile and documents; null for anyone else */
  own: (user: SessionUser | null) => (user ? ownCompany(ctx.db, user) : Promise.resolve(null)),
});

export const companyDashboardWebService = (ctx: AppContext) => ({
  /** where the signed-in company stands: the dashboard's banner when it is not active (null: no company) */
  companyStanding: (user: SessionUser) => companyStanding(ctx.db, user),
  /** a company that is not active gets an empty inbox (no lead, no customer) */
  companyLeads: (user: SessionUser, status: MatchStatus | null, page = 1) =>
    orWhenRefused(listCompanyLeads(ctx.db, user, status, page), emptyInbox(status, page)),
  /** marks the match 'viewed', as opening it in the dashboard does; null when not the company's or not active */
  companyLead: (user: SessionUser, leadId: string) =>
    orWhenRefused(getCompanyLead(ctx.db, user, leadId), null),
  /** issue #18: the company's fully booked days from today on; null when it is not active */
  availability: (user: SessionUser) => orWhenRefused(getAvailability(ctx.db, user), null),
  /** a company that is not active gets the numbers of a company without leads */
  companyStats: (user: SessionUser, days: StatsWindow) =>
    orWhenRefused(companyStats(ctx.db, user, days), emptyStats(days)),
  /** the company directory a signed-in customer searches; a bad query lists everyone */
  companies: (query: DirectoryQuery) => {
    const parsed = directoryQuerySchema.safeParse(query);
    return listCompanies(ctx.db, parsed.success ? parsed.data : {});
  },
});
