// Quotes: a company sends, edits or withdraws its quote on a lead matched to it (/api/company/leads/:id/quote),
// the customer compares the quotes on one request (GET /api/client/requests/:leadId), a quote as both sides
// read it, and the quote emails. The comparison page's context.services.quotes.clientRequest.
export { type QuoteDeps, sendQuote, withdrawOpenQuotesOf } from "./company-quote.ts";
export { quoteLimitsOf } from "./quote-limits.ts";
export { certificateCover } from "./cover.ts";
export { quoteMails } from "./quote-mails.ts";
export { type QuoteView, requestedServices, toQuoteView } from "./quote-view.ts";
export { responseTime } from "./response-time.ts";
export { similarQuotes, typicalWinningPrice } from "./similar-quotes.ts";
export { quoteRoutes } from "./routes.ts";
export { quotesWebService } from "./web-service.ts";
export { quoteMailSamples } from "./mail-samples.ts";
