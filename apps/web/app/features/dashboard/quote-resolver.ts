// The quote form's checks (issue #34; docs/decisions/110-quote-checks-on-first-use-and-cache-after-writes.md): the same zod schema
// the API uses, but loaded when the mover first touches the form or sends it, not with the lead page, so
// a mover who only reads a lead or the conversation never downloads zod (25 KiB gzip). A failed download is
// tried again on the next send, and the form says nothing was sent.
import type { QuoteInput } from "@rm/domain/quote";
import { QUOTE_MESSAGES } from "@rm/domain/quote-options";
import type { Resolver } from "react-hook-form";

let loading: Promise<Resolver<QuoteInput>> | null = null;

/** Starts loading the checks (once); the form calls it on its first focus or pointer press. */
export function loadQuoteChecks(): Promise<Resolver<QuoteInput>> {
  loading ??= Promise.all([import("@hookform/resolvers/zod"), import("@rm/domain/quote")]).then(
    ([{ zodResolver }, { quoteSchema }]) => zodResolver(quoteSchema, undefined, { raw: true }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** react-hook-form's resolver: waits for the checks, then runs them; without them, one form-wide error. */
export const quoteResolver: Resolver<QuoteInput> = async (values, context, options) => {
  let resolve: Resolver<QuoteInput>;
  try {
    resolve = await loadQuoteChecks();
  } catch {
    return { values: {}, errors: { root: { type: "checks", message: QUOTE_MESSAGES.checksNotLoaded } } };
  }
  return resolve(values, context, options);
};
