// Issue #28: a mover's message that claims insurance cover different from its verified certificate ("Insured to
// £100k" beside a verified £50,000) is flagged to the customer next to the verified figure. The cover a quote
// shows comes from the certificates (docs/product/rules.md §14); this reads what the words claim.
//
// A claim is an amount of money tied to words about cover: "insured to £100k", "GIT £50,000", "£5m public
// liability", "cover of 1m", "£1 million of cover", "a million pounds of insurance". An amount beside other
// words ("our price is £895", "fully insured since 2010") is not a claim.
import { formatPounds } from "./money.ts";

type CoverKind = "git" | "pl" | "any";

export interface CoverClaim {
  /** the amount as written: "£100k" */
  words: string;
  pence: number;
  /** what it says it covers: Goods in Transit, Public Liability, or cover in general */
  kind: CoverKind;
}

export const COVER_CLAIM_MESSAGES = {
  differs: (words: string, certificate: string, verified: string) =>
    `Their message says “${words}”, but their verified ${certificate} certificate is for ${verified}. Ask them which is right before you book.`,
  noCertificate: (words: string, certificate: string) =>
    `Their message says “${words}”, but they have no verified ${certificate} certificate on file. Ask them before you book.`,
} as const;

const CERTIFICATE = { git: "Goods in Transit", pl: "Public Liability" } as const;

/** £ or GBP, a number (1,000s grouped or not, decimals), a multiplier or "pounds" */
const AMOUNT =
  /(?<![\w.,£])(£\s?|gbp\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d+)?)(?:\s?(million|mill?|mn|m|k|thousand|grand|pounds|gbp))?(?![\w£])/gi;
/** "a million", "one million pounds", "half a million" */
const WORDS_AMOUNT = /\b(half a|a|one)\s+million(?:\s+pounds)?\b/gi;

const MULTIPLIER: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mn: 1e6,
  mil: 1e6,
  mill: 1e6,
  million: 1e6,
};

/** the words that may sit between a claim's cover words and its amount */
const BEFORE = new Set(
  (
    "to up upto for of at is are was with a an the our we we're we've have has fully full limit value level " +
    "amount worth cover covered covers coverage insurance insured insure policy goods in transit public " +
    "liability employers employer's git pl max maximum per item each any one single claim your all belongings " +
    "items move protected protection indemnity"
  ).split(" "),
);
/** the words that may follow an amount to make it a claim ("£5m public liability", "£100k of cover") */
const AFTER = new Set(
  "of in worth public goods transit liability cover coverage insurance insured git pl employers employer's full indemnity protection".split(
    " ",
  ),
);
/** money that is the price, not the cover: a claim is never read from words just after these */
const PRICE_WORDS = new Set(
  "price prices priced cost costs charge charges quote quoted fee fees total pay deposit rate hourly hour".split(
    " ",
  ),
);
const COVER_WORD = /insur|cover|liabilit|transit|\bgit\b|\bpl\b|indemnit|protect/;
const GIT_WORDS = /goods in transit|\bgit\b/;
const PL_WORDS = /public liabilit|\bpl\b|employer'?s? liabilit/;

/** a word without the punctuation around it ("(GIT)," -> "git"; "£50k" stays) */
const clean = (t: string) => t.replace(/^[^\w'£]+|[^\w']+$/g, "");

/**
 * The cover words just before the amount (back to another amount or any other word), or null; `listed`: they
 * run back past a comma, so they may belong to an earlier item of a list ("£2m public liability, £50k GIT").
 */
function wordsBefore(text: string): { words: string; listed: boolean } | null {
  const list = text.toLowerCase().split(/\s+/);
  const run: string[] = [];
  let listed = false;
  let i = list.length - 1;
  for (; i >= 0 && run.length < 10; i--) {
    const t = clean(list[i]!);
    if (t === "") continue;
    if (!BEFORE.has(t)) break;
    if (/,$/.test(list[i]!)) listed = true;
    run.unshift(t);
  }
  const words = run.join(" ");
  if (!COVER_WORD.test(words)) return null;
  // "our price with insurance is £895": the amount is the price
  for (let j = i; j >= 0 && j > i - 3; j--) if (PRICE_WORDS.has(clean(list[j]!))) return null;
  return { words, listed };
}

/** the cover words just after the amount, or null */
function wordsAfter(text: string): string | null {
  const run: string[] = [];
  for (const word of text.toLowerCase().split(/\s+/)) {
    const t = clean(word);
    if (t === "") continue;
    if (!AFTER.has(t) || run.length >= 5) break;
    run.push(t);
  }
  const joined = run.join(" ");
  return COVER_WORD.test(joined) ? joined : null;
}

const kindOf = (words: string): CoverKind =>
  GIT_WORDS.test(words) ? "git" : PL_WORDS.test(words) ? "pl" : "any";

/** Where each clause ends (a full stop before a space, ; ! ? or a new line): a claim never crosses one. */
function clauseBounds(text: string, at: number, length: number): [number, number] {
  const breaks = /[.!?](?=\s|$)|[;\n]/g;
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(breaks)) {
    if (m.index < at) start = m.index + 1;
    else if (m.index >= at + length) {
      end = m.index;
      break;
    }
  }
  return [start, end];
}

function amountsIn(text: string): { at: number; words: string; pence: number }[] {
  const found: { at: number; words: string; pence: number }[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const [words, currency, digits, unit] = m;
    const grouped = digits!.includes(",");
    if (!currency && !unit && !grouped) continue; // "since 2010", "3 movers"
    const pounds = Number(digits!.replaceAll(",", "")) * (MULTIPLIER[unit?.toLowerCase() ?? ""] ?? 1);
    if (!Number.isFinite(pounds) || pounds <= 0) continue;
    found.push({ at: m.index, words: words.trim(), pence: Math.round(pounds * 100) });
  }
  for (const m of text.matchAll(WORDS_AMOUNT)) {
    const pounds = m[1]!.toLowerCase() === "half a" ? 500_000 : 1_000_000;
    found.push({ at: m.index, words: m[0], pence: pounds * 100 });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** The cover a message claims, in the order written (the same amount and kind once). */
export function coverClaims(message: string): CoverClaim[] {
  const out: CoverClaim[] = [];
  // "goods-in-transit" reads as "goods in transit" (same length: the positions stay)
  message = message.replace(/(?<=[a-z])-(?=[a-z])/gi, " ");
  for (const a of amountsIn(message)) {
    const [start, end] = clauseBounds(message, a.at, a.words.length);
    const before = wordsBefore(message.slice(start, a.at));
    const after = wordsAfter(message.slice(a.at + a.words.length, end));
    if (before === null && after === null) continue;
    // the words before say what it covers, unless those after are more precise ("fully insured £50,000
    // GIT") or the words before belong to the previous item of a list
    const named = before === null ? "any" : kindOf(before.words);
    const next = after === null ? "any" : kindOf(after);
    const kind = next !== "any" && (named === "any" || before?.listed) ? next : named;
    const claim = { words: a.words, pence: a.pence, kind };
    if (!out.some((c) => c.pence === claim.pence && c.kind === claim.kind)) out.push(claim);
  }
  return out;
}

/**
 * What the customer is told next to the verified cover: each claim in the message that matches neither the
 * certificate it names (Goods in Transit or Public Liability) nor, for cover in general, either of them.
 */
export function coverClaimWarnings(
  message: string,
  verified: { goodsInTransitPence: number | null; publicLiabilityPence: number | null },
): string[] {
  const git = verified.goodsInTransitPence;
  const pl = verified.publicLiabilityPence;
  const out: string[] = [];
  for (const c of coverClaims(message)) {
    const kind = c.kind === "any" ? (git === null && pl !== null ? "pl" : "git") : c.kind;
    const matches =
      c.kind === "any" ? c.pence === git || c.pence === pl : c.pence === (kind === "git" ? git : pl);
    if (matches) continue;
    const figure = kind === "git" ? git : pl;
    out.push(
      figure === null
        ? COVER_CLAIM_MESSAGES.noCertificate(c.words, CERTIFICATE[kind])
        : COVER_CLAIM_MESSAGES.differs(c.words, CERTIFICATE[kind], formatPounds(figure)),
    );
  }
  return out;
}
