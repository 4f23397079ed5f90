// spec §2 route table. Each feature keeps its routes in route-groups/<feature>.ts; the catch-all is last.
import { type RouteConfig, route } from "@react-router/dev/routes";
import { accountRoutes } from "./route-groups/account.ts";
import { companyRoutes } from "./route-groups/companies.ts";
import { contentRoutes } from "./route-groups/content.ts";
import { publicRoutes } from "./route-groups/public.ts";
import { quoteRoutes } from "./route-groups/quotes.ts";
import { wizardRoutes } from "./route-groups/wizard.ts";

export default [
  ...accountRoutes,
  ...publicRoutes,
  ...contentRoutes,
  ...wizardRoutes,
  ...companyRoutes,
  ...quoteRoutes,
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
