// Runs hot-path SQL (the matching engine, lead intake) as named prepared statements: PostgreSQL parses (and, once it trusts a generic
// plan, plans) each text once per connection instead of on every lead. The name is a hash of the text, so
// two different texts can never share a name. PGlite runs the same text unnamed.
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.ts";

const dialect = new PgDialect();
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `rm_q_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

export async function runNamed<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(compiled, undefined, nameOf(compiled.sql), false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}
