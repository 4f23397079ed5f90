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
