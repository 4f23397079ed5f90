import assert from "node:assert/strict";
import { test } from "vitest";
import {
  addMonthsIso,
  checkReview,
  companyReviewsJsonLd,
  decisionSchema,
  hiddenNote,
  MASK,
  REVIEW_MESSAGES as M,
  reminderDue,
  replyEditable,
  reviewArea,
  reviewerName,
  reviewRefusal,
  reviewSchema,
  reviewWindow,
  shareRecommending,
  starChoiceLabel,
  verifiedMoveLabel,
} from "./reviews.ts";

const good = {
  rating: "4",
  punctuality: "5",
  care: "",
  value: "3",
  communication: undefined,
  title: "Careful and on time",
  body: "Two movers arrived at eight and had the flat loaded by eleven. Nothing broken.",
  wouldRecommend: "yes",
};

const errors = (input: unknown) => {
  const r = reviewSchema.safeParse(input);
  assert.equal(r.success, false, "expected a validation error");
  const out: Record<string, string> = {};
  for (const i of r.error!.issues) out[i.path.join(".")] ??= i.message;
  return out;
};

test("window: from the day after the move until 12 months after; the day of the move is refused", () => {
  const booking = { moveDate: "2026-03-14", endDate: null, reviewed: false };
  assert.equal(reviewRefusal(booking, "2026-03-14"), "tooEarly");
  assert.equal(reviewRefusal(booking, "2026-03-15"), null);
  assert.equal(reviewRefusal(booking, "2027-03-14"), null);
  assert.equal(reviewRefusal(booking, "2027-03-15"), "tooLate");
  assert.deepEqual(reviewWindow("2026-03-14"), { opens: "2026-03-15", closes: "2027-03-14" });
});

test("window: a flexible range opens the day after its end", () => {
  const booking = { moveDate: "2026-03-14", endDate: "2026-03-20", reviewed: false };
  assert.equal(reviewRefusal(booking, "2026-03-20"), "tooEarly");
  assert.equal(reviewRefusal(booking, "2026-03-21"), null);
  assert.equal(reviewRefusal(booking, "2027-03-21"), "tooLate");
});

test("window: a reviewed booking or one without a date is refused with its reason", () => {
  assert.equal(reviewRefusal({ moveDate: "2026-03-14", reviewed: true }, "2026-04-01"), "already");
  assert.equal(reviewRefusal({ moveDate: null, reviewed: false }, "2026-04-01"), "noMoveDate");
  assert.equal(reviewWindow(null), null);
});

test("months: the end of a month and 29 February stay inside the month", () => {
  assert.equal(addMonthsIso("2028-02-29", 12), "2029-02-28");
  assert.equal(addMonthsIso("2026-01-31", 1), "2026-02-28");
  assert.equal(addMonthsIso("2026-11-30", 2), "2027-01-30");
});

test("reminder: due 7 days after the first email", () => {
  assert.equal(reminderDue("2026-03-15", "2026-03-21"), false);
  assert.equal(reminderDue("2026-03-15", "2026-03-22"), true);
});

test("schema: a good review, sub-ratings optional, yes/no as a boolean", () => {
  const r = reviewSchema.parse(good);
  assert.deepEqual(r, {
    rating: 4,
    punctuality: 5,
    care: undefined,
    value: 3,
    communication: undefined,
    title: "Careful and on time",
    body: good.body,
    wouldRecommend: true,
  });
});

test("schema: every refusal has its message", () => {
  assert.equal(errors({ ...good, rating: "" }).rating, M.ratingRequired);
  assert.equal(errors({ ...good, rating: undefined }).rating, M.ratingRequired);
  assert.equal(errors({ ...good, rating: "6" }).rating, M.ratingRange);
  assert.equal(errors({ ...good, rating: "0" }).rating, M.ratingRange);
  assert.equal(errors({ ...good, rating: "4.5" }).rating, M.ratingRange);
  assert.equal(errors({ ...good, care: "9" }).care, M.ratingRange);
  assert.equal(errors({ ...good, title: "  " }).title, M.titleRequired);
  assert.equal(errors({ ...good, title: "x".repeat(101) }).title, M.titleTooLong);
  assert.equal(errors({ ...good, body: "Too short to help." }).body, M.textTooShort);
  assert.equal(errors({ ...good, body: "x".repeat(2001) }).body, M.textTooLong);
  assert.equal(errors({ ...good, wouldRecommend: "" }).wouldRecommend, M.recommendRequired);
  assert.equal(reviewSchema.safeParse({ ...good, body: "x".repeat(30) }).success, true);
  assert.equal(reviewSchema.safeParse({ ...good, body: "x".repeat(2000) }).success, true);
});

test("decision: hiding needs one of the published reasons", () => {
  assert.equal(decisionSchema.safeParse({ decision: "hide" }).success, false);
  assert.equal(
    decisionSchema.safeParse({ decision: "hide", reason: "contained personal information" }).success,
    true,
  );
  assert.equal(decisionSchema.safeParse({ decision: "hide", reason: "the mover asked" }).success, false);
  assert.equal(decisionSchema.safeParse({ decision: "publish" }).success, true);
});

test("checks: contact details and links are masked, the review still published", () => {
  const c = checkReview({
    title: "Call Dave on 07700 900123",
    body: "Great job, see www.example.com, https://x.example.org/a?b=1. Or mail dave@example.com, or ring 020 7946 0101.",
  });
  assert.equal(c.title, `Call Dave on ${MASK}`);
  assert.equal(c.body, `Great job, see ${MASK}, ${MASK}. Or mail ${MASK}, or ring ${MASK}.`);
  assert.equal(c.masked, true);
  assert.equal(c.hold, false);
});

test("checks: profanity or personal data about staff holds the review; plain text passes", () => {
  assert.equal(
    checkReview({ title: "Awful", body: "They were bloody slow and a shit crew." }).holdReason,
    "profanity",
  );
  assert.equal(
    checkReview({ title: "Late", body: "The driver lives at 12 Acacia Road and was late." }).holdReason,
    "staff personal data",
  );
  const plain = checkReview({ title: "Scunthorpe move", body: "Moved from Scunthorpe, all fine." });
  assert.equal(plain.hold, false);
  assert.equal(plain.masked, false);
});

test("display: first name and initial, the borough areas and the month", () => {
  assert.equal(reviewerName("hannah", "Rees"), "Hannah R.");
  assert.equal(reviewerName("Mary Jane", ""), "Mary");
  assert.equal(reviewArea("SE16 3LL", null), "Southwark");
  assert.equal(reviewArea("CR0 1AA", null), "Croydon");
  assert.equal(reviewArea("ZZ9 9ZZ", null), "ZZ9");
  assert.equal(verifiedMoveLabel("Southwark", "Croydon", "2026-03-14"), "Southwark → Croydon, March 2026");
  assert.equal(verifiedMoveLabel("Camden", "Camden", "2026-12-01"), "Camden, December 2026");
  assert.equal(
    hiddenNote(1, "contained personal information"),
    "1 review hidden: contained personal information",
  );
  assert.equal(hiddenNote(2, "was not about this move"), "2 reviews hidden: was not about this move");
});

test("reply: editable for 48 hours", () => {
  const at = new Date("2026-03-01T10:00:00Z");
  assert.equal(replyEditable(at, new Date("2026-03-03T09:59:59Z")), true);
  assert.equal(replyEditable(at, new Date("2026-03-03T10:00:00Z")), false);
});

test("share recommending: whole per cent, null without answers", () => {
  assert.equal(shareRecommending(2, 3), 67);
  assert.equal(shareRecommending(0, 0), null);
});

test("JSON-LD: AggregateRating and Review in the shapes schema.org and Google's review snippets need", () => {
  const ld = companyReviewsJsonLd({
    name: "Thames-side Removals",
    url: "https://example.com/companies/1",
    rating: 4.5,
    ratingCount: 2,
    reviews: [
      {
        author: "Hannah R.",
        datePublished: "2026-03-15T10:00:00.000Z",
        rating: 5,
        title: "Great",
        body: "Careful.",
      },
    ],
  });
  assert.equal(ld["@context"], "https://schema.org");
  assert.equal(ld["@type"], "MovingCompany");
  assert.deepEqual(ld.aggregateRating, {
    "@type": "AggregateRating",
    ratingValue: 4.5,
    reviewCount: 2,
    bestRating: 5,
    worstRating: 1,
  });
  const [review] = ld.review as Record<string, unknown>[];
  assert.deepEqual(review, {
    "@type": "Review",
    author: { "@type": "Person", name: "Hannah R." },
    datePublished: "2026-03-15",
    name: "Great",
    reviewBody: "Careful.",
    reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
  });
  const none = companyReviewsJsonLd({ name: "New Co", url: "u", rating: null, ratingCount: 0, reviews: [] });
  assert.equal("aggregateRating" in none, false);
  assert.equal("review" in none, false);
});

test("the rating input's stars say their number and a word", () => {
  assert.deepEqual([1, 2, 3, 4, 5].map(starChoiceLabel), [
    "1 star: Poor",
    "2 stars: Fair",
    "3 stars: Good",
    "4 stars: Very good",
    "5 stars: Excellent",
  ]);
});
