// The declarations the API's route files rely on beyond Fastify's own: req.user and req.sessionId typed by
// the route's access (access.ts), reply.setCookie and req.cookies (@fastify/cookie), app.createRateLimit
// and config.rateLimit (@fastify/rate-limit). app.ts registers the plugins; this file makes their types part
// of any program that type-checks API code without app.ts (the web's, through contract.ts).
import type {} from "@fastify/cookie";
import type {} from "@fastify/multipart";
import type {} from "@fastify/rate-limit";
import type {} from "./access.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** the Fastify instance a route plugin is given (the zod type provider's): what a group of routes takes */
export type ApiApp = Parameters<FastifyPluginAsyncZod>[0];
