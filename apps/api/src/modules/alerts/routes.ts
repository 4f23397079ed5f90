// Push alerts and quiet hours (issue #18): /api/company/alerts (settings, the VAPID public key),
// /api/company/push-subscriptions (this device on or off), /api/company/alerts/quiet-hours. Active companies
// only; another account's device is refused. The alerts themselves are sent by the "push alerts" job
// (dispatch.ts, jobs/runner.ts).
import { API_ROUTES } from "@rm/domain/api";
import { PUSH_MESSAGES, QUIET_HOURS_MESSAGES } from "@rm/domain/movers-day";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { alertSettings, setQuietHours, subscribe, unsubscribe } from "./subscriptions.ts";

export const alertRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const company = { config: { access: "company" as const } };
    const tags = ["dashboard"];
    // issue #29: a loopback endpoint only in tests (their stand-in push service), never under npm start
    const loopbackToo = ctx.config.NODE_ENV === "test";

    app.get(
      "/company/alerts",
      {
        ...company,
        schema: {
          ...API_ROUTES["GET /company/alerts"],
          tags,
          summary: "Push alert settings: the server's public key, quiet hours, devices",
        },
      },
      async (req, reply) => ok(reply, "Alerts", await alertSettings(ctx.db, req.user)),
    );

    app.post(
      "/company/push-subscriptions",
      {
        ...company,
        schema: {
          ...API_ROUTES["POST /company/push-subscriptions"],
          tags,
          summary: "Turn push alerts on for this device",
        },
      },
      async (req, reply) =>
        ok(reply, PUSH_MESSAGES.on, await subscribe(ctx.db, req.user, req.body, loopbackToo), 201),
    );

    app.delete(
      "/company/push-subscriptions",
      {
        ...company,
        schema: {
          ...API_ROUTES["DELETE /company/push-subscriptions"],
          tags,
          summary: "Turn push alerts off for this device",
        },
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
          ...API_ROUTES["PUT /company/alerts/quiet-hours"],
          tags,
          summary: "Set or clear the hours (London time) when no push alert is sent",
        },
      },
      async (req, reply) =>
        ok(
          reply,
          QUIET_HOURS_MESSAGES.saved,
          await setQuietHours(ctx.db, req.user, req.body.fromHour, req.body.untilHour),
        ),
    );
  };
