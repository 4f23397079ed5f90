import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";

export const systemRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/health", { config: { access: "public" }, schema: { tags: ["system"] } }, async () => ({
      status: true,
      message: "up",
    }));
    app.get("/ready", { config: { access: "public" }, schema: { tags: ["system"] } }, async (_req, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: true, message: "ready", data: { database: ctx.dbKind } };
      } catch {
        return reply.code(503).send({ status: false, message: "database unreachable" });
      }
    });
  };
