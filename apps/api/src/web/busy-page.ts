// The busy page (issue #28): what a page request gets while the server sheds load (web/shedding.ts). The web
// app draws it (apps/web root.tsx's error boundary for a 503: the site's header and footer, the message, a
// reload link), rendered once when the server starts, so that sending it later costs nothing. It is a static
// page (no React in the browser, the chrome's own inline script), rendered for a visitor without a session.
import { type RequestHandler, RouterContextProvider } from "react-router";
import { createNonce, withPagePolicy } from "./csp.ts";
import type { WebLoadContext, WebServices } from "./services.ts";
import { BUSY_RELOAD_MARK, type BusyPage } from "./shedding.ts";

/** a static page whose loader reads nothing: only the root's answer (503) is used */
const RENDERED_AT = "/faqs";

export async function renderBusyPage(
  handle: RequestHandler,
  services: WebServices,
  appUrl: string,
): Promise<BusyPage> {
  const cspNonce = createNonce();
  const context: Omit<WebLoadContext, "plainForm"> = {
    user: null,
    shownUser: null,
    sessionId: null,
    services,
    requestIp: "127.0.0.1",
    cspNonce,
    signedOut: false,
    busyPage: { reloadHref: BUSY_RELOAD_MARK },
  };
  const response = withPagePolicy(
    await handle(
      new Request(new URL(RENDERED_AT, appUrl)),
      Object.assign(new RouterContextProvider(), context),
    ),
    cspNonce,
  );
  const body = await response.text();
  if (response.status !== 503 || !body.includes(BUSY_RELOAD_MARK))
    throw new Error(`The web app did not draw the busy page (status ${response.status})`);
  return {
    body,
    contentType: response.headers.get("content-type") ?? "text/html",
    contentSecurityPolicy: response.headers.get("content-security-policy") ?? "",
  };
}
