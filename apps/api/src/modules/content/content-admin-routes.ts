// /api/admin/blog-posts and /api/admin/partner-offers (issue #19): the blog admin and the partners' offers,
// admins only; and GET /api/blog/:postId/cover, a published post's cover for everyone (a draft's for admins).
import multipart from "@fastify/multipart";
import { BLOG_ADMIN_MESSAGES as M, OFFER_ADMIN_MESSAGES as O } from "@rm/domain/content-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import { ok } from "../../lib/http.ts";
import { storageFor } from "../../lib/storage.ts";
import { readUpload } from "../documents/index.ts";
import { blogAdmin, COVER_RULES } from "./content-admin.ts";
import { offerAdmin } from "./offer-admin.ts";
import { defineRoute } from "../../lib/define-route.ts";

const tags = ["admin"];

/** what every group of this module's routes uses */
function sharedOf(ctx: AppContext) {
  const config = { access: "admin" as const };
  const blog = blogAdmin(ctx.db, storageFor(ctx.config));
  const offers = offerAdmin(ctx.db);
  return { ctx, config, blog, offers };
}
type Shared = ReturnType<typeof sharedOf>;

export const contentAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // multipart only inside this plugin: the cover, one file
    await app.register(multipart, { limits: { fileSize: COVER_RULES.maxBytes, files: 1 } });
    const shared = sharedOf(ctx);
    blogPostRoutes(app, shared);
    coverRoutes(app, shared);
    offerRoutes(app, shared);
  };

/** admins write, preview, publish and unpublish blog posts */
function blogPostRoutes(app: ApiApp, { blog }: Shared) {
  defineRoute(
    app,
    "GET /admin/blog-posts",
    {
      access: "admin",
      summary: "Every blog post, drafts first",
      tags,
    },
    async (req, reply) => ok(reply, "Blog posts", await blog.list(req.user)),
  );
  defineRoute(
    app,
    "POST /admin/blog-posts",
    {
      access: "admin",
      summary: "Write a new post (saved as a draft)",
      tags,
    },
    async (req, reply) => ok(reply, M.created, await blog.create(req.user, req.body), 201),
  );
  defineRoute(
    app,
    "POST /admin/blog-posts/preview",
    {
      access: "admin",
      summary: "Markdown rendered and sanitised as the public page will show it",
      tags,
    },
    async (req, reply) => ok(reply, "Preview", blog.preview(req.user, req.body.body)),
  );
  defineRoute(
    app,
    "GET /admin/blog-posts/:postId",
    {
      access: "admin",
      summary: "One post with its Markdown and its preview",
      tags,
    },
    async (req, reply) => ok(reply, "Blog post", await blog.get(req.user, req.params.postId)),
  );
  defineRoute(
    app,
    "PUT /admin/blog-posts/:postId",
    {
      access: "admin",
      summary: "Save a post (a published post changes at once)",
      tags,
    },
    async (req, reply) => ok(reply, M.saved, await blog.update(req.user, req.params.postId, req.body)),
  );
  defineRoute(
    app,
    "POST /admin/blog-posts/:postId/publish",
    {
      access: "admin",
      summary: "Publish now: on /blogs and in the sitemap",
      tags,
    },
    async (req, reply) => ok(reply, (await blog.publish(req.user, req.params.postId)).message),
  );
  defineRoute(
    app,
    "POST /admin/blog-posts/:postId/unpublish",
    {
      access: "admin",
      summary: "Back to a draft: no longer public",
      tags,
    },
    async (req, reply) => ok(reply, (await blog.unpublish(req.user, req.params.postId)).message),
  );
}

/** a post's cover: uploaded by admins, shown to anyone once published */
function coverRoutes(app: ApiApp, { config, blog }: Shared) {
  defineRoute(
    app,
    "POST /admin/blog-posts/:postId/cover",
    {
      ...config,
      tags,
      summary: "Upload the cover image (multipart: file; JPEG, PNG or WebP, up to 5 MB; stored as WebP)",
      schema: { consumes: ["multipart/form-data"] },
      config: { rateLimit: { max: 60, timeWindow: "1 hour" } },
    },
    async (req, reply) => {
      // who may upload is checked before the bytes are read
      await blog.get(req.user, req.params.postId);
      const upload = await readUpload(req, COVER_RULES);
      return ok(reply, M.coverSaved, await blog.setCover(req.user, req.params.postId, upload));
    },
  );
  defineRoute(
    app,
    "DELETE /admin/blog-posts/:postId/cover",
    {
      access: "admin",
      summary: "Remove the cover image",
      tags,
    },
    async (req, reply) => ok(reply, (await blog.removeCover(req.user, req.params.postId)).message),
  );
  defineRoute(
    app,
    "GET /blog/:postId/cover",
    {
      access: "public",
      summary: "A published post's cover image (a draft's for admins only)",
      tags: ["content"],
    },
    async (req, reply) => {
      const { file, isPublic } = await blog.openCover(req.user, req.params.postId);
      return reply
        .header("content-type", "image/webp")
        .header("content-length", file.size)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", isPublic ? "public, max-age=86400" : "private, no-store")
        .send(file.stream);
    },
  );
}

/** admins keep the partner offers */
function offerRoutes(app: ApiApp, { offers }: Shared) {
  defineRoute(
    app,
    "GET /admin/partner-offers",
    {
      access: "admin",
      summary: "Every partner offer, running first",
      tags,
    },
    async (req, reply) => ok(reply, "Partner offers", await offers.list(req.user)),
  );
  defineRoute(
    app,
    "POST /admin/partner-offers",
    {
      access: "admin",
      summary: "Add a partner offer",
      tags,
    },
    async (req, reply) => ok(reply, O.created, await offers.create(req.user, req.body), 201),
  );
  defineRoute(
    app,
    "PUT /admin/partner-offers/:offerId",
    {
      access: "admin",
      summary: "Edit a partner offer",
      tags,
    },
    async (req, reply) => ok(reply, O.saved, await offers.update(req.user, req.params.offerId, req.body)),
  );
  defineRoute(
    app,
    "POST /admin/partner-offers/:offerId/expire",
    {
      access: "admin",
      summary: "End an offer now: it leaves /partners",
      tags,
    },
    async (req, reply) => ok(reply, (await offers.expire(req.user, req.params.offerId)).message),
  );
}
