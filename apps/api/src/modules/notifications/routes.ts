// Issue #33: /api/account/notifications — the signed-in person's own settings (never anyone else's: the
// session names whose), read and saved. Unknown kinds or channels are refused by the schema (400), the
// person's role's rules by the service (400), and a refused set stores nothing.
import { NOTIFICATION_MESSAGES } from "@rm/domain/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";

/** what this module needs of the app (not AppContext: the mail module, below it, imports this one) */
type Deps = { db: Db };
import { ok } from "../../lib/http.ts";
import { notificationSettings, saveNotificationSettings } from "./preferences.ts";
import { defineRoute } from "../../lib/define-route.ts";

export const notificationRoutes =
  (ctx: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["account"];

    defineRoute(
      app,
      "GET /account/notifications",
      {
        access: "user",
        summary: "Your notification settings: each kind of message by each channel",
        tags,
      },
      async (req, reply) => ok(reply, "Notification settings", await notificationSettings(ctx.db, req.user)),
    );

    defineRoute(
      app,
      "PUT /account/notifications",
      {
        access: "user",
        summary: "Save your notification settings (essential ones cannot be switched off)",
        tags,
      },
      async (req, reply) =>
        ok(
          reply,
          NOTIFICATION_MESSAGES.saved,
          await saveNotificationSettings(ctx.db, req.user, req.body.settings),
        ),
    );
  };
