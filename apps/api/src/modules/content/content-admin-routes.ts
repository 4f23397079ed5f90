// /api/admin/blog-posts and /api/admin/partner-offers (issue #19): the blog admin and the partners' offers,
// admins only; and GET /api/blog/:postId/cover, a published post's cover for everyone (a draft's for admins).
import multipart from "@fastify/multipart";
import { API_ROUTES } from "@rm/domain/api";
import { BLOG_ADMIN_MESSAGES as M, OFFER_ADMIN_MESSAGES as O } from "@rm/domain/content-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import { ok } from "../../lib/http.ts";
import { storageFor } from "../../lib/storage.ts";
import { readUpload } from "../documents/index.ts";
import { blogAdmin, COVER_RULES } from "./content-admin.ts";
import { offerAdmin } from "./offer-admin.ts";

const tags = ["admin"];
const postParams = z.object({ postId: z.string().max(64) });
const offerParams = z.object({ offerId: z.string().max(64) });

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
function blogPostRoutes(app: ApiApp, { config, blog }: Shared) {
  app.get(
    "/admin/blog-posts",
    {
      config,
      schema: { ...API_ROUTES["GET /admin/blog-posts"], tags, summary: "Every blog post, drafts first" },
    },
    async (req, reply) => ok(reply, "Blog posts", await blog.list(req.user)),
  );
  app.post(
    "/admin/blog-posts",
    {
      config,
      schema: {
        ...API_ROUTES["POST /admin/blog-posts"],
        tags,
        summary: "Write a new post (saved as a draft)",
      },
    },
    async (req, reply) => ok(reply, M.created, await blog.create(req.user, req.body), 201),
  );
  app.post(
    "/admin/blog-posts/preview",
    {
      config,
      schema: {
        ...API_ROUTES["POST /admin/blog-posts/preview"],
        tags,
        summary: "Markdown rendered and sanitised as the public page will show it",
      },
    },
    async (req, reply) => ok(reply, "Preview", blog.preview(req.user, req.body.body)),
  );
  app.get(
    "/admin/blog-posts/:postId",
    {
      config,
      schema: {
        ...API_ROUTES["GET /admin/blog-posts/:postId"],
        tags,
        summary: "One post with its Markdown and its preview",
        params: postParams,
      },
    },
    async (req, reply) => ok(reply, "Blog post", await blog.get(req.user, req.params.postId)),
  );
  app.put(
    "/admin/blog-posts/:postId",
    {
      config,
      schema: {
        ...API_ROUTES["PUT /admin/blog-posts/:postId"],
        tags,
        summary: "Save a post (a published post changes at once)",
        params: postParams,
      },
    },
    async (req, reply) => ok(reply, M.saved, await blog.update(req.user, req.params.postId, req.body)),
  );
  app.post(
    "/admin/blog-posts/:postId/publish",
    {
      config,
      schema: {
        ...API_ROUTES["POST /admin/blog-posts/:postId/publish"],
        tags,
        summary: "Publish now: on /blogs and in the sitemap",
        params: postParams,
      },
    },
    async (req, reply) => ok(reply, (await blog.publish(req.user, req.params.postId)).message),
  );
  app.post(
    "/admin/blog-posts/:postId/unpublish",
    {
      config,
      schema: {
        ...API_ROUTES["POST /admin/blog-posts/:postId/unpublish"],
        tags,
        summary: "Back to a draft: no longer public",
        params: postParams,
      },
    },
    async (req, reply) => ok(reply, (await blog.unpublish(req.user, req.params.postId)).message),
  );
}

/** a post's cover: uploaded by admins, shown to anyone once published */
function coverRoutes(app: ApiApp, { config, blog }: Shared) {
  app.post(
    "/admin/blog-posts/:postId/cover",
    {
      config: { ...config, rateLimit: { max: 60, timeWindow: "1 hour" } },
      schema: {
        ...API_ROUTES["POST /admin/blog-posts/:postId/cover"],
        tags,
        summary: "Upload the cover image (multipart: file; JPEG, PNG or WebP, up to 5 MB; stored as WebP)",
        consumes: ["multipart/form-data"],
        params: postParams,
      },
    },
    async (req, reply) => {
      // who may upload is checked before the bytes are read
      await blog.get(req.user, req.params.postId);
      const upload = await readUpload(req, COVER_RULES);
      return ok(reply, M.coverSaved, await blog.setCover(req.user, req.params.postId, upload));
    },
  );
  app.delete(
    "/admin/blog-posts/:postId/cover",
    {
      config,
      schema: {
        ...API_ROUTES["DELETE /admin/blog-posts/:postId/cover"],
        tags,
        summary: "Remove the cover image",
        params: postParams,
      },
    },
    async (req, reply) => ok(reply, (await blog.removeCover(req.user, req.params.postId)).message),
  );
  app.get(
    "/blog/:postId/cover",
    {
      config: { access: "public" },
      schema: {
        ...API_ROUTES["GET /blog/:postId/cover"],
        tags: ["content"],
        summary: "A published post's cover image (a draft's for admins only)",
        params: postParams,
      },
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
function offerRoutes(app: ApiApp, { config, offers }: Shared) {
  app.get(
    "/admin/partner-offers",
    {
      config,
      schema: {
        ...API_ROUTES["GET /admin/partner-offers"],
        tags,
        summary: "Every partner offer, running first",
      },
    },
    async (req, reply) => ok(reply, "Partner offers", await offers.list(req.user)),
  );
  app.post(
    "/admin/partner-offers",
    {
      config,
      schema: { ...API_ROUTES["POST /admin/partner-offers"], tags, summary: "Add a partner offer" },
    },
    async (req, reply) => ok(reply, O.created, await offers.create(req.user, req.body), 201),
  );
  app.put(
    "/admin/partner-offers/:offerId",
    {
      config,
      schema: {
        ...API_ROUTES["PUT /admin/partner-offers/:offerId"],
        tags,
        summary: "Edit a partner offer",
        params: offerParams,
      },
    },
    async (req, reply) => ok(reply, O.saved, await offers.update(req.user, req.params.offerId, req.body)),
  );
  app.post(
    "/admin/partner-offers/:offerId/expire",
    {
      config,
      schema: {
        ...API_ROUTES["POST /admin/partner-offers/:offerId/expire"],
        tags,
        summary: "End an offer now: it leaves /partners",
        params: offerParams,
      },
    },
    async (req, reply) => ok(reply, (await offers.expire(req.user, req.params.offerId)).message),
  );
}
