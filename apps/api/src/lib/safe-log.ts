// What an error may put in the log. A failed query carries every bound parameter (drizzle's
// DrizzleQueryError: "Failed query: … params: …"; PGlite puts `params` on its own error too) and PostgreSQL's
// message and detail quote values ("Key (email)=(ada@example.com) already exists", "Failing row contains
// (…, $argon2id$…)"): passwords' hashes, emails, phones, addresses and mail bodies. So a database error is
// logged as its SQLSTATE code, the names of the constraint, table and column, and the first words of the
// statement, never its message, detail or parameters; any other error keeps its type, message and stack,
// with a failed query's text cut out wherever it was copied in.

export type SafeError = {
  type: string;
  message: string;
  stack: string;
  /** SQLSTATE, e.g. "23505" (unique violation) */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** the first words of the statement that failed, e.g. `insert into "users"` */
  statement?: string;
  statusCode?: number;
  cause?: SafeError;
};

type Loose = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };

const SQLSTATE = /^[0-9A-Z]{5}$/;
const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);

/** `insert into "users" ("id", "email"…` -> `insert into "users"`: the verb and the table, no values */
function statementHead(query: string): string {
  const words = query.replace(/\s+/g, " ").trim().split(" ");
  const head: string[] = [];
  for (const w of words) {
    if (head.length >= 6) break;
    head.push(w.replace(/\$\d+/g, "?").replace(/'.*$/, "'…"));
    if (/^"[\w.]+"$/.test(w) && head.length > 1 && /^(into|from|update|table)$/i.test(head.at(-2) ?? ""))
      break;
  }
  return head.join(" ").slice(0, 80);
}

/** a database error: from PostgreSQL or PGlite (a SQLSTATE code and a severity) or drizzle's wrapper */
function isDbError(e: Loose): boolean {
  return (
    (typeof e.code === "string" && SQLSTATE.test(e.code) && typeof e.severity === "string") ||
    ("query" in e && "params" in e)
  );
}

/** The text of a failed query message ("Failed query: …\nparams: …") is never kept. */
const scrub = (s: string) =>
  s.replace(/Failed query:[\s\S]*/g, "Failed query [statement and parameters not logged]");

export function safeError(err: unknown, depth = 0): SafeError {
  if (typeof err !== "object" || err === null) {
    const message = scrub(String(err));
    return { type: typeof err, message, stack: message };
  }
  const e = err as Loose;
  const type = (e.constructor as { name?: string } | undefined)?.name ?? "Error";
  const cause = e.cause !== undefined && depth < 4 ? safeError(e.cause, depth + 1) : undefined;
  if (isDbError(e)) {
    const statement = str(e.query) ?? (cause?.statement as string | undefined);
    const out: SafeError = {
      type,
      message: "database error (message, detail and parameters not logged)",
      stack: "",
      code: str(e.code) ?? cause?.code,
      constraint: str(e.constraint) ?? cause?.constraint,
      table: str(e.table) ?? cause?.table,
      column: str(e.column) ?? cause?.column,
    };
    if (statement) out.statement = str(e.query) ? statementHead(statement) : statement;
    if (cause && !isDbError(e.cause as Loose)) out.cause = cause;
    return out;
  }
  const message = scrub(String(e.message ?? ""));
  // the stack starts with "Type: message": keep only the frames, after the scrubbed message
  const frames = typeof e.stack === "string" ? e.stack.split("\n").filter((l) => /^\s+at /.test(l)) : [];
  const out: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join("\n") };
  if (typeof e.statusCode === "number") out.statusCode = e.statusCode;
  if (cause) out.cause = cause;
  return out;
}

/** One line for a plain text log ("outbox: …"). */
export function safeErrorText(err: unknown): string {
  const e = safeError(err);
  const db = e.code ?? e.cause?.code;
  if (!db) return e.message;
  const where = e.statement ?? e.cause?.statement;
  const name = e.constraint ?? e.cause?.constraint;
  return `database error ${db}${name ? ` (${name})` : ""}${where ? ` in ${where}` : ""}`;
}

/**
 * PostgreSQL's answers to values it cannot take (data exceptions, class 22: a NUL byte in text, a string
 * too long for its column, a number out of range, an impossible date or uuid): the request's fault, so a
 * 400 rather than a 500, whichever route let the value through.
 */
export function isBadInputDbError(err: unknown): boolean {
  for (
    let e = err as Loose | undefined, i = 0;
    e && typeof e === "object" && i < 5;
    e = e.cause as Loose, i++
  ) {
    if (typeof e.code === "string" && SQLSTATE.test(e.code) && typeof e.severity === "string")
      return e.code.startsWith("22");
  }
  return false;
}
