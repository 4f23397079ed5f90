// docs/product/routes.md §2.4 "Service pages": every section the spec lists; docs/product/rules.md §9 man and van prices.
import { WHY_USE_US } from "../claims.ts";
import { formatPounds, formatRange, MAN_AND_VAN as P, TIMINGS } from "../prices.ts";
import { type ContentPage, wizardPath } from "../types.ts";
import { areasSection, HOW_IT_WORKS_SECTION, relatedServicesSection } from "./shared.ts";

const transit = formatRange(P.transitVanOneMoverPerHour);
const luton = formatRange(P.lutonVanOneMoverPerHour);
const second = formatRange(P.secondMoverPerHour);

/** A worked example straight from the ranges: hours × (van rate + extra movers' rate). */
function example(hours: number, van: { min: number; max: number }, extraMovers: number): string {
  const lo = hours * (van.min + extraMovers * P.secondMoverPerHour.min);
  const hi = hours * (van.max + extraMovers * P.secondMoverPerHour.max);
  return formatRange({ min: lo, max: hi });
}

export const MAN_AND_VAN_PAGE: ContentPage = {
  path: "/services/man-and-van-london",
  title: "Man and Van London – Compare Hourly Quotes",
  description: `Compare man and van quotes across London from up to 6 vetted, insured movers. Transit van and driver from ${formatPounds(P.transitVanOneMoverPerHour.min)} an hour. Free, no obligation.`,
  h1: "Man and van in London",
  intro: [
    "A man and van is the quick, flexible way to move a small flat, a few pieces of furniture or a student room. You pay by the hour for a van and a driver who helps you load and unload.",
    "Tell us what you are moving and up to 6 vetted, insured local movers will quote. Compare their prices and reviews, then book the one you like directly.",
  ],
  sections: [
    {
      id: "what-to-expect",
      heading: "What to expect",
      paragraphs: [
        "A van arrives at the agreed time with a driver, or a driver and a helper. They carry your things out, load and secure them, drive to your new address and carry everything in.",
        `Most man and van jobs are charged by the hour, with a minimum booking of ${P.minimumHours} hours. Check when the clock starts, as some movers count travel time and others start when they arrive. Either way, having everything packed and ready saves you money.`,
        `A small flat move usually takes around ${TIMINGS.flatMoveHours}; a single item or a few boxes can be done well within the minimum booking.`,
      ],
    },
    {
      id: "why-use-us",
      heading: "Why use us",
      cards: WHY_USE_US.map((w) => ({ ...w })),
    },
    {
      id: "whats-included",
      heading: "What is included",
      paragraphs: ["A typical man and van booking includes:"],
      list: [
        "A transit or Luton van, sized to what you are moving",
        "A driver who helps load, drive and unload",
        "Blankets and straps to protect and secure your furniture",
        "Goods in Transit and Public Liability insurance",
      ],
      note: "Every quote lists exactly what is included, so check for extras such as fuel, a second mover, packing materials, dismantling, parking or the Congestion Charge before you book.",
    },
    {
      id: "cost-breakdown",
      heading: "Man and van prices in London",
      paragraphs: [`Typical hourly rates in London, with a minimum booking of ${P.minimumHours} hours:`],
      tables: [
        {
          caption: "Typical man and van hourly rates",
          columns: ["What you book", "Typical price"],
          rows: [
            ["Transit van with 1 mover", `${transit} per hour`],
            ["Luton van with 1 mover", `${luton} per hour`],
            [
              "Second mover",
              `+${formatPounds(P.secondMoverPerHour.min)}–${formatPounds(P.secondMoverPerHour.max)} per hour`,
            ],
            ["Minimum booking", `${P.minimumHours} hours`],
          ],
        },
        {
          caption: "Worked examples from those rates",
          columns: ["Job", "Time", "Typical total"],
          rows: [
            [
              "A few items or a sofa, transit van with 1 mover",
              "2 hours",
              example(2, P.transitVanOneMoverPerHour, 0),
            ],
            ["Studio flat, Luton van with 1 mover", "3 hours", example(3, P.lutonVanOneMoverPerHour, 0)],
            [
              "One-bedroom flat, Luton van with 2 movers",
              "4 hours",
              example(4, P.lutonVanOneMoverPerHour, 1),
            ],
          ],
          notes: [
            "The examples simply multiply the hourly rates; your quotes depend on your move, so compare them to see real prices.",
          ],
        },
      ],
    },
    {
      id: "price-factors",
      heading: "What affects the price",
      list: [
        "How much you are moving, which decides the van size and how long loading takes",
        `Whether you need a second mover (${second} per hour) for heavy or bulky items`,
        "Distance and traffic between the two addresses",
        "Stairs, lifts and how far the van can park from your door",
        "Parking suspensions, the Congestion Charge or tolls on the route",
        "The day and time: evenings, weekends and the end of the month are popular",
        "Extras such as packing materials or taking furniture apart",
      ],
    },
    areasSection("man and van"),
    HOW_IT_WORKS_SECTION,
    {
      id: "customer-stories",
      heading: "Illustrative customer stories",
      paragraphs: [
        "These stories describe typical man and van jobs. They are examples, not reviews from named customers. Reviews on a mover's profile come only from customers who were matched with that mover.",
      ],
      cards: [
        {
          title: "A studio flat, Clapham to Streatham",
          text: "A renter had packed her studio into boxes before the van arrived. One mover and a Luton van loaded, drove and unloaded in a little over the minimum booking.",
          meta: "Illustrative example",
        },
        {
          title: "A sofa from a marketplace seller",
          text: "A buyer needed a three-seater collected from Walthamstow and carried up to a second-floor flat in Hackney. A transit van with two movers did it in one short booking.",
          meta: "Illustrative example",
        },
        {
          title: "End of term, Kingston",
          text: "A student compared three quotes on a Sunday evening, picked a weekend slot and moved a room's worth of boxes home within the two-hour minimum.",
          meta: "Illustrative example",
        },
      ],
    },
    {
      id: "use-cases",
      heading: "When a man and van is the right choice",
      list: [
        "Studio and one-bedroom flat moves",
        "Student moves at the start and end of term",
        "Collecting furniture or appliances from a shop or a private seller",
        "Moving a few items into or out of storage",
        "Small office or shop moves",
        "Taking part of your things ahead of the main move",
      ],
      note: "Moving a larger home? A full house removal with a bigger crew is usually quicker and better value.",
    },
    {
      id: "tips",
      heading: "Tips for a smooth man and van move",
      list: [
        "Have everything packed, taped and labelled before the van arrives: you are paying by the hour.",
        `Book ${TIMINGS.bookAheadWeeks} ahead, longer at the end of the month and in summer.`,
        "Measure large furniture and the doorways and stairs it has to pass through.",
        "Check the parking outside both addresses and ask the council for a bay suspension if needed.",
        "Book the lift in a block of flats and tell the building manager the time of the move.",
        "Take beds and tables apart beforehand, or ask for dismantling in your quote.",
        `If your dates are flexible, ${TIMINGS.cheapestMonths} is usually the cheapest time to move.`,
      ],
    },
    relatedServicesSection("man-and-van-london"),
  ],
  cta: { label: "Get man and van quotes", href: wizardPath("Man and Van") },
};
