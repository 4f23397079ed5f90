// /api/admin/contact-messages (issue #19): the contact inbox — list, read (audited), reply by email, mark
// handled or waiting. Admins only.
import { contactInboxQuery } from "@rm/domain/contact";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { contactInbox, contactMessage, markContactHandled, replyToContact } from "./inbox.ts";
import { defineRoute } from "../../lib/define-route.ts";

const tags = ["admin"];

export const contactInboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(
      app,
      "GET /admin/contact-messages",
      {
        access: "admin",
        summary: "The contact inbox, newest first",
        tags,
        schema: {
          querystring: contactInboxQuery,
        },
      },
      async (req, reply) => ok(reply, "Contact messages", await contactInbox(ctx.db, req.query)),
    );
    defineRoute(
      app,
      "GET /admin/contact-messages/:messageId",
      {
        access: "admin",
        summary: "One contact message and its replies (audited)",
        tags,
      },
      async (req, reply) =>
        ok(reply, "Contact message", await contactMessage(ctx.db, req.user._id, req.params.messageId)),
    );
    defineRoute(
      app,
      "POST /admin/contact-messages/:messageId/reply",
      {
        access: "admin",
        summary: "Reply by email; the message is marked handled",
        tags,
      },
      async (req, reply) => {
        const done = await replyToContact(ctx.db, req.user._id, req.params.messageId, req.body);
        ctx.kickOutbox();
        return ok(reply, done.message);
      },
    );
    defineRoute(
      app,
      "POST /admin/contact-messages/:messageId/handled",
      {
        access: "admin",
        summary: "Mark handled, or waiting for us again",
        tags,
      },
      async (req, reply) => {
        const done = await markContactHandled(ctx.db, req.user._id, req.params.messageId, req.body.handled);
        return ok(reply, done.message);
      },
    );
  };
