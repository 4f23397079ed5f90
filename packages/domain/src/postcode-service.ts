// docs/product/routes.md §7 postcode service: the autocomplete and address calls' limits and messages, shared by the API and
// the wizard (which shows the unavailable message and offers manual address entry).
import { LEAD_MESSAGES } from "./lead/messages.ts";

/** At most this many postcodes come back from one autocomplete call. */
export const POSTCODE_AUTOCOMPLETE_LIMIT = 10;
/** Longer autocomplete queries are refused with 400 (a postcode with spaces is at most 8 characters). */
export const POSTCODE_QUERY_MAX_LENGTH = 16;

export const POSTCODE_SERVICE_MESSAGES = {
  postcodesFound: "Postcodes found",
  postcodeChecked: "Postcode checked",
  distanceMeasured: "Distance measured",
  queryTooLong: `A postcode search can be at most ${POSTCODE_QUERY_MAX_LENGTH} characters`,
  addressesFound: "Addresses found",
  noAddresses: "No addresses found for this postcode. Please type your address.",
  addressLookupUnavailable: "Address lookup is unavailable right now. Please type your address.",
} as const;

/** The wizard's address step (ours): while the addresses load, and when none are known for the postcode. */
export const ADDRESS_STEP_TEXT = {
  noPostcodeYet: "Enter your postcode above to choose your address",
  idlePlaceholder: "Enter your postcode first",
  choosePlaceholder: "Select your address",
  waitPlaceholder: "Looking up addresses…",
  lookingUp: (postcode: string) => `Looking up the addresses at ${postcode}…`,
  found: (count: number, postcode: string) =>
    `${count} ${count === 1 ? "address" : "addresses"} at ${postcode}`,
  noneKnown: (postcode: string) => `We don't have the addresses for ${postcode} — please type yours.`,
} as const;

/**
 * The form the autocomplete searches by: upper-cased, every space removed. Null when what is left cannot
 * be the start of a postcode (empty, not letters and digits, longer than 7, or not starting with a letter).
 */
export function compactPostcodeQuery(query: string): string | null {
  const compact = query.toUpperCase().replace(/\s+/g, "");
  return /^[A-Z][A-Z0-9]{0,6}$/.test(compact) ? compact : null;
}

/**
 * What an autocomplete query means. A space respects what the person typed: after a whole outward code it
 * ends the district ("E1 6" is E1 6xx, never E16 …). Without one, any postcode whose compact form starts
 * with the query ("e16an" still finds E1 6AN; "SE1" finds SE1 … and SE10 …).
 */
export type PostcodeQuery =
  /** no space, or one that cannot end an outward code ("SE 1"): a prefix of the compact form */
  | { kind: "compact"; compact: string }
  /** a whole outward code, a space, then the start of the inward code (possibly empty: "SE1 ") */
  | { kind: "district"; outcode: string; inward: string };

const OUTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;
const INWARD_START = /^(?:[0-9][A-Z]{0,2})?$/;

/** Null when the query cannot be the start of a postcode (see compactPostcodeQuery). */
export function parsePostcodeQuery(query: string): PostcodeQuery | null {
  const s = query.toUpperCase().replace(/\s+/g, " ").replace(/^ /, "");
  const split = /^([A-Z0-9]+) ([A-Z0-9]*) ?$/.exec(s);
  if (split && OUTCODE.test(split[1] as string) && INWARD_START.test(split[2] as string)) {
    return { kind: "district", outcode: split[1] as string, inward: split[2] as string };
  }
  const compact = compactPostcodeQuery(s);
  return compact ? { kind: "compact", compact } : null;
}

/** The query in one spelling ("E1 6", "SE1 ", "E16AN"): what the wizard sends and caches answers by. */
export function postcodeQueryText(query: PostcodeQuery): string {
  return query.kind === "district" ? `${query.outcode} ${query.inward}` : query.compact;
}

/**
 * The starts of the "OUT IN" forms a query matches, disjoint: the query itself (the start of an outward
 * code) and each way to split it into a whole outward code and the start of an inward one
 * ("E16A" → "E16A", "E1 6A"). The autocomplete lists the postcodes under them in "OUT IN" order, where
 * "SE1 9SZ" comes before "SE10 0AA" (a space sorts before a digit).
 */
export function postcodeDisplayPrefixes(query: PostcodeQuery): string[] {
  if (query.kind === "district") return [`${query.outcode} ${query.inward}`];
  const c = query.compact;
  const prefixes = [c];
  for (let cut = 2; cut <= 4 && cut < c.length; cut++) {
    const outcode = c.slice(0, cut);
    const inward = c.slice(cut);
    if (OUTCODE.test(outcode) && INWARD_START.test(inward)) prefixes.push(`${outcode} ${inward}`);
  }
  return prefixes;
}

/**
 * What GET /api/postcodes/check answers about a full postcode:
 * - "london": a live London postcode (in the shipped Code-Point Open London file);
 * - "uk": a well-formed postcode in a real UK district outside that file (a move may end there, not start);
 * - "unknown": no such postcode ("Incorrect Postcode").
 */
export const POSTCODE_COVERAGE = ["london", "uk", "unknown"] as const;
export type PostcodeCoverage = (typeof POSTCODE_COVERAGE)[number];

/**
 * A checked postcode as the start ("from") or the end ("to") of a move: null when it will do, else the
 * message for the field. Moves start in London and may end anywhere in the UK.
 */
export function coverageProblem(
  side: "from" | "to",
  coverage: PostcodeCoverage,
  incorrect: string = LEAD_MESSAGES.postcodeIncorrect,
): string | null {
  if (coverage === "unknown") return incorrect;
  if (coverage === "uk" && side === "from") return LEAD_MESSAGES.postcodeOutsideLondon;
  return null;
}
