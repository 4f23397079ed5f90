// Issue #33: /api/account/notifications — the signed-in person's own settings (never anyone else's: the
// session names whose), read and saved. Unknown kinds or channels are refused by the schema (400), the
// person's role's rules by the service (400), and a refused set stores nothing.
import { API_ROUTES } from "@rm/domain/api";
import { NOTIFICATION_MESSAGES } from "@rm/domain/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";

/** what this module needs of the app (not AppContext: the mail module, below it, imports this one) */
type Deps = { db: Db };
import { ok } from "../../lib/http.ts";
import { notificationSettings, saveNotificationSettings } from "./preferences.ts";

export const notificationRoutes =
  (ctx: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const user = { config: { access: "user" as const } };
    const tags = ["account"];

    app.get(
      "/account/notifications",
      {
        ...user,
        schema: {
          ...API_ROUTES["GET /account/notifications"],
          tags,
          summary: "Your notification settings: each kind of message by each channel",
        },
      },
      async (req, reply) => ok(reply, "Notification settings", await notificationSettings(ctx.db, req.user)),
    );

    app.put(
      "/account/notifications",
      {
        ...user,
        schema: {
          ...API_ROUTES["PUT /account/notifications"],
          tags,
          summary: "Save your notification settings (essential ones cannot be switched off)",
        },
      },
      async (req, reply) =>
        ok(
          reply,
          NOTIFICATION_MESSAGES.saved,
          await saveNotificationSettings(ctx.db, req.user, req.body.settings),
        ),
    );
  };
