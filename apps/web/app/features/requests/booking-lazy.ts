// The "Book" / "Decline" dialog as a part whose code loads on its own (issue #34, lib/lazy-part.tsx): it is only
// ever shown after a press in the browser (the server never renders it), so the comparison does not carry its
// code; the route wraps it in a <Suspense> and starts loading it on the press.
import { lazyPart } from "../../lib/lazy-part.tsx";

export const ConfirmQuotePart = lazyPart(() => import("./booking-dialog.tsx"), "ConfirmQuote");
