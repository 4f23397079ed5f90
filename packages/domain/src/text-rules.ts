// The rule behind safe-text.ts without zod: no control characters, no invisible bidirectional overrides
// or isolates and no other invisible format characters (Unicode Cf: zero-width spaces and joiners, word
// joiners, soft hyphens; issue #29 — they hid phone numbers from the contact masker) in any
// text; no line breaks in one-line fields. The joiner inside an emoji ("👩‍🔧") and the tags of a flag ("🏴󠁧󠁢󠁥󠁮󠁧󠁿")
// are what those emoji are made of, and pass. safe-text.ts wraps it for zod schemas; pages
// that load no zod (the quote wizard) call it directly.

export const TEXT_MESSAGES = {
  hiddenCharacters:
    "Please remove the hidden characters from this text (control, text-direction or invisible characters such as zero-width spaces)",
  oneLine: "Please keep this on one line",
} as const;

/** control characters (C0, DEL, C1: Unicode's Cc) but tab, line feed and carriage return */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** bidirectional embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069) */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
/**
 * invisible format characters (Unicode Cf), bidi controls among them, but the bidi marks (LRM, RLM, ALM)
 * that Arabic and Hebrew text needs (docs/decisions/038-one-text-rule.md)
 */
const FORMAT = /(?![\u200E\u200F\u061C])\p{Cf}/u;
/**
 * the format characters emoji are built with: a zero-width joiner between two emoji, a flag's tags (kept as
 * $1 when taken out; no lookbehind, which older Safari cannot parse, as the wizard's page runs this)
 */
const EMOJI_FORMAT =
  /(\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})|(\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
/** tab, line feed, carriage return, and the Unicode line and paragraph separators */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/u;

export type TextProblem = keyof typeof TEXT_MESSAGES;

/** What is wrong with a piece of text, or null when it may be kept as it is. */
export function textProblem(s: string, opts: { multiLine?: boolean } = {}): TextProblem | null {
  if (CONTROL.test(s) || BIDI.test(s)) return "hiddenCharacters";
  if (FORMAT.test(s) && FORMAT.test(s.replace(EMOJI_FORMAT, "$1$2"))) return "hiddenCharacters";
  if (!opts.multiLine && LINE_BREAK.test(s)) return "oneLine";
  return null;
}
