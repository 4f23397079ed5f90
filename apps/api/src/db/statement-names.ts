// Whether the hot prepared statements are named (parsed once per pooled connection) or unnamed (parsed with
// each execution, for a pooler in transaction mode). Set once at start from DATABASE_NAMED_STATEMENTS by
// `db/client.ts`; read by `db/prepared.ts` (issue #31). Its own module so neither imports the other.
let named = true;

/** Names the hot statements (true, the default) or leaves them unnamed (false). */
export function useNamedStatements(on: boolean) {
  named = on;
}

/** The name a statement is built with: its own, or "" (PostgreSQL's unnamed statement). */
export function statementName(name: string): string {
  return named ? name : "";
}
