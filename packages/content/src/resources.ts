// docs/product/routes.md §2.4 "Moving resources": cost guide, checklists, FAQ summary, local guides, covered areas, contact.
import { BOROUGHS, boroughPath, NEIGHBOURHOODS, REGIONS } from "./areas/boroughs.ts";
import { BOROUGHS_COVERED } from "./claims.ts";
import { RESOURCES_COST_GUIDE } from "./cost-guide.ts";
import { FAQ_SECTIONS } from "./faqs.ts";
import { TIMINGS } from "./prices.ts";
import { type ContentPage, type ContentSection, wizardPath } from "./types.ts";

export interface Checklist {
  id: string;
  /** When, e.g. "2–4 weeks before". */
  when: string;
  tasks: string[];
}

/** The moving checklist, built on docs/product/rules.md §9 timings. */
export const MOVING_CHECKLIST: readonly Checklist[] = [
  {
    id: "as-soon-as-you-know",
    when: "As soon as you know you are moving",
    tasks: [
      "Set a budget using the moving cost guide.",
      "Compare removal quotes and check each mover's reviews and insurance.",
      `Book your mover ${TIMINGS.bookAheadWeeks} ahead, longer at peak times. Business moves: plan ${TIMINGS.businessPlanWeeks} ahead. International moves take ${TIMINGS.internationalWeeks}.`,
      "Give notice to your landlord if you rent.",
    ],
  },
  {
    id: "two-to-four-weeks",
    when: "2–4 weeks before",
    tasks: [
      `Start packing ${TIMINGS.startPackingWeeks} before, beginning with rooms you use least.`,
      "Clear out what you do not need: sell, donate or recycle it.",
      "Ask your council for a parking bay suspension if parking is controlled, and book lifts in blocks of flats.",
      "Confirm the date, the price, the deposit, the payment method and the cancellation terms with your mover.",
      "Arrange Royal Mail redirection and tell your bank, employer, GP and council of your new address.",
    ],
  },
  {
    id: "week-of-the-move",
    when: "The week of the move",
    tasks: [
      "Finish packing and label every box with its room.",
      "Take apart furniture, or check the movers will do it.",
      "Defrost the freezer the day before.",
      "Pack an essentials box for the first night.",
    ],
  },
  {
    id: "moving-day",
    when: "Moving day",
    tasks: [
      "Take meter readings at both homes and photograph them.",
      "Walk round the empty home to check nothing is left behind.",
      "Check your belongings as they come off the van and note any damage straight away.",
      "Leave keys as agreed, and pay the balance as agreed with your mover.",
    ],
  },
  {
    id: "after-the-move",
    when: "After the move",
    tasks: [
      "Register with the council for council tax and update the electoral register.",
      "Update your driving licence and vehicle records.",
      "Leave a review for your mover to help the next customer choose.",
    ],
  },
];

const LOCAL_GUIDE_SLUGS = ["camden", "hackney", "lambeth", "wandsworth", "croydon", "barnet"];

const sections: ContentSection[] = [
  {
    id: "cost-guide",
    heading: "Moving cost guide",
    paragraphs: [
      "A quick look at what moving usually costs. For the full breakdown, including stamp duty, surveys and removal prices by home size, read our 2025 guide.",
    ],
    tables: [RESOURCES_COST_GUIDE],
    links: [{ label: "Moving Cost Calculator 2025", href: "/moving-cost-calculator-2025" }],
  },
  ...MOVING_CHECKLIST.map((c) => ({
    id: `checklist-${c.id}`,
    heading: `Checklist: ${c.when.charAt(0).toLowerCase()}${c.when.slice(1)}`,
    list: c.tasks,
  })),
  {
    id: "faq-summary",
    heading: "Frequently asked questions",
    cards: FAQ_SECTIONS.slice(0, 9).map((s) => ({ title: s.items[0].question, text: s.items[0].answer })),
    links: [{ label: "All FAQs", href: "/faqs" }],
  },
  {
    id: "local-guides",
    heading: "Local guides",
    paragraphs: [
      "Every London area has its own quirks: parking zones, red routes, stairs and building rules. Our area pages cover what to know before you move.",
    ],
    links: [
      ...LOCAL_GUIDE_SLUGS.map((slug) => {
        const b = BOROUGHS.find((x) => x.slug === slug)!;
        return { label: `Moving in ${b.name}`, href: boroughPath(b) };
      }),
      ...NEIGHBOURHOODS.map((n) => ({ label: `Moving in ${n.name}`, href: n.path })),
    ],
  },
  {
    id: "covered-areas",
    heading: "Areas we cover",
    paragraphs: [`We cover all ${BOROUGHS_COVERED} London boroughs and the City of London.`],
    links: [
      ...REGIONS.map((r) => ({ label: r.name, href: r.path })),
      { label: "All areas we cover", href: "/areas-we-cover-london" },
    ],
  },
  {
    id: "contact",
    heading: "Still need help?",
    paragraphs: ["If you cannot find what you need, send us a message and we will help where we can."],
    links: [{ label: "Contact us", href: "/contact" }],
  },
];

export const MOVING_RESOURCES_PAGE: ContentPage = {
  path: "/resources/moving-resources",
  title: "Moving Resources – Costs, Checklists and Local Guides",
  description:
    "Plan your London move with our cost guide, moving checklists, answers to common questions and local area guides. Free, practical and plain.",
  h1: "Moving resources",
  intro: [
    "Everything in one place to help you plan your move: what it costs, what to do when, and what to know about the area you are moving to.",
  ],
  sections,
  cta: { label: "Get your free quotes", href: wizardPath() },
};
