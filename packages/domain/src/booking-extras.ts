// Issue #28 "What you tick is what you book": the extras the customer ticked on the comparison go with the
// booking. The body of "Book with this mover" names them (never a price: the total is worked out from the
// quote on the server), and the booking keeps them with its total, which every page, email and calendar file
// then reads from here.
import { z } from "zod";
import type { BookingSnapshot } from "./booking.ts";
import { OFFER_MESSAGES, type PriceWithExtras, priceSentence, priceWithExtras } from "./quote-offer.ts";
import { QUOTE_EXTRA_KINDS } from "./quote-pricing.ts";

/** POST /client/quotes/:quoteId/book: the extras ticked (their kinds); none when left out or without a body. */
export const bookQuoteSchema = z
  .object(
    {
      extras: z
        .array(z.string({ error: OFFER_MESSAGES.extrasInvalid }).max(32, OFFER_MESSAGES.extraUnknown), {
          error: OFFER_MESSAGES.extrasInvalid,
        })
        .max(QUOTE_EXTRA_KINDS.length, OFFER_MESSAGES.extraUnknown)
        .default([]),
    },
    { error: OFFER_MESSAGES.extrasInvalid },
  )
  // a call without a body (as before issue #28) books no extras
  .nullish()
  .transform((v) => v ?? { extras: [] });

/** What was booked: the quote's price with the extras chosen (a booking made before issue #28: the price). */
function bookedPrice(s: Pick<BookingSnapshot, "quote" | "extras">): PriceWithExtras {
  return priceWithExtras(s.quote.pricePence, s.extras ?? []);
}

/** "£955 (£895 fixed price + Packing materials £60)": the price line of the booking's pages and emails. */
export function bookedPriceSentence(s: Pick<BookingSnapshot, "quote" | "extras">): string {
  return priceSentence(bookedPrice(s), s.quote.pricePence, s.quote.priceKindLabel);
}
