// What page loaders may call in-process. Each function scopes its query to the caller it is given.
import type { SessionUser } from "@rm/domain";
import type { SiteSettings } from "@rm/domain/site";
import type { AppContext } from "../app-context.ts";
import { webServiceFactories } from "./service-registry.ts";

type Factories = typeof webServiceFactories;
export type WebServices = { [K in keyof Factories]: ReturnType<Factories[K]> } & {
  appUrl: string;
  /** the public address, contact details and data controller from the settings (config.ts) */
  site: SiteSettings;
};

export interface WebLoadContext {
  user: SessionUser | null;
  sessionId: string | null;
  services: WebServices;
  requestIp: string;
  /** this render's Content-Security-Policy nonce (web/csp.ts): every inline script must carry it */
  cspNonce: string;
}

export function createWebServices(ctx: AppContext): WebServices {
  const out: Record<string, unknown> = { appUrl: ctx.config.appUrl, site: ctx.config.site };
  for (const [name, make] of Object.entries(webServiceFactories)) out[name] = make(ctx);
  return out as WebServices;
}
