// Issue #30: a path's id is part of the route map. Every `:xxxId` that names a row is `idParam("xxxId",
// words)`: a UUID (any version, as ../ids.ts says), and a malformed one is answered 404 with `words` — the
// same words the route gives for an id that names nothing (apps/api/src/error-handler.ts) — before the
// handler runs, so a malformed id never reaches a service or a query.
import { z } from "zod";
import { isUuid } from "../ids.ts";

/** `{ [name]: uuid }` for a route's params; `notFound` is what a malformed or unknown id is answered */
export const idParam = <N extends string>(name: N, notFound: string) =>
  z.object({
    [name]: z.string().refine(isUuid, { error: notFound }),
  } as { [K in N]: z.ZodString });

/** a row numbered by the database (serial: blog posts, partner offers, messages): digits, no leading zero */
const SERIAL = /^[1-9]\d{0,14}$/;

/** `{ [name]: serial }` for a route's params; `notFound` is what a malformed or unknown id is answered */
export const serialParam = <N extends string>(name: N, notFound: string) =>
  z.object({
    [name]: z.string().regex(SERIAL, { error: notFound }),
  } as { [K in N]: z.ZodString });
