// Admin: the vetting queue and decisions on companies and their documents, the companies list and the kept
// mail (/api/admin, admins only), and the admin pages' context.services.admin. Nothing imports admin.
export { adminOperationsRoutes } from "./operations-routes.ts";
export { adminRoutes } from "./routes.ts";
export { adminWebService } from "./web-service.ts";
export { type FailedJob, failedJobs } from "./failed-jobs.ts";
