// Issue #18 "Availability": the company's fully booked days (/api/company/availability). An active company
// only (others 403, see scopes); bad days refuse the whole save with a clear message and write nothing.
import { AVAILABILITY_MESSAGES } from "@rm/domain/movers-day";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { getAvailability, setAvailability } from "./availability.ts";
import { defineRoute } from "../../lib/define-route.ts";

export const availabilityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["dashboard"];

    defineRoute(
      app,
      "GET /company/availability",
      {
        access: "company",
        summary: "The company's fully booked days, from today on",
        tags,
      },
      async (req, reply) => ok(reply, "Availability", await getAvailability(ctx.db, req.user)),
    );

    defineRoute(
      app,
      "PUT /company/availability",
      {
        access: "company",
        summary: "Replace the company's fully booked days from today on",
        tags,
      },
      async (req, reply) =>
        ok(reply, AVAILABILITY_MESSAGES.saved, await setAvailability(ctx.db, req.user, req.body.bookedDays)),
    );
  };
