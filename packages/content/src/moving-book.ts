// The free moving book (docs/product/routes.md §7 POST send-pdf): "The London Moving Guide", emailed as a PDF after a lead is
// sent. Its words and figures live here, built on docs/product/rules.md §9 timings and cost figures; the API lays them
// out with pdfkit. The send-pdf request schema and its messages are the domain's (@rm/domain/moving-book).
import { MAX_QUOTES } from "./claims.ts";
import {
  AVERAGE_COSTS_2025,
  MOVING_DAY_COSTS_2025,
  REMOVAL_COSTS_2025,
  RESOURCES_COST_GUIDE,
} from "./cost-guide.ts";
import { MAN_AND_VAN, STORAGE, TIMINGS, formatPounds, formatRange } from "./prices.ts";
import { MOVING_CHECKLIST } from "./resources.ts";
import type { ContentSection, ContentTable } from "./types.ts";

const TIMINGS_TABLE: ContentTable = {
  caption: "How long things take",
  columns: ["What", "When or how long"],
  rows: [
    ["Book your removal company", `${TIMINGS.bookAheadWeeks} ahead (longer at peak times)`],
    ["Start packing", `${TIMINGS.startPackingWeeks} before moving day`],
    ["Flat move (loading to unloading)", `About ${TIMINGS.flatMoveHours}`],
    ["House move", `${TIMINGS.houseMove.charAt(0).toUpperCase()}${TIMINGS.houseMove.slice(1)}`],
    ["International move, door to door", TIMINGS.internationalWeeks],
    ["Business or office move", `Plan ${TIMINGS.businessPlanWeeks} ahead`],
    ["Cheapest time to move", TIMINGS.cheapestMonths],
  ],
};

const MAN_AND_VAN_TABLE: ContentTable = {
  caption: "Man and van in London (per hour)",
  columns: ["Option", "Typical price"],
  rows: [
    ["Transit van with 1 mover", `${formatRange(MAN_AND_VAN.transitVanOneMoverPerHour)} per hour`],
    ["Luton van with 1 mover", `${formatRange(MAN_AND_VAN.lutonVanOneMoverPerHour)} per hour`],
    [
      "Each extra mover",
      `+${formatPounds(MAN_AND_VAN.secondMoverPerHour.min)}–${formatPounds(MAN_AND_VAN.secondMoverPerHour.max)} per hour`,
    ],
  ],
  notes: [`Most man and van services have a minimum booking of ${MAN_AND_VAN.minimumHours} hours.`],
};

const STORAGE_TABLE: ContentTable = {
  caption: "Self storage (per week)",
  columns: ["Unit", "Typical price"],
  rows: [
    ["Small locker", `${formatRange(STORAGE.smallLockerPerWeek)} per week`],
    ["One-bedroom home", `${formatRange(STORAGE.oneBedPerWeek)} per week`],
    ["Two to three-bedroom home", `${formatRange(STORAGE.twoToThreeBedPerWeek)} per week`],
  ],
  notes: [`Most stores give a discount when you book ${STORAGE.discountFromMonths} months or more.`],
};

export interface MovingBookChapter extends ContentSection {
  /** checklists with tick boxes */
  checklists?: { when: string; tasks: string[] }[];
}

export const MOVING_BOOK = {
  title: "The London Moving Guide",
  subtitle: "Plan, budget and book your move with less stress",
  filename: "london-moving-guide.pdf",
  intro: [
    "Moving in London has its own challenges: parking bays, stairs and lifts, busy roads and tight dates. This short guide sets out when to do what, what things usually cost and a checklist for the weeks around moving day.",
    "The figures are typical prices, not quotes. Your own price depends on your home, your dates and the mover you choose.",
  ],
  chapters: [
    {
      id: "timings",
      heading: "1. When to do what",
      paragraphs: [
        `Book your removal company ${TIMINGS.bookAheadWeeks} ahead, and longer at peak times: summer, Fridays and the end of the month fill up first. Start packing ${TIMINGS.startPackingWeeks} before, beginning with the rooms you use least.`,
        `On the day, a flat move usually takes about ${TIMINGS.flatMoveHours} and a house move ${TIMINGS.houseMove}. International moves take ${TIMINGS.internationalWeeks} door to door, and business moves are best planned ${TIMINGS.businessPlanWeeks} ahead.`,
        `If your dates are flexible, move ${TIMINGS.cheapestMonthsBetween}, when prices are usually lowest, and midweek rather than on a Friday.`,
      ],
      tables: [TIMINGS_TABLE],
    },
    {
      id: "deposits-and-payment",
      heading: "2. Deposits and payment",
      list: [
        "Most movers require a deposit to secure your date. Ask how much it is and when you get it back if plans change.",
        "Payment is usually by bank transfer, card or cash: confirm the method and when the balance is due with your mover before moving day.",
        "Get the date, the price, what is included (packing, dismantling, materials), the deposit and the cancellation terms in writing.",
        "Check the mover's Goods in Transit and Public Liability insurance, and what it covers if something is damaged.",
      ],
    },
    {
      id: "costs",
      heading: "3. What moving costs",
      paragraphs: [
        `Comparing quotes is the simplest way to pay less: up to ${MAX_QUOTES} quotes for the same move can differ a lot. These are the typical prices we publish.`,
      ],
      tables: [
        REMOVAL_COSTS_2025,
        MAN_AND_VAN_TABLE,
        STORAGE_TABLE,
        RESOURCES_COST_GUIDE,
        MOVING_DAY_COSTS_2025,
      ],
    },
    {
      id: "total-cost",
      heading: "4. The whole cost of moving home",
      paragraphs: [
        "If you are buying or selling, the removal is only a small part of the bill. These are the 2025 averages for a move in the UK.",
      ],
      tables: [
        {
          ...AVERAGE_COSTS_2025,
          notes: [
            "Each figure is an average in its own right, so the parts do not add up exactly to the total.",
            "The £1,092 removals figure is the removals share of the average total; typical prices for a removal are in chapter 3.",
          ],
        },
      ],
    },
    {
      id: "checklist",
      heading: "5. Your moving checklist",
      paragraphs: ["Tick each task off as you go."],
      checklists: MOVING_CHECKLIST.map((c) => ({ when: c.when, tasks: [...c.tasks] })),
    },
    {
      id: "london",
      heading: "6. Moving in London",
      list: [
        "Parking: ask your council for a parking bay suspension a couple of weeks ahead if parking is controlled in your street, at both homes.",
        "Red routes and loading: on red routes and in busy streets a van may only stop where loading is allowed. Tell your mover about any restrictions.",
        "Flats: book the lift with the building manager, check the width of stairs and doors, and ask about set moving hours.",
        "Charges: vans driving into central London may pay the Congestion Charge. Ask whether your quote includes it.",
        "Keys: agree a time to collect the new keys, and hand over the old ones as agreed.",
      ],
    },
  ] satisfies MovingBookChapter[] as MovingBookChapter[],
  closing: {
    heading: "Ready to compare quotes?",
    text: `Describe your move once and up to ${MAX_QUOTES} vetted, insured movers who cover your area send you a quote. It is free, and there is no obligation to book.`,
  },
  contactLine: (appUrl: string) =>
    `London Removals Compare: free quotes from up to ${MAX_QUOTES} vetted, insured London movers. Compare quotes at ${appUrl}/free-quotes/wizard. Questions? Write to us at ${appUrl}/contact.`,
} as const;
