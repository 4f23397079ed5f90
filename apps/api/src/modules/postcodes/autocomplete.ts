// spec §7 GET autocomplete/postcode: prefix search as the person types. The wizard accepts a postcode only
// when the first result equals the entry (spec §4, D25), so an exact match must come first: ordering by the
// compact form does that, because the exact postcode is the shortest string with its own prefix.
import { POSTCODE_AUTOCOMPLETE_LIMIT, compactPostcodeQuery } from "@rm/domain/postcode-service";
import { like, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { postcodes } from "../../db/schema.ts";
import { postcodeIndexFor } from "./postcode-index.ts";

/** The autocomplete as the API answers it: from the in-memory index of the `postcodes` table. */
export async function searchPostcodes(
  db: DbOrTx,
  query: string,
  limit = POSTCODE_AUTOCOMPLETE_LIMIT,
): Promise<{ postcode: string }[]> {
  const compact = compactPostcodeQuery(query);
  if (!compact) return [];
  const found = await postcodeIndexFor(db).search(compact, limit);
  return found.map((postcode) => ({ postcode }));
}

/** The same search in SQL (the index must agree with it; tests compare the two). */
export async function searchPostcodesSql(
  db: DbOrTx,
  query: string,
  limit = POSTCODE_AUTOCOMPLETE_LIMIT,
): Promise<{ postcode: string }[]> {
  const compact = compactPostcodeQuery(query);
  if (!compact) return [];
  // `USING ~<~` orders by the same byte order as the text_pattern_ops index, so the planner walks the
  // index and stops after `limit` rows instead of sorting every match (the databases use C.UTF-8 or
  // en_US collations, whose order that index cannot give).
  return db
    .select({ postcode: postcodes.postcode })
    .from(postcodes)
    .where(like(postcodes.compact, `${compact}%`))
    .orderBy(sql`${postcodes.compact} USING ~<~`)
    .limit(limit);
}
