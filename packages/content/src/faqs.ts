// docs/product/routes.md §2 "FAQ sections", in the spec's order; answers use docs/product/rules.md §9 copy facts.
import { BOOKING_CONFIRM_HOURS } from "@rm/domain/booking";
import { COMPARE_MESSAGES } from "@rm/domain/compare";
import { BOROUGHS_COVERED, FORM_SECONDS, MAX_QUOTES, SAVINGS_UP_TO_PERCENT } from "./claims.ts";
import { formatPounds, formatRange, MAN_AND_VAN, STORAGE, TIMINGS } from "./prices.ts";
import { type ContentLink, type ContentPage, wizardPath } from "./types.ts";

interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqSection {
  id: string;
  name: string;
  items: FaqItem[];
  links?: ContentLink[];
}

export const FAQ_SECTION_NAMES = [
  "General Questions",
  "Quotes and Booking",
  "Packing and Preparation",
  "House and Flat Removals",
  "Extra Services",
  "Service Areas",
  "Costs and Pricing",
  "Timing and Logistics",
  "Payment and Insurance",
  "Still Have Questions",
  "Ready to Start",
] as const;

export const FAQ_SECTIONS: readonly FaqSection[] = [
  {
    id: "general-questions",
    name: "General Questions",
    items: [
      {
        question: "What is this service?",
        answer: `A free comparison service for removals in London. You describe your move once and up to ${MAX_QUOTES} vetted, insured removal companies send you quotes. You compare them, book the one you choose here on the site and pay the mover directly.`,
      },
      {
        question: "Are you a removal company?",
        answer:
          "No. We do not move anything ourselves. We match your request with local removal companies, check their insurance, and give you a simple way to compare their quotes.",
      },
      {
        question: "Is it really free?",
        answer:
          "Yes. Using the service is free, with no obligation, no commission on your booking and no hidden fees. You only pay the mover you choose, for the move you agree with them.",
      },
      {
        question: "How are the removal companies checked?",
        answer:
          "Every company must send us its Goods in Transit and Public Liability insurance documents. We check them before the company can receive requests, track their expiry dates, and stop requests if they lapse.",
      },
    ],
  },
  {
    id: "quotes-and-booking",
    name: "Quotes and Booking",
    items: [
      {
        question: "How many quotes will I get?",
        answer: `Up to ${MAX_QUOTES}. Your request goes only to companies that cover your area and do your kind of move, never to more than ${MAX_QUOTES}.`,
      },
      {
        question: "How quickly will I hear back?",
        answer:
          "Quotes often arrive within hours, and most arrive within 24 hours. Requests for a move in the next few days are worth sending as early in the day as you can.",
      },
      {
        question: "How long does the form take?",
        answer: `About ${FORM_SECONDS} seconds. We ask where you are moving from and to, what kind of move it is, when, and whether you need extra services such as packing.`,
      },
      {
        question: "Do I have to accept a quote?",
        answer:
          "No. There is no obligation. If none of the quotes suits you, you do not have to book, and it costs you nothing.",
      },
      {
        question: "How do I book a mover?",
        answer: `On your quotes page, choose "${COMPARE_MESSAGES.book}" on the quote you want and confirm: you both get each other's phone number and email, and the mover confirms the booking within ${BOOKING_CONFIRM_HOURS} hours. Agree the deposit, what is included and the cancellation terms with them before moving day. You pay the mover directly, and we take no commission.`,
      },
    ],
  },
  {
    id: "packing-and-preparation",
    name: "Packing and Preparation",
    items: [
      {
        question: "When should I start packing?",
        answer: `Start ${TIMINGS.startPackingWeeks} before moving day. Begin with the rooms and things you use least, such as the loft, spare room and books, and leave everyday items until the last few days.`,
      },
      {
        question: "Can the movers pack for me?",
        answer:
          "Yes. Most removal companies offer a full packing service, or can simply supply boxes and materials. Tick packing in the form and it will be priced in your quotes.",
      },
      {
        question: "What should I pack myself?",
        answer:
          "Keep documents, passports, keys, medicines, jewellery and chargers with you. Pack an essentials box for the first night with bedding, a kettle, mugs, toiletries and a few tools.",
      },
      {
        question: "How do I prepare for moving day?",
        answer:
          "Arrange parking for the van at both addresses, book any lifts in blocks of flats, defrost the freezer the day before, and label every box with its room so the movers know where it goes.",
      },
    ],
  },
  {
    id: "house-and-flat-removals",
    name: "House and Flat Removals",
    items: [
      {
        question: "How long does a move take?",
        answer: `A flat move usually takes around ${TIMINGS.flatMoveHours}. A house move usually takes ${TIMINGS.houseMove}. Packing, long carries and long distances add time.`,
      },
      {
        question: "Can you move me from an upstairs flat without a lift?",
        answer:
          "Yes. Tell us the floor and whether there is a lift, and movers will price in the stairs. Large furniture may need taking apart to fit round tight landings.",
      },
      {
        question: "Should I choose a man and van or a full removal?",
        answer:
          "A man and van suits studios, one-bedroom flats and single items. For a bigger flat or a house, a full removal team is usually quicker and better value, as more people load at once.",
      },
      {
        question: "Do I need a parking permit for the removal van?",
        answer:
          "In much of London, yes. Where parking is controlled, ask your council for a parking bay suspension in good time, and check whether your building has a loading bay.",
      },
    ],
  },
  {
    id: "extra-services",
    name: "Extra Services",
    items: [
      {
        question: "Which extra services can I ask for?",
        answer:
          "Packing, packing materials, and dismantling and reassembly of furniture can be ticked in the form. You can also mention cleaning or storage, and movers who offer them will include them in their quotes.",
      },
      {
        question: "Can you dismantle and reassemble furniture?",
        answer:
          "Yes. Movers can take apart beds, wardrobes and tables, keep the fittings together and put everything back up in your new home.",
      },
      {
        question: "Do you offer storage?",
        answer: `Yes. Choose Storage Unit as your move type. Typical prices run from ${formatRange(STORAGE.smallLockerPerWeek)} a week for a small locker to ${formatRange(STORAGE.twoToThreeBedPerWeek)} a week for the contents of a two to three-bedroom home, with discounts for ${STORAGE.discountFromMonths} months or more.`,
      },
      {
        question: "Can you move a piano or other large items?",
        answer:
          "Many movers can. Mention it in your request with any stairs or tight spots, so they can bring the right equipment and price it properly.",
      },
    ],
  },
  {
    id: "service-areas",
    name: "Service Areas",
    items: [
      {
        question: "Which areas do you cover?",
        answer: `All ${BOROUGHS_COVERED} London boroughs and the City of London, in north, south, east, west and central London.`,
      },
      {
        question: "Can I move from London to elsewhere in the UK?",
        answer:
          "Yes. Many London movers travel anywhere in the UK. Enter both addresses and companies that cover the journey will quote.",
      },
      {
        question: "Do you handle international moves?",
        answer: `Yes. Choose International Removals and tell us the country you are moving to. An international move usually takes ${TIMINGS.internationalWeeks}.`,
      },
    ],
    links: [{ label: "Areas we cover", href: "/areas-we-cover-london" }],
  },
  {
    id: "costs-and-pricing",
    name: "Costs and Pricing",
    items: [
      {
        question: "How much does a removal cost?",
        answer:
          "As a rough guide, a removal company charges from about £300 to £1,500 or more. Typical 2025 removal prices are around £1,300 for a one or two-bedroom home and £1,700 for three bedrooms, up to £3,000 for the largest moves.",
      },
      {
        question: "How much is a man and van?",
        answer: `A transit van with one mover is typically ${formatRange(MAN_AND_VAN.transitVanOneMoverPerHour)} an hour and a Luton van with one mover ${formatRange(MAN_AND_VAN.lutonVanOneMoverPerHour)} an hour, with a ${MAN_AND_VAN.minimumHours}-hour minimum. A second mover adds ${formatPounds(MAN_AND_VAN.secondMoverPerHour.min)}–${formatPounds(MAN_AND_VAN.secondMoverPerHour.max)} an hour.`,
      },
      {
        question: "How can I save money?",
        answer: `Compare quotes: it can save you up to ${SAVINGS_UP_TO_PERCENT} percent. If you can, move ${TIMINGS.cheapestMonthsBetween}, the cheapest months, avoid Fridays and the end of the month, and clear out what you do not need before the move.`,
      },
      {
        question: "Are there any hidden fees?",
        answer:
          "Not from us: the service is free. Each quote lists what it includes, so check for extras such as parking, the Congestion Charge, packing materials or a second mover before you book.",
      },
    ],
    links: [{ label: "Moving cost guide 2025", href: "/moving-cost-calculator-2025" }],
  },
  {
    id: "timing-and-logistics",
    name: "Timing and Logistics",
    items: [
      {
        question: "How far ahead should I book?",
        answer: `Book ${TIMINGS.bookAheadWeeks} ahead, and longer at peak times such as summer and the end of the month. Business moves are best planned ${TIMINGS.businessPlanWeeks} ahead.`,
      },
      {
        question: "Can I move in the evening or at the weekend?",
        answer:
          "Yes. Many movers offer evening and weekend slots. Choose a flexible date in the form if you can, as it gives movers more room to offer a good price.",
      },
      {
        question: "What if my completion date is not confirmed yet?",
        answer:
          "Choose a flexible date range in the form. Movers will quote for the range, and you can confirm the exact day with them once you know it.",
      },
      {
        question: "How long does an international move take?",
        answer: `Usually ${TIMINGS.internationalWeeks}, depending on the destination, the way your things travel and customs.`,
      },
    ],
  },
  {
    id: "payment-and-insurance",
    name: "Payment and Insurance",
    items: [
      {
        question: "Do I need to pay a deposit?",
        answer:
          "Most movers ask for a deposit to secure your date. Check the amount, when the rest is due and what happens to the deposit if you cancel or change the date.",
      },
      {
        question: "How do I pay?",
        answer:
          "You pay the mover directly, not us. Most accept bank transfer, card or cash; confirm the method with your mover when you book.",
      },
      {
        question: "Are my belongings insured?",
        answer:
          "Every mover on our platform holds Goods in Transit and Public Liability insurance, and we check the documents. Ask your mover what the cover pays out and whether valuable items need declaring.",
      },
      {
        question: "What if something is damaged?",
        answer:
          "Note any damage as soon as you see it and tell the mover in writing straight away. Claims are made with the mover and their insurer, under the terms you agreed when booking.",
      },
    ],
  },
  {
    id: "still-have-questions",
    name: "Still Have Questions",
    items: [
      {
        question: "How do I get in touch?",
        answer: "Send us a message through our contact page and we will get back to you as soon as we can.",
      },
    ],
    links: [
      { label: "Contact us", href: "/contact" },
      { label: "Moving tips", href: "/moving-tips" },
    ],
  },
  {
    id: "ready-to-start",
    name: "Ready to Start",
    items: [
      {
        question: "Ready to compare quotes?",
        answer: `Tell us about your move in about ${FORM_SECONDS} seconds and get up to ${MAX_QUOTES} quotes from vetted, insured London movers. It is free, with no obligation.`,
      },
    ],
    links: [{ label: "Get your free quotes", href: wizardPath() }],
  },
];

export const FAQ_PAGE: ContentPage = {
  path: "/faqs",
  title: "Removals FAQs – Quotes, Costs, Packing and Insurance",
  description:
    "Answers to common questions about comparing removal quotes in London: how it works, costs, packing, timing, payment and insurance.",
  h1: "Frequently asked questions",
  intro: [
    "Everything you might want to know about comparing removal quotes, planning your move and choosing a mover. Can't find your answer? Get in touch.",
  ],
  sections: FAQ_SECTIONS.map((s) => ({
    id: s.id,
    heading: s.name,
    cards: s.items.map((i) => ({ title: i.question, text: i.answer })),
    links: s.links,
  })),
  cta: { label: "Get your free quotes", href: wizardPath() },
};
