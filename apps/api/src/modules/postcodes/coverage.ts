// Is a typed postcode one we know? "london": a live London postcode (the `postcodes` table, filled from the
// shipped Code-Point Open file); "uk": a well-formed postcode of a real UK district that the London file does
// not hold (a move may end there, not start there — docs/decisions/026-moves-start-in-london.md); "unknown":
// no such postcode — the format is wrong, the district does not exist, or the district lies wholly in London
// and the London file does not know the postcode.
// Without the London file imported (IMPORT_LONDON_POSTCODES=false and no import yet) the table cannot tell,
// and a well-formed postcode of a district mostly in London counts as London.
import { normalisePostcode, outcodeOf } from "@rm/domain";
import type { PostcodeCoverage } from "@rm/domain/postcode-service";
import type { DbOrTx } from "../../db/client.ts";
import { searchPostcodes } from "./autocomplete.ts";
import { postcodeIndexFor } from "./postcode-index.ts";
import { ukOutcodes } from "./reference-files.ts";

/** fewer postcodes than this in the table: the London file was not imported */
const IMPORTED_AT_LEAST = 1000;

export interface CoverageAnswer {
  /** normalised "OUT IN" form ("" when the entry is not a postcode at all) */
  postcode: string;
  coverage: PostcodeCoverage;
}

export async function postcodeCoverage(db: DbOrTx, input: string): Promise<CoverageAnswer> {
  const postcode = normalisePostcode(input);
  const outcode = outcodeOf(postcode);
  if (!outcode) return { postcode: "", coverage: "unknown" };
  const [first] = await searchPostcodes(db, postcode, 1);
  if (first?.postcode === postcode) return { postcode, coverage: "london" };
  const district = ukOutcodes().get(outcode);
  if (!district) return { postcode, coverage: "unknown" };
  const index = postcodeIndexFor(db);
  await index.ready();
  if (index.size < IMPORTED_AT_LEAST)
    return { postcode, coverage: district.londonShare >= 0.5 ? "london" : "uk" };
  return { postcode, coverage: district.londonShare >= 1 ? "unknown" : "uk" };
}
