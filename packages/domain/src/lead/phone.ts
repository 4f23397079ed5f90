// UK phone numbers as people type them: "07700 900123", "+44 7700 900123", "020 7946 0958",
// "+44 (0)20 7946 0958". The spec only says the number is required; the format rule is ours.

/** The number in national form ("07700900123"), or null when it is not a UK number. */
export function normaliseUkPhone(s: string): string | null {
  let n = s
    .trim()
    .replace("(0)", "")
    .replace(/[\s\-.()]/g, "");
  if (n.startsWith("+44")) n = n.slice(3);
  else if (n.startsWith("0044")) n = n.slice(4);
  else if (!n.startsWith("0")) return null;
  if (!n.startsWith("0")) n = `0${n}`;
  // spec is silent; UK national numbers are a 0 and 9 or 10 more digits.
  return /^0\d{9,10}$/.test(n) ? n : null;
}

export function isUkPhoneNumber(s: string): boolean {
  return normaliseUkPhone(s) !== null;
}

/**
 * What a search for a phone number looks for among stored numbers, in national form's digits: the whole
 * number ("07911 123456", "+44 7911 123456" and "07911123456" all give "07911123456"), or for part of one
 * (only the characters a number is typed with, at least 4 digits) its digits, a leading +44 or 0044 read as
 * 0 ("+44 7911" gives "07911"). Null for a search that is not a phone number. The API compares it with the
 * stored numbers brought to the same form (admin lists: digits only, +44/0044 as 0).
 */
export function phoneSearchDigits(q: string): string | null {
  const whole = normaliseUkPhone(q);
  if (whole) return whole;
  const t = q.trim();
  if (!/^[+\d\s\-.()]+$/.test(t)) return null;
  let digits = t.replace("(0)", "").replace(/\D/g, "");
  if (t.startsWith("+44") || digits.startsWith("0044")) digits = `0${digits.replace(/^(0044|44)0?/, "")}`;
  return digits.replace(/^0+/, "").length >= 4 ? digits : null;
}
