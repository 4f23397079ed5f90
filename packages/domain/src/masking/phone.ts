// Phone numbers in the normalised text (normalise.ts: digits of any script are already 0–9, invisible
// characters gone, letters lower case). A number is a row of pieces — digits, or digits spelt out ("oh",
// "seven", "double one", "eleven", "seventy nine") — joined by anything that is neither a letter nor a digit
// ("07911 123456", "07911/123/456", "07911~123~456", "oh seven nine, double one"); letters that stand in for
// digits inside a group of digits are read as digits ("O7911", "O79ll l23456"). What makes a row a phone
// number is its digits: a UK number (0 then 9 or 10 digits), a UK mobile without its 0 ("7911 123456"), +44 /
// 0044 / 44 then the national number, or any international number after a "+". Prices (after £ $ €) and
// dates written with numbers ("12/03/2027") are never numbers to hide.

type Span = [number, number];

const UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const ZEROS = ["zero", "oh", "o", "nought", "nil"];
const TEENS = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS: Record<string, string> = {
  twenty: "2",
  thirty: "3",
  forty: "4",
  fourty: "4",
  fifty: "5",
  sixty: "6",
  seventy: "7",
  eighty: "8",
  ninety: "9",
};

/** one digit spelt out: "oh", "seven" */
function singleDigit(word: string): string | undefined {
  if (ZEROS.includes(word)) return "0";
  const unit = UNITS.indexOf(word);
  return unit >= 0 ? String(unit + 1) : /^\d$/.test(word) ? word : undefined;
}

const SINGLE = [...ZEROS, ...UNITS].join("|");
/** a piece of a number: digits, "double one" / "triple 5", "seventy nine" / "seventy", "eleven", "seven" */
const PIECE = new RegExp(
  String.raw`\d+|\b(?:(?:double|triple|treble)[\s-]+(?:${SINGLE}|\d)|(?:${Object.keys(TENS).join("|")})(?:[\s-]+(?:${UNITS.join("|")}))?|${TEENS.join("|")}|${SINGLE})\b`,
  "gu",
);

/** The digits a piece stands for. */
function pieceDigits(piece: string): string {
  if (/^\d+$/.test(piece)) return piece;
  const [first = "", second = ""] = piece.split(/[\s-]+/);
  if (first === "double" || first === "triple" || first === "treble")
    return singleDigit(second)!.repeat(first === "double" ? 2 : 3);
  if (first in TENS) return TENS[first] + (second ? singleDigit(second)! : "0");
  const teen = TEENS.indexOf(first);
  if (teen >= 0) return String(10 + teen);
  return singleDigit(first)!;
}

/** a group of digits with letters that look like digits in it: "o7911", "o79ll", "l23456" (not "10am") */
const LOOK_ALIKE_GROUP = /(?<![\p{L}\p{N}])[0-9oli]*[0-9][0-9oli]*(?![\p{L}\p{N}])/gu;
const LOOK_ALIKE_DIGIT: Record<string, string> = { o: "0", l: "1", i: "1" };

/** a date written with numbers ("12/03/2027", "1.3.26", "2027-03-12"): never a phone number */
const DATE = /\b(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})\b/gu;

/** what may join two pieces of one number: no letter, digit or currency sign, and not too much of it */
const JOIN = /^[^\p{L}\p{N}£$€]{1,6}$/u;
/** just after a currency sign (a price such as "£1,250.00"), where no number starts */
const PRICE_BEFORE = /[£$€]\s*[\d.,]*$/u;

/** How many leading digits (of a row that may hold more) make a phone number, if any. */
function phoneLengths(digits: string, plus: boolean): number[] {
  if (digits.startsWith("0044")) return phoneLengths(digits.slice(2), true).map((n) => n + 2);
  const lengths: number[] = [];
  if (digits.startsWith("44")) {
    // 44 (0)7911…: the national number after the country code
    const rest = digits.slice(2);
    const skip = rest.startsWith("0") ? 1 : 0;
    const national = rest.slice(skip);
    for (const n of [9, 10]) if (national.length >= n && /^[1-9]/.test(national)) lengths.push(2 + skip + n);
    if (lengths.length || plus) return lengths;
  }
  if (plus) {
    for (let n = 15; n >= 8; n--) if (digits.length >= n) return [n];
    return [];
  }
  // 0 then 9 or 10 digits (01632 960123, 020 7946 0000, 07911 123456)
  if (/^0[1-9]/.test(digits)) {
    if (digits.length >= 11) lengths.push(11);
    if (digits.length >= 10) lengths.push(10);
  }
  // a UK mobile without its 0: 7911 123456
  if (/^7[1-9]/.test(digits) && digits.length >= 10) lengths.push(10);
  return lengths;
}

interface Piece {
  start: number;
  end: number;
  digits: string;
  word: boolean;
}

/** The text as the phone rules read it: same length, look-alike letters in digit groups read as digits, dates blanked. */
function phoneText(text: string): string {
  return text
    .replace(LOOK_ALIKE_GROUP, (g) => g.replace(/[oli]/g, (c) => LOOK_ALIKE_DIGIT[c]!))
    .replace(DATE, (d) => " ".repeat(d.length));
}

/** The pieces of `text`, in rows: a new row starts where what lies between two pieces cannot join them. */
function rows(text: string): Piece[][] {
  const out: Piece[][] = [];
  let row: Piece[] = [];
  for (const m of text.matchAll(PIECE)) {
    const piece = {
      start: m.index,
      end: m.index + m[0].length,
      digits: pieceDigits(m[0]),
      word: !/^\d/.test(m[0]),
    };
    const last = row.at(-1);
    if (last && !JOIN.test(text.slice(last.end, piece.start))) {
      out.push(row);
      row = [];
    }
    row.push(piece);
  }
  if (row.length) out.push(row);
  return out;
}

/** a comma or semicolon with a space after it: how lists are written ("0–50, 75–100, 125–150") */
const LIST_GAP = /[,;]\s/u;

/**
 * How far a number starting at piece `i` may reach: a list separator between two groups of digits joins
 * them only when every other gap between groups of digits so far is the same or a space ("07911, 123, 456",
 * "0 7 9 1 1, 1 2 3"), so that a list of figures ("0–50, 75–100") is not read as one number. Spelt-out digits join across lists ("oh seven nine,
 * double one").
 */
function reach(text: string, row: Piece[], i: number): number {
  const gaps = new Set<string>();
  let listed = false;
  // a number has at most 17 digits, so at most 17 pieces
  const end = Math.min(row.length, i + 17);
  for (let j = i + 1; j < end; j++) {
    const [a, b] = [row[j - 1]!, row[j]!];
    if (a.word || b.word) continue;
    const gap = text.slice(a.end, b.start).replace(/\s+/gu, " ");
    if (gap.trim() !== "") gaps.add(gap);
    listed ||= LIST_GAP.test(gap);
    if (listed && gaps.size > 1) return j - 1;
  }
  return end - 1;
}

/** The last piece (index) of the longest phone number that starts at piece `i` of `row`, or -1. */
function numberEnd(text: string, row: Piece[], i: number, plus: boolean): number {
  const last = reach(text, row, i);
  let digits = "";
  let best = -1;
  for (let j = i; j <= last; j++) {
    digits += row[j]!.digits;
    if (digits.length > 17) break;
    if (phoneLengths(digits, plus).includes(digits.length)) best = j;
  }
  if (best >= 0) return best;
  // digits spelt out ("oh seven nine one one …"): 9 to 15 digits with at least two words among them
  let words = 0;
  digits = "";
  for (let j = i; j <= last; j++) {
    digits += row[j]!.digits;
    if (row[j]!.word) words++;
    if (digits.length > 15) break;
    if (digits.length >= 9 && words >= 2) best = j;
  }
  return best;
}

/** The spans of `text` (normalised, see normalise.ts) that hold a phone number. */
export function phoneSpans(text: string): Span[] {
  const read = phoneText(text);
  const spans: Span[] = [];
  for (const row of rows(read)) {
    let i = 0;
    while (i < row.length) {
      const start = row[i]!.start;
      const plusSign = /\+[\s(]*$/.exec(read.slice(Math.max(0, start - 4), start));
      const end = PRICE_BEFORE.test(read.slice(Math.max(0, start - 24), start))
        ? -1
        : numberEnd(read, row, i, plusSign !== null);
      if (end < 0) {
        i++;
        continue;
      }
      let from = plusSign ? start - plusSign[0].length : start;
      const to = row[end]!.end;
      // "(020) 7946 0000" loses its brackets with the number; "(07911 123456)" keeps them round the mask
      if (!plusSign && read[from - 1] === "(" && read.slice(from, to).includes(")")) from--;
      spans.push([from, to]);
      i = end + 1;
    }
  }
  return spans;
}
