// docs/product/routes.md §2 service route services/storage-solutions-london; docs/product/rules.md §9 storage prices; docs/product/wizard.md §3 storage options.
import { formatRange, STORAGE } from "../prices.ts";
import { type ContentPage, wizardPath } from "../types.ts";
import { areasSection, HOW_IT_WORKS_SECTION, relatedServicesSection } from "./shared.ts";

export const STORAGE_PAGE: ContentPage = {
  path: "/services/storage-solutions-london",
  title: "Storage Solutions London – Compare Storage Quotes",
  description: `Compare London storage quotes from up to 6 vetted providers. Small lockers from ${formatRange(STORAGE.smallLockerPerWeek)} a week, discounts for 3+ months. Free, no obligation.`,
  h1: "Storage solutions in London",
  intro: [
    "Between homes, renovating, or simply short of space? Storage keeps your things safe until you need them. Tell us how much space you need and for how long, and up to 6 vetted providers will send you a quote.",
    "Many removal companies offer storage as well, so they can collect your things, store them and deliver them again when you are ready.",
  ],
  sections: [
    {
      id: "prices",
      heading: "What storage costs",
      tables: [
        {
          caption: "Typical weekly storage prices",
          columns: ["Space", "Typical price"],
          rows: [
            ["Small locker", `${formatRange(STORAGE.smallLockerPerWeek)} per week`],
            ["Room for a one-bedroom home", `${formatRange(STORAGE.oneBedPerWeek)} per week`],
            ["Room for a two to three-bedroom home", `${formatRange(STORAGE.twoToThreeBedPerWeek)} per week`],
          ],
          notes: [
            `Many providers offer discounts if you store for ${STORAGE.discountFromMonths} months or more.`,
          ],
        },
      ],
    },
    {
      id: "sizes",
      heading: "Choosing a size",
      paragraphs: [
        "The quote form asks for the space you need in square feet: 0–50, 75–100, 125–150, 175–200 or more than 200. If you are not sure, pick the nearest size and describe what you are storing; providers will advise you.",
        "You can also tell us how long you need it, from less than two weeks to more than a year, or choose unsure.",
      ],
    },
    {
      id: "uses",
      heading: "When storage helps",
      list: [
        "A gap between moving out and moving in",
        "Building work or redecorating at home",
        "Business stock, equipment and archives",
        "Students between terms",
        "Belongings you want to keep while living abroad",
      ],
    },
    {
      id: "questions-to-ask",
      heading: "Questions to ask a storage provider",
      list: [
        "When can I get to my things, and do I need to book?",
        "Is my stored property insured, and for how much?",
        "Can you collect from my home and deliver again later?",
        "Is there a minimum term or notice period?",
        "Is there a discount for a longer stay?",
      ],
    },
    HOW_IT_WORKS_SECTION,
    areasSection("storage"),
    relatedServicesSection("storage-solutions-london"),
  ],
  cta: { label: "Get storage quotes", href: wizardPath("Storage Unit") },
};
