// One rule for every piece of text people type into our forms and the API receives: no control characters
// (NUL and friends: PostgreSQL cannot even store NUL) and no invisible bidirectional overrides or isolates
// (U+202E "RTLO" turns "invoice‮fdp.exe" into what looks like a PDF). Single-line fields (names, emails,
// addresses, postcodes) take no line breaks either; multi-line fields (descriptions, messages, terms, reasons)
// keep their line breaks and tabs. Such text is refused with a message, never silently changed; file names
// are display labels we make ourselves, so there the characters are stripped instead.
import { z } from "zod";
import { TEXT_MESSAGES, textProblem } from "./text-rules.ts";

// In the browser zod must not probe for `new Function` (the page policy has no 'unsafe-eval'): this module
// builds schemas when it loads, which can be before apps/web/app/lib/zod-jitless.ts runs, so it says so too.
if (typeof document !== "undefined") z.config({ jitless: true });

// the rule itself is plain code (text-rules.ts), so a page can check text without loading zod
export { TEXT_MESSAGES, type TextProblem, textProblem } from "./text-rules.ts";

const ruleFor =
  (multiLine: boolean) =>
  (value: string, ctx: z.RefinementCtx<string>): void => {
    const problem = textProblem(value, { multiLine });
    if (problem) ctx.addIssue({ code: "custom", message: TEXT_MESSAGES[problem], input: value });
  };

/**
 * A one-line text field: refuses control characters, bidi overrides and line breaks. Wraps a string
 * schema (before any transform, `.optional()` or `.nullish()`) and keeps its type:
 * `singleLine(z.string().trim().min(1, m).max(80, m))`.
 */
export function singleLine<S extends z.ZodType<string, string>>(schema: S): S {
  return schema.superRefine(ruleFor(false)) as S;
}

/** A multi-line text field (descriptions, messages): as singleLine, but line breaks and tabs are kept. */
export function multiLine<S extends z.ZodType<string, string>>(schema: S): S {
  return schema.superRefine(ruleFor(true)) as S;
}

/** everything the rule refuses, plus quotes and slashes (a file name is shown inside quotes) */
const UNSAFE_IN_NAME = /\p{Cc}|[\u202A-\u202E\u2066-\u2069\u2028\u2029"\\/]/gu;

/**
 * The name an uploaded file is shown under: the last path segment, without control, bidi or line-break
 * characters, quotes or slashes, trimmed to `max` characters; "" when nothing is left.
 */
export function cleanFileName(name: string, max = 120): string {
  const last = name.split(/[\\/]/).pop() ?? "";
  return [...last.replace(UNSAFE_IN_NAME, "").trim()].slice(0, max).join("").trim();
}
