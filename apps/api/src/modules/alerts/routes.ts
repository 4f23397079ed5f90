// Push alerts and quiet hours (issue #18): /api/company/alerts (settings, the VAPID public key),
// /api/company/push-subscriptions (this device on or off), /api/company/alerts/quiet-hours. Active companies
// only; another account's device is refused. The alerts themselves are sent by the "push alerts" job
// (dispatch.ts, jobs/runner.ts).
import { PUSH_MESSAGES, QUIET_HOURS_MESSAGES } from "@rm/domain/movers-day";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { alertSettings, setQuietHours, subscribe, unsubscribe } from "./subscriptions.ts";
import { defineRoute } from "../../lib/define-route.ts";

export const alertRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["dashboard"];
    // issue #29: a loopback endpoint only in tests (their stand-in push service), never under npm start
    const loopbackToo = ctx.config.NODE_ENV === "test";

    defineRoute(
      app,
      "GET /company/alerts",
      {
        access: "company",
        summary: "Push alert settings: the server's public key, quiet hours, devices",
        tags,
      },
      async (req, reply) => ok(reply, "Alerts", await alertSettings(ctx.db, req.user)),
    );

    defineRoute(
      app,
      "POST /company/push-subscriptions",
      {
        access: "company",
        summary: "Turn push alerts on for this device",
        tags,
      },
      async (req, reply) =>
        ok(reply, PUSH_MESSAGES.on, await subscribe(ctx.db, req.user, req.body, loopbackToo), 201),
    );

    defineRoute(
      app,
      "DELETE /company/push-subscriptions",
      {
        access: "company",
        summary: "Turn push alerts off for this device",
        tags,
      },
      async (req, reply) => {
        await unsubscribe(ctx.db, req.user, req.body.endpoint);
        return ok(reply, PUSH_MESSAGES.off);
      },
    );

    defineRoute(
      app,
      "PUT /company/alerts/quiet-hours",
      {
        access: "company",
        summary: "Set or clear the hours (London time) when no push alert is sent",
        tags,
      },
      async (req, reply) =>
        ok(
          reply,
          QUIET_HOURS_MESSAGES.saved,
          await setQuietHours(ctx.db, req.user, req.body.fromHour, req.body.untilHour),
        ),
    );
  };
