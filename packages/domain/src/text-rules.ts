// The rule behind safe-text.ts without zod: no control characters and no invisible bidirectional overrides
// or isolates in any text; no line breaks in one-line fields. safe-text.ts wraps it for zod schemas; pages
// that load no zod (the quote wizard) call it directly.

export const TEXT_MESSAGES = {
  hiddenCharacters:
    "Please remove the hidden characters from this text (control or text-direction characters)",
  oneLine: "Please keep this on one line",
} as const;

/** control characters (C0, DEL, C1: Unicode's Cc) but tab, line feed and carriage return */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** bidirectional embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069) */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
/** tab, line feed, carriage return, and the Unicode line and paragraph separators */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/u;

export type TextProblem = keyof typeof TEXT_MESSAGES;

/** What is wrong with a piece of text, or null when it may be kept as it is. */
export function textProblem(s: string, opts: { multiLine?: boolean } = {}): TextProblem | null {
  if (CONTROL.test(s) || BIDI.test(s)) return "hiddenCharacters";
  if (!opts.multiLine && LINE_BREAK.test(s)) return "oneLine";
  return null;
}
