// docs/product/routes.md §2 "How It Works": four steps (share move details, get up to 6 quotes, compare, book directly).
import { BOOKING_CONFIRM_HOURS } from "@rm/domain/booking";
import { COMPARE_MESSAGES } from "@rm/domain/compare";
import { CLAIMS, FORM_SECONDS, MAX_QUOTES } from "./claims.ts";
import { type ContentCard, type ContentPage, wizardPath } from "./types.ts";

export const HOW_IT_WORKS_STEPS: readonly ContentCard[] = [
  {
    title: "Share your move details",
    text: `Tell us where you are moving from and to, what kind of move it is, when you would like to move and whether you need packing, storage or dismantling. It takes about ${FORM_SECONDS} seconds.`,
  },
  {
    title: `Get up to ${MAX_QUOTES} quotes`,
    text: `We pass your request to up to ${MAX_QUOTES} vetted, insured removal companies that cover your area and do your kind of move. Quotes often arrive within hours, and most within 24 hours.`,
  },
  {
    title: "Compare",
    text: "Every quote is laid out the same way, so you can compare price, what is included, insurance cover, reviews and availability side by side.",
  },
  {
    title: "Book directly",
    // issue #28: what the site does — "Book with this mover" on the quotes page gives both sides each other's
    // details and the mover confirms; the customer pays the mover, never us
    text: `When you have found the right mover, choose "${COMPARE_MESSAGES.book}" on your quotes page: you both get each other's phone number and email, and the mover confirms the booking within ${BOOKING_CONFIRM_HOURS} hours. You pay the mover directly: we take no commission, and there is no obligation.`,
  },
];

export const HOW_IT_WORKS_PAGE: ContentPage = {
  path: "/resources/how-it-works",
  title: "How It Works – Compare Removal Quotes in 4 Steps",
  description: `Describe your move once, get up to ${MAX_QUOTES} quotes from vetted, insured London movers, compare them side by side and book directly. Free, no obligation.`,
  h1: "How it works",
  intro: [
    "Finding a removal company should not mean twenty phone calls. You describe your move once, the right local movers quote for it, and you choose.",
    `We are a comparison service, not a removal company. The service is free for you, with no obligation, no commission and no hidden fees.`,
  ],
  sections: [
    {
      id: "four-steps",
      heading: "Four simple steps",
      cards: [...HOW_IT_WORKS_STEPS],
    },
    {
      id: "what-we-ask",
      heading: "What we ask about your move",
      paragraphs: ["Movers need a few details to give you a fair price. The form asks for:"],
      list: [
        "Your current address and your destination",
        "The type of move: house, flat, office, international or storage",
        "The size of the property, such as the number of bedrooms, the floor and whether there is a lift",
        "Your moving date, fixed or flexible, and a preferred time of day",
        "Whether you need packing, packing materials, storage or furniture dismantling",
        "Anything else a mover should know, such as a piano or a tricky staircase",
      ],
    },
    {
      id: "who-sees-your-details",
      heading: "Who sees your details",
      paragraphs: [
        `Your request goes only to the removal companies matched to it, never more than ${MAX_QUOTES}. You decide when a mover may see your phone number; until then, they reach you through messages on our site.`,
        "Each company has had its Goods in Transit and Public Liability insurance checked, and can only receive requests while those documents are valid.",
      ],
    },
    {
      id: "after-you-book",
      heading: "After you book",
      paragraphs: [
        "Your booking is between you and the mover. Agree the date, the price, the deposit and the cancellation terms with them before moving day. Once the move is done, you can leave a review to help the next customer choose.",
      ],
    },
    {
      id: "why-compare",
      heading: "Why compare",
      list: [CLAIMS.savings, CLAIMS.quoteSpeed, CLAIMS.slots, CLAIMS.insurance],
    },
  ],
  cta: { label: "Get your quotes", href: wizardPath() },
};
