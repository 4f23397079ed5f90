// The hot statements (the lead intake, matching) are drizzle prepared statements: built with the query
// builder and `sql.placeholder` values, turned into SQL text once, then only executed with new values
// (https://orm.drizzle.team/docs/perf-queries). On node-postgres the statement's name makes each pooled
// connection parse it once; PGlite runs the same text unnamed.
//
// Behind a pooler in transaction mode (PgBouncer before 1.21, or without max_prepared_statements) a named
// statement parsed on one server connection is missing on the next: DATABASE_NAMED_STATEMENTS=false gives the
// statements the empty name — PostgreSQL's unnamed statement, parsed with each execution (issue #31).
//
// A prepared statement belongs to the handle it was built on: the process's `db` (so once per process), or
// a transaction (once in it — its statements must run on its connection).
import type { DbOrTx } from "./client.ts";
import { statementName } from "./statement-names.ts";

const built = new WeakMap<object, Map<string, unknown>>();

/**
 * The statement `name` of `db`, built by `build` the first time it is asked for (`build` names it with the
 * name it is given: `name`, or "" when statements are unnamed). One name, one text: the
 * driver refuses a name it knows with another text, so `build` must not depend on values (they are
 * placeholders, filled by `execute`).
 */
export function preparedOnce<P>(db: DbOrTx, name: string, build: (statementName: string) => P): P {
  let mine = built.get(db);
  if (!mine) {
    mine = new Map();
    built.set(db, mine);
  }
  let statement = mine.get(name) as P | undefined;
  if (statement === undefined) {
    statement = build(statementName(name));
    mine.set(name, statement);
  }
  return statement;
}
