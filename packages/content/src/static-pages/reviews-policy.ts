// /how-we-handle-reviews (issue #16): who can review, how moderation works, and that companies cannot pay to
// remove reviews. Linked from every review list. The rules themselves live in @rm/domain/reviews.
import { REVIEW_LIMITS, REVIEWS_POLICY_PATH } from "@rm/domain/reviews";
import type { ContentPage } from "../types.ts";

export const REVIEWS_POLICY_PAGE: ContentPage = {
  path: REVIEWS_POLICY_PATH,
  title: "How We Handle Reviews",
  description:
    "Only customers who booked a mover through us can review them. How we check reviews, why one may be hidden, and why no company can pay to remove one.",
  h1: "How we handle reviews",
  intro: [
    "Reviews help the next customer choose a mover. They are only useful if they are real and if the bad ones stay up as well as the good ones. This page explains how we make sure of both.",
  ],
  lastUpdated: "2026-11-23",
  sections: [
    {
      id: "who-can-review",
      heading: "Who can write a review",
      paragraphs: [
        `Only the customer who booked a mover through our site can review that mover, once for each booked move. The review can be written from the day after the move (after the last day, for a flexible date range) until ${REVIEW_LIMITS.windowMonths} months later.`,
        "The day after your move we email you a link to the review form. The link works once, only for that review, and expires; we send one reminder a week later and nothing after you have written your review. You can also review the move from your request page when you are signed in.",
        "Every review shows “Verified booking” with the areas and month of the move, for example “Southwark → Croydon, March 2026”. We show your first name and initial, never your full name or address.",
      ],
    },
    {
      id: "checks",
      heading: "What we check before a review is published",
      list: [
        "Phone numbers, email addresses and links are removed automatically, and the rest of the review is published at once.",
        "A review with abusive language, or with personal details about a mover's staff (where they live, their health, their family), is held until our team has read it, usually within two working days.",
        "Everything else is published straight away, whether it gives one star or five.",
      ],
    },
    {
      id: "replies-and-flags",
      heading: "Replies and flags from companies",
      paragraphs: [
        `A company can reply to each review once, publicly, under the review. It can correct its reply for ${REVIEW_LIMITS.replyEditHours} hours after posting it.`,
        "A company can also flag a review it believes breaks these rules, with a reason. A flag never hides a review by itself: the review stays published while our team looks at it.",
      ],
    },
    {
      id: "decisions",
      heading: "How our team decides",
      list: [
        "Publish: the review follows the rules and stays up, however critical it is.",
        "Hide: the review broke a rule. The company's profile then says so in the open, for example “1 review hidden: contained personal information”.",
        "Ask the customer to edit: we email the customer what needs changing; the edited review goes through the same checks.",
        "Every decision is recorded with who made it and why.",
      ],
    },
    {
      id: "no-paid-removal",
      heading: "Companies cannot pay to remove reviews",
      paragraphs: [
        "No company can pay us, or offer anything, to remove or hide a review, and no company can pay for a better place because of its reviews. A company's rating is the average of its published reviews, and the same number is used everywhere on the site.",
        "We do not offer customers rewards for reviews, and we do not publish reviews we have not checked came from a real booking. Fake and concealed incentivised reviews are banned under the Digital Markets, Competition and Consumers Act 2024.",
      ],
    },
  ],
};
