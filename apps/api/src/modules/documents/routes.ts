// /api/documents: authorised downloads (docs/architecture.md "Files": never from a public path), and the
// insurance-expiry reminders are a job of jobs/runner.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { storageFor } from "../../lib/storage.ts";
import { openDocumentFile } from "./document-service.ts";
import { defineRoute } from "../../lib/define-route.ts";

export const documentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = storageFor(ctx.config);

    defineRoute(
      app,
      "GET /documents/:documentId/file",
      {
        access: "account",
        summary: "Download a company document (its company or an admin)",
        tags: ["documents"],
      },
      async (req, reply) => {
        const { file, doc } = await openDocumentFile(ctx.db, storage, req.user, req.params.documentId);
        return (
          reply
            .header("content-type", doc.mime)
            .header("content-length", file.size)
            .header("content-disposition", `inline; filename="${doc.originalName.replace(/[^\w. -]/g, "_")}"`)
            .header("cache-control", "private, no-store")
            .header("x-content-type-options", "nosniff")
            // issue #19: the vetting page shows the certificate inline in a frame of this site's own pages (and
            // no one else's); it still loads nothing itself (the page policy allows same-origin frames)
            .header("content-security-policy", "default-src 'none'; frame-ancestors 'self'")
            .header("x-frame-options", "SAMEORIGIN")
            .send(file.stream)
        );
      },
    );
  };
