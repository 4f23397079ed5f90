// The booking's panels and dialog as parts whose code loads on its own (issue #34, lib/lazy-part.tsx): a request
// not booked yet does not download the booked panels (and what follows a booking), and the "Book" dialog loads
// when the customer first presses Book. The panels' styles stay with the page (imported here), so the server's
// HTML of a booking is styled before their code arrives.
import type { ComponentProps } from "react";
import { lazyPart } from "../../lib/lazy-part.tsx";
import type { ConfirmQuote } from "./booking-dialog.tsx";
import type { CustomerBooking, EarlierDetailsNotice, MoverBooking } from "./booking-panels.tsx";
import "../../styles/request-life.css";

const panels = () => import("./booking-panels.tsx");

export const CustomerBookingPart = lazyPart<ComponentProps<typeof CustomerBooking>>(() =>
  panels().then((m) => m.CustomerBooking),
);
export const MoverBookingPart = lazyPart<ComponentProps<typeof MoverBooking>>(() =>
  panels().then((m) => m.MoverBooking),
);
export const EarlierDetailsPart = lazyPart<ComponentProps<typeof EarlierDetailsNotice>>(() =>
  panels().then((m) => m.EarlierDetailsNotice),
);
/** only ever shown after a press in the browser: the server never renders it */
export const ConfirmQuotePart = lazyPart<ComponentProps<typeof ConfirmQuote>>(() =>
  import("./booking-dialog.tsx").then((m) => m.ConfirmQuote),
);
