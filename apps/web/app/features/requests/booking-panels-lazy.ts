// The booking panels as parts whose code loads on its own (issue #34, lib/lazy-part.tsx, decision 115): most
// visits to the customer's request page and the mover's lead page show no booking, so they do not carry the
// booked state's code (the panels, what follows a booking, the booking's words and rules). A page whose data
// shows one loads it in its loader (the server renders it in full) and preloads its chunk with the page's own
// script, so the page is interactive as soon as without the split. Their styles stay with the page (here).
import { lazyPart } from "../../lib/lazy-part.tsx";
import "../../styles/request-life.css";

export const CustomerBookingPart = lazyPart(() => import("./booking-panels.tsx"), "CustomerBooking");
export const MoverBookingPart = lazyPart(() => import("./booking-panels.tsx"), "MoverBooking");
/** on the mover's quote sent before the customer changed the move */
export const EarlierDetailsPart = lazyPart(() => import("./booking-panels.tsx"), "EarlierDetailsNotice");

/** the parts a mover's lead page shows from its data: the booking, the notice on a quote sent before a change */
export const leadBookingParts = (lead: {
  booking: unknown;
  quote: { earlierDetails?: boolean } | null;
  canQuote: boolean;
}) => [
  ...(lead.booking ? [MoverBookingPart] : []),
  ...(lead.quote?.earlierDetails && lead.canQuote ? [EarlierDetailsPart] : []),
];
