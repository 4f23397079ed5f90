// docs/product/routes.md §2 service route services/international-removals-london; docs/product/rules.md §9: international moves take 3–8 weeks.
import { TIMINGS } from "../prices.ts";
import { type ContentPage, wizardPath } from "../types.ts";
import { HOW_IT_WORKS_SECTION, relatedServicesSection } from "./shared.ts";

export const INTERNATIONAL_REMOVALS_PAGE: ContentPage = {
  path: "/services/international-removals-london",
  title: "International Removals from London – Compare Quotes",
  description:
    "Moving abroad from London? Compare international removal quotes from up to 6 vetted, insured movers. Free, no obligation, no hidden fees.",
  h1: "International removals from London",
  intro: [
    "Moving to another country is a big step, and your belongings should arrive safely and on time. Tell us where you are going and what you are taking, and up to 6 vetted removal companies with international experience will quote.",
    "Compare their prices, delivery times and insurance cover side by side, then book the mover you choose on the site.",
  ],
  sections: [
    {
      id: "how-long",
      heading: "How long it takes",
      paragraphs: [
        `An international move usually takes ${TIMINGS.internationalWeeks} from collection to delivery, depending on the destination, how your things travel and customs checks at the border. Moves to nearby European countries by road are usually at the quicker end; moves further afield by sea take longer.`,
        "Start getting quotes as soon as you know your dates, so there is time to plan the paperwork.",
      ],
    },
    {
      id: "options",
      heading: "Ways to ship your belongings",
      list: [
        "By road, for most moves to mainland Europe",
        "By sea, in a shared or a full container, for moves to other continents",
        "By air, for a few urgent boxes",
      ],
      note: "Your mover will recommend the best option for your destination and budget, and explain it in the quote.",
    },
    {
      id: "paperwork",
      heading: "Customs and paperwork",
      paragraphs: [
        "Moves out of the UK, including to EU countries, need customs paperwork, and each country has its own rules for household goods. An experienced international mover will tell you what documents you need, such as an inventory of your belongings and proof of your new address, and will usually handle the customs declarations for you.",
      ],
    },
    {
      id: "insurance",
      heading: "Insurance for the journey",
      paragraphs: [
        "Every mover on our platform has its Goods in Transit and Public Liability insurance checked. For a long journey, ask what the cover includes from door to door, whether it covers sea or air freight, and what it pays out for valuable items.",
      ],
    },
    {
      id: "what-we-ask",
      heading: "What to tell us",
      list: [
        "Your London address and the country you are moving to",
        "The address abroad, typed in full",
        "The size of your home, or a list of what you are taking",
        "Whether you need packing, storage or furniture dismantling",
        "Your preferred dates, fixed or flexible",
      ],
    },
    HOW_IT_WORKS_SECTION,
    relatedServicesSection("international-removals-london"),
  ],
  cta: { label: "Get international removal quotes", href: wizardPath("International Removals") },
};
