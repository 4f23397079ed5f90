// Reviews (issue #16): who may review and when, what a review holds, the automatic checks before it is
// published, how a reviewer and a move are shown publicly, and every message about reviews. Pure functions.
import { z } from "zod";
import { BOROUGHS } from "./areas/boroughs.ts";
import { addDaysIso, isIsoDate } from "./lead/dates.ts";
import { outcodeOf } from "./postcode.ts";
import { type CheckReason, checkWords, maskText } from "./review-checks.ts";
import { multiLine, singleLine } from "./safe-text.ts";

export const REVIEW_LIMITS = {
  minText: 30,
  maxText: 2000,
  maxTitle: 100,
  maxReply: 1000,
  maxReason: 500,
  /** a review may be written until this many months after the move (its last day) */
  windowMonths: 12,
  /** a company's reply can be edited for this long after it was first posted */
  replyEditHours: 48,
  /** an emailed review link works this long (a reminder brings a fresh one) */
  linkDays: 30,
  /** the reminder goes this many days after the first email, when no review has come */
  reminderAfterDays: 7,
  pageSize: 10,
} as const;

/** the page that says who can review and how moderation works (packages/content), linked from every review list */
export const REVIEWS_POLICY_PATH = "/how-we-handle-reviews";

export const SUB_RATINGS = [
  { key: "punctuality", label: "Punctuality" },
  { key: "care", label: "Care of belongings" },
  { key: "value", label: "Value for money" },
  { key: "communication", label: "Communication" },
] as const;

/** The rating input's stars, 1 to 5, in words: each star's radio is named "4 stars: Very good". */
export const STAR_WORDS = ["Poor", "Fair", "Good", "Very good", "Excellent"] as const;
export const starChoiceLabel = (n: number) =>
  `${n} ${n === 1 ? "star" : "stars"}: ${STAR_WORDS[n - 1] ?? ""}`.replace(/: $/, "");
/** the optional ratings' button that takes a choice back */
export const CLEAR_RATING = "Clear";

const REVIEW_STATUSES = ["published", "held", "hidden", "changes_requested"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  published: "Published",
  held: "Held for a check",
  hidden: "Hidden",
  changes_requested: "Waiting for the customer's edit",
};

export const MODERATION_DECISIONS = ["publish", "hide", "request_changes"] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];
export const MODERATION_DECISION_LABELS: Record<ModerationDecision, string> = {
  publish: "Publish",
  hide: "Hide with a published reason",
  request_changes: "Ask the customer to edit",
};

/** The published reasons an admin may give for hiding a review (shown on the company's profile). */
export const HIDE_REASONS = [
  "contained personal information",
  "contained abusive language",
  "was not about this move",
  "was written by someone other than the customer",
] as const;

export const REVIEW_MESSAGES = {
  /** issue #28: the moderation form chooses no verdict for the admin */
  decisionRequired: "Choose a decision",
  notFound: "We could not find that booking.",
  reviewNotFound: "We could not find that review.",
  companyNotFound: "We could not find that company.",
  notBooked: "Only the customer who booked this mover can review them.",
  noMoveDate: "This booking has no move date, so it cannot be reviewed yet.",
  tooEarly: "You can review this move from the day after it takes place.",
  tooLate: "Reviews can be written for up to 12 months after the move, and this one is older.",
  already: "You have already reviewed this move. Thank you.",
  linkInvalid: "This review link has expired or has already been used. Sign in to review your move.",
  ratingRequired: "Choose an overall rating from 1 to 5 stars",
  ratingRange: "Ratings go from 1 to 5 stars",
  titleRequired: "Give your review a title",
  titleTooLong: `Keep the title under ${REVIEW_LIMITS.maxTitle} characters`,
  textTooShort: `Tell others a little more: at least ${REVIEW_LIMITS.minText} characters`,
  textTooLong: `Keep your review under ${REVIEW_LIMITS.maxText.toLocaleString("en-GB")} characters`,
  recommendRequired: "Tell us whether you would recommend this mover",
  published: "Thank you: your review is published.",
  held: "Thank you: your review will appear once our team has checked it, usually within two working days.",
  edited: "Thank you: your edited review is published.",
  notEditable: "This review cannot be edited now.",
  replyRequired: "Write your reply",
  replyTooLong: `Keep your reply under ${REVIEW_LIMITS.maxReply.toLocaleString("en-GB")} characters`,
  replied: "Your reply is published under the review.",
  replyEdited: "Your reply is updated.",
  replyLocked: `A reply can only be edited for ${REVIEW_LIMITS.replyEditHours} hours after it was posted.`,
  replyNotPublished: "You can reply once the review is published.",
  reasonRequired: "Tell us why",
  reasonTooLong: `Keep the reason under ${REVIEW_LIMITS.maxReason} characters`,
  reported: "Thank you: our team will look at this review. It stays published until they decide.",
  alreadyReported: "You have already flagged this review; our team will look at it.",
  hideReasonRequired: "Choose the reason published with a hidden review",
  decided: "Decision saved and recorded in the audit log.",
  verified: "Verified booking",
  demo: "Demo review (sample data, not from a booking)",
  noReviews: "No reviews yet",
} as const;

/** The subject and words of the emails that ask for a review. */
export const REVIEW_MAIL = {
  askSubject: (company: string) => `How did your move with ${company} go?`,
  reminderSubject: (company: string) => `A minute to review ${company}?`,
} as const;

// ---------- who may review, and when ----------

/** "2026-03-31" + 12 months -> "2027-03-31"; 29 February lands on 28 February. */
export function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

export interface ReviewWindow {
  /** the first day a review may be written: the day after the move (after a flexible range's end) */
  opens: string;
  /** the last day: 12 months after the move's (last) day */
  closes: string;
}

/** When a booked move may be reviewed; null for a move without a date. */
export function reviewWindow(moveDate: string | null, endDate?: string | null): ReviewWindow | null {
  const last = endDate && isIsoDate(endDate) ? endDate : moveDate;
  if (!last || !isIsoDate(last)) return null;
  return { opens: addDaysIso(last, 1), closes: addMonthsIso(last, REVIEW_LIMITS.windowMonths) };
}

export type ReviewRefusal = "noMoveDate" | "tooEarly" | "tooLate" | "already";

/** Whether a booked move may be reviewed on `today` (London "YYYY-MM-DD"); the reason when not. */
export function reviewRefusal(
  booking: { moveDate: string | null; endDate?: string | null; reviewed: boolean },
  today: string,
): ReviewRefusal | null {
  if (booking.reviewed) return "already";
  const w = reviewWindow(booking.moveDate, booking.endDate);
  if (!w) return "noMoveDate";
  if (today < w.opens) return "tooEarly";
  if (today > w.closes) return "tooLate";
  return null;
}

/** Whether the reminder is due: 7 days after the first email asking for a review. */
export function reminderDue(firstAskedOn: string, today: string): boolean {
  return today >= addDaysIso(firstAskedOn, REVIEW_LIMITS.reminderAfterDays);
}

// ---------- what a review holds ----------

/**
 * "" or absent is undefined; a string is a number of stars only when written in plain decimal digits
 * (issue #29: "0x5", "5e0" or "+5" are not 5 — they read as NaN, answered "Ratings go from 1 to 5 stars")
 */
const blankToUndefined = (v: unknown) =>
  v === "" || v === null || v === undefined
    ? undefined
    : typeof v === "string"
      ? /^\d{1,3}(?:\.\d{1,3})?$/.test(v.trim())
        ? Number(v.trim())
        : Number.NaN
      : v;
const starsField = (missing: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing : REVIEW_MESSAGES.ratingRange) })
    .int(REVIEW_MESSAGES.ratingRange)
    .min(1, REVIEW_MESSAGES.ratingRange)
    .max(5, REVIEW_MESSAGES.ratingRange);
/** "" or absent is "not rated" (the form's sub-ratings are optional) */
const optionalStars = z.preprocess(blankToUndefined, starsField(REVIEW_MESSAGES.ratingRange).optional());

const yesNo = z.preprocess(
  (v) => (v === "yes" || v === true ? true : v === "no" || v === false ? false : undefined),
  z.boolean({ error: REVIEW_MESSAGES.recommendRequired }),
);

export const reviewSchema = z.object({
  rating: z.preprocess(blankToUndefined, starsField(REVIEW_MESSAGES.ratingRequired)),
  punctuality: optionalStars,
  care: optionalStars,
  value: optionalStars,
  communication: optionalStars,
  title: singleLine(
    z
      .string({ error: REVIEW_MESSAGES.titleRequired })
      .trim()
      .min(1, REVIEW_MESSAGES.titleRequired)
      .max(REVIEW_LIMITS.maxTitle, REVIEW_MESSAGES.titleTooLong),
  ),
  body: multiLine(
    z
      .string({ error: REVIEW_MESSAGES.textTooShort })
      .trim()
      .min(REVIEW_LIMITS.minText, REVIEW_MESSAGES.textTooShort)
      .max(REVIEW_LIMITS.maxText, REVIEW_MESSAGES.textTooLong),
  ),
  wouldRecommend: yesNo,
});
export type ReviewInput = z.infer<typeof reviewSchema>;

export const replySchema = z.object({
  body: multiLine(
    z
      .string({ error: REVIEW_MESSAGES.replyRequired })
      .trim()
      .min(1, REVIEW_MESSAGES.replyRequired)
      .max(REVIEW_LIMITS.maxReply, REVIEW_MESSAGES.replyTooLong),
  ),
});

export const reportSchema = z.object({
  reason: multiLine(
    z
      .string({ error: REVIEW_MESSAGES.reasonRequired })
      .trim()
      .min(1, REVIEW_MESSAGES.reasonRequired)
      .max(REVIEW_LIMITS.maxReason, REVIEW_MESSAGES.reasonTooLong),
  ),
});

export const decisionSchema = z
  .object({
    decision: z.enum(MODERATION_DECISIONS, { error: REVIEW_MESSAGES.decisionRequired }),
    reason: z.enum(HIDE_REASONS).optional(),
    note: multiLine(z.string().trim().max(REVIEW_LIMITS.maxReason, REVIEW_MESSAGES.reasonTooLong)).optional(),
  })
  .refine((d) => d.decision !== "hide" || d.reason !== undefined, {
    message: REVIEW_MESSAGES.hideReasonRequired,
    path: ["reason"],
  });

/** Whether a reply posted at `repliedAt` can still be edited at `now`. */
export const replyEditable = (repliedAt: Date, now: Date): boolean =>
  now.getTime() - repliedAt.getTime() < REVIEW_LIMITS.replyEditHours * 3600_000;

// ---------- automatic checks before publishing ----------

// the words and the masking live in review-checks.ts (one rule for reviews and the companies' replies)
export { MASK } from "./review-checks.ts";

export interface ReviewCheck {
  title: string;
  body: string;
  /** held for an admin instead of published */
  hold: boolean;
  holdReason: CheckReason | null;
  /** contact details or links were replaced by MASK */
  masked: boolean;
}

/** Contact details and links masked; profanity or personal data about staff holds it for an admin. */
export function checkReview(input: { title: string; body: string }): ReviewCheck {
  const title = maskText(input.title);
  const body = maskText(input.body);
  const holdReason = checkWords(`${input.title}\n${input.body}`);
  return {
    title,
    body,
    hold: holdReason !== null,
    holdReason,
    masked: title !== input.title || body !== input.body,
  };
}

// ---------- how a review is shown ----------

/** "Hannah Rees" -> "Hannah R."; never the full name. */
export function reviewerName(firstName: string, lastName?: string | null): string {
  const first = firstName.trim().split(/\s+/)[0] ?? "";
  const initial = lastName?.trim().charAt(0).toUpperCase();
  const name = first ? first.charAt(0).toUpperCase() + first.slice(1) : "Customer";
  return initial ? `${name} ${initial}.` : name;
}

const BOROUGH_BY_CODE = new Map(BOROUGHS.map((b) => [b.gssCode, b.name]));
const BOROUGH_BY_DISTRICT = new Map(BOROUGHS.flatMap((b) => b.districts.map((d) => [d, b.name] as const)));

/** The area of a postcode as a review shows it: its borough ("Southwark"), else its district ("SE16"). */
export function reviewArea(postcode: string | null | undefined, boroughCode?: string | null): string | null {
  if (boroughCode && BOROUGH_BY_CODE.has(boroughCode)) return BOROUGH_BY_CODE.get(boroughCode)!;
  if (!postcode) return null;
  const outcode = outcodeOf(postcode) ?? postcode.trim().split(/\s+/)[0]?.toUpperCase() ?? null;
  if (!outcode) return null;
  return BOROUGH_BY_DISTRICT.get(outcode) ?? outcode;
}

const MONTHS = "January February March April May June July August September October November December".split(
  " ",
);

/** "Southwark → Croydon, March 2026" (the move's areas and month, never an address). */
export function verifiedMoveLabel(from: string | null, to: string | null, moveDate: string): string {
  const month = `${MONTHS[Number(moveDate.slice(5, 7)) - 1]} ${moveDate.slice(0, 4)}`;
  const route = from && to && from !== to ? `${from} → ${to}` : (from ?? to);
  return route ? `${route}, ${month}` : month;
}

/** "1 review hidden: contained personal information" (what the profile says where reviews were hidden). */
export function hiddenNote(count: number, reason: string): string {
  return `${count} ${count === 1 ? "review" : "reviews"} hidden: ${reason}`;
}

/** The share (0–100, whole) of reviewers who would recommend, or null when nobody answered. */
export function shareRecommending(yes: number, answered: number): number | null {
  return answered > 0 ? Math.round((yes / answered) * 100) : null;
}

// ---------- structured data (schema.org) ----------

export interface JsonLdReview {
  author: string;
  datePublished: string;
  rating: number;
  title: string;
  body: string;
}

/**
 * A MovingCompany with its AggregateRating and Reviews, as Google's review snippets read it
 * (https://schema.org/AggregateRating, https://schema.org/Review). No aggregate without reviews.
 */
export function companyReviewsJsonLd(company: {
  name: string;
  url: string;
  rating: number | null;
  ratingCount: number;
  reviews: JsonLdReview[];
}): Record<string, unknown> {
  const out: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "MovingCompany",
    name: company.name,
    url: company.url,
  };
  if (company.rating !== null && company.ratingCount > 0) {
    out.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: company.rating,
      reviewCount: company.ratingCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (company.reviews.length > 0) {
    out.review = company.reviews.map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.author },
      datePublished: r.datePublished.slice(0, 10),
      name: r.title,
      reviewBody: r.body,
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return out;
}
