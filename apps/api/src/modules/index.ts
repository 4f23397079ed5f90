// Feature modules mounted under /api: [prefix, plugin factory]. Each module's routes declare their access.
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

export const apiModules: [string, (ctx: AppContext) => FastifyPluginAsyncZod][] = [
  ["/api", contactRoutes],
  ["/api", contactInboxRoutes],
  ["/api/companies", companyRoutes],
  ["/api/documents", documentRoutes],
  ["/api/admin", adminRoutes],
  ["/api/admin", adminOperationsRoutes],
  ["/api/auth", adminInviteRoutes],
  ["/api", requestRoutes],
  ["/api", requestLifecycleRoutes],
  ["/api", postcodeRoutes],
  ["/api", movingBookRoutes],
  ["/api", quoteRoutes],
  ["/api", bookingRoutes],
  ["/api", dashboardRoutes],
  ["/api", directoryRoutes],
  ["/api", offerRoutes],
  ["/api", contentAdminRoutes],
  ["/api", powRoutes],
  ["/api", reviewRoutes],
  ["/api", conversationRoutes],
  ["/api", availabilityRoutes],
  ["/api", alertRoutes],
  ["/api", customerPushRoutes],
  ["/api", textRoutes],
  ["/api", notificationRoutes],
];
