// Contact details stay private until the customer books (issue #15, docs/product/rules.md "Conversations"):
// before then, phone numbers, email addresses, web links and social handles in anything one side writes to
// the other (conversation messages, a quote's message) are replaced with CONTACT_PLACEHOLDER when read.
// The text is stored as written; masking happens when it is shown, so booking reveals what was written.
//
// The rules aim at what people actually type to get round a filter ("07911 123 456", "+44 (0)20 7946 0000",
// "0 7 9 1 1…", "oh seven nine…", "dave at gmail dot com", "dave[at]gmail[dot]co[dot]uk", "davesvans.co.uk",
// "@davesvans") and leave ordinary moving talk alone: prices ("£1,250"), dates ("12/03/2026"), times,
// floors, flat and house numbers, postcodes, hours and sizes.

export const CONTACT_PLACEHOLDER = "[contact details are shared when you book]";

/** The one line the sender reads under a message of theirs that was masked. */
export const CONTACT_MASKED_NOTE =
  "Phone numbers, email addresses and links are hidden until the customer books. They are shared automatically then.";

/** Web and mail endings we treat as an address (a bare "something.com" is a link; "3.5 hours" is not). */
const TLDS = [
  "co\\.uk",
  "org\\.uk",
  "me\\.uk",
  "ltd\\.uk",
  "plc\\.uk",
  "net\\.uk",
  "com",
  "uk",
  "org",
  "net",
  "io",
  "me",
  "info",
  "biz",
  "london",
  "app",
  "co",
  "ly",
  "ie",
  "eu",
  "online",
  "site",
  "shop",
  "store",
  "website",
  "xyz",
  "ai",
  "dev",
  "page",
  "link",
  "click",
].join("|");
/** TLD labels as they are spelt out with "dot": "co dot uk", "com" */
const TLD_WORDS = "com|co|uk|org|net|io|me|info|biz|london|app|ie|eu|online|site|shop|xyz";
/** mail providers named without their ending ("dave at gmail") */
const PROVIDERS =
  "gmail|googlemail|hotmail|outlook|yahoo|icloud|live|aol|btinternet|protonmail|proton|msn|ymail|gmx";

const AT = String.raw`(?:\s*@\s*|\s*[(\[{<]\s*at\s*[)\]}>]\s*|\s+at\s+|\s*-at-\s*|\s*_at_\s*)`;
const DOT = String.raw`(?:\s*\.\s*|\s*[(\[{<]\s*dot\s*[)\]}>]\s*|\s+dot\s+|\s*-dot-\s*|\s*_dot_\s*)`;
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const LOCAL = "[a-z0-9](?:[a-z0-9._%+-]{0,62}[a-z0-9_])?";

const PATTERNS: RegExp[] = [
  // email, literal or spelt out: "dave@x.co.uk", "dave at gmail dot com", "dave [at] gmail [dot] co [dot] uk"
  new RegExp(
    String.raw`(?<![\w.@-])${LOCAL}${AT}(?:${LABEL}${DOT})+(?:${TLD_WORDS}|${TLDS})(?![\w-])`,
    "giu",
  ),
  // email with a literal @ and any ending: "dave@movers.example"
  new RegExp(String.raw`(?<![\w.@-])${LOCAL}\s*@\s*${LABEL}(?:\.${LABEL})+(?![\w-])`, "giu"),
  // "dave at gmail", "dave@hotmail" (a provider without its ending)
  new RegExp(String.raw`(?<![\w.@-])${LOCAL}${AT}(?:${PROVIDERS})(?![\w-])`, "giu"),
  // links: "https://…", "www.…"
  /\b(?:https?:\/\/|www\s*\.\s*)[^\s<>"]+/giu,
  // bare domains and their paths: "davesvans.co.uk", "wa.me/447911123456", "bit.ly/x"
  new RegExp(String.raw`(?<![\w@-])(?:${LABEL}\.)+(?:${TLDS})(?![\w-])(?:\/[^\s<>"]*)?`, "giu"),
  // domains spelt out: "davesvans dot co dot uk"
  new RegExp(
    String.raw`(?<![\w@-])${LABEL}(?:\s+dot\s+|\s*[(\[{]\s*dot\s*[)\]}]\s*)(?:${TLD_WORDS})(?:(?:\s+dot\s+|\s*[(\[{]\s*dot\s*[)\]}]\s*)(?:${TLD_WORDS}))*(?![\w-])`,
    "giu",
  ),
  // social handles: "@davesvans" (not an email: nothing word-like before the @)
  /(?<![\w.@])@[a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?(?![\w@])/giu,
  // "instagram: davesvans", "insta - davesvans", "find us on tiktok davesvans"
  /\b(?:instagram|insta|facebook|tiktok|snapchat|telegram|skype|twitter|whatsapp|signal|linkedin)\b\s*(?:[:\-–—]|is|handle|name|username|id)\s*[:-]?\s*@?[a-z0-9_.]{3,30}/giu,
];

/** digits and the words people spell them with */
const DIGIT_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  nought: "0",
  nil: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
const WORD = Object.keys(DIGIT_WORDS).join("|");

/** a date written with numbers ("12/03/2026", "1.3.26", "2026-03-12"): never a phone number */
const DATE = /\b(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})\b/gu;
/**
 * A run that may hold a phone number: digits (or digit words) joined by spaces, dots, dashes, brackets,
 * with an optional leading "+". Slashes and commas do not join (dates and prices).
 */
const RUN = new RegExp(
  String.raw`(?<![\w£$€])(?:\+\s*)?(?:\(\s*)?(?:\d+|(?:${WORD})\b)(?:(?:[\s.\-()]|\s*-\s*)*(?:\d+|(?:${WORD})\b))*\)?`,
  "giu",
);
const PIECE = new RegExp(String.raw`\d+|(?:${WORD})\b`, "giu");

/** How many leading digits (in a run that may hold more) make a phone number, if any. */
function phoneLength(digits: string, plus: boolean): number[] {
  // +44 7911…, 0044 7911…, 44 (0)7911…: the national number after the country code
  const lengths: number[] = [];
  if (digits.startsWith("0044")) return phoneLength(digits.slice(2), true).map((n) => n + 2);
  if (digits.startsWith("44")) {
    const rest = digits.slice(2);
    const national = rest.startsWith("0") ? rest.slice(1) : rest;
    const prefix = digits.length - rest.length + (rest.startsWith("0") ? 1 : 0);
    for (const n of [9, 10]) if (national.length >= n && /^[1-9]/.test(national)) lengths.push(prefix + n);
    if (lengths.length || plus) return lengths.length ? lengths : [];
  }
  if (plus) {
    for (let n = 15; n >= 8; n--) if (digits.length >= n) return [n];
    return [];
  }
  // a UK number: 0 then 9 or 10 digits (01632 960 123, 020 7946 0000, 07911 123456)
  if (/^0[1-9]/.test(digits)) {
    if (digits.length >= 11) lengths.push(11);
    if (digits.length >= 10) lengths.push(10);
  }
  return lengths;
}

interface Piece {
  start: number;
  end: number;
  digits: string;
  word: boolean;
}

/** Phone numbers inside one run: the spans to hide (start and end offsets in the run). */
function phoneSpans(run: string): [number, number][] {
  const pieces: Piece[] = [];
  for (const m of run.matchAll(PIECE)) {
    const s = m[0].toLowerCase();
    const digits = DIGIT_WORDS[s] ?? s;
    pieces.push({ start: m.index, end: m.index + m[0].length, digits, word: s in DIGIT_WORDS });
  }
  // digit words alone count only in runs of at least two words and 9 digits ("one or two" is not a number)
  const spans: [number, number][] = [];
  let i = 0;
  while (i < pieces.length) {
    const plus = i === 0 && /^\+/.test(run);
    let digits = "";
    let best = -1;
    for (let j = i; j < pieces.length; j++) {
      digits += pieces[j]!.digits;
      if (digits.length > 17) break;
      const wanted = phoneLength(digits, plus);
      if (wanted.includes(digits.length)) best = j;
    }
    // digits spelt out in words ("oh seven nine one one …"): any run of 9 to 15 digits that has words in it
    if (best < 0) {
      let all = "";
      let words = 0;
      for (let j = i; j < pieces.length; j++) {
        all += pieces[j]!.digits;
        if (pieces[j]!.word) words++;
        if (all.length >= 9 && all.length <= 15 && words >= 2) best = j;
      }
    }
    if (best >= 0) {
      let start = i === 0 ? 0 : pieces[i]!.start;
      const end = pieces[best]!.end;
      // an opening bracket closed outside the number stays with the text around it: "(07911 123456)"
      if (run[start] === "(" && !run.slice(start, end).includes(")")) start++;
      spans.push([start, end]);
      i = best + 1;
    } else i++;
  }
  return spans;
}

/** Replaces [start, end) spans of `s` by the placeholder (spans sorted, non-overlapping after merging). */
function replaceSpans(s: string, spans: [number, number][], placeholder: string): string {
  if (spans.length === 0) return s;
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const sp of spans) {
    const last = merged.at(-1);
    if (last && sp[0] <= last[1]) last[1] = Math.max(last[1], sp[1]);
    else merged.push([...sp]);
  }
  let out = "";
  let at = 0;
  for (const [a, b] of merged) {
    out += s.slice(at, a) + placeholder;
    at = b;
  }
  return out + s.slice(at);
}

export interface MaskedText {
  text: string;
  /** true when something was hidden (the sender sees CONTACT_MASKED_NOTE) */
  masked: boolean;
}

/**
 * The text with every phone number, email address, link and social handle replaced by `placeholder`
 * (CONTACT_PLACEHOLDER in conversations; reviews use their own word).
 */
export function maskContactDetails(input: string, placeholder: string = CONTACT_PLACEHOLDER): MaskedText {
  // full-width digits ("０７９１１") are read as digits; each is one UTF-16 unit like its ASCII twin, so the
  // offsets found here are the offsets in the text as written, which keeps its own characters
  const s = input.replace(/[\uFF10-\uFF19]/gu, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 48));
  const spans: [number, number][] = [];
  for (const re of PATTERNS) {
    for (const m of s.matchAll(re)) spans.push([m.index, m.index + m[0].length]);
  }
  // phone numbers: dates are taken out of the way first (blanked to keep the offsets)
  const noDates = s.replace(DATE, (d) => " ".repeat(d.length));
  for (const m of noDates.matchAll(RUN)) {
    for (const [a, b] of phoneSpans(m[0])) spans.push([m.index + a, m.index + b]);
  }
  if (spans.length === 0) return { text: input, masked: false };
  // trailing punctuation of a link is not part of it ("see davesvans.co.uk.")
  const trimmed = spans.map(([a, b]): [number, number] => {
    let end = b;
    while (end > a && /[.,;:!?)\]'"]/.test(input[end - 1]!)) end--;
    return [a, end];
  });
  return { text: replaceSpans(input, trimmed, placeholder), masked: true };
}

/** As maskContactDetails, for text read before booking; after booking (`revealed`) it passes unchanged. */
export const contactSafe = (text: string, revealed: boolean): MaskedText =>
  revealed ? { text, masked: false } : maskContactDetails(text);
