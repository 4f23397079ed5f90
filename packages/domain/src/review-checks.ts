// The automatic checks on what is published about a move (issue #16; issue #29 item 13): a review, and a
// company's public reply to it. Contact details and links are masked with the conversations' masker (one
// rule for what counts); swearing and personal data about someone (where they live, their health, records
// or family) hold a review for an admin, and refuse a reply (the company rewrites it). The words are read as
// a reader sees them (masking/normalise.ts): "f*cking", "sh1t", "ｆｕｃｋ", "f u c k", a word split by
// invisible characters or written with Cyrillic letters are all the word.
import { maskContactDetails } from "./contact-masking.ts";
import { closeLetterSpacing, normalise } from "./masking/normalise.ts";

/** what replaces contact details and links in a review or a reply */
export const MASK = "[removed]";

/** a short list: enough to hold the obvious, an admin decides the rest */
const PROFANITY = [
  "fuck",
  "fucks",
  "fucking",
  "fuckin",
  "fucked",
  "fucker",
  "fuckers",
  "motherfucker",
  "shit",
  "shits",
  "shite",
  "shitty",
  "bullshit",
  "cunt",
  "cunts",
  "bastard",
  "bastards",
  "wanker",
  "wankers",
  "twat",
  "twats",
  "prick",
  "pricks",
  "bollocks",
  "arsehole",
  "arseholes",
  "asshole",
  "assholes",
  "dickhead",
  "dickheads",
  "piss",
  "pissed",
];

/** what stands in for a letter when people dodge a filter ("sh1t", "b@stard", "5hite", "fvck") */
const STAND_INS: Record<string, string> = {
  a: "a4@",
  e: "e3",
  g: "g9",
  i: "i1!l|",
  o: "o0",
  s: "s5$",
  t: "t7+",
  u: "uv",
};
const escapeClass = (s: string) => s.replace(/[\\\]^-]/g, "\\$&");

/**
 * A word as people disguise it: each letter (repeated or not: "fuuuck") or its stand-in; after the first, a
 * letter may be starred out ("f*cking", "f**k"), and a dot, dash or underscore may sit between letters.
 */
function disguised(word: string): string {
  return [...word]
    .map((ch, i) => `[${escapeClass(STAND_INS[ch] ?? ch)}${i > 0 ? "*#" : ""}]+`)
    .join("[._-]?");
}
const PROFANE = new RegExp(
  String.raw`(?<![\p{L}\p{N}*])(?:${PROFANITY.map(disguised).join("|")})(?![\p{L}\p{N}*])`,
  "gu",
);
/** a starred-out word counts when at least two of its letters are written ("f**k", not "f***") */
const enoughLetters = (match: string) => match.replace(/[*#._-]/g, "").length >= 2;

/** personal data about someone: where they live, their health, records or family */
const PERSONAL =
  /\b(?:lives? (?:at|on|in)|living at|resides? (?:at|on|in)|residing (?:at|on|in)|home address|(?:his|her|their) (?:home )?address|address is|criminal record|on drugs|drunk|his wife|her husband|his kids|her kids|immigration status|medical condition|number plate)\b/u;

export type CheckReason = "profanity" | "staff personal data";

/** The reason a text must not go out at once, read as a reader sees it; null when it may. */
export function checkWords(text: string): CheckReason | null {
  const plain = normalise(text);
  for (const view of [plain, closeLetterSpacing(plain)]) {
    for (const m of view.text.matchAll(PROFANE)) if (enoughLetters(m[0])) return "profanity";
  }
  const spaced = plain.text.replace(/\s+/gu, " ");
  return PERSONAL.test(spaced) ? "staff personal data" : null;
}

/** contact details and links replaced by MASK */
export const maskText = (s: string) => maskContactDetails(s, MASK).text;

export const REPLY_CHECK_MESSAGES = {
  profanity:
    "Your reply was not published: please take out the swearing. Replies are public, under your company's name.",
  "staff personal data":
    "Your reply was not published: please take out personal details about anyone (where they live, their health, family or records).",
  repliedMasked:
    "Your reply is published under the review. Phone numbers, email addresses and links were removed from it: customers reach you through our site.",
} as const satisfies Record<CheckReason | "repliedMasked", string>;

export interface ReplyCheck {
  /** the reply with contact details and links masked */
  body: string;
  masked: boolean;
  /** why it is refused, or null */
  refusal: CheckReason | null;
}

/** A company's public reply: the same checks as a review; what would hold a review refuses the reply. */
export function checkReply(body: string): ReplyCheck {
  const masked = maskText(body);
  return { body: masked, masked: masked !== body, refusal: checkWords(body) };
}
