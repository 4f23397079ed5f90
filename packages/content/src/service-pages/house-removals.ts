// docs/product/routes.md §2 service route services/house-removals; docs/product/rules.md §9 timings and typical prices.
import { WHY_USE_US } from "../claims.ts";
import { TIMINGS } from "../prices.ts";
import { type ContentPage, wizardPath } from "../types.ts";
import { areasSection, HOW_IT_WORKS_SECTION, relatedServicesSection } from "./shared.ts";

export const HOUSE_REMOVALS_PAGE: ContentPage = {
  path: "/services/house-removals",
  title: "House and Flat Removals London – Compare Quotes",
  description:
    "Moving home in London? Compare quotes from up to 6 vetted, insured removal companies for your house or flat. Free, no obligation, no hidden fees.",
  h1: "House and flat removals in London",
  intro: [
    "Whether you are leaving a one-bedroom flat or a five-bedroom house, the right removal team makes moving day calmer. Describe your home and your move once, and up to 6 vetted local companies will send you a quote.",
    "Compare price, reviews, insurance and availability side by side, then book the mover you trust directly. Using the service is free and you are under no obligation to book.",
  ],
  sections: [
    {
      id: "whats-included",
      heading: "What a house removal includes",
      paragraphs: ["Every quote spells out what is included. A full house or flat removal normally covers:"],
      list: [
        "A crew sized to your home, with one or more vans or a lorry",
        "Protecting furniture with blankets, covers and wrapping",
        "Loading, transport and unloading into the right rooms",
        "Goods in Transit and Public Liability insurance",
      ],
      note: "Packing, packing materials, dismantling and reassembly, cleaning and storage can all be added. Ask for them in the form and they will be priced in your quotes.",
    },
    {
      id: "how-long",
      heading: "How long a move takes",
      paragraphs: [
        `A flat move usually takes around ${TIMINGS.flatMoveHours}. A house move usually takes ${TIMINGS.houseMove}, and longer if the movers are packing for you or the new home is a long drive away.`,
        `Book ${TIMINGS.bookAheadWeeks} ahead where you can, and longer at busy times such as summer, Fridays and the end of the month.`,
      ],
    },
    {
      id: "prices",
      heading: "What a removal costs",
      paragraphs: [
        "As a rough guide, a removal company charges from about £300 for a small move to £1,500 or more for a larger home. Typical removal prices in 2025 are around £1,300 for a one or two-bedroom home and £1,700 for three bedrooms, and up to £3,000 for the biggest moves.",
        "The price depends on how much you own, the distance, access at both ends, the date and any extra services. The quickest way to know your price is to compare real quotes.",
      ],
      links: [{ label: "Read the 2025 moving cost guide", href: "/moving-cost-calculator-2025" }],
    },
    {
      id: "why-use-us",
      heading: "Why compare with us",
      cards: WHY_USE_US.map((w) => ({ ...w })),
    },
    HOW_IT_WORKS_SECTION,
    {
      id: "planning",
      heading: "Planning your move",
      list: [
        `Book your removal company ${TIMINGS.bookAheadWeeks} before moving day.`,
        `Start packing ${TIMINGS.startPackingWeeks} before, beginning with the rooms and things you use least.`,
        "Arrange parking at both addresses and book any lifts in blocks of flats.",
        "Confirm the deposit, payment method and cancellation terms with your mover.",
        "Pack an essentials box with kettle, chargers, medicines, documents and bedding for the first night.",
        `If you can choose your date, ${TIMINGS.cheapestMonths} is usually the cheapest time of year to move.`,
      ],
      links: [{ label: "More moving tips", href: "/moving-tips" }],
    },
    areasSection("removal"),
    relatedServicesSection("house-removals"),
  ],
  cta: { label: "Get house removal quotes", href: wizardPath("House/Flat Removals") },
};
