// The quote's options, statuses and limits, and the messages of the quote loop (issue #6): what the quote form
// offers, what the dashboard and the comparison call each status. `@rm/domain/quote` re-exports all of it.
import { HELD_MESSAGES } from "./lead-intake.ts";

export const VEHICLES = [
  "Small van",
  "Transit van",
  "Luton van",
  "Two Luton vans",
  "7.5-tonne lorry",
  "18-tonne lorry",
  "Shipping container",
] as const;
export type Vehicle = (typeof VEHICLES)[number];

export const INCLUSIONS = [
  { value: "packing", label: "Packing" },
  { value: "materials", label: "Packing materials" },
  { value: "dismantling", label: "Dismantling and reassembly" },
] as const;
export const INCLUSION_VALUES = ["packing", "materials", "dismantling"] as const;
export type Inclusion = (typeof INCLUSION_VALUES)[number];

export const PRICE_KINDS = [
  { value: "fixed", label: "Fixed price" },
  { value: "estimate", label: "Estimate" },
  { value: "hourly", label: "Hourly rate" },
] as const;
export const PRICE_KIND_VALUES = ["fixed", "estimate", "hourly"] as const;
export type PriceKind = (typeof PRICE_KIND_VALUES)[number];

export const QUOTE_STATUSES = ["sent", "withdrawn", "accepted", "declined", "lost"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  sent: "Sent",
  withdrawn: "Withdrawn",
  accepted: "Booked",
  declined: "Declined",
  lost: "Not chosen",
};

/** A company's view of a lead matched to it (the dashboard's tabs, in order). */
export const MATCH_STATUSES = ["new", "viewed", "quoted", "won", "lost", "expired"] as const;
/** Leads per page of a company's inbox (newest first). */
export const INBOX_PAGE_SIZE = 25;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  new: "New",
  viewed: "Viewed",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
  expired: "Expired",
};

export const LEAD_STATUS_LABELS = {
  open: "Open",
  booked: "Booked",
  closed: "Closed",
  /** issue #13 (docs/README.md#issues): waits for the link emailed to the address it was sent with */
  held: HELD_MESSAGES.status,
  /** issue #17: the customer cancelled it */
  cancelled: "Cancelled",
} as const;

export const QUOTE_LIMITS = {
  maxPricePence: 10_000_000,
  minCrew: 1,
  maxCrew: 20,
  minHours: 0.5,
  maxHours: 72,
  minInsurancePence: 100,
  maxInsurancePence: 500_000_000,
  maxDates: 10,
  maxValidDays: 366,
  cancellationTerms: 1000,
  message: 2000,
} as const;

/** What a new quote form starts with (the company can change everything). */
export const QUOTE_DEFAULTS = {
  cancellationTerms:
    "Free cancellation up to 48 hours before the move. After that, 50% of the price is payable.",
  validDays: 14,
} as const;

export const QUOTE_MESSAGES = {
  /** issue #34: the form's checks load when the mover starts on it; the connection dropped before they came */
  checksNotLoaded:
    "We could not load the quote form's checks, so nothing was sent. Check your connection and press Send again.",
  priceRequired: "Enter your price in pounds",
  priceInvalid: "Enter the price in pounds, e.g. 850 or 850.50",
  pricePositive: "The price must be more than £0",
  priceTooHigh: "The price cannot be more than £100,000",
  priceKindRequired: "Choose fixed price, estimate or hourly rate",
  crewRequired: "Enter the crew size",
  crewRange: "Crew size must be a whole number from 1 to 20",
  vehicleRequired: "Choose a vehicle",
  hoursRequired: "Enter the estimated hours",
  hoursRange: "Estimated hours must be from 0.5 to 72, in half hours",
  inclusionInvalid: "Choose from the listed inclusions",
  insuranceRequired: "Enter the insurance cover in pounds",
  insuranceInvalid: "Enter the insurance cover in pounds, e.g. 50000",
  insuranceRange: "Insurance cover must be from £1 to £5,000,000",
  datesRequired: "Add at least one date you can do the move",
  dateInvalid: "Enter a valid date",
  datePast: "Available dates cannot be in the past",
  dateTooFar: "Available dates must be within the next two years",
  tooManyDates: "Add at most 10 dates",
  cancellationRequired: "Tell the customer your cancellation terms",
  cancellationTooLong: "Please keep the cancellation terms to 1000 characters or fewer",
  messageTooLong: "Please keep the message to 2000 characters or fewer",
  validUntilRequired: "Choose the date the quote is valid until",
  validUntilPast: "Valid until cannot be in the past",
  validUntilTooFar: "A quote can be valid for a year at most",
  bodyInvalid: "Send the quote as a JSON object",
  // the loop's answers (API messages and toasts)
  sent: "Your quote has been sent to the customer",
  updated: "Your quote has been updated",
  withdrawn: "Your quote has been withdrawn",
  alreadyQuoted: "You have already quoted for this move: edit your quote instead",
  noQuote: "You have no open quote for this move",
  leadBooked: "The customer has already booked a mover for this move",
  leadExpired: "This lead has expired: the move date has passed",
  quoteClosed: "This quote can no longer be changed",
  leadNotFound: "We could not find that lead",
  requestNotFound: "We could not find that removal request",
  quoteNotFound: "We could not find that quote",
  booked: "Booked! You and your mover now have each other's contact details",
  declined: "Quote declined. The mover has been told",
  requestBooked: "This request is already booked",
  quoteNotBookable: "This quote is no longer open: it was withdrawn or declined",
  quoteExpired: "This quote has expired: ask the mover for a fresh one",
  companyUnavailable:
    "This mover can no longer take bookings through us, so this quote cannot be booked: choose another quote",
} as const;

export function inclusionLabel(v: string): string {
  return INCLUSIONS.find((i) => i.value === v)?.label ?? v;
}

// ---------- quote templates (issue #18) ----------

export const TEMPLATE_LIMITS = { name: 80, perCompany: 20 } as const;
export const TEMPLATE_MESSAGES = {
  nameRequired: 'Give the template a name, e.g. "Studio flat, man and van"',
  nameTooLong: `Keep the template's name to ${TEMPLATE_LIMITS.name} characters or fewer`,
  moveTypeRequired: "Choose the type of move this template is for",
  nameTaken: "You already have a template with that name",
  tooMany: `You can keep up to ${TEMPLATE_LIMITS.perCompany} templates: delete one you no longer use`,
  notFound: "We could not find that template",
  saved: "Your template has been saved",
  updated: "Your template has been updated",
  deleted: "Your template has been deleted",
  applied: "Filled in from your template: check everything before you send it",
} as const;
