// Issue #17: the customer changes or cancels an open request (PATCH /api/client/requests/:leadId, POST
// …/cancel), and the job that sends a request nobody covered yet once a mover does (rematch.ts) runs
// periodically. Thin handlers: the services scope every query to the caller (ownLeads).
import { LIFECYCLE_MESSAGES as M } from "@rm/domain/request-lifecycle";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { clientCaller } from "../scopes/index.ts";
import { cancelRequest, editRequest } from "./lifecycle.ts";
import { rematchWaitingRequests } from "./rematch.ts";
import { defineRoute } from "../../lib/define-route.ts";

/**
 * Runs the re-match job now and delivers what it queued; never throws (an event that starts it — a company
 * approved, an area widened — has already been answered for). The number of requests sent.
 */
export async function rematchNow(ctx: AppContext, log: (err: unknown) => void = () => {}): Promise<number> {
  try {
    const n = await rematchWaitingRequests({ db: ctx.db, appUrl: ctx.config.appUrl, onError: log });
    if (n > 0) ctx.kickOutbox();
    return n;
  } catch (err) {
    log(err);
    return 0;
  }
}

export const requestLifecycleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: ctx.db, appUrl: ctx.config.appUrl };
    const rateLimit = { max: Math.ceil(60 * ctx.config.RATE_LIMIT_FACTOR), timeWindow: "1 hour" };

    defineRoute(
      app,
      "PATCH /client/requests/:leadId",
      {
        access: "client",
        summary:
          "Change an open request (date, address details, property, floor and lift, services, description)",
        tags: ["leads"],
        config: {
          rateLimit,
        },
      },
      async (req, reply) => {
        const done = await editRequest(deps, clientCaller(req), req.params.leadId, req.body);
        if (!done.changed) return ok(reply, M.nothingChanged, done);
        ctx.kickOutbox();
        return ok(reply, M.updated(done.moversTold), done);
      },
    );

    defineRoute(
      app,
      "POST /client/requests/:leadId/cancel",
      {
        access: "client",
        summary: "Cancel an open request with a reason; the movers who received it are told",
        tags: ["leads"],
        config: {
          rateLimit,
        },
      },
      async (req, reply) => {
        const done = await cancelRequest(deps, clientCaller(req), req.params.leadId, req.body);
        ctx.kickOutbox();
        // caps given back may let another waiting request through
        if (done.capsFreed) await rematchNow(ctx, (err) => req.log.error({ err }, "re-match failed"));
        return ok(reply, M.cancelled, done);
      },
    );
  };
