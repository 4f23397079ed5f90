// spec §7 postcode service: the autocomplete and address calls' limits and messages, shared by the API and
// the wizard (which shows the unavailable message and offers manual address entry).

/** At most this many postcodes come back from one autocomplete call. */
export const POSTCODE_AUTOCOMPLETE_LIMIT = 10;
/** Longer autocomplete queries are refused with 400 (a postcode with spaces is at most 8 characters). */
export const POSTCODE_QUERY_MAX_LENGTH = 16;

export const POSTCODE_SERVICE_MESSAGES = {
  postcodesFound: "Postcodes found",
  queryTooLong: `A postcode search can be at most ${POSTCODE_QUERY_MAX_LENGTH} characters`,
  addressesFound: "Addresses found",
  noAddresses: "No addresses found for this postcode. Please type your address.",
  addressLookupUnavailable: "Address lookup is unavailable right now. Please type your address.",
} as const;

/**
 * The form the autocomplete searches by: upper-cased, every space removed. Null when what is left cannot
 * be the start of a postcode (empty, not letters and digits, longer than 7, or not starting with a letter).
 */
export function compactPostcodeQuery(query: string): string | null {
  const compact = query.toUpperCase().replace(/\s+/g, "");
  return /^[A-Z][A-Z0-9]{0,6}$/.test(compact) ? compact : null;
}
