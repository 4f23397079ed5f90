// Email addresses, links and web addresses in the normalised text (normalise.ts: lower case, full-width and
// look-alike letters folded, invisible characters gone; closeLetterSpacing has written "d a v e" as "dave").
// The at and dot are read in the forms people use to get round a filter: "@", "(at)", "[at]", "(a)", "{@}",
// " at ", "-at-"; ".", "(.)", "[.]", "(dot)", " dot ", "-dot-". Links are read with defanged schemes too
// ("hxxps://", "h**p://", "https[:]//"). A dot with a space after it but none before ("done. Thanks") is a
// full stop, not part of an address.

type Span = [number, number];

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
/** endings that are spelt out ("co dot uk") or written with spaces round the dots ("davesvans . co . uk") */
const TLD_WORDS = "com|co|uk|org|net|io|me|info|biz|london|app|ie|eu|online|site|shop|xyz";
const SPACED_TLDS = "com|co|uk|org|net|io|biz|info";
/** mail providers named without their ending ("dave at gmail") */
const PROVIDERS =
  "gmail|googlemail|hotmail|outlook|yahoo|icloud|live|aol|btinternet|protonmail|proton|msn|ymail|gmx";

const OPEN = String.raw`[(\[{<]`;
const CLOSE = String.raw`[)\]}>]`;
/** "@" and its disguises that cannot be ordinary words: "(at)", "[a]", "{@}", "-at-", "_at_" */
const AT_SIGN = String.raw`(?:\s*@\s*|\s*${OPEN}\s*(?:at|a|@)\s*${CLOSE}\s*|\s*-at-\s*|\s*_at_\s*)`;
/** "." and its disguises: "(.)", "[dot]", " dot ", "-dot-" */
const DOT_SIGN = String.raw`(?:\s*${OPEN}\s*(?:dot|\.)\s*${CLOSE}\s*|\s+dot\s+|\s*-dot-\s*|\s*_dot_\s*)`;
/** a dot in an address: written close, with a space before it, or disguised (never "done. thanks") */
const DOT = String.raw`(?:\.(?!\s)|\s+\.\s*|${DOT_SIGN})`;
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const LOCAL = "[a-z0-9](?:[a-z0-9._%+-]{0,62}[a-z0-9_])?";
const ENDING = String.raw`(?:${TLD_WORDS}|${TLDS})(?![\w-])`;

const PATTERNS: RegExp[] = [
  // "dave@x.co.uk", "dave @ gmail . com", "dave (a) gmail (.) com", "dave[at]davesvans[dot]co[dot]uk"
  new RegExp(String.raw`(?<![\w.@-])${LOCAL}${AT_SIGN}(?:${LABEL}(?:\s*\.\s*|${DOT_SIGN}))+${ENDING}`, "gu"),
  // "dave at gmail dot com", "dave at gmail.com"
  new RegExp(String.raw`(?<![\w.@-])${LOCAL}\s+at\s+(?:${LABEL}${DOT})+${ENDING}`, "gu"),
  // a literal @ and any ending: "dave@movers.example"
  new RegExp(String.raw`(?<![\w.@-])${LOCAL}\s*@\s*${LABEL}(?:\.${LABEL})+(?![\w-])`, "gu"),
  // a provider without its ending: "dave at gmail", "dave@hotmail"
  new RegExp(String.raw`(?<![\w.@-])${LOCAL}(?:${AT_SIGN}|\s+at\s+)(?:${PROVIDERS})(?![\w-])`, "gu"),
  // links, their schemes disguised too: "https://…", "hxxps://…", "h**p://…", "https[:]//…", "www.…"
  /\b(?:h(?:tt|xx|\*\*|tx|xt)ps?|ftp)\s*(?::|\[:\]|\(:\))\s*\/\/[^\s<>"]*/gu,
  new RegExp(String.raw`\bwww${DOT}[^\s<>"]+`, "gu"),
  // bare domains and their paths: "davesvans.co.uk", "davesvans[.]co[.]uk", "wa.me/447911123456"
  new RegExp(
    String.raw`(?<![\w@.\-)\]}>])(?:${LABEL}(?:\.|\s*${OPEN}\s*(?:\.|dot)\s*${CLOSE}\s*))+(?:${TLDS})(?![\w-])(?:\/[^\s<>"]*)?`,
    "gu",
  ),
  // a domain with spaces round its dots: "davesvans . co . uk", "davesvans .com"
  new RegExp(
    String.raw`(?<![\w@-])${LABEL}\s+\.\s*(?:${LABEL}\s*\.\s*)*(?:co\s*\.\s*uk|org\s*\.\s*uk|${SPACED_TLDS})(?![\w-])`,
    "gu",
  ),
  // a domain spelt out: "davesvans dot co dot uk"
  new RegExp(
    String.raw`(?<![\w@-])${LABEL}(?:${DOT_SIGN}(?:${LABEL}${DOT_SIGN})*)(?:${TLD_WORDS})(?![\w-])`,
    "gu",
  ),
];

/** The spans of `text` (normalised, see normalise.ts) that hold an email address, a link or a web address. */
export function addressSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const re of PATTERNS) {
    for (const m of text.matchAll(re)) spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}
