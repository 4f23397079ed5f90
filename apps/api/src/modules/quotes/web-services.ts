// What the quote loop's pages call in-process (context.services.quotes). Each function takes the caller
// and scopes its query to them; "not yours" and "not there" both come back as null (the page says 404).
import type { SessionUser } from "@rm/domain";
import type { CompareSort, MatchStatus, StatsWindow } from "@rm/domain/quote";
import type { AppContext } from "../../app-context.ts";
import { HttpError } from "../../lib/http.ts";
import { companyStats } from "../dashboard/stats.ts";
import { listOffers } from "../offers/offers.ts";
import { getClientRequest, listClientRequests } from "./client-requests.ts";
import { type DirectoryQuery, directoryQuerySchema, listCompanies } from "./company-directory.ts";
import { getCompanyLead, listCompanyLeads } from "./company-leads.ts";
import type { ClientCaller } from "./scope.ts";

async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return null;
    throw err;
  }
}

export const quoteWebServices = (ctx: AppContext) => ({
  companyLeads: (user: SessionUser, status: MatchStatus | null, page = 1) =>
    listCompanyLeads(ctx.db, user, status, page),
  /** marks the match 'viewed', as opening it in the dashboard does */
  companyLead: (user: SessionUser, leadId: string) => orNull(getCompanyLead(ctx.db, user, leadId)),
  companyStats: (user: SessionUser, days: StatsWindow) => companyStats(ctx.db, user, days),
  partnerOffers: () => listOffers(ctx.db),
  clientRequests: (caller: ClientCaller) => listClientRequests(ctx.db, caller),
  clientRequest: (
    caller: ClientCaller,
    leadId: string,
    opts: { sort?: CompareSort; availableOnly?: boolean },
  ) => orNull(getClientRequest(ctx.db, caller, leadId, opts)),
  companies: (query: DirectoryQuery) => {
    const parsed = directoryQuerySchema.safeParse(query);
    return listCompanies(ctx.db, parsed.success ? parsed.data : {});
  },
});
