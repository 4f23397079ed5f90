// docs/product/rules.md §9 "2025 cost guide" (the /moving-cost-calculator-2025 article, docs/product/decisions.md D4) and the "Resources cost guide".
// D22: £1,092 is the removals share of the £15,108 average total; £1,300 / £1,700 / up to £3,000 are
// typical removal prices.
import { EXTRA_HELP, formatPounds, formatRange, TIMINGS } from "./prices.ts";
import type { ContentPage, ContentTable } from "./types.ts";
import { wizardPath } from "./types.ts";

/**
 * Two conveyancing figures that measure different things: the 2025 averages buyers and sellers paid in total
 * (legal fee plus searches and VAT), and the typical range of the legal fee alone.
 */
const CONVEYANCING = {
  buyingAverageTotal: "£1,743",
  sellingAverageTotal: "£814",
  legalFeesAlone: "£800–£1,500",
} as const;

export const AVERAGE_COSTS_2025: ContentTable = {
  caption: "Average total cost of moving home in 2025",
  columns: ["Part of the move", "Average cost"],
  rows: [
    ["Total cost of moving (average)", "£15,108"],
    ["Buying costs", "£7,283"],
    ["Selling costs", "£6,739"],
    ["Removals (share of the average total)", "£1,092"],
  ],
  notes: [
    "Each figure is an average in its own right, so the parts do not add up exactly to the total.",
    "The £1,092 removals figure is the removals share of the average total. Typical prices for a removal are shown in the removals table below.",
  ],
};

const STAMP_DUTY_2025: ContentTable = {
  caption: "Stamp Duty Land Tax bands (England and Northern Ireland, standard residential rates)",
  columns: ["Part of the property price", "Rate"],
  rows: [
    ["Up to £125,000", "0%"],
    ["£125,001 to £250,000", "2%"],
    ["£250,001 to £925,000", "5%"],
  ],
  notes: [
    "Each rate applies only to the part of the price within its band. Higher rates apply above £925,000, and first-time buyers and buyers of additional homes pay different rates: check GOV.UK before you budget.",
  ],
};

const BUYING_COSTS_2025: ContentTable = {
  caption: "Costs when buying",
  columns: ["Cost", "Typical amount"],
  rows: [
    ["Deposit", "About 10% of the price"],
    ["Conveyancing (buying): average total, with searches and VAT", CONVEYANCING.buyingAverageTotal],
    ["Survey, Level 1", "£380"],
    ["Survey, Level 2", "£455"],
    ["Survey, Level 3", "£629"],
    ["Mortgage valuation", "£452"],
    ["Land Registry fee", "£40–£910"],
    ["Anti-money laundering (AML) check", "£5"],
    ["Bank transfer fee", "£34"],
  ],
  notes: [
    `The conveyancing figure is what buyers paid on average in total, including searches and VAT. The solicitor's or conveyancer's legal fee alone is typically ${CONVEYANCING.legalFeesAlone}.`,
    "The Land Registry fee depends on the price of the property.",
  ],
};

const SELLING_COSTS_2025: ContentTable = {
  caption: "Costs when selling",
  columns: ["Cost", "Typical amount"],
  rows: [
    ["Estate agent", "1–3% of the sale price"],
    ["Conveyancing (selling): average paid", CONVEYANCING.sellingAverageTotal],
    ["Energy Performance Certificate (EPC)", "£60–£120"],
  ],
};

export const REMOVAL_COSTS_2025: ContentTable = {
  caption: "Typical removal prices",
  columns: ["Home", "Typical price"],
  rows: [
    ["1–2 bedrooms", "£1,300"],
    ["3 bedrooms", "£1,700"],
    ["Larger homes", "Up to £3,000"],
  ],
  notes: [
    "These are typical prices for a removal, not the removals share of the average total cost of moving.",
  ],
};

export const MOVING_DAY_COSTS_2025: ContentTable = {
  caption: "Other moving costs",
  columns: ["Cost", "Typical amount"],
  rows: [
    ["Packing materials", formatRange(EXTRA_HELP.packingMaterials)],
    ["Storage", "£30 per week"],
    ["Cleaning", "£15 per hour"],
    ["Royal Mail redirection", "From £41.50 for 3 months"],
    ["Insurance", "£95–£120"],
    ["Furniture assembly", formatPounds(EXTRA_HELP.furnitureAssembly.min)],
    ["Piano or other large item", "£120–£480"],
  ],
};

export const COST_GUIDE_2025_PAGE: ContentPage = {
  path: "/moving-cost-calculator-2025",
  title: "Moving Cost Calculator UK 2025 – What Moving Costs",
  description:
    "What does moving home cost in 2025? Average total £15,108, with stamp duty, conveyancing, surveys, removals and other costs set out in simple tables.",
  h1: "Moving Cost Calculator UK 2025",
  intro: [
    "Moving home costs more than the removal van. This guide sets out the typical costs of buying, selling and moving in 2025, so you can build a realistic budget.",
    "It is a guide, not a quote: your own costs depend on your home, your move and the companies you choose.",
  ],
  sections: [
    {
      id: "average-cost",
      heading: "The average cost of moving in 2025",
      paragraphs: [
        "The average total cost of moving home is £15,108. Buying accounts for £7,283 on average, selling for £6,739 and removals for £1,092.",
      ],
      tables: [AVERAGE_COSTS_2025],
    },
    {
      id: "stamp-duty",
      heading: "Stamp duty",
      paragraphs: [
        "Stamp Duty Land Tax is usually the biggest single cost of buying. You pay 0% on the first £125,000, 2% on the part from £125,001 to £250,000 and 5% on the part from £250,001 to £925,000.",
      ],
      tables: [STAMP_DUTY_2025],
    },
    {
      id: "buying-costs",
      heading: "Buying costs",
      paragraphs: [
        "Besides the deposit of about 10%, buyers pay for conveyancing, a survey, the lender's valuation and a few smaller fees. Surveys cost more the more detailed they are, from £380 for a Level 1 to £629 for a Level 3.",
      ],
      tables: [BUYING_COSTS_2025],
    },
    {
      id: "selling-costs",
      heading: "Selling costs",
      paragraphs: [
        "Sellers' biggest cost is usually the estate agent, at 1–3% of the sale price. Add conveyancing and an Energy Performance Certificate if you do not have a valid one.",
      ],
      tables: [SELLING_COSTS_2025],
    },
    {
      id: "removal-costs",
      heading: "Removal costs",
      paragraphs: [
        "A removal typically costs around £1,300 for a one or two-bedroom home and £1,700 for three bedrooms, and up to £3,000 for larger homes. Comparing quotes is the simplest way to pay less.",
      ],
      tables: [REMOVAL_COSTS_2025],
    },
    {
      id: "other-costs",
      heading: "Other moving costs",
      paragraphs: [
        "Smaller costs add up: boxes and tape, storage if your dates do not line up, a clean before you hand over the keys, redirecting your post, and specialist help for a piano or heavy furniture.",
      ],
      tables: [MOVING_DAY_COSTS_2025],
    },
    {
      id: "save-money",
      heading: "How to keep costs down",
      list: [
        "Compare removal quotes: up to 6 quotes for the same move can differ a lot.",
        `Move ${TIMINGS.cheapestMonthsBetween} if you can, when prices are usually lowest.`,
        "Clear out what you do not need before the movers price your move.",
        "Pack yourself if you have the time, and reuse boxes.",
      ],
    },
  ],
  cta: { label: "Compare removal quotes", href: wizardPath() },
};

/** docs/product/rules.md §9 "Resources cost guide": the short table on the Moving Resources hub. */
export const RESOURCES_COST_GUIDE: ContentTable = {
  caption: "What moving typically costs",
  columns: ["Cost", "Typical range"],
  rows: [
    ["Removal company", "£300–£1,500+"],
    ["Packing service", `+${formatRange(EXTRA_HELP.packingService)}`],
    ["Storage", "£20–£80 per week"],
    ["Cleaning", "£100–£300"],
    ["Conveyancing (legal fees alone)", CONVEYANCING.legalFeesAlone],
    ["Survey", "£250–£700"],
    ["Mortgage fees", "£500–£1,000"],
  ],
  notes: [
    "Typical ranges; your quotes depend on your home and your move.",
    `Conveyancing here is the legal fee alone. With searches and VAT, buyers paid ${CONVEYANCING.buyingAverageTotal} on average in 2025, as our moving cost calculator shows.`,
  ],
};
