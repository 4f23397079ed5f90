// What the pages call in-process (context.services.alerts): the dashboard's alerts page (null for anyone but an
// active company) and, issue #33, the customer's request page's switch (null for a guest or anyone else).
import type { SessionUser } from "@rm/domain";
import type { AppContext } from "../../app-context.ts";
import { orWhenRefused } from "../../lib/http.ts";
import { customerAlerts } from "./customer-push.ts";
import { alertSettings } from "./subscriptions.ts";

export const alertsWebService = (ctx: AppContext) => ({
  /** the server's public key, the company's quiet hours and this account's devices */
  settings: (user: SessionUser) => orWhenRefused(alertSettings(ctx.db, user), null),
  /** the server's public key and the customer's devices (a full client account only) */
  customer: (user: SessionUser) => orWhenRefused(customerAlerts(ctx.db, user), null),
});
