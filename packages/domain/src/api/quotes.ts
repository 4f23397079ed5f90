// A mover's quote on a lead (send, edit, withdraw), its quote templates, and the customer's side-by-side
// comparison.
import { idParam } from "./ids.ts";
import { BOOKING_MESSAGES } from "../booking.ts";
import { QUOTE_MESSAGES } from "../quote-options.ts";
import { z } from "zod";
import {
  bookQuoteSchema,
  cancelBookingSchema,
  dateChangeAnswerSchema,
  dateChangeSchema,
} from "../booking-schemas.ts";
import { quoteSchema, type TemplateFields, templateSchema, TEMPLATE_MESSAGES } from "../quote.ts";
import { answered, responses, shaped } from "./envelope.ts";
import { clientRequest } from "./requests.ts";
import { bookingView, priceGuide, similarQuotes } from "./lead-views.ts";
import { COMPARE_SORTS, type CompareSort } from "../quote-compare.ts";
import { EDITABLE_FIELDS, type EditableField } from "../request-lifecycle.ts";

const extra = z.object({ kind: z.string(), pricePence: z.number().int() });
/** a quote's terms as stored (QuoteFields and a template's terms: ../quote.ts's termsOut) */
const terms = {
  pricePence: z.number().int(),
  priceKind: z.string(),
  /** an hourly quote's rate, minimum hours and extra mover's rate (null for a total price) */
  hourlyRatePence: z.number().int().nullable(),
  minimumHours: z.number().nullable(),
  extraMoverRatePence: z.number().int().nullable(),
  crewSize: z.number().int(),
  vehicle: z.string(),
  estimatedHours: z.number(),
  includes: z.array(z.string()),
  extras: z.array(extra),
  cancellationTerms: z.string(),
  message: z.string(),
};

/** a quote as the mover and the customer see it (QuoteView, apps/api quotes/quote-view.ts) */
export const quoteView = z.object({
  id: z.string(),
  ...terms,
  insuranceCoverPence: z.number().int().nullable(),
  availableDates: z.array(z.string()),
  validUntil: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  priceLabel: z.string(),
  priceKindLabel: z.string(),
  breakdown: z.array(z.string()),
  includesLabels: z.array(z.string()),
  extrasLabels: z.array(
    z.object({ kind: z.string(), label: z.string(), priceLabel: z.string(), pricePence: z.number().int() }),
  ),
  notIncludedLabels: z.array(z.string()),
  /** issue #28: each service included, optional at its price, or not included */
  services: z.array(
    z.object({
      kind: z.string(),
      label: z.string(),
      state: z.string(),
      pricePence: z.number().int().nullable(),
      text: z.string(),
    }),
  ),
  askedForExtras: z.array(z.string()),
  insuranceCoverLabel: z.string(),
  availableDatesLabels: z.array(z.string()),
  validUntilLabel: z.string(),
  expired: z.boolean(),
  sentAt: z.string(),
  updatedAt: z.string(),
  earlierDetails: z.boolean(),
  /** issue #32: the price is based on the customer's list of what is moving */
  basedOnList: z.boolean(),
});

/** the company's verified insurance cover from its certificates, in pence and as words */
const certificateCoverView = z.object({
  goodsInTransitPence: z.number().nullable(),
  publicLiabilityPence: z.number().nullable(),
  verifiedUntil: z.string().nullable(),
  goodsInTransitLabel: z.string().nullable(),
  publicLiabilityLabel: z.string().nullable(),
  verifiedUntilLabel: z.string().nullable(),
});

/** a quote as the customer compares it: the quote, its company and cover, availability, what she may do */
const comparedQuote = quoteView.extend({
  company: z.object({
    id: z.string(),
    name: z.string(),
    profilePath: z.string(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    insuranceVerifiedUntil: z.string().nullable(),
    insurance: certificateCoverView,
    /** "Usually quotes within 3 hours" once it has sent enough quotes */
    responseTimeLabel: z.string().nullable(),
  }),
  availableOnDate: z.boolean(),
  availabilityLabel: z.string(),
  bookBy: z.string().nullable(),
  expiredLabel: z.string().nullable(),
  /** the cover the quote's message claims where it differs from the verified certificates */
  coverWarnings: z.array(z.string()),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** the mover's contact, once she books them */
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }).nullable(),
  canBook: z.boolean(),
  canDecline: z.boolean(),
  /** where the price sits against the guide: "£120 below the guide", "within the guide" */
  guidePosition: z.string().nullable(),
});

/** a saved quote template: its terms, name and move type (TemplateFields), its id and last change */
const quoteTemplate = shaped<TemplateFields & { id: string; updatedAt: string }>()(
  z.object({
    id: z.string(),
    name: z.string(),
    moveType: z.string(),
    ...terms,
    /** a template may leave the price to fill in per quote */
    pricePence: z.number().int().nullable(),
    updatedAt: z.string(),
  }),
);

export const quotesApi = {
  "POST /company/leads/:leadId/quote": {
    params: idParam("leadId", QUOTE_MESSAGES.leadNotFound),
    body: quoteSchema,
    response: responses({ 201: answered(quoteView) }),
  },
  "PUT /company/leads/:leadId/quote": {
    params: idParam("leadId", QUOTE_MESSAGES.leadNotFound),
    body: quoteSchema,
    response: responses({ 200: answered(quoteView) }),
  },
  "DELETE /company/leads/:leadId/quote": {
    params: idParam("leadId", QUOTE_MESSAGES.leadNotFound),
    response: responses({ 200: answered(quoteView) }),
  },
  "GET /company/quote-templates": {
    response: responses({
      200: answered(z.object({ templates: z.array(quoteTemplate), cover: certificateCoverView })),
    }),
  },
  "POST /company/quote-templates": {
    body: templateSchema,
    response: responses({ 201: answered(quoteTemplate) }),
  },
  "PUT /company/quote-templates/:templateId": {
    params: idParam("templateId", TEMPLATE_MESSAGES.notFound),
    body: templateSchema,
    response: responses({ 200: answered(quoteTemplate) }),
  },
  "DELETE /company/quote-templates/:templateId": {
    params: idParam("templateId", TEMPLATE_MESSAGES.notFound),
    response: responses({ 200: answered(z.object({ id: z.string() })) }),
  },
  /** one of the customer's requests and its quotes, side by side */
  "GET /client/requests/:leadId": {
    params: idParam("leadId", QUOTE_MESSAGES.requestNotFound),
    response: responses({
      200: answered(
        z.object({
          request: clientRequest,
          quotes: z.array(comparedQuote),
          /** before the "available on my date" filter */
          totalQuotes: z.number().int(),
          waitingFor: z.array(z.string()),
          booked: comparedQuote.nullable(),
          sort: z.enum(COMPARE_SORTS.map((x) => x.value) as [CompareSort, ...CompareSort[]]),
          availableOnly: z.boolean(),
          /** issue #17: the newest booking of the request */
          booking: bookingView.nullable(),
          /** issue #17: the move's details she may still change, as stored (null once the request is not open) */
          editable: z
            .object(
              Object.fromEntries(EDITABLE_FIELDS.map((f) => [f, z.unknown()])) as Record<
                EditableField,
                z.ZodUnknown
              >,
            )
            .nullable(),
          /** issue #32: the request's price guide, the figure its movers see too */
          priceGuide,
          similarQuotes: similarQuotes.nullable(),
          /** issue #32: the ends needing a parking suspension, each with its council's link */
          suspension: z.array(
            z.object({
              end: z.enum(["from", "to"]),
              council: z.string().nullable(),
              url: z.string(),
              linkText: z.string(),
              line: z.string(),
            }),
          ),
        }),
      ),
    }),
  },
} as const;

const bookingCancelled = responses({
  200: answered(
    z.object({ bookingId: z.string(), status: z.literal("cancelled"), requestStatus: z.string() }),
  ),
});
const dateProposed = responses({
  200: answered(z.object({ bookingId: z.string(), proposalId: z.string(), moveDateLabel: z.string() })),
});
const dateAnswered = responses({
  200: answered(
    z.object({ bookingId: z.string(), answer: z.enum(["accept", "decline"]), moveDateLabel: z.string() }),
  ),
});

export const bookingsApi = {
  "POST /client/quotes/:quoteId/book": {
    params: idParam("quoteId", QUOTE_MESSAGES.quoteNotFound),
    /** issue #28: the extras ticked on the comparison (kinds); the total is the server's */
    body: bookQuoteSchema,
    response: responses({
      200: answered(
        z.object({
          quoteId: z.string(),
          bookingId: z.string(),
          bookingStatus: z.string(),
          company: z.object({ id: z.string(), name: z.string() }),
          contact: z.object({ name: z.string().nullable(), phone: z.string().nullable(), email: z.string() }),
          total: z.object({ pence: z.number().int(), label: z.string() }),
          extras: z.array(
            z.object({
              kind: z.string(),
              label: z.string(),
              priceLabel: z.string(),
              pricePence: z.number().int(),
            }),
          ),
        }),
      ),
    }),
  },
  "POST /client/quotes/:quoteId/decline": {
    params: idParam("quoteId", QUOTE_MESSAGES.quoteNotFound),
    response: responses({ 200: answered(z.object({ quoteId: z.string(), status: z.literal("declined") })) }),
  },
  "POST /company/bookings/:leadId/confirm": {
    params: idParam("leadId", BOOKING_MESSAGES.bookingNotFound),
    response: responses({
      200: answered(z.object({ bookingId: z.string(), status: z.literal("confirmed") })),
    }),
  },
  "POST /company/bookings/:leadId/decline": {
    params: idParam("leadId", BOOKING_MESSAGES.bookingNotFound),
    response: responses({
      200: answered(z.object({ bookingId: z.string(), status: z.literal("declined") })),
    }),
  },
  // issue #17: either side cancels before the move, proposes a change of date, answers the other's
  "POST /client/bookings/:leadId/cancel": {
    params: idParam("leadId", BOOKING_MESSAGES.bookingNotFound),
    body: cancelBookingSchema("customer"),
    response: bookingCancelled,
  },
  "POST /company/bookings/:leadId/cancel": {
    params: idParam("leadId", BOOKING_MESSAGES.bookingNotFound),
    body: cancelBookingSchema("company"),
    response: bookingCancelled,
  },
  "POST /client/bookings/:leadId/date-change": {
    params: idParam("leadId", BOOKING_MESSAGES.bookingNotFound),
    body: dateChangeSchema,
    response: dateProposed,
  },
  "POST /company/bookings/:leadId/date-change": {
    params: idParam("leadId", BOOKING_MESSAGES.bookingNotFound),
    body: dateChangeSchema,
    response: dateProposed,
  },
  "POST /client/bookings/:leadId/date-change/answer": {
    params: idParam("leadId", BOOKING_MESSAGES.bookingNotFound),
    body: dateChangeAnswerSchema,
    response: dateAnswered,
  },
  "POST /company/bookings/:leadId/date-change/answer": {
    params: idParam("leadId", BOOKING_MESSAGES.bookingNotFound),
    body: dateChangeAnswerSchema,
    response: dateAnswered,
  },
} as const;
