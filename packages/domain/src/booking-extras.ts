// Issue #28 "What you tick is what you book": the extras the customer ticked on the comparison go with the
// booking. The body of "Book with this mover" names them (never a price: the total is worked out from the
// quote on the server), and the booking keeps them with its total, which every page, email and calendar file
// then reads from here.
import type { BookingSnapshot } from "./booking.ts";
import { type PriceWithExtras, priceSentence, priceWithExtras } from "./quote-offer.ts";

/** What was booked: the quote's price with the extras chosen (a booking made before issue #28: the price). */
function bookedPrice(s: Pick<BookingSnapshot, "quote" | "extras">): PriceWithExtras {
  return priceWithExtras(s.quote.pricePence, s.extras ?? []);
}

/** "£955 (£895 fixed price + Packing materials £60)": the price line of the booking's pages and emails. */
export function bookedPriceSentence(s: Pick<BookingSnapshot, "quote" | "extras">): string {
  return priceSentence(bookedPrice(s), s.quote.pricePence, s.quote.priceKindLabel);
}
