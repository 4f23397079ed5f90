// Company onboarding and vetting (issue 5): registration, documents, profile, public profile, admin area.
// "/admin" itself (and unknown /admin/... paths) is the dashboard: routes/admin/admin-home.tsx via account.ts.
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const companyRoutes: RouteConfigEntry[] = [
  route("companies/registration", "routes/companies/registration.tsx"),
  route("companies/:companyId", "routes/companies/public-profile.tsx"),
  route("account/document-upload", "routes/companies/document-upload.tsx"),
  route("account/company-profile", "routes/companies/company-profile.tsx"),
  route("admin/companies", "routes/admin/companies.tsx"),
  route("admin/companies/:companyId", "routes/admin/company.tsx"),
  route("admin/emails", "routes/admin/emails.tsx"),
];
