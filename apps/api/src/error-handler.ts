// How the API answers a failure: a schema's refusal (400 with each field's message), a service's HttpError,
// Fastify's own 4xx, load shed or the database unavailable (503 with Retry-After), a value the database
// refused (400), and anything else (500, logged without its values: lib/safe-log.ts).
import { AUTH_MESSAGES } from "@rm/domain";
import { REQUEST_MESSAGES } from "@rm/domain/request-messages";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDbUnavailableError, RETRY_AFTER_SECONDS } from "./lib/db-faults.ts";
import { HttpError } from "./lib/http.ts";
import { isBadInputDbError } from "./lib/safe-log.ts";

export function answerErrors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // a malformed id in the path names nothing: 404 with the route's own words (idParam, @rm/domain/api);
    // another path param (a postcode) is refused 400 like a field
    if (
      hasZodFastifySchemaValidationErrors(err) &&
      err.validationContext === "params" &&
      /Id$/.test(err.validation[0]?.instancePath ?? "")
    ) {
      const message = err.validation[0]?.message ?? "Not found";
      return reply.code(404).send({ status: false, message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        if (!(key in errors)) errors[key] = v.message ?? "Invalid value";
      }
      return reply
        .code(400)
        .send({ status: false, message: Object.values(errors)[0] ?? "Invalid request", errors });
    }
    if (err instanceof HttpError) {
      // issue #31: a service's own 503 (the file store unreachable) may be tried again
      if (err.statusCode === 503) {
        req.log.warn({ err }, err.message);
        reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      }
      return reply.code(err.statusCode).send({ status: false, message: err.message, errors: err.errors });
    }
    const code = err.statusCode ?? 500;
    if (code === 429) return reply.code(429).send({ status: false, message: AUTH_MESSAGES.tooMany });
    if (code >= 400 && code < 500) {
      const message =
        code === 415 ? "Unsupported content type" : code === 413 ? "The request is too large" : err.message;
      return reply.code(code).send({ status: false, message });
    }
    if (code === 503 || isDbUnavailableError(err)) {
      // shed load (under-pressure), or the database restarting, unreachable or over the statement time limit:
      // nothing was written, and the same request may be sent again (lib/db-faults.ts)
      const shed = code === 503;
      if (!shed) req.log.warn({ err }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({ status: false, message: shed ? REQUEST_MESSAGES.busy : REQUEST_MESSAGES.unavailable });
    }
    if (isBadInputDbError(err)) {
      // a value the database cannot hold (a NUL byte, an impossible date) that no schema caught
      req.log.warn({ err }, "value refused by the database");
      return reply.code(400).send({ status: false, message: REQUEST_MESSAGES.badValue });
    }
    req.log.error({ err }, "unhandled error");
    return reply
      .code(500)
      .send({ status: false, message: "Something went wrong on our side. Please try again." });
  });
}
