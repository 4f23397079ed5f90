// The quote loop (issue 6): the company dashboard and partner offers, the customer's quote comparison,
// and the company list.
import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";

export const quoteRoutes: RouteConfigEntry[] = [
  route("account/dashboard", "routes/dashboard/layout.tsx", [
    index("routes/dashboard/leads.tsx"),
    route("leads/:leadId", "routes/dashboard/lead.tsx"),
    route("stats", "routes/dashboard/stats.tsx"),
    route("*", "routes/dashboard/unknown.tsx"),
  ]),
  route("partners", "routes/dashboard/partners.tsx"),
  route("client/removal-requests/:leadId", "routes/quotes/compare.tsx"),
  route("companies", "routes/quotes/companies.tsx"),
];
