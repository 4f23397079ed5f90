// Issue #18 "Availability": the company's fully booked days (/api/company/availability). An active company
// only (others 403, see scopes); bad days refuse the whole save with a clear message and write nothing.
import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES } from "@rm/domain/movers-day";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { getAvailability, setAvailability } from "./availability.ts";

const body = z.object({
  bookedDays: z
    .array(z.string({ error: AVAILABILITY_MESSAGES.badFormat }).max(10, AVAILABILITY_MESSAGES.badFormat), {
      error: "Send the fully booked days as a list of dates",
    })
    .max(AVAILABILITY_LIMITS.maxDays, AVAILABILITY_MESSAGES.tooMany),
});

export const availabilityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const company = { config: { access: "company" as const } };
    const tags = ["dashboard"];

    app.get(
      "/company/availability",
      { ...company, schema: { tags, summary: "The company's fully booked days, from today on" } },
      async (req, reply) => ok(reply, "Availability", await getAvailability(ctx.db, req.user)),
    );

    app.put(
      "/company/availability",
      {
        ...company,
        schema: { tags, summary: "Replace the company's fully booked days from today on", body },
      },
      async (req, reply) =>
        ok(reply, AVAILABILITY_MESSAGES.saved, await setAvailability(ctx.db, req.user, req.body.bookedDays)),
    );
  };
