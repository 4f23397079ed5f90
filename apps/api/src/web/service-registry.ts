// Feature modules add their page-facing services here: name -> (ctx) => functions.
import type { AppContext } from "../app-context.ts";
import { adminWebService } from "../modules/admin/web-service.ts";
import { blogService } from "../modules/blog/blog-service.ts";
import { companiesWebService } from "../modules/companies/web-service.ts";
import { leadWebService } from "../modules/leads/web-service.ts";
import { quoteWebServices } from "../modules/quotes/web-services.ts";

export const webServiceFactories = {
  system: (ctx: AppContext) => ({ dbKind: () => ctx.dbKind }),
  companies: companiesWebService,
  admin: adminWebService,
  blog: (ctx: AppContext) => blogService(ctx.db),
  leads: (ctx: AppContext) => leadWebService(ctx.db),
  quotes: quoteWebServices,
};
