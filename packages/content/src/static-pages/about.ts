// /about-us
import { BOROUGHS_COVERED, MAX_QUOTES } from "../claims.ts";
import { type ContentPage, wizardPath } from "../types.ts";

export const ABOUT_PAGE: ContentPage = {
  path: "/about-us",
  title: "About Us – London's Removals Comparison Service",
  description: `We help Londoners find a fair price from a mover they can trust: one short form, up to ${MAX_QUOTES} quotes from vetted, insured companies, no obligation.`,
  h1: "About us",
  intro: [
    "Moving home is stressful enough without ringing round a dozen removal companies and being chased by calls for weeks. We built this service to make the first part simple: describe your move once, hear back from a few good local movers, and choose.",
  ],
  // issue #28: the page ends with who runs the site, from the settings (DATA_CONTROLLER_NAME: site.ts)
  responsible: "service",
  sections: [
    {
      id: "what-we-do",
      heading: "What we do",
      paragraphs: [
        `We are a free comparison service for removals in London, not a removal company. Your request goes to up to ${MAX_QUOTES} vetted, insured movers who cover your area and do your kind of move. They send you quotes, you compare them, and you book the mover you choose here on the site. You pay the mover directly: we take no commission.`,
        `We cover all ${BOROUGHS_COVERED} London boroughs and the City of London, for house and flat moves, man and van jobs, business and international removals, and storage.`,
      ],
    },
    {
      id: "what-we-believe",
      heading: "What we believe",
      cards: [
        {
          title: "Your details are yours",
          text: `A request goes to no more than ${MAX_QUOTES} movers, and you decide when a mover may see your phone number. We do not pass your details to anyone else for their marketing.`,
        },
        {
          title: "Quotes you can compare",
          text: "Every quote sets out the price, the crew, the vehicle, what is included, the insurance and the cancellation terms in the same way, so you can compare like with like.",
        },
        {
          title: "Vetting that means something",
          text: "A mover receives requests only while its Goods in Transit and Public Liability insurance documents are checked and in date. We track expiry dates and stop requests when cover lapses.",
        },
        {
          title: "Honest reviews",
          text: "Only customers who were matched with a company can review it, so reviews come from real moves.",
        },
      ],
    },
    {
      id: "for-movers",
      heading: "For removal companies",
      paragraphs: [
        `We send local movers real requests for the work they do, in the areas they cover, and never share a request with more than ${MAX_QUOTES} companies. Movers can pause requests or set limits when they are busy.`,
      ],
      links: [{ label: "Become a partner", href: "/company" }],
    },
  ],
  cta: { label: "Get your free quotes", href: wizardPath() },
};
