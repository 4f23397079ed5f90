// docs/product/routes.md §7 postcode calls under /api: the autocomplete (prefix search) and the addresses at a postcode.
import { LEAD_MESSAGES, isUkPostcodeFormat, normalisePostcode } from "@rm/domain";
import { POSTCODE_QUERY_MAX_LENGTH, POSTCODE_SERVICE_MESSAGES } from "@rm/domain/postcode-service";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { badRequest } from "../../lib/http.ts";
import { addressProviderFor } from "./address-providers.ts";
import { searchPostcodes } from "./autocomplete.ts";
import { postcodeCoverage } from "./coverage.ts";
import { distanceBetween } from "./distance.ts";
import { postcodeIndexFor } from "./postcode-index.ts";
import { defineRoute } from "../../lib/define-route.ts";

export const postcodeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // load the autocomplete index before the first keystroke (a second or so for the whole London file)
    app.addHook("onReady", async () => {
      await postcodeIndexFor(ctx.db).ready();
    });
    const provider = addressProviderFor(ctx.config, ctx.db, (msg, detail) =>
      app.log.error(detail ?? {}, msg),
    );

    defineRoute(
      app,
      "GET /autocomplete/postcode",
      {
        access: "public",
        summary:
          "Postcodes starting with the query (case ignored; a space after a whole district keeps to it: E1 6 → E1 6xx), at most 10, exact match first, SE1 before SE10",
        tags: ["postcodes"],
        schema: {
          querystring: z.object({
            query: z
              .string()
              .max(POSTCODE_QUERY_MAX_LENGTH, POSTCODE_SERVICE_MESSAGES.queryTooLong)
              .default(""),
          }),
        },
      },
      async (req) => ({
        status: true as const,
        message: POSTCODE_SERVICE_MESSAGES.postcodesFound,
        data: await searchPostcodes(ctx.db, req.query.query),
      }),
    );

    defineRoute(
      app,
      "GET /postcodes/check",
      {
        access: "public",
        summary:
          "Whether a full postcode is a live London postcode, a real UK postcode outside London, or unknown",
        tags: ["postcodes"],
        schema: {
          querystring: z.object({
            postcode: z.string().max(POSTCODE_QUERY_MAX_LENGTH, LEAD_MESSAGES.postcodeIncorrect),
          }),
        },
      },
      async (req) => ({
        status: true as const,
        message: POSTCODE_SERVICE_MESSAGES.postcodeChecked,
        data: await postcodeCoverage(ctx.db, req.query.postcode),
      }),
    );

    defineRoute(
      app,
      "GET /postcodes/distance",
      {
        access: "public",
        summary:
          "How far apart two postcodes (or districts) are: the straight line between their points and a rough road estimate; null when either is unknown",
        tags: ["postcodes"],
        schema: {
          querystring: z.object({
            from: z.string().max(POSTCODE_QUERY_MAX_LENGTH, LEAD_MESSAGES.postcodeIncorrect),
            to: z.string().max(POSTCODE_QUERY_MAX_LENGTH, LEAD_MESSAGES.postcodeIncorrect),
          }),
        },
        config: {
          rateLimit: { max: Math.ceil(120 * ctx.config.RATE_LIMIT_FACTOR), timeWindow: "1 minute" },
        },
      },
      async (req) => ({
        status: true as const,
        message: POSTCODE_SERVICE_MESSAGES.distanceMeasured,
        data: await distanceBetween(ctx.db, req.query.from, req.query.to),
      }),
    );

    defineRoute(
      app,
      "GET /autocomplete/addresses/:postcode",
      {
        access: "public",
        summary: `Addresses at a postcode (provider: ${ctx.config.ADDRESS_PROVIDER}); [] when none are known`,
        tags: ["postcodes"],
        schema: {
          params: z.object({
            postcode: z.string().max(POSTCODE_QUERY_MAX_LENGTH, LEAD_MESSAGES.postcodeIncorrect),
          }),
        },
        config: {
          rateLimit: { max: Math.ceil(120 * ctx.config.RATE_LIMIT_FACTOR), timeWindow: "1 minute" },
        },
      },
      async (req) => {
        const postcode = normalisePostcode(req.params.postcode);
        if (!isUkPostcodeFormat(postcode)) throw badRequest(LEAD_MESSAGES.postcodeIncorrect);
        const data = await provider.lookup(postcode);
        return {
          status: true as const,
          message: data.length
            ? POSTCODE_SERVICE_MESSAGES.addressesFound
            : POSTCODE_SERVICE_MESSAGES.noAddresses,
          data,
        };
      },
    );
  };
