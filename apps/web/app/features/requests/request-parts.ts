// The customer's request page's parts for a booking (issue #34, lib/lazy-part.tsx): the booking panels
// (booking-panels-lazy.ts) and, once booked, the switch for the "On our way" push with the push subscription's
// code; most visits show neither. Apart from booking-panels-lazy.ts so the mover's lead page does not carry it.
import { lazyPart } from "../../lib/lazy-part.tsx";
import { CustomerBookingPart } from "./booking-panels-lazy.ts";

export const CustomerPushPart = lazyPart(() => import("./customer-push.tsx"), "CustomerPush");

/** the parts the customer's request page shows from its data: the booking, and once booked the push switch */
export const requestBookingParts = (c: { booking: unknown; request: { status: string } }) => [
  ...(c.booking ? [CustomerBookingPart] : []),
  ...(c.request.status === "booked" ? [CustomerPushPart] : []),
];
