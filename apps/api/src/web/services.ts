// What page loaders may call in-process. Each function scopes its query to the caller it is given.
import type { SessionUser } from "@rm/domain";
import type { AppContext } from "../app-context.ts";
import { webServiceFactories } from "./service-registry.ts";

type Factories = typeof webServiceFactories;
export type WebServices = { [K in keyof Factories]: ReturnType<Factories[K]> } & { appUrl: string };

export interface WebLoadContext {
  user: SessionUser | null;
  sessionId: string | null;
  services: WebServices;
  requestIp: string;
  /** this render's Content-Security-Policy nonce (web/csp.ts): every inline script must carry it */
  cspNonce: string;
}

export function createWebServices(ctx: AppContext): WebServices {
  const out: Record<string, unknown> = { appUrl: ctx.config.appUrl };
  for (const [name, make] of Object.entries(webServiceFactories)) out[name] = make(ctx);
  return out as WebServices;
}
