// Every API route declares who may call it (config.access); a route without a declaration refuses to register.
import type { Role, SessionUser } from "@rm/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AUTH_MESSAGES } from "@rm/domain";
import { HttpError } from "./http.ts";

/**
 * public     anyone
 * loggedOut  only without a session (register forms)
 * user       any signed-in account (incl. a D8 guest client)
 * client / company / admin   that role only (D2: admins do not pass client or company guards)
 * account    a client with a full account (not a guest), a company or an admin
 */
export type Access = "public" | "loggedOut" | "user" | "account" | Role;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
}

export const routeRegistry: { method: string; url: string; access: Access }[] = [];

export function allows(access: Access, user: SessionUser | null): true | 401 | 403 {
  if (access === "public") return true;
  if (access === "loggedOut") return user ? 403 : true;
  if (!user) return 401;
  if (access === "user") return true;
  if (access === "account") return user.isGuest ? 403 : true;
  return user.role === access ? true : 403;
}

export function registerAccessControl(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api")) return;
    if (route.method === "HEAD" || route.url.startsWith("/api/docs")) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) routeRegistry.push({ method: m, url: route.url, access });
  });
  app.addHook("onRequest", async (req: FastifyRequest) => {
    const access = req.routeOptions.config?.access;
    if (!access) return;
    const verdict = allows(access, req.user);
    if (verdict === 401) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
    if (verdict === 403) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  });
}
