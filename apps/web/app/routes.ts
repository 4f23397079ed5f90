// Every page's URL and the one file that answers it (docs/product/routes.md §2 route table; docs/layout.md).
// Grouped by URL: a URL's first segment names its folder under routes/ (account/, admin/, client/, companies/,
// free-quotes/); the one-segment pages are grouped by audience (public/ marketing, content/ blog, contact and
// search-engine files, auth/ signing in). React Router picks the most specific match, so the order here is
// only for reading; the catch-all (area pages, else a redirect) is last.
import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";

const SERVICE_SLUGS = [
  "house-removals",
  "man-and-van-london",
  "business-removals-london",
  "international-removals-london",
  "storage-solutions-london",
];

/** Pages rendered straight from a content page of packages/content (routes/public/content.tsx holds their guards). */
const CONTENT_PATHS = [
  "resources/how-it-works",
  "resources/moving-resources",
  "moving-cost-calculator-2025",
  "about-us",
  "moving-tips",
  "terms-and-conditions",
  "personal-data-protection",
  "return-policy",
  "partner-terms",
  "testing",
  "locations",
  "company",
  // issue #16: linked from every review list
  "how-we-handle-reviews",
];

export default [
  // public/: the marketing site (static pages, no React in the browser)
  index("routes/public/home.tsx"),
  ...SERVICE_SLUGS.map((slug) =>
    route(`services/${slug}`, "routes/public/service.tsx", { id: `public/services/${slug}` }),
  ),
  route("our-services", "routes/public/our-services.tsx", { id: "public/our-services" }),
  route("services/*", "routes/public/our-services.tsx", { id: "public/services-index" }),
  route("faqs", "routes/public/faqs.tsx"),
  ...CONTENT_PATHS.map((path) => route(path, "routes/public/content.tsx", { id: `public/${path}` })),

  // content/: blog, contact, and the files search engines read
  route("blogs", "routes/content/blogs.tsx"),
  route("blogs/:blogID", "routes/content/blog-post.tsx"),
  route("contact", "routes/content/contact.tsx"),
  route("sitemap.xml", "routes/content/sitemap.ts"),
  route("robots.txt", "routes/content/robots.ts"),

  // auth/: signing in and recovering a password
  route("login", "routes/auth/login.tsx"),
  // issue #28: the installed app's start page sends each person to their own home
  route("start", "routes/auth/start.ts"),
  // issue #33: a text's short link to one lead's page
  route("t/:code", "routes/auth/text-link.ts"),
  route("login/link", "routes/auth/login-link.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("password-recovery", "routes/auth/password-recovery.tsx"),

  // free-quotes/: the quote wizard
  route("free-quotes/wizard", "routes/free-quotes/wizard.tsx"),

  // account/: an account's own pages and the emailed links (clients, companies and admins)
  ...prefix("account", [
    route("register", "routes/account/register.tsx"),
    // issue #29 item 8: the emailed link that opens a new account
    route("confirm-email", "routes/account/confirm-email.tsx"),
    route("security", "routes/account/security.tsx"),
    route("security/two-step", "routes/account/two-step.tsx"),
    // issue #33: what each person receives, and the emailed one-click unsubscribe link
    route("notifications", "routes/account/notifications.tsx"),
    route("unsubscribe", "routes/account/unsubscribe.tsx"),
    // the phone's and "On our way"'s plain forms (no JavaScript)
    route("texts", "routes/account/texts.tsx"),
    route("signin", "routes/account/signin.tsx"),
    route("confirm-request", "routes/account/confirm-request.tsx"),
    route("cancel-request", "routes/account/cancel-request.tsx"),
    route("document-upload", "routes/account/document-upload.tsx"),
    route("company-profile", "routes/account/company-profile.tsx"),
    route("dashboard", "routes/account/dashboard/layout.tsx", [
      index("routes/account/dashboard/leads.tsx"),
      // issue #17: the inbox at its own address too (the spec's /account/dashboard/leads)
      route("leads", "routes/account/dashboard/leads.tsx", { id: "account/dashboard/leads-page" }),
      route("leads/:leadId", "routes/account/dashboard/lead.tsx"),
      route("stats", "routes/account/dashboard/stats.tsx"),
      route("reviews", "routes/account/dashboard/reviews.tsx"),
      route("availability", "routes/account/dashboard/availability.tsx"),
      route("alerts", "routes/account/dashboard/alerts.tsx"),
      route("*", "routes/account/dashboard/unknown.tsx"),
    ]),
  ]),
  route("partners", "routes/partners.tsx"),

  // client/: the customer's requests and their quotes
  ...prefix("client/removal-requests", [
    index("routes/client/removal-requests.tsx"),
    route(":leadId", "routes/client/removal-request.tsx"),
    // issue #17: change or cancel an open request
    route(":leadId/change", "routes/client/change-request.tsx"),
    route(":leadId/review", "routes/client/review.tsx"),
  ]),
  // reviews/: the review form the emailed link opens (issue #16)
  route("reviews/write", "routes/reviews/write.tsx"),

  // companies/: the directory (clients), registration, public profiles
  ...prefix("companies", [
    index("routes/companies/directory.tsx"),
    route("registration", "routes/companies/registration.tsx"),
    route("registration/confirm", "routes/companies/registration-confirm.tsx"),
    route(":companyId", "routes/companies/public-profile.tsx"),
  ]),

  // admin/: "/admin" itself and any unknown /admin/... path are the dashboard
  ...prefix("admin", [
    route("*", "routes/admin/home.tsx"),
    route("companies", "routes/admin/companies.tsx"),
    route("companies/:companyId", "routes/admin/company.tsx"),
    route("emails", "routes/admin/emails.tsx"),
    route("texts", "routes/admin/texts.tsx"),
    route("email-templates", "routes/admin/email-templates.tsx"),
    // issue #19: the lists, their rows, the audit log, inviting an admin
    route("requests", "routes/admin/requests.tsx"),
    route("requests/:leadId", "routes/admin/request.tsx"),
    route("customers", "routes/admin/customers.tsx"),
    route("customers/:userId", "routes/admin/customer.tsx"),
    route("quotes", "routes/admin/quotes.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("invite", "routes/admin/invite.tsx"),
    route("admins", "routes/admin/admins.tsx"),
    route("moderation", "routes/admin/moderation.tsx"),
    route("moderation/conversations/:roomId", "routes/admin/reported-conversation.tsx"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("inbox/:messageId", "routes/admin/inbox-message.tsx"),
    route("blog", "routes/admin/blog.tsx"),
    route("blog/new", "routes/admin/blog-new.tsx"),
    route("blog/:postId", "routes/admin/blog-post.tsx"),
    route("offers", "routes/admin/offers.tsx"),
    route("leads", "routes/admin/renamed.ts", { id: "admin/leads" }),
    route("users", "routes/admin/renamed.ts", { id: "admin/users" }),
  ]),
  route("admin-invite", "routes/account/admin-invite.tsx"),

  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
