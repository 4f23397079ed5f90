import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { RETRY_AFTER_SECONDS } from "../../lib/db-faults.ts";
import { defineRoute } from "../../lib/define-route.ts";

export const systemRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(
      app,
      "GET /health",
      // never shed (web/shedding.ts): the proxy would take a busy process for a dead one
      {
        access: "public",
        summary: "Whether the process is up",
        tags: ["system"],
        config: {
          shed: false,
        },
      },
      async () => ({
        status: true as const,
        message: "up",
      }),
    );
    defineRoute(
      app,
      "GET /ready",
      {
        access: "public",
        summary: "Whether the database answers",
        tags: ["system"],
        config: {
          shed: false,
        },
      },
      async (_req, reply) => {
        try {
          await ctx.db.execute(sql`select 1`);
          return { status: true as const, message: "ready", data: { database: ctx.dbKind } };
        } catch {
          return reply
            .code(503)
            .header("retry-after", String(RETRY_AFTER_SECONDS))
            .send({ status: false as const, message: "database unreachable" });
        }
      },
    );
  };
