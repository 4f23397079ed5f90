// Database faults that are not the request's doing and pass by themselves: the server restarting or
// unreachable, a connection cut, a statement over the time limit (DATABASE_STATEMENT_TIMEOUT_MS). The API
// answers them 503 with Retry-After (app.ts), never 500: the client may send the same request again (lead
// intake with the same Idempotency-Key), and nothing was written — a cut statement or transaction is rolled
// back by PostgreSQL.

/** Seconds a client is asked to wait after a 503 before trying again. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * SQLSTATE classes and codes: 08 connection exceptions; 53 insufficient resources (too many connections);
 * 57014 query_canceled (statement_timeout); 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or shutting down).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53)[0-9A-Z]{3}$|^57(014|P01|P02|P03)$/;
/** the driver's own errors before or around a query (node-postgres, pg-pool, PGlite) */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|is not queryable|Client was closed|PGlite is closed/i;
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

type Loose = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** Is this error (or what it wraps: drizzle's DrizzleQueryError, an AggregateError) a passing database fault? */
export function isDbUnavailableError(err: unknown, depth = 0): boolean {
  if (typeof err !== "object" || err === null || depth > 5) return false;
  const e = err as Loose;
  if (typeof e.code === "string" && (UNAVAILABLE_SQLSTATE.test(e.code) || NETWORK_CODES.has(e.code)))
    return true;
  // drizzle's wrapper quotes the statement and its parameters (a visitor's words): only its cause counts
  const wrapper = "query" in e && "params" in e;
  if (!wrapper && typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDbUnavailableError(x, depth + 1))) return true;
  return isDbUnavailableError(e.cause, depth + 1);
}
