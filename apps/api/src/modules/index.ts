// Feature modules, each mounted at /api (app.ts), so each route's URL is /api + its API_ROUTES key's path: a route
// is declared by its literal key (lib/define-route.ts), with its access; no module adds a prefix of its own.
// /api/admin/* lives in admin (routes.ts, operations-routes.ts), except what acts on another module's resource:
// /admin/blog-posts and /admin/partner-offers in content, /admin/contact-messages in contact,
// /admin/conversations in conversations, /admin/reviews in reviews, /admin/texts in texts.
// Every plugin comes from its module's index.ts (the module's public face, docs/layout.md).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../app-context.ts";
import { powRoutes } from "./abuse/index.ts";
import { adminInviteRoutes } from "./accounts/index.ts";
import { adminOperationsRoutes, adminRoutes } from "./admin/index.ts";
import { alertRoutes, customerPushRoutes } from "./alerts/index.ts";
import { bookingRoutes } from "./bookings/index.ts";
import { availabilityRoutes, companyRoutes, dashboardRoutes, directoryRoutes } from "./companies/index.ts";
import { contactInboxRoutes, contactRoutes } from "./contact/index.ts";
import { conversationRoutes } from "./conversations/index.ts";
import { contentAdminRoutes, movingBookRoutes, offerRoutes } from "./content/index.ts";
import { documentRoutes } from "./documents/index.ts";
import { notificationRoutes } from "./notifications/index.ts";
import { postcodeRoutes } from "./postcodes/index.ts";
import { quoteRoutes } from "./quotes/index.ts";
import { requestLifecycleRoutes, requestRoutes } from "./requests/index.ts";
import { reviewRoutes } from "./reviews/index.ts";
import { textRoutes } from "./texts/index.ts";

export const apiModules: ((ctx: AppContext) => FastifyPluginAsyncZod)[] = [
  contactRoutes,
  contactInboxRoutes,
  companyRoutes,
  documentRoutes,
  adminRoutes,
  adminOperationsRoutes,
  adminInviteRoutes,
  requestRoutes,
  requestLifecycleRoutes,
  postcodeRoutes,
  movingBookRoutes,
  quoteRoutes,
  bookingRoutes,
  dashboardRoutes,
  directoryRoutes,
  offerRoutes,
  contentAdminRoutes,
  powRoutes,
  reviewRoutes,
  conversationRoutes,
  availabilityRoutes,
  alertRoutes,
  customerPushRoutes,
  textRoutes,
  notificationRoutes,
];
