// The wizard's calls to the postcode service (spec §7), cached per query for the page's life.
import { normalisePostcode, postcodeMatchesLookup } from "@rm/domain";
import { compactPostcodeQuery } from "@rm/domain/postcode-service";
import { api } from "../../lib/api.ts";

export interface AddressSuggestion {
  full_address: string;
  udprn: number | string;
}

const postcodeCache = new Map<string, Promise<string[] | null>>();
const addressCache = new Map<string, Promise<AddressSuggestion[] | null>>();

/** Postcodes starting with the query (≤ 10, an exact match first); null when the lookup failed. */
export function fetchPostcodes(query: string): Promise<string[] | null> {
  const compact = compactPostcodeQuery(query);
  if (!compact) return Promise.resolve([]);
  let hit = postcodeCache.get(compact);
  if (!hit) {
    hit = api<{ postcode: string }[]>(
      "GET",
      `/autocomplete/postcode?query=${encodeURIComponent(compact)}`,
    ).then((r) => (r.status && Array.isArray(r.data) ? r.data.map((d) => d.postcode) : null));
    postcodeCache.set(compact, hit);
    // a failed lookup may work next time
    hit.then((v) => v === null && postcodeCache.delete(compact));
  }
  return hit;
}

/**
 * spec §4 + D25: valid only when the lookup's first postcode equals the entry (both normalised).
 * null when the lookup itself failed.
 */
export async function passesLookup(entered: string): Promise<boolean | null> {
  const list = await fetchPostcodes(entered);
  if (list === null) return null;
  return postcodeMatchesLookup(entered, list[0]);
}

/** Addresses at a valid postcode; null when the lookup failed. */
export function fetchAddresses(postcode: string): Promise<AddressSuggestion[] | null> {
  const pc = normalisePostcode(postcode);
  let hit = addressCache.get(pc);
  if (!hit) {
    hit = api<AddressSuggestion[]>("GET", `/autocomplete/addresses/${encodeURIComponent(pc)}`).then((r) =>
      r.status && Array.isArray(r.data) ? r.data : r.status ? [] : null,
    );
    addressCache.set(pc, hit);
    hit.then((v) => v === null && addressCache.delete(pc));
  }
  return hit;
}
