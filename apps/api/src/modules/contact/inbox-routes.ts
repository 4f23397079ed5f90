// /api/admin/contact-messages (issue #19): the contact inbox — list, read (audited), reply by email, mark
// handled or waiting. Admins only.
import { API_ROUTES } from "@rm/domain/api";
import { contactInboxQuery } from "@rm/domain/contact";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { contactInbox, contactMessage, markContactHandled, replyToContact } from "./inbox.ts";

const tags = ["admin"];
const params = z.object({ messageId: z.string().max(64) });

export const contactInboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { access: "admin" as const };
    app.get(
      "/admin/contact-messages",
      {
        config,
        schema: {
          ...API_ROUTES["GET /admin/contact-messages"],
          tags,
          summary: "The contact inbox, newest first",
          querystring: contactInboxQuery,
        },
      },
      async (req, reply) => ok(reply, "Contact messages", await contactInbox(ctx.db, req.query)),
    );
    app.get(
      "/admin/contact-messages/:messageId",
      {
        config,
        schema: {
          tags,
          summary: "One contact message and its replies (audited)",
          params,
          ...API_ROUTES["GET /admin/contact-messages/:messageId"],
        },
      },
      async (req, reply) =>
        ok(reply, "Contact message", await contactMessage(ctx.db, req.user._id, req.params.messageId)),
    );
    app.post(
      "/admin/contact-messages/:messageId/reply",
      {
        config,
        schema: {
          tags,
          summary: "Reply by email; the message is marked handled",
          params,
          ...API_ROUTES["POST /admin/contact-messages/:messageId/reply"],
        },
      },
      async (req, reply) => {
        const done = await replyToContact(ctx.db, req.user._id, req.params.messageId, req.body);
        ctx.kickOutbox();
        return ok(reply, done.message);
      },
    );
    app.post(
      "/admin/contact-messages/:messageId/handled",
      {
        config,
        schema: {
          tags,
          summary: "Mark handled, or waiting for us again",
          params,
          ...API_ROUTES["POST /admin/contact-messages/:messageId/handled"],
        },
      },
      async (req, reply) => {
        const done = await markContactHandled(ctx.db, req.user._id, req.params.messageId, req.body.handled);
        return ok(reply, done.message);
      },
    );
  };
