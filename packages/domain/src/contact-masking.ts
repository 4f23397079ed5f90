// Contact details stay private until the customer books (issue #15, docs/product/rules.md "Conversations"):
// before then, phone numbers, email addresses, web links and social handles in anything one side writes to
// the other (conversation messages, a quote's message) are replaced with CONTACT_PLACEHOLDER when read.
// The text is stored as written; masking happens when it is shown, so booking reveals what was written.
//
// The rules aim at what people actually type to get round a filter ("07911 123 456", "+44 (0)20 7946 0000",
// "0 7 9 1 1…", "oh seven nine…", "dave at gmail dot com", "dave[at]gmail[dot]co[dot]uk", "davesvans.co.uk",
// "@davesvans") and leave ordinary moving talk alone: prices ("£1,250"), dates ("12/03/2026"), times,
// floors, flat and house numbers, postcodes, hours and sizes. Issue #29: the text is read as a reader sees it
// (masking/normalise.ts: other digits and look-alike letters folded, invisible characters ignored) and the
// rules for phone numbers (masking/phone.ts), addresses and links (masking/email-url.ts) and social handles
// (masking/handles.ts) run on that reading; what they find is hidden in the text as written.
import { addressSpans } from "./masking/email-url.ts";
import { handleSpans } from "./masking/handles.ts";
import { closeLetterSpacing, normalise, toOriginal } from "./masking/normalise.ts";
import { phoneSpans } from "./masking/phone.ts";
import { CONTACT_PLACEHOLDER } from "./contact-masking-words.ts";

export { CONTACT_MASKED_NOTE, CONTACT_PLACEHOLDER } from "./contact-masking-words.ts";

type Span = [number, number];

/** Replaces [start, end) spans of `s` by the placeholder (spans sorted, non-overlapping after merging). */
function replaceSpans(s: string, spans: Span[], placeholder: string): string {
  spans.sort((a, b) => a[0] - b[0]);
  const merged: Span[] = [];
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

/** Every span of `input` that holds a phone number, an address, a link or a handle. */
function contactSpans(input: string): Span[] {
  const plain = normalise(input);
  const spans: Span[] = [];
  // the text as normalised, then with words spelt out a letter at a time closed up ("d a v e @ …")
  for (const view of [plain, closeLetterSpacing(plain)]) {
    const found = [...phoneSpans(view.text), ...addressSpans(view.text), ...handleSpans(view.text)];
    for (const span of found) if (span[1] > span[0]) spans.push(toOriginal(view, span));
  }
  // the marks written on a match's last character are part of it ("6️⃣"); spaces round a match and the
  // trailing punctuation of a link are not ("see davesvans.co.uk.")
  return spans.map(([a, b]): Span => {
    let start = a;
    let end = b;
    while (end < input.length && /\p{M}/u.test(input[end]!)) end++;
    while (start < end && /\s/.test(input[start]!)) start++;
    while (end > start && /[\s.,;:!?)\]'"]/.test(input[end - 1]!)) end--;
    return [start, end];
  });
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
  const spans = contactSpans(input).filter(([a, b]) => b > a);
  if (spans.length === 0) return { text: input, masked: false };
  return { text: replaceSpans(input, spans, placeholder), masked: true };
}

/** As maskContactDetails, for text read before booking; after booking (`revealed`) it passes unchanged. */
export const contactSafe = (text: string, revealed: boolean): MaskedText =>
  revealed ? { text, masked: false } : maskContactDetails(text);
