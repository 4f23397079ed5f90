// Issue #33: a customer's devices for "On our way" (customer-push.ts): /api/client/alerts (the VAPID public key,
// the devices) and /api/client/push-subscriptions (this device on or off). Full client accounts only; a D8 guest
// is refused (403). The movers' checks are shared.
import { PUSH_MESSAGES } from "@rm/domain/movers-day";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/http.ts";
import { customerAlerts, subscribeCustomer, unsubscribeCustomer } from "./customer-push.ts";

export const customerPushRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const access = "client" as const;
    const tags = ["requests"];
    // issue #29: a loopback endpoint only in tests (their stand-in push service), never under npm start
    const loopbackToo = ctx.config.NODE_ENV === "test";

    defineRoute(
      app,
      "GET /client/alerts",
      { access, tags, summary: "Push for the customer: the server's public key and their devices" },
      async (req, reply) => ok(reply, "Alerts", await customerAlerts(ctx.db, req.user)),
    );

    defineRoute(
      app,
      "POST /client/push-subscriptions",
      { access, tags, summary: "Turn notifications on for this device (On our way)" },
      async (req, reply) =>
        ok(reply, PUSH_MESSAGES.on, await subscribeCustomer(ctx.db, req.user, req.body, loopbackToo), 201),
    );

    defineRoute(
      app,
      "DELETE /client/push-subscriptions",
      { access, tags, summary: "Turn notifications off for this device" },
      async (req, reply) => {
        await unsubscribeCustomer(ctx.db, req.user, req.body.endpoint);
        return ok(reply, PUSH_MESSAGES.off);
      },
    );
  };
