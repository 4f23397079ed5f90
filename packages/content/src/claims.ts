// docs/product/rules.md §1 and §9: the claims the copy makes, once. Copy elsewhere repeats these words, never stronger ones.

/** Never more than this many movers see a lead, and so never more than this many quotes. */
export const MAX_QUOTES = 6;
/** docs/product/rules.md §1 counts boroughs; the City of London (a separate authority) is covered as well. */
export const BOROUGHS_COVERED = 32;
export const SAVINGS_UP_TO_PERCENT = 50;
/** About how long the quote form takes. */
export const FORM_SECONDS = 60;

export const CLAIMS = {
  free: "Free to use",
  noObligation: "No obligation to book",
  noCommission: "No commission on your booking",
  noHiddenFees: "No hidden fees",
  notAMover: "We are a comparison service, not a removal company",
  upToSixQuotes: `Up to ${MAX_QUOTES} quotes from vetted, insured movers`,
  boroughs: `All ${BOROUGHS_COVERED} London boroughs covered, plus the City of London`,
  savings: `Save up to ${SAVINGS_UP_TO_PERCENT} percent by comparing quotes`,
  quoteSpeed: "Quotes often within hours, most within 24 hours",
  formTime: `About ${FORM_SECONDS} seconds to fill in`,
  slots: "Evening and weekend slots available",
  insurance: "Goods in Transit and Public Liability insurance included",
} as const;

/** The short trust row shown under calls to action. */
export const TRUST_POINTS: readonly string[] = [
  CLAIMS.free,
  CLAIMS.noObligation,
  CLAIMS.noCommission,
  CLAIMS.noHiddenFees,
];

/** The longer list of reasons to use the service. */
export const WHY_USE_US: readonly { title: string; text: string }[] = [
  {
    title: CLAIMS.upToSixQuotes,
    text: `Describe your move once and up to ${MAX_QUOTES} removal companies who cover your area send you a quote. Every mover has its Goods in Transit and Public Liability insurance checked before it can quote.`,
  },
  {
    title: CLAIMS.savings,
    text: "Prices for the same move can differ a lot from one company to the next. Seeing several quotes side by side is the simplest way to avoid paying too much.",
  },
  {
    title: CLAIMS.quoteSpeed,
    text: "Movers reply quickly, so you can usually compare and decide on the same day.",
  },
  {
    title: CLAIMS.formTime,
    text: "The form asks only what a mover needs to price your move: where from, where to, what you are moving and when.",
  },
  {
    title: "Free, with no obligation",
    text: "You pay nothing to use the service, there is no commission on your booking and no hidden fees. If none of the quotes suits you, you do not have to book.",
  },
  {
    title: CLAIMS.slots,
    text: "Many movers can work evenings and weekends, which helps if you cannot take a day off or need to move an office out of hours.",
  },
];
