// Push alerts and quiet hours (issue #18): /api/company/alerts (settings, the VAPID public key),
// /api/company/push-subscriptions (this device on or off), /api/company/alerts/quiet-hours. Active companies
// only; another account's device is refused. The dispatcher starts when the server listens (not in
// in-process tests, which call dispatchPush themselves).
import { PUSH_MESSAGES, QUIET_HOURS_MESSAGES } from "@rm/domain/movers-day";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { startPushDispatcher } from "./dispatch.ts";
import { alertSettings, setQuietHours, subscribe, unsubscribe } from "./subscriptions.ts";

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const key = (min: number, max: number) =>
  z
    .string({ error: PUSH_MESSAGES.badSubscription })
    .min(min, PUSH_MESSAGES.badSubscription)
    .max(max)
    .regex(BASE64URL, PUSH_MESSAGES.badSubscription);
const endpoint = z
  .string({ error: PUSH_MESSAGES.badSubscription })
  .min(10, PUSH_MESSAGES.badSubscription)
  .max(2000);
const subscriptionBody = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  // p256dh: a 65-byte P-256 point (87 characters); auth: 16 bytes (22)
  keys: z.object({ p256dh: key(80, 100), auth: key(16, 32) }, { error: PUSH_MESSAGES.badSubscription }),
  label: z.string().max(100).optional(),
});
const hour = z
  .number({ error: QUIET_HOURS_MESSAGES.badHour })
  .int(QUIET_HOURS_MESSAGES.badHour)
  .min(0, QUIET_HOURS_MESSAGES.badHour)
  .max(23, QUIET_HOURS_MESSAGES.badHour)
  .nullable();

export const alertRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const company = { config: { access: "company" as const } };
    const tags = ["dashboard"];
    const production = ctx.config.NODE_ENV === "production";

    app.get(
      "/company/alerts",
      {
        ...company,
        schema: { tags, summary: "Push alert settings: the server's public key, quiet hours, devices" },
      },
      async (req, reply) => ok(reply, "Alerts", await alertSettings(ctx.db, req.user)),
    );

    app.post(
      "/company/push-subscriptions",
      {
        ...company,
        schema: { tags, summary: "Turn push alerts on for this device", body: subscriptionBody },
      },
      async (req, reply) =>
        ok(reply, PUSH_MESSAGES.on, await subscribe(ctx.db, req.user, req.body, production), 201),
    );

    app.delete(
      "/company/push-subscriptions",
      {
        ...company,
        schema: { tags, summary: "Turn push alerts off for this device", body: z.object({ endpoint }) },
      },
      async (req, reply) => {
        await unsubscribe(ctx.db, req.user, req.body.endpoint);
        return ok(reply, PUSH_MESSAGES.off);
      },
    );

    app.put(
      "/company/alerts/quiet-hours",
      {
        ...company,
        schema: {
          tags,
          summary: "Set or clear the hours (London time) when no push alert is sent",
          body: z.object({ fromHour: hour, untilHour: hour }),
        },
      },
      async (req, reply) =>
        ok(
          reply,
          QUIET_HOURS_MESSAGES.saved,
          await setQuietHours(ctx.db, req.user, req.body.fromHour, req.body.untilHour),
        ),
    );

    let dispatcher: ReturnType<typeof startPushDispatcher> | undefined;
    app.addHook("onListen", async () => {
      dispatcher ??= startPushDispatcher({ db: ctx.db, contact: ctx.config.TEAM_EMAIL, production }, (m) =>
        app.log.info(m),
      );
    });
    app.addHook("onClose", async () => {
      await dispatcher?.stop();
    });
  };
