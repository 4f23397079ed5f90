// What the dashboard's alerts page calls in-process (context.services.alerts): null for anyone but an active company.
import type { SessionUser } from "@rm/domain";
import type { AppContext } from "../../app-context.ts";
import { orWhenRefused } from "../../lib/http.ts";
import { alertSettings } from "./subscriptions.ts";

export const alertsWebService = (ctx: AppContext) => ({
  /** the server's public key, the company's quiet hours and this account's devices */
  settings: (user: SessionUser) => orWhenRefused(alertSettings(ctx.db, user), null),
});
