// The wizard's calls to the postcode service (docs/product/routes.md §7), cached per query for the page's life.
import { isUkPostcodeFormat, normalisePostcode, postcodeMatchesLookup } from "@rm/domain/postcode";
import {
  POSTCODE_COVERAGE,
  type PostcodeCoverage,
  parsePostcodeQuery,
  postcodeQueryText,
} from "@rm/domain/postcode-service";
import { api } from "../../lib/api.ts";

export interface AddressSuggestion {
  full_address: string;
  udprn: number | string;
}

const postcodeCache = new Map<string, Promise<string[] | null>>();
const addressCache = new Map<string, Promise<AddressSuggestion[] | null>>();
/** answers already in, so a step shown again draws them at once instead of a loading state */
const addressesKnown = new Map<string, AddressSuggestion[]>();
const coverageCache = new Map<string, Promise<PostcodeCoverage | null>>();

/**
 * Postcodes matching the query as typed (≤ 10, an exact match first; a space after the outward code keeps
 * to that district); null when the lookup failed.
 */
export function fetchPostcodes(query: string): Promise<string[] | null> {
  const parsed = parsePostcodeQuery(query);
  if (!parsed) return Promise.resolve([]);
  const text = postcodeQueryText(parsed);
  let hit = postcodeCache.get(text);
  if (!hit) {
    hit = api("GET", `/autocomplete/postcode?query=${encodeURIComponent(text)}`).then((r) =>
      r.status && Array.isArray(r.data) ? r.data.map((d) => d.postcode) : null,
    );
    postcodeCache.set(text, hit);
    // a failed lookup may work next time
    hit.then((v) => v === null && postcodeCache.delete(text));
  }
  return hit;
}

/** GET /api/postcodes/check: is a whole postcode in London, elsewhere in the UK, or unknown; null on failure. */
function fetchCoverage(postcode: string): Promise<PostcodeCoverage | null> {
  let hit = coverageCache.get(postcode);
  if (!hit) {
    hit = api("GET", `/postcodes/check?postcode=${encodeURIComponent(postcode)}`).then((r) => {
      const coverage = r.status ? r.data?.coverage : undefined;
      return POSTCODE_COVERAGE.find((c) => c === coverage) ?? null;
    });
    coverageCache.set(postcode, hit);
    hit.then((v) => v === null && coverageCache.delete(postcode));
  }
  return hit;
}

export type EntryCheck =
  | { kind: "known"; postcode: string; coverage: Exclude<PostcodeCoverage, "unknown"> }
  | { kind: "unknown" }
  | { kind: "offline" };

/**
 * What an entry is: a London postcode when the autocomplete's first result equals it (docs/product/wizard.md §4, docs/product/decisions.md D25);
 * otherwise, for a whole UK-format postcode, what the postcode check says (a UK postcode outside our
 * London file); "offline" when a call failed.
 */
export async function checkEntry(entered: string): Promise<EntryCheck> {
  const list = await fetchPostcodes(entered);
  if (list === null) return { kind: "offline" };
  const postcode = normalisePostcode(entered);
  if (postcodeMatchesLookup(entered, list[0])) return { kind: "known", postcode, coverage: "london" };
  if (!isUkPostcodeFormat(postcode)) return { kind: "unknown" };
  const coverage = await fetchCoverage(postcode);
  if (coverage === null) return { kind: "offline" };
  return coverage === "unknown" ? { kind: "unknown" } : { kind: "known", postcode, coverage };
}

/** Addresses at a valid postcode; null when the lookup failed. */
export function fetchAddresses(postcode: string): Promise<AddressSuggestion[] | null> {
  const pc = normalisePostcode(postcode);
  let hit = addressCache.get(pc);
  if (!hit) {
    hit = api("GET", `/autocomplete/addresses/${encodeURIComponent(pc)}`).then((r) =>
      r.status && Array.isArray(r.data) ? r.data : r.status ? [] : null,
    );
    addressCache.set(pc, hit);
    hit.then((v) => (v === null ? addressCache.delete(pc) : addressesKnown.set(pc, v)));
  }
  return hit;
}

/** The addresses at a postcode when they are already in (no wait), else undefined. */
export const knownAddresses = (postcode: string): AddressSuggestion[] | undefined =>
  addressesKnown.get(normalisePostcode(postcode));
