// /api/auth: the second step of a sign-in, emailed sign-in links, password change, sign out everywhere, and
// two-step sign-in set-up. Every way in has its own limits, per IP and per account.
import { AUTH_MESSAGES } from "@rm/domain";
import { SECURITY_AUDIT_ACTIONS } from "@rm/domain/admin";
import {
  ACCOUNT_MESSAGES,
  type SecondStep,
  twoStepOffered,
  twoStepRequired,
} from "@rm/domain/account-security";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import { sha256 } from "../../lib/crypto.ts";
import { counterName } from "../../lib/secret-box.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { forbidden, HttpError, ok } from "../../lib/http.ts";
import {
  changePassword,
  setFirstPassword,
  enrolmentAtSignIn,
  finishEnrolmentAtSignIn,
  requestLoginLink,
  requirePassword,
  signInWithCode,
  signOutEverywhere,
  twoStepAccount,
  useLoginLink,
} from "./account-security.ts";
import { clearSessionCookie, startSession as startBrowserSession } from "./cookies.ts";
import { auditSignIn } from "./sign-in-audit.ts";
import type { NewSession } from "./session-service.ts";
import {
  confirmEnrolment,
  disableTwoStep,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  startEnrolment,
} from "./two-step.ts";

/**
 * A per-account limit in its own bucket (`name`), keyed by the request's email, or by the signed-in
 * account when there is no email in the body. Exceeded: 429 with the usual message.
 */
export function accountLimit(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindow: string,
  refusal: string = AUTH_MESSAGES.tooMany,
) {
  const limiter = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (req) => {
      const email = (req.body as { email?: unknown } | undefined)?.email;
      // issue #29 item 18: the email as a keyed hash, never in clear in Redis
      return `${name}:${email === undefined ? `user:${req.user?._id ?? req.ip}` : counterName(String(email).toLowerCase())}`;
    },
  });
  return async (req: FastifyRequest) => {
    const verdict = await limiter(req);
    if (!verdict.isAllowed && verdict.isExceeded) throw new HttpError(429, refusal);
  };
}

/** Password (or emailed link) accepted, a code still owed: no session, a challenge for the next call. */
export function sendSecondStep(reply: FastifyReply, second: { step: SecondStep; challenge: string }) {
  return reply.send({
    status: true,
    message: second.step === "totp" ? ACCOUNT_MESSAGES.codeNeeded : ACCOUNT_MESSAGES.enrolNeeded,
    data: { step: second.step },
    challenge: second.challenge,
  });
}

/** what every group of this module's routes uses */
function sharedOf(app: ApiApp, ctx: AppContext) {
  const deps = { db: ctx.db, sessionDays: ctx.config.SESSION_DAYS, appUrl: ctx.config.appUrl };
  const secure = ctx.config.NODE_ENV === "production";
  const f = ctx.config.RATE_LIMIT_FACTOR;
  const perIp = (max: number) => ({ max: Math.ceil(max * f), timeWindow: "15 minutes" });
  // five tries at a code per challenge: a wrong guess more means the password (or link) again
  const challengeLimiter = app.createRateLimit({
    max: Math.ceil(5 * f),
    timeWindow: "10 minutes",
    keyGenerator: (req) => `code:${sha256(String((req.body as { challenge?: unknown })?.challenge ?? ""))}`,
  });
  const perChallenge = async (req: FastifyRequest) => {
    const verdict = await challengeLimiter(req);
    if (!verdict.isAllowed && verdict.isExceeded) throw new HttpError(429, AUTH_MESSAGES.tooMany);
  };
  const perAccountLink = accountLimit(app, "login-link", Math.ceil(5 * f), "1 hour");
  const perAccountSettings = accountLimit(app, "settings", Math.ceil(10 * f), "15 minutes");

  const startSession = async (req: FastifyRequest, reply: FastifyReply, session: NewSession): Promise<void> =>
    startBrowserSession(ctx.db, req, reply, session, secure);
  return {
    ctx,
    deps,
    secure,
    f,
    perIp,
    challengeLimiter,
    perChallenge,
    perAccountLink,
    perAccountSettings,
    startSession,
  };
}
type Shared = ReturnType<typeof sharedOf>;

export const accountSecurityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const shared = sharedOf(app, ctx);
    codeRoutes(app, shared);
    loginLinkRoutes(app, shared);
    passwordRoutes(app, shared);
    twoStepRoutes(app, shared);
  };

/** the second step of signing in: a code, or setting up two-step sign-in */
function codeRoutes(app: ApiApp, { ctx, deps, perIp, perChallenge, startSession }: Shared) {
  defineRoute(
    app,
    "POST /auth/login/code",
    {
      access: "public",
      summary: "Second step of a sign-in: the app's code or a recovery code",
      tags: ["auth"],
      config: {
        rateLimit: perIp(30),
      },
      preHandler: perChallenge,
    },
    async (req, reply) => {
      const { user, session } = await signInWithCode(deps, req.body.challenge, req.body.code, req.ip);
      await startSession(req, reply, session);
      return reply.send({
        status: true,
        message: ACCOUNT_MESSAGES.signedIn,
        data: user,
        access: session.token,
      });
    },
  );

  defineRoute(
    app,
    "POST /auth/login/enrol/start",
    {
      access: "public",
      summary: "An admin's first sign-in: the authenticator secret and its QR code",
      tags: ["auth"],
      config: {
        rateLimit: perIp(30),
      },
    },
    async (req, reply) =>
      ok(reply, ACCOUNT_MESSAGES.enrolNeeded, await enrolmentAtSignIn(ctx.db, req.body.challenge)),
  );

  defineRoute(
    app,
    "POST /auth/login/enrol",
    {
      access: "public",
      summary: "An admin's first sign-in: the first code turns two-step sign-in on and signs in",
      tags: ["auth"],
      config: {
        rateLimit: perIp(30),
      },
      preHandler: perChallenge,
    },
    async (req, reply) => {
      const done = await finishEnrolmentAtSignIn(deps, req.body.challenge, req.body.code, req.ip);
      await startSession(req, reply, done.session);
      return reply.send({
        status: true,
        message: ACCOUNT_MESSAGES.twoStepOn,
        data: done.user,
        recoveryCodes: done.recoveryCodes,
        access: done.session.token,
      });
    },
  );
}

/** signing in with an emailed link */
function loginLinkRoutes(app: ApiApp, { ctx, deps, perIp, perAccountLink, startSession }: Shared) {
  defineRoute(
    app,
    "POST /auth/login-link",
    {
      access: "public",
      summary: "Email me a sign-in link",
      tags: ["auth"],
      config: {
        rateLimit: perIp(10),
      },
      preHandler: perAccountLink,
    },
    async (req, reply) => {
      await requestLoginLink(deps, req.body.email);
      ctx.kickOutbox();
      return ok(reply, ACCOUNT_MESSAGES.loginLinkSent);
    },
  );

  defineRoute(
    app,
    "POST /auth/login-link/use",
    {
      access: "public",
      summary: "Sign in with an emailed link (once)",
      tags: ["auth"],
      config: {
        rateLimit: perIp(30),
      },
    },
    async (req, reply) => {
      const done = await useLoginLink(deps, req.body.token);
      if (done.second) return sendSecondStep(reply, done.second);
      const { user, session } = done;
      await startSession(req, reply, session);
      return reply.send({
        status: true,
        message: ACCOUNT_MESSAGES.signedIn,
        data: user,
        access: session.token,
      });
    },
  );
}

/** the password, and signing out everywhere */
function passwordRoutes(app: ApiApp, { ctx, deps, perIp, perAccountSettings }: Shared) {
  defineRoute(
    app,
    "POST /auth/password",
    {
      access: "account",
      summary: "Change the password (the current one required)",
      tags: ["auth"],
      config: {
        rateLimit: perIp(20),
      },
      preHandler: (req) => perAccountSettings(req),
    },
    async (req, reply) => {
      await changePassword(deps, req.user._id, req.sessionId, req.body.currentPassword, req.body.password);
      ctx.kickOutbox();
      return ok(reply, ACCOUNT_MESSAGES.passwordChanged);
    },
  );

  defineRoute(
    app,
    "POST /auth/password/first",
    {
      access: "account",
      summary: "Issue #17: choose a first password (an account signed in by emailed links, none yet)",
      tags: ["auth"],
      config: {
        rateLimit: perIp(20),
      },
      preHandler: (req) => perAccountSettings(req),
    },
    async (req, reply) => {
      await setFirstPassword(deps, req.user._id, req.sessionId, req.body.password);
      ctx.kickOutbox();
      return ok(reply, ACCOUNT_MESSAGES.passwordSet);
    },
  );

  defineRoute(
    app,
    "POST /auth/logout-everywhere",
    {
      access: "account",
      summary: "Sign out on every device",
      tags: ["auth"],
    },
    async (req, reply) => {
      await signOutEverywhere(ctx.db, req.user._id);
      clearSessionCookie(reply);
      return ok(reply, ACCOUNT_MESSAGES.signedOutEverywhere);
    },
  );
}

/** two-step sign-in in the account settings */
function twoStepRoutes(app: ApiApp, { ctx, perIp, perAccountSettings }: Shared) {
  defineRoute(
    app,
    "GET /auth/two-step",
    {
      access: "account",
      summary: "Two-step sign-in: on or off",
      tags: ["auth"],
    },
    async (req, reply) => {
      const user = req.user;
      const account = twoStepOffered(user.role) ? await twoStepAccount(ctx.db, user._id) : null;
      return ok(reply, "Two-step sign-in", {
        offered: twoStepOffered(user.role),
        required: twoStepRequired(user.role),
        enabled: Boolean(account?.totpEnabledAt),
        recoveryCodesLeft: account?.totpEnabledAt ? await recoveryCodesLeft(ctx.db, user._id) : 0,
      });
    },
  );

  defineRoute(
    app,
    "POST /auth/two-step/setup",
    {
      access: "account",
      summary: "Start setting up two-step sign-in: secret, otpauth URI, QR code",
      tags: ["auth"],
      config: {
        rateLimit: perIp(30),
      },
    },
    async (req, reply) => {
      const user = await twoStepAccount(ctx.db, req.user._id);
      return ok(reply, "Scan the code with your authenticator app", await startEnrolment(ctx.db, user));
    },
  );

  defineRoute(
    app,
    "POST /auth/two-step/enable",
    {
      access: "account",
      summary: "The first code turns two-step sign-in on",
      tags: ["auth"],
      config: {
        rateLimit: perIp(30),
      },
      preHandler: (req) => perAccountSettings(req),
    },
    async (req, reply) => {
      const recoveryCodes = await ctx.db.transaction(async (tx) =>
        confirmEnrolment(tx, await twoStepAccount(tx, req.user._id), req.body.code),
      );
      return ok(reply, ACCOUNT_MESSAGES.twoStepOn, { recoveryCodes });
    },
  );

  defineRoute(
    app,
    "POST /auth/two-step/disable",
    {
      access: "account",
      summary: "Turn two-step sign-in off (companies; the password again)",
      tags: ["auth"],
      config: {
        rateLimit: perIp(30),
      },
      preHandler: (req) => perAccountSettings(req),
    },
    async (req, reply) => {
      const user = await twoStepAccount(ctx.db, req.user._id);
      if (twoStepRequired(user.role)) throw forbidden(ACCOUNT_MESSAGES.twoStepAdminRequired);
      await requirePassword(user, req.body.password);
      await disableTwoStep(ctx.db, user.id);
      return ok(reply, ACCOUNT_MESSAGES.twoStepOff);
    },
  );

  defineRoute(
    app,
    "POST /auth/two-step/recovery-codes",
    {
      access: "account",
      summary: "New recovery codes (the old ones stop working)",
      tags: ["auth"],
      config: {
        rateLimit: perIp(30),
      },
      preHandler: (req) => perAccountSettings(req),
    },
    async (req, reply) => {
      const user = await twoStepAccount(ctx.db, req.user._id);
      if (!user.totpEnabledAt) throw new HttpError(409, ACCOUNT_MESSAGES.twoStepNotOn);
      await requirePassword(user, req.body.password);
      const recoveryCodes = await replaceRecoveryCodes(ctx.db, user.id);
      await auditSignIn(ctx.db, user, SECURITY_AUDIT_ACTIONS.recoveryCodesNew, req.ip);
      return ok(reply, ACCOUNT_MESSAGES.recoveryCodesNew, { recoveryCodes });
    },
  );
}
