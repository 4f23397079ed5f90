// /api/companies: sign-up, the signed-in company's own profile and documents, and public logos.
import multipart from "@fastify/multipart";
import { REGISTRATION_MESSAGES } from "@rm/domain/account-security";
import { COMPANY_MESSAGES, MAX_UPLOAD_BYTES } from "@rm/domain/company";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import { notFound, ok } from "../../lib/http.ts";
import { storageFor } from "../../lib/storage.ts";
import { startSession } from "../accounts/index.ts";
import { addDocument, DOCUMENT_RULES, readUpload } from "../documents/index.ts";
import { rematchNow } from "../requests/index.ts";
import { LOGO_RULES, openLogo, ownCompany, setOwnLogo, updateOwnProfile } from "./profile-service.ts";
import { openCompanyAccount, registerCompany } from "./register-company.ts";
import { defineRoute } from "../../lib/define-route.ts";

/** what every group of this module's routes uses */
function sharedOf(ctx: AppContext) {
  const storage = storageFor(ctx.config);
  const secure = ctx.config.NODE_ENV === "production";
  const f = ctx.config.RATE_LIMIT_FACTOR;
  const uploadDeps = {
    db: ctx.db,
    storage,
    appUrl: ctx.config.appUrl,
    teamEmail: ctx.config.TEAM_EMAIL,
  };
  return { ctx, storage, secure, f, uploadDeps };
}
type Shared = ReturnType<typeof sharedOf>;

export const companyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // multipart only inside this module; one file of at most 10 MB per request
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    const shared = sharedOf(ctx);
    registrationRoutes(app, shared);
    profileRoutes(app, shared);
    logoRoutes(app, shared);
  };

/** a company signs up; the account opens with the emailed link (issue #29 item 8) */
function registrationRoutes(app: ApiApp, { ctx, secure, f }: Shared) {
  const deps = { db: ctx.db, sessionDays: ctx.config.SESSION_DAYS, appUrl: ctx.config.appUrl };
  defineRoute(
    app,
    "POST /companies/register",
    {
      access: "loggedOut",
      summary: "Register a removal company: the link that opens its account is emailed",
      tags: ["companies"],
      config: {
        rateLimit: { max: Math.ceil(10 * f), timeWindow: "1 hour" },
      },
    },
    async (req, reply) => {
      await registerCompany(deps, req.body);
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
    "POST /companies/register/open",
    {
      access: "public",
      summary: "Use the emailed link of a company's registration: the account opens, signed in",
      tags: ["companies"],
      config: {
        rateLimit: { max: Math.ceil(10 * f), timeWindow: "15 minutes" },
      },
    },
    async (req, reply) => {
      const { user, company, session } = await openCompanyAccount(deps, req.body.token);
      await startSession(ctx.db, req, reply, session, secure);
      ctx.kickOutbox();
      return reply.send({
        status: true,
        message: COMPANY_MESSAGES.registered,
        data: { user, companyId: company.id, next: "/account/document-upload" },
        access: session.token,
      });
    },
  );
}

/** the signed-in company: its profile and documents */
function profileRoutes(app: ApiApp, { ctx, f, uploadDeps }: Shared) {
  defineRoute(
    app,
    "GET /companies/me",
    {
      access: "company",
      summary: "The signed-in company",
      tags: ["companies"],
    },
    async (req, reply) => {
      const own = await ownCompany(ctx.db, req.user);
      if (!own) throw notFound("No company account found for this login");
      return ok(reply, "Your company", own);
    },
  );

  defineRoute(
    app,
    "PUT /companies/me",
    {
      access: "company",
      summary: "Edit the signed-in company",
      tags: ["companies"],
    },
    async (req, reply) => {
      const saved = await updateOwnProfile(ctx.db, req.user, req.body);
      // issue #17: a wider area, higher caps or the end of a pause may cover requests nobody covered yet
      await rematchNow(ctx, (err) => req.log.error({ err }, "re-match failed"));
      return ok(reply, COMPANY_MESSAGES.profileSaved, saved);
    },
  );

  defineRoute(
    app,
    "POST /companies/me/documents",
    {
      access: "company",
      summary: "Upload a document (multipart: file, kind, coverPounds, expiresOn)",
      tags: ["companies"],
      schema: {
        consumes: ["multipart/form-data"],
      },
      config: {
        rateLimit: { max: Math.ceil(30 * f), timeWindow: "1 hour" },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, DOCUMENT_RULES);
      const doc = await addDocument(uploadDeps, req.user, upload);
      ctx.kickOutbox();
      return reply.code(201).send({ status: true, message: COMPANY_MESSAGES.uploaded, data: doc });
    },
  );
}

/** the logo: uploaded by the company, shown to anyone */
function logoRoutes(app: ApiApp, { ctx, storage, f }: Shared) {
  defineRoute(
    app,
    "POST /companies/me/logo",
    {
      access: "company",
      summary: "Upload the company logo (multipart: file; JPEG or PNG, up to 2 MB)",
      tags: ["companies"],
      schema: {
        consumes: ["multipart/form-data"],
      },
      config: {
        rateLimit: { max: Math.ceil(30 * f), timeWindow: "1 hour" },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, LOGO_RULES);
      const url = await setOwnLogo(ctx.db, storage, req.user, upload);
      return ok(reply, COMPANY_MESSAGES.logoSaved, { logoUrl: url });
    },
  );

  defineRoute(
    app,
    "GET /companies/:companyId/logo",
    {
      access: "public",
      summary: "A company's logo (public once the company is approved)",
      tags: ["companies"],
      config: {
        shed: false,
      },
    },
    async (req, reply) => {
      const { file, mime, isPublic } = await openLogo(ctx.db, storage, req.user, req.params.companyId);
      return reply
        .header("content-type", mime)
        .header("content-length", file.size)
        .header("cache-control", isPublic ? "public, max-age=3600" : "private, no-store")
        .send(file.stream);
    },
  );
}
