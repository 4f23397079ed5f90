// Issue #32: photos of big or awkward items on a request — added by the browser that sent it, just after it
// (POST /api/client/requests/:leadId/photos, multipart), read by its customer and matched movers
// (GET /api/lead-photos/:photoId). Its own plugin, so the multipart parser serves these routes only.
import multipart from "@fastify/multipart";
import { PHOTO_MAX_BYTES } from "@rm/domain/conversation";
import { LEAD_PHOTO_MESSAGES as M, LEAD_PHOTOS_MAX } from "@rm/domain/inventory";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { readPhotoParts } from "../../lib/photos.ts";
import { storageFor } from "../../lib/storage.ts";
import { clientCaller } from "../scopes/index.ts";
import { addLeadPhotos, openLeadPhoto } from "./lead-photos.ts";
import { defineRoute } from "../../lib/define-route.ts";

export const leadPhotoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = storageFor(ctx.config);
    const f = ctx.config.RATE_LIMIT_FACTOR;
    await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: LEAD_PHOTOS_MAX } });
    defineRoute(
      app,
      "POST /client/requests/:leadId/photos",
      {
        access: "client",
        summary: `Add photos of big or awkward items (multipart: photo, up to ${LEAD_PHOTOS_MAX} in all)`,
        tags: ["leads"],
        schema: {
          consumes: ["multipart/form-data"],
        },
        config: {
          rateLimit: { max: Math.ceil(30 * f), timeWindow: "1 hour" },
        },
      },
      async (req, reply) => {
        const { files } = await readPhotoParts(req, {
          maxFiles: LEAD_PHOTOS_MAX,
          textMax: 64,
          tooMany: M.tooMany,
        });
        const photos = await addLeadPhotos(ctx.db, storage, clientCaller(req), req.params.leadId, files);
        return ok(reply, M.added(files.length), { photos }, 201);
      },
    );
    defineRoute(
      app,
      "GET /lead-photos/:photoId",
      {
        access: "user",
        summary: "A photo on a request (?size=thumb for the thumbnail): its customer and matched movers only",
        tags: ["leads"],
        schema: {
          querystring: z.object({ size: z.enum(["full", "thumb"]).optional() }),
        },
      },
      async (req, reply) => {
        const file = await openLeadPhoto(
          ctx.db,
          storage,
          req.user,
          req.sessionId,
          req.params.photoId,
          req.query.size ?? "full",
        );
        return reply
          .header("content-type", "image/jpeg")
          .header("content-length", file.size)
          .header("cache-control", "private, max-age=3600")
          .send(file.stream);
      },
    );
  };
