// docs/product/routes.md §7: every API answer is {status, message, data?}. These are the zod shapes of that
// envelope, shared by the API (its routes' response schemas, which also serialise the answers) and, as types
// only, by the browser's client (apps/web/app/lib/api.ts).
import { z } from "zod";

/** Every refusal and failure (4xx, 5xx), whatever the route: apps/api/src/app.ts's error handler sends it. */
export const apiFailure = z.object({
  status: z.literal(false),
  message: z.string(),
  /** field -> message, for 400 answers */
  errors: z.record(z.string(), z.string()).optional(),
});

/** A success without data: {status: true, message}. */
export const done = z.object({ status: z.literal(true), message: z.string() });

/** A success carrying `data`. */
export const answered = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string(), data });

/** The answers a JSON route may send: its successes, and the failure envelope for every 4xx and 5xx. */
export function responses<S extends Record<number, z.ZodType>>(success: S) {
  return { ...success, "4xx": apiFailure, "5xx": apiFailure } as S & {
    "4xx": typeof apiFailure;
    "5xx": typeof apiFailure;
  };
}

/** A download (PDF, image, certificate): bytes of the given types, or the failure envelope. */
export function download(description: string, types: readonly string[]) {
  // the handler sends a stream or a buffer, which no serialiser touches; the document says "binary"
  const bytes = z.any().meta({ type: "string", format: "binary" });
  const content = Object.fromEntries(types.map((t) => [t, { schema: bytes }]));
  return { 200: { description, content }, "4xx": apiFailure, "5xx": apiFailure } as const;
}

/**
 * A read model whose whole TypeScript type `T` the domain already names (its enums and literals, finer than
 * the wire's strings): `schema` lists every field and is what the answer is encoded with; both the API's
 * handler and the browser see `T`.
 */
export const shaped =
  <T>() =>
  (schema: z.ZodType) =>
    schema as unknown as z.ZodType<T, T>;

/**
 * A moment: the API holds a Date (or the string PostgreSQL gave), the wire and the browser an ISO string.
 * (The response serialiser *encodes* with the route's schema, so Date -> string happens here.)
 */
export const timestamp = z.codec(z.string(), z.union([z.date(), z.string()]), {
  decode: (s) => s,
  encode: (d) => (typeof d === "string" ? d : d.toISOString()),
});

/** One entry of the route map: the request body the route reads (when it has one) and its answers. */
export interface RouteContract {
  /** the path's params: every id that names a row is idParam (ids.ts) */
  params?: z.ZodType;
  body?: z.ZodType;
  response: Record<string, unknown>;
}
