// Issue #18 "Availability": the company's fully booked days (/api/company/availability). An active company
// only (others 403, see scopes); bad days refuse the whole save with a clear message and write nothing.
import { API_ROUTES } from "@rm/domain/api";
import { AVAILABILITY_MESSAGES } from "@rm/domain/movers-day";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { getAvailability, setAvailability } from "./availability.ts";

export const availabilityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const company = { config: { access: "company" as const } };
    const tags = ["dashboard"];

    app.get(
      "/company/availability",
      {
        ...company,
        schema: {
          ...API_ROUTES["GET /company/availability"],
          tags,
          summary: "The company's fully booked days, from today on",
        },
      },
      async (req, reply) => ok(reply, "Availability", await getAvailability(ctx.db, req.user)),
    );

    app.put(
      "/company/availability",
      {
        ...company,
        schema: {
          ...API_ROUTES["PUT /company/availability"],
          tags,
          summary: "Replace the company's fully booked days from today on",
        },
      },
      async (req, reply) =>
        ok(reply, AVAILABILITY_MESSAGES.saved, await setAvailability(ctx.db, req.user, req.body.bookedDays)),
    );
  };
