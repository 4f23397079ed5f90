// Companies: sign-up, the company's own profile, logo and documents upload (/api/companies), its public
// profile, the directory customers search (GET /api/companies), and the company dashboard's data — the lead
// inbox and its numbers (/api/company/leads, /api/company/stats). The pages' context.services.companies
// and, for the dashboard and the directory, context.services.quotes.
export { availabilityRoutes } from "./availability-routes.ts";
export { dashboardRoutes } from "./dashboard-routes.ts";
export { directoryRoutes } from "./directory-routes.ts";
export { companyMails } from "./mails.ts";
export { ownView } from "./profile-service.ts";
export { publicProfile } from "./public-profile.ts";
export { companyRoutes } from "./routes.ts";
export { companiesWebService, companyDashboardWebService } from "./web-service.ts";
export { companyMailSamples } from "./mail-samples.ts";
