// The lead page's quote form, whose code (react-hook-form and the form's own components, about 20 KiB gzip) loads
// when the mover is about to use it, not with the page (issue #34; lib/part-on-use.tsx). The server renders it in
// full; what the mover types or ticks before the code arrives is kept (quote-form-typed.ts), and a "Send quote"
// pressed meanwhile is sent once it is in.
import { partOnUse } from "../../lib/part-on-use.tsx";

export const quoteFormPart = partOnUse(
  () => import("./quote-form.tsx").then((m) => m.QuoteForm),
  // the quote's checks too, as the form's own focus or press does once it has hydrated (decision 110)
  () => void import("./quote-resolver.ts").then((m) => m.loadQuoteChecks()).catch(() => undefined),
);

/** The quote form, as a part that loads on first use. */
export const QuoteFormPart = quoteFormPart.Part;

/** Starts loading the form's code (the sticky "Send quote" button calls it as it is pressed). */
export const loadQuoteForm = () => void quoteFormPart.load();
