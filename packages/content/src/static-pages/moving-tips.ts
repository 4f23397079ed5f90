// /moving-tips: practical tips, using docs/product/rules.md §9 timings.
import { TIMINGS } from "../prices.ts";
import { type ContentPage, wizardPath } from "../types.ts";

export const MOVING_TIPS_PAGE: ContentPage = {
  path: "/moving-tips",
  title: "Moving Tips for London – Plan, Pack and Save",
  description:
    "Practical moving tips for London: when to book, how to pack, parking and lifts, moving day and saving money. Plain advice for a calmer move.",
  h1: "Moving tips",
  intro: [
    "A few simple habits make moving day far calmer. Here is what we would tell a friend moving across London.",
  ],
  sections: [
    {
      id: "plan-ahead",
      heading: "Plan ahead",
      list: [
        `Book your mover ${TIMINGS.bookAheadWeeks} ahead, and longer in summer or at the end of the month.`,
        `If your dates are flexible, ${TIMINGS.cheapestMonths} is usually the cheapest time to move.`,
        "Fridays and the last days of the month are popular, so a midweek date may give you more choice.",
        `Planning an office move? Give yourself ${TIMINGS.businessPlanWeeks}. Moving abroad? Allow ${TIMINGS.internationalWeeks}.`,
      ],
    },
    {
      id: "packing",
      heading: "Packing",
      list: [
        `Start ${TIMINGS.startPackingWeeks} before moving day, with the loft, spare room and books.`,
        "Use small boxes for heavy things such as books, and large boxes for light things such as bedding.",
        "Label every box with its room and a few words about what is inside.",
        "Wrap plates on their edges and fill gaps so nothing moves.",
        "Pack an essentials box for the first night: kettle, mugs, chargers, medicines, toiletries, bedding and a few tools.",
      ],
    },
    {
      id: "london-access",
      heading: "Parking, stairs and lifts",
      list: [
        "Check the parking outside both homes. Where it is controlled, ask the council for a bay suspension in good time.",
        "Avoid red routes for loading: the van cannot stop on them.",
        "Book the lift and tell the building manager or concierge when you are moving.",
        "Measure large furniture against doors, stairs and landings, and ask for dismantling if it will not fit.",
      ],
    },
    {
      id: "moving-day",
      heading: "On moving day",
      list: [
        "Keep documents, keys, medicines and valuables with you.",
        "Take meter readings at both homes.",
        "Show the movers round and point out anything fragile or staying behind.",
        "Check your things as they come off the van and tell the mover about any damage straight away.",
      ],
    },
    {
      id: "save-money",
      heading: "Save money",
      list: [
        "Compare quotes: the same move can be priced very differently.",
        "Clear out before you get quotes, so you do not pay to move things you do not want.",
        "Pack yourself if you have time, and use free boxes from shops or friends.",
        "Read each quote for what is included, so there are no surprises.",
      ],
    },
  ],
  cta: { label: "Get your free quotes", href: wizardPath() },
};
