// Feature modules add their page-facing services here: name -> (ctx) => functions. The names are the ones
// the pages read (context.services.<name>); `quotes` gathers what the quote loop's pages call, from the
// modules that hold it (companies: the dashboard and the directory; quotes: the comparison; content: offers).
import type { AppContext } from "../app-context.ts";
import { accountWebService } from "../modules/accounts/index.ts";
import { adminWebService } from "../modules/admin/index.ts";
import { alertsWebService } from "../modules/alerts/index.ts";
import { companiesWebService, companyDashboardWebService } from "../modules/companies/index.ts";
import { blogService, contentAdminWebService, listOffers } from "../modules/content/index.ts";
import { conversationsWebService } from "../modules/conversations/index.ts";
import { notificationsWebService } from "../modules/notifications/index.ts";
import { quotesWebService } from "../modules/quotes/index.ts";
import { leadWebService } from "../modules/requests/index.ts";
import { reviewWebService } from "../modules/reviews/index.ts";
import { textsWebService } from "../modules/texts/index.ts";

export const webServiceFactories = {
  system: (ctx: AppContext) => ({ dbKind: () => ctx.dbKind }),
  companies: companiesWebService,
  admin: adminWebService,
  account: accountWebService,
  blog: (ctx: AppContext) => blogService(ctx.db),
  contentAdmin: contentAdminWebService,
  leads: (ctx: AppContext) => leadWebService(ctx.db),
  reviews: reviewWebService,
  conversations: conversationsWebService,
  alerts: alertsWebService,
  texts: textsWebService,
  notifications: notificationsWebService,
  quotes: (ctx: AppContext) => ({
    ...companyDashboardWebService(ctx),
    ...quotesWebService(ctx),
    partnerOffers: () => listOffers(ctx.db),
  }),
};
