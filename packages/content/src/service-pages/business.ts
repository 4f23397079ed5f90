// docs/product/routes.md §2 service route services/business-removals-london; docs/product/rules.md §9: plan 4–6 weeks ahead.
import { CLAIMS } from "../claims.ts";
import { TIMINGS } from "../prices.ts";
import { type ContentPage, wizardPath } from "../types.ts";
import { areasSection, HOW_IT_WORKS_SECTION, relatedServicesSection } from "./shared.ts";

export const BUSINESS_REMOVALS_PAGE: ContentPage = {
  path: "/services/business-removals-london",
  title: "Business and Office Removals London – Compare Quotes",
  description:
    "Compare office and business removal quotes from up to 6 vetted, insured London movers, with evening and weekend slots. Free, no obligation.",
  h1: "Business removals in London",
  intro: [
    "Moving an office, shop or studio is about keeping your business running. The right removal company plans the move around your working hours, protects your equipment and has everyone at their desks again quickly.",
    "Describe your move once and up to 6 vetted, insured removal companies that handle commercial moves will quote for it.",
  ],
  sections: [
    {
      id: "what-we-move",
      heading: "What business movers handle",
      list: [
        "Office moves of every size, from a two-desk studio to several floors",
        "Desks, chairs, meeting room furniture and storage units",
        "Computers, screens, printers and other equipment, packed and labelled",
        "Files and archives, moved in order or put into storage",
        "Shop fittings and stock",
        "Dismantling and reassembly of furniture and workstations",
      ],
    },
    {
      id: "planning",
      heading: "Plan early",
      paragraphs: [
        `Business moves are best planned ${TIMINGS.businessPlanWeeks} ahead. That gives time for a survey of both sites, booking lifts and loading bays, telling your staff and customers, and arranging phones and internet at the new address.`,
        "A good mover will ask for a floor plan of the new office and label every item with its destination, so furniture and boxes go straight to the right desk.",
      ],
    },
    {
      id: "out-of-hours",
      heading: "Evening and weekend moves",
      paragraphs: [
        `${CLAIMS.slots}. Many firms move offices after close of business or over a weekend, so you lose as little working time as possible.`,
      ],
    },
    {
      id: "insurance",
      heading: "Insured and checked",
      paragraphs: [
        "Every mover on our platform has its Goods in Transit and Public Liability insurance checked, and can only quote while those documents are valid. Many buildings ask to see these certificates before a move, and your mover can send them to your landlord or building manager.",
      ],
    },
    {
      id: "what-we-ask",
      heading: "What to tell us",
      list: [
        "Your company name",
        "The addresses of the current and new premises, with floors and lift access",
        "Roughly how many desks or staff are moving",
        "Any IT equipment, archives or specialist items",
        "Your preferred dates, and whether evenings or weekends suit you",
      ],
    },
    HOW_IT_WORKS_SECTION,
    areasSection("business removal"),
    relatedServicesSection("business-removals-london"),
  ],
  cta: { label: "Get business removal quotes", href: wizardPath("Business Removals") },
};
