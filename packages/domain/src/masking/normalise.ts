// The text the contact masker reads (issue #29): what a reader sees, not the code points a writer chose.
// Each character of the text as written becomes zero or more plain characters:
//   - compatibility forms fold to their plain twin (NFKD): full-width "０７＠．", maths-bold "𝟎", superscript
//     "⁷", circled "⑦", ligatures; accents and other combining marks go ("é" → "e", keycap "7️⃣" → "7");
//   - every decimal digit of any script (Unicode Nd: Arabic-Indic "٧", Devanagari "७" …) becomes 0–9, and
//     the dingbat digits NFKD leaves alone ("❼", "➆") too;
//   - invisible format characters (Unicode Cf: zero-width space and joiners, word joiner, soft hyphen …) go;
//   - letters are lower-cased, and Cyrillic and Greek letters that look like Latin ones read as those
//     ("сom" with a Cyrillic с reads "com").
// The view keeps, for each of its UTF-16 units, where it came from in the text as written, so that what is
// found in the view is hidden in the original, which otherwise keeps every character it was written with.

export interface TextView {
  /** the normalised text */
  text: string;
  /** for each UTF-16 unit of `text`: the offset in the original of the character it came from … */
  from: number[];
  /** … and the offset just after that character */
  to: number[];
}

/** Cyrillic and Greek letters (lower case) that a reader takes for Latin ones */
const LOOK_ALIKES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  һ: "h",
  і: "i",
  ї: "i",
  ј: "j",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ɡ: "g",
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ω: "w",
  "。": ".",
};

const DIGIT = /\p{Nd}/u;
const MARKS = /\p{M}/gu;
const FORMAT = /^\p{Cf}$/u;

/** The value 0–9 of a decimal digit of any script: Unicode encodes each script's ten digits in a row, 0 first. */
function digitValue(cp: number): number {
  let first = cp;
  while (first > 0 && DIGIT.test(String.fromCodePoint(first - 1))) first--;
  return (cp - first) % 10;
}

/** dingbat digits without a decomposition: ❶–❿, ➀–➉, ➊–➓ (1–10), ⓵–⓾ (1–10), ⓿ and 🄋 🄌 (0) */
function dingbatDigits(cp: number): string | null {
  if (cp === 0x24ff || cp === 0x1f10b || cp === 0x1f10c) return "0";
  for (const first of [0x2776, 0x2780, 0x278a, 0x24f5]) {
    if (cp >= first && cp < first + 10) return String(cp - first + 1);
  }
  return null;
}

/** What one character of the original reads as (possibly nothing, possibly several characters). */
function readAs(ch: string): string {
  if (FORMAT.test(ch)) return "";
  const cp = ch.codePointAt(0)!;
  const dingbat = dingbatDigits(cp);
  if (dingbat) return dingbat;
  const folded = ch.normalize("NFKD").toLowerCase().normalize("NFKD").replace(MARKS, "");
  let out = "";
  for (const c of folded) {
    if (DIGIT.test(c)) out += String(digitValue(c.codePointAt(0)!));
    else if (FORMAT.test(c)) continue;
    else out += LOOK_ALIKES[c] ?? c;
  }
  return out;
}

/** The normalised view of `input` (see the top of this file). */
export function normalise(input: string): TextView {
  const view: TextView = { text: "", from: [], to: [] };
  let at = 0;
  for (const ch of input) {
    const end = at + ch.length;
    const plain = /^[\x20-\x7e]$/.test(ch) ? ch.toLowerCase() : readAs(ch);
    for (let i = 0; i < plain.length; i++) {
      view.from.push(at);
      view.to.push(end);
    }
    view.text += plain;
    at = end;
  }
  return view;
}

/**
 * A view in which words spelt out a letter at a time ("d a v e @ g m a i l . c o m", "0 7 9 1 1") are
 * written together: four or more single characters, each followed by one or two spaces, lose the spaces.
 */
export function closeLetterSpacing(view: TextView): TextView {
  const keep: boolean[] = new Array(view.text.length).fill(true);
  const SPACED = /(?<![^\s])(?:[\p{L}\p{N}@._-] {1,2}){3,}[\p{L}\p{N}@._-](?![^\s])/gu;
  for (const m of view.text.matchAll(SPACED)) {
    for (let i = m.index; i < m.index + m[0].length; i++) if (view.text[i] === " ") keep[i] = false;
  }
  return select(view, keep);
}

/** The view with only the units marked in `keep`. */
function select(view: TextView, keep: boolean[]): TextView {
  const out: TextView = { text: "", from: [], to: [] };
  for (let i = 0; i < view.text.length; i++) {
    if (!keep[i]) continue;
    out.text += view.text[i];
    out.from.push(view.from[i]!);
    out.to.push(view.to[i]!);
  }
  return out;
}

/** A span [start, end) of the view as a span of the original text. */
export function toOriginal(view: TextView, [start, end]: [number, number]): [number, number] {
  return [view.from[start]!, view.to[end - 1]!];
}
