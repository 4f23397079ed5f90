// Social handles in the normalised text (normalise.ts): "@davesvans", and a name after a platform's name
// ("insta davesvans", "IG: dave.vans", "my tiktok is davesvans", "snapchat - dave_vans"). The name after the
// platform must look like a handle, not like the next word of a sentence ("found you on facebook and …").

type Span = [number, number];

/** "@davesvans" (not an email: nothing word-like before the @) */
const AT_HANDLE = /(?<![\w.@])@[a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?(?![\w@])/gu;

const PLATFORMS = [
  "instagram",
  "insta",
  "ig",
  "facebook",
  "fb",
  "tiktok",
  "snapchat",
  "telegram",
  "skype",
  "twitter",
  "whatsapp",
  "linkedin",
  "threads",
  "signal",
];
/** platforms that are also ordinary words ("no signal in the lift") count only with a ":" or "-" after them */
const ORDINARY_WORDS = new Set(["signal", "threads"]);

/**
 * the platform, what may come between it and the name ("is", "handle", ":", a dash with a space by it, so
 * that "insta-ready" is one word), and the name (with at least one letter: "whatsapp 07911…" is a phone)
 */
const CUE = new RegExp(
  String.raw`\b(${PLATFORMS.join("|")})\b((?:\s*:|\s+[-–—]|[-–—]\s|\s+(?:is|handle|name|username|id)\b)*)\s*@?((?=[a-z0-9_.]*[a-z])[a-z0-9_][a-z0-9_.]{1,28}[a-z0-9_])(?![\w@])`,
  "gu",
);

/** words that follow a platform's name in a sentence and are not a handle */
const NOT_A_HANDLE = new Set(
  (
    "the a an and or is are was were be me us my our your his her their on at to for with too also please if " +
    "but so then not no yes it its that this there here now only just as of in from by after before when " +
    "page account profile reviews review post posts story stories message messages dm chat call group later " +
    "great good ok okay thanks cheers first once booked booking video photo photos pics pictures link " +
    "private public closed new old down broken deleted gone same below above linked pinned full open " +
    "reel reels feed followers famous live ads advert shop grid bio highlights"
  ).split(" "),
);

/** The spans of `text` (normalised, see normalise.ts) that hold a social handle. */
export function handleSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(AT_HANDLE)) spans.push([m.index, m.index + m[0].length]);
  for (const m of text.matchAll(CUE)) {
    const [whole, platform = "", between = "", name = ""] = m;
    if (NOT_A_HANDLE.has(name)) continue;
    if (ORDINARY_WORDS.has(platform) && !/[:\-–—]/.test(between)) continue;
    spans.push([m.index, m.index + whole.length]);
  }
  return spans;
}
