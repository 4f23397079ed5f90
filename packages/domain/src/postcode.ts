// UK postcode parsing shared by the wizard, the sticky bar and the API.

// docs/product/wizard.md §5: 1-2 letters, a digit, optional letter or digit, optional space, a digit, two letters.
// Followed exactly: the special "GIR 0AA" and other odd legacy forms are not accepted.
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/;
// docs/product/decisions.md D13: a storage "area code" is 1-3 letters only, e.g. "SW".
const AREA_CODE = /^[A-Za-z]{1,3}$/;

/**
 * docs/product/decisions.md D25: upper-case, trim, collapse spaces and put one space before the last three characters.
 * Strings too short or too long to be a postcode (fewer than 5 or more than 7 characters without
 * spaces) are only upper-cased, trimmed and space-collapsed.
 */
export function normalisePostcode(s: string): string {
  const upper = s.trim().toUpperCase().replace(/\s+/g, " ");
  const compact = upper.replace(/ /g, "");
  if (compact.length < 5 || compact.length > 7) return upper;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** docs/product/wizard.md §5 format check on the trimmed, upper-cased input (exactly one optional space). */
export function isUkPostcodeFormat(s: string): boolean {
  return UK_POSTCODE.test(s.trim().toUpperCase());
}

/** A whole outward code on its own ("SE1", "SW1A"), after trimming and upper-casing. */
const OUTWARD_CODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

/**
 * docs/product/wizard.md §5 (issue 28): a postcode as it shows while it is typed — upper-cased, no leading
 * space, runs of spaces as one (a single trailing space stays: "SE1 " keeps the suggestions to SE1).
 */
export function typedPostcode(s: string): string {
  return s.toUpperCase().replace(/\s+/g, " ").replace(/^ /, "");
}

/**
 * What `?place=` prefills (issue 28): a whole postcode (normalised, D25), an outward code ("SE1") or a storage
 * area code ("SW"); anything else ("hello") prefills nothing.
 */
export function placeCode(place: string | null | undefined): string {
  const s = place?.trim().toUpperCase().replace(/\s+/g, " ") ?? "";
  if (!s) return "";
  const postcode = normalisePostcode(s);
  if (isUkPostcodeFormat(postcode)) return postcode;
  return OUTWARD_CODE.test(s) || AREA_CODE.test(s) ? s : "";
}

/** The outward code ("SW1A" of "SW1A 2AA"), or null when the input is not a postcode. */
export function outcodeOf(pc: string): string | null {
  const normalised = normalisePostcode(pc);
  if (!isUkPostcodeFormat(normalised)) return null;
  return normalised.slice(0, normalised.indexOf(" "));
}

/** docs/product/decisions.md D13: 1-3 letters only, any case, surrounding spaces ignored. */
export function isAreaCode(s: string): boolean {
  return AREA_CODE.test(s.trim());
}

export function normaliseAreaCode(s: string): string {
  return s.trim().toUpperCase();
}

export type StorageCode = { kind: "postcode"; postcode: string } | { kind: "area"; areaCode: string };

/** docs/product/decisions.md D13: the storage "Moving From" code is a UK postcode or an area code; null for anything else. */
export function parseStorageCode(s: string): StorageCode | null {
  const postcode = normalisePostcode(s);
  if (isUkPostcodeFormat(postcode)) return { kind: "postcode", postcode };
  if (isAreaCode(s)) return { kind: "area", areaCode: normaliseAreaCode(s) };
  return null;
}

/**
 * docs/product/wizard.md §4 + docs/product/decisions.md D25: a postcode is valid only when the lookup's first postcode equals the entry,
 * both normalised first (so "sw1a2aa" matches "SW1A 2AA").
 */
export function postcodeMatchesLookup(entered: string, firstResult: string | null | undefined): boolean {
  if (!firstResult) return false;
  const a = normalisePostcode(entered);
  return isUkPostcodeFormat(a) && a === normalisePostcode(firstResult);
}
