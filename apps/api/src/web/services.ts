// What page loaders may call in-process. Each function scopes its query to the caller it is given.
import type { SessionUser } from "@rm/domain";
import type { SiteSettings } from "@rm/domain/site";
import type { AppContext } from "../app-context.ts";
import type { PlainForms } from "./plain-forms.ts";
import { webServiceFactories } from "./service-registry.ts";

type Factories = typeof webServiceFactories;
export type WebServices = { [K in keyof Factories]: ReturnType<Factories[K]> } & {
  appUrl: string;
  /** the public address, contact details and data controller from the settings (config.ts) */
  site: SiteSettings;
};

export interface WebLoadContext {
  user: SessionUser | null;
  /** what the browser may be shown of `user` (accounts' browserView: a D8 guest's account id is not) */
  shownUser: SessionUser | null;
  sessionId: string | null;
  services: WebServices;
  requestIp: string;
  /** this render's Content-Security-Policy nonce (web/csp.ts): every inline script must carry it */
  cspNonce: string;
  /** issue #28: the request's session had ended (or it was just said by an API call): tell the visitor */
  signedOut: boolean;
  /** issue #28: forms that work without JavaScript, sent to the API route the script calls (web/plain-forms.ts) */
  plainForm: PlainForms;
  /** set only when the server renders the busy page once at start (web/shedding.ts): the root answers 503 */
  busyPage?: { reloadHref: string };
}

export function createWebServices(ctx: AppContext): WebServices {
  const out: Record<string, unknown> = { appUrl: ctx.config.appUrl, site: ctx.config.site };
  for (const [name, make] of Object.entries(webServiceFactories)) out[name] = make(ctx);
  return out as WebServices;
}
