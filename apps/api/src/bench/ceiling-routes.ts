// The ceiling `npm run bench` compares lead intake with: one durable INSERT of a lead-sized row and nothing
// else. Mounted only when BENCH_ENDPOINTS=true (config.ts; the bench sets it), so tests and production never
// see it. Bench-only code, so it lives outside the feature modules.
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../app-context.ts";
import type { Config } from "../config.ts";
import { leads, users } from "../db/schema.ts";

const BENCH_EMAIL = "bench-ceiling@bench.example.com";

const body = z.object({
  client: z.looseObject({ typeOfMove: z.string(), fromCity: z.string(), startDate: z.string() }),
});

const benchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    let owner: Promise<string> | undefined;
    const ownerId = () => {
      owner ??= (async () => {
        await ctx.db
          .insert(users)
          .values({ email: BENCH_EMAIL, role: "client", firstName: "Bench" })
          .onConflictDoNothing();
        const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_EMAIL));
        return row.id;
      })();
      return owner;
    };

    app.post(
      "/insert",
      { config: { access: "public" }, schema: { hide: true, body } },
      async (req, reply) => {
        const c = req.body.client;
        const key = req.headers["idempotency-key"];
        const [row] = await ctx.db
          .insert(leads)
          .values({
            clientUserId: await ownerId(),
            typeOfMove: c.typeOfMove,
            fromPostcode: c.fromCity,
            toPostcode: typeof c.toCity === "string" ? c.toCity : null,
            moveDate: c.startDate,
            details: c,
            idempotencyKey: typeof key === "string" ? `ceiling:${key}` : null,
          })
          .returning({ id: leads.id });
        return reply.code(201).send({ status: true, message: "stored", data: { _id: row.id } });
      },
    );
  };

/** The bench modules to mount: none unless BENCH_ENDPOINTS=true (config.ts). */
export function benchModules(config: Pick<Config, "BENCH_ENDPOINTS">): [string, typeof benchRoutes][] {
  return config.BENCH_ENDPOINTS ? [["/api/bench", benchRoutes]] : [];
}
