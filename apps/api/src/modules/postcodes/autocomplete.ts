// docs/product/routes.md §7 GET autocomplete/postcode: prefix search as the person types, meaning what they type
// (parsePostcodeQuery): "E1 6" lists E1 6xx only, "e16an" finds E1 6AN, "SE1" lists SE1 … before SE10 ….
// Results are in "OUT IN" byte order. The wizard accepts a postcode only when the first result equals the
// entry (docs/product/wizard.md §4, docs/product/decisions.md D25): a whole postcode is the only one under its own prefixes, so it comes first.
import {
  POSTCODE_AUTOCOMPLETE_LIMIT,
  parsePostcodeQuery,
  postcodeDisplayPrefixes,
} from "@rm/domain/postcode-service";
import { and, eq, like, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { postcodes } from "../../db/schema.ts";
import { postcodeIndexFor } from "./postcode-index.ts";

/** The autocomplete as the API answers it: from the in-memory index of the `postcodes` table. */
export async function searchPostcodes(
  db: DbOrTx,
  query: string,
  limit = POSTCODE_AUTOCOMPLETE_LIMIT,
): Promise<{ postcode: string }[]> {
  const parsed = parsePostcodeQuery(query);
  if (!parsed) return [];
  const found = await postcodeIndexFor(db).search(postcodeDisplayPrefixes(parsed), limit);
  return found.map((postcode) => ({ postcode }));
}

/**
 * The same search in SQL, written from the meaning rather than the index's prefixes (the index must agree
 * with it; tests compare the two): without a usable space, the compact form starts with the query; with
 * one, the district is the outward code and the "OUT IN" form starts with the query.
 */
export async function searchPostcodesSql(
  db: DbOrTx,
  query: string,
  limit = POSTCODE_AUTOCOMPLETE_LIMIT,
): Promise<{ postcode: string }[]> {
  const parsed = parsePostcodeQuery(query);
  if (!parsed) return [];
  const where =
    parsed.kind === "compact"
      ? like(postcodes.compact, `${parsed.compact}%`)
      : and(
          eq(postcodes.outcode, parsed.outcode),
          like(postcodes.postcode, `${parsed.outcode} ${parsed.inward}%`),
        );
  // `USING ~<~` is byte order (the databases use C.UTF-8 or en_US collations, which order "SE1 9SZ" and
  // "SE10 0AA" differently); the matches are sorted, which is fine for a comparison in tests
  return db
    .select({ postcode: postcodes.postcode })
    .from(postcodes)
    .where(where)
    .orderBy(sql`${postcodes.postcode} USING ~<~`)
    .limit(limit);
}
