// Runs hot-path SQL (the matching engine, lead intake) as named prepared statements: PostgreSQL parses (and, once it trusts a generic
// plan, plans) each text once per connection instead of on every lead. The name is a hash of the text, so
// two different texts can never share a name. PGlite runs the same text unnamed.
import { createHash } from "node:crypto";
import { Param, Placeholder, SQL, StringChunk } from "drizzle-orm";
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

const isPlainValue = (v: unknown) =>
  v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean" || v instanceof Date;

/**
 * Drizzle's SQL-to-text step for the chunks hot statements are made of — text, nested `sql`, parameters —
 * with the same text and parameters (run-named.test.ts compares them) in about a third of the time: the
 * intake's statement has a hundred chunks, and drizzle checks each against a dozen entity kinds. Null for
 * anything else (a column, a table, a placeholder…): drizzle compiles those.
 */
export function compileHot(query: SQL): { sql: string; params: unknown[] } | null {
  let text = "";
  const params: unknown[] = [];
  const walk = (chunks: unknown[]): boolean => {
    for (const c of chunks) {
      if (c instanceof StringChunk) {
        text += c.value.join("");
      } else if (c instanceof SQL) {
        if ((c as unknown as { shouldInlineParams: boolean }).shouldInlineParams || !walk(c.queryChunks))
          return false;
      } else if (c instanceof Param) {
        if (c.value instanceof Placeholder) return false;
        const value = c.value === null ? null : c.encoder.mapToDriverValue(c.value);
        if (value instanceof SQL) return false;
        params.push(value);
        text += `$${params.length}`;
      } else if (c === undefined) {
        // drizzle writes nothing for it
      } else if (isPlainValue(c)) {
        params.push(c);
        text += `$${params.length}`;
      } else {
        return false;
      }
    }
    return true;
  };
  return walk(query.queryChunks) ? { sql: text, params } : null;
}

/** Set by scripts/run-tests.mjs: every statement the tests run is compiled both ways and must agree. */
const VERIFY = process.env.RM_VERIFY_HOT_SQL === "1";

function compile(query: SQL) {
  const hot = compileHot(query);
  if (!hot) return dialect.sqlToQuery(query);
  if (VERIFY) {
    const slow = dialect.sqlToQuery(query);
    if (slow.sql !== hot.sql || JSON.stringify(slow.params) !== JSON.stringify(hot.params))
      throw new Error(`compileHot differs from drizzle for: ${slow.sql.slice(0, 200)}`);
  }
  return hot;
}

export async function runNamed<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const compiled = compile(query);
  const prepared = db._.session.prepareQuery(compiled, undefined, nameOf(compiled.sql), false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}
