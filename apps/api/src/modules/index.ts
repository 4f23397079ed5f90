// Feature modules mounted under /api: [prefix, plugin factory]. Each module's routes declare their access.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../app-context.ts";
import { adminRoutes } from "./admin/routes.ts";
import { benchModules } from "./bench/routes.ts";
import { companyRoutes } from "./companies/routes.ts";
import { contactRoutes } from "./contact/routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { documentRoutes } from "./documents/routes.ts";
import { leadRoutes } from "./leads/routes.ts";
import { movingBookRoutes } from "./moving-book/routes.ts";
import { offerRoutes } from "./offers/routes.ts";
import { postcodeRoutes } from "./postcodes/routes.ts";
import { quoteRoutes } from "./quotes/routes.ts";

export const apiModules: [string, (ctx: AppContext) => FastifyPluginAsyncZod][] = [
  ["/api", contactRoutes],
  ["/api/companies", companyRoutes],
  ["/api/documents", documentRoutes],
  ["/api/admin", adminRoutes],
  ["/api", leadRoutes],
  ["/api", postcodeRoutes],
  ["/api", movingBookRoutes],
  ["/api", quoteRoutes],
  ["/api", dashboardRoutes],
  ["/api", offerRoutes],
];

// npm run bench only (BENCH_ENDPOINTS=true): the bare INSERT ceiling it compares lead intake with
apiModules.push(...benchModules());
