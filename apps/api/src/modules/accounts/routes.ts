import { AUTH_MESSAGES } from "@rm/domain";
import { REGISTRATION_MESSAGES } from "@rm/domain/account-security";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import type { AuthDeps } from "./auth-deps.ts";
import { proofOfWork } from "../abuse/index.ts";
import {
  login,
  openClientAccount,
  registerClient,
  requestPasswordReset,
  resetPassword,
} from "./auth-service.ts";
import { clearSessionCookie, startSession } from "./cookies.ts";
import { accountLimit, accountSecurityRoutes, sendSecondStep } from "./security-routes.ts";
import { browserView, revokeSession } from "./session-service.ts";
import { defineRoute } from "../../lib/define-route.ts";

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: ctx.db, sessionDays: ctx.config.SESSION_DAYS, appUrl: ctx.config.appUrl };
    const secure = ctx.config.NODE_ENV === "production";
    const f = ctx.config.RATE_LIMIT_FACTOR;
    // Per account, on top of the per-IP limit in each route's config. Each way in has its own bucket: ten
    // wrong passwords lock the password for 15 minutes, but never the owner's reset or emailed sign-in link.
    // issue #29 item 18: the refusal says that the emailed sign-in link still works
    const perAccount = accountLimit(
      app,
      "login",
      Math.ceil(10 * f),
      "15 minutes",
      AUTH_MESSAGES.passwordLocked,
    );
    const perAccountReset = accountLimit(app, "reset", Math.ceil(5 * f), "1 hour");

    defineRoute(
      app,
      "GET /auth/me",
      {
        access: "public",
        summary: "Session restore: the current user",
        tags: ["auth"],
      },
      async (req, reply) => {
        if (req.user) return ok(reply, "Signed in", browserView(req.user));
        // issue #28: a session that has ended is said (spec §4: a false status shows the server's message)
        if (req.sessionEnded)
          return reply.code(401).send({ status: false, message: AUTH_MESSAGES.sessionEnded });
        return reply.send({ status: false, message: "Not signed in" });
      },
    );

    registrationRoutes(app, ctx, deps);

    defineRoute(
      app,
      "POST /auth/login",
      {
        access: "public",
        summary: "Sign in with email and password (a second step may follow)",
        tags: ["auth"],
        config: {
          rateLimit: { max: Math.ceil(30 * f), timeWindow: "15 minutes" },
        },
        preHandler: perAccount,
      },
      async (req, reply) => {
        const done = await login(deps, req.body.email, req.body.password, req.ip);
        // two-step accounts: no session yet, a challenge for the code (POST /api/auth/login/code)
        if (done.second) return sendSecondStep(reply, done.second);
        const { user, session } = done;
        await startSession(ctx.db, req, reply, session, secure);
        return reply.send({ status: true, message: "Welcome back", data: user, access: session.token });
      },
    );

    defineRoute(
      app,
      "POST /auth/logout",
      {
        access: "user",
        summary: "Sign out of this session",
        tags: ["auth"],
      },
      async (req, reply) => {
        if (req.sessionId) await revokeSession(ctx.db, req.sessionId);
        clearSessionCookie(reply);
        return ok(reply, AUTH_MESSAGES.loggedOut);
      },
    );

    passwordResetRoutes(app, ctx, deps, perAccountReset);

    await app.register(accountSecurityRoutes(ctx));
  };

/** "Forgot your password?" and the emailed link's new password */
function passwordResetRoutes(
  app: ApiApp,
  ctx: AppContext,
  deps: AuthDeps,
  perAccountReset: ReturnType<typeof accountLimit>,
) {
  const f = ctx.config.RATE_LIMIT_FACTOR;
  defineRoute(
    app,
    "POST /auth/forgot-password",
    {
      access: "public",
      summary: "Email a link to choose a new password",
      tags: ["auth"],
      config: {
        rateLimit: { max: Math.ceil(10 * f), timeWindow: "15 minutes" },
      },
      preHandler: perAccountReset,
    },
    async (req, reply) => {
      await requestPasswordReset(deps, req.body.email);
      ctx.kickOutbox();
      return ok(reply, AUTH_MESSAGES.resetSent);
    },
  );

  defineRoute(
    app,
    "POST /auth/reset-password",
    {
      access: "public",
      summary: "Choose a new password with the emailed link",
      tags: ["auth"],
      config: {
        rateLimit: { max: Math.ceil(10 * f), timeWindow: "15 minutes" },
      },
    },
    async (req, reply) => {
      await resetPassword(deps, req.body.token, req.body.password);
      if (req.sessionId) clearSessionCookie(reply);
      ctx.kickOutbox();
      return ok(reply, AUTH_MESSAGES.resetDone);
    },
  );
}

/**
 * A customer's account/register, and the link it emails (issue #29 item 8): the same answer for every address,
 * and the account opens with the link.
 */
function registrationRoutes(app: ApiApp, ctx: AppContext, deps: AuthDeps) {
  const secure = ctx.config.NODE_ENV === "production";
  const f = ctx.config.RATE_LIMIT_FACTOR;
  defineRoute(
    app,
    "POST /auth/register",
    {
      access: "loggedOut",
      summary: "Create a customer account",
      tags: ["auth"],
      config: {
        rateLimit: { max: Math.ceil(10 * f), timeWindow: "1 hour" },
      },
      // issue #13 (docs/README.md#issues): an invisible proof of work (modules/abuse), like anonymous lead intake
      preHandler: proofOfWork(ctx),
    },
    async (req, reply) => {
      // issue #29 item 8: the same answer for every address; the account opens with the emailed link
      await registerClient(deps, req.body);
      ctx.kickOutbox();
      return reply.code(201).send({
        status: true,
        message: REGISTRATION_MESSAGES.checkInbox(req.body.email),
        data: { email: req.body.email },
      });
    },
  );

  defineRoute(
    app,
    "POST /auth/register/open",
    {
      access: "public",
      summary: "Use the emailed link of a registration: the account opens, signed in",
      tags: ["auth"],
      config: {
        rateLimit: { max: Math.ceil(10 * f), timeWindow: "15 minutes" },
      },
    },
    async (req, reply) => {
      const { user, session } = await openClientAccount(deps, req.body.token);
      await startSession(ctx.db, req, reply, session, secure);
      ctx.kickOutbox();
      return reply.send({
        status: true,
        message: REGISTRATION_MESSAGES.opened,
        data: user,
        access: session.token,
      });
    },
  );
}
