// One of the customer's requests and its quotes side by side (docs/product/rules.md §1: compare by price, reviews,
// insurance and availability). Scoped to the caller: anyone else's request is 404.
import { type BookingView, toBookingView } from "@rm/domain/booking";
import { contactSafe } from "@rm/domain/contact-masking";
import { coverClaimWarnings } from "@rm/domain/cover-claims";
import { todayInLondon } from "@rm/domain/lead/dates";
import { offeredAvailability, quoteDeadline } from "@rm/domain/quote-offer";
import { EDITABLE_FIELDS, type EditableField } from "@rm/domain/request-lifecycle";
import {
  averageRating,
  type CompareSort,
  formatLongDate,
  QUOTE_MESSAGES,
  sortQuotes,
} from "@rm/domain/quote";
import { responseTimeLabel, totalWithExtras } from "@rm/domain/quote-pricing";
import type { PriceGuide } from "@rm/domain/price-guide";
import type { SimilarQuotes } from "@rm/domain/similar-quotes";
import type { SuspensionLink } from "@rm/domain/lead/councils";
import { guidePosition } from "@rm/domain/price-guide-words";
import { and, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, companies, leadMatches, leads, quotes } from "../../db/schema.ts";
import { notFound } from "../../lib/http.ts";
import { assertId } from "../../lib/ids.ts";
import {
  type ClientRequest,
  leadPriceGuide,
  leadSuspensionLinks,
  toClientRequest,
} from "../requests/index.ts";
import { type ClientCaller, companyIsActive, ownLeads } from "../scopes/index.ts";
import { type CoverView, certificateCovers, coverView } from "./cover.ts";
import { type QuoteView, requestedServices, toQuoteView } from "./quote-view.ts";
import { similarQuotes } from "./similar-quotes.ts";

interface ComparedQuote extends QuoteView {
  company: {
    id: string;
    name: string;
    profilePath: string;
    rating: number | null;
    reviewCount: number;
    insuranceVerifiedUntil: string | null;
    /** issue #18: Goods in Transit and Public Liability cover from its verified certificates */
    insurance: CoverView;
    /** issue #18: "Usually quotes within 3 hours" once it has sent enough quotes */
    responseTimeLabel: string | null;
  };
  /** issue #28: one of the dates in the quote is the customer's (or in their window) */
  availableOnDate: boolean;
  /** issue #28: what the quote's dates say — "Available on your date", "Not your date: they offer …", or that
   * the mover did not say (never read from the mover's calendar) */
  availabilityLabel: string;
  /** issue #28: "Book by Friday 20 March 2026" when the quote runs out before the move (else null) */
  bookBy: string | null;
  /** issue #28: "This quote expired on …: ask the mover for a fresh one" (else null) */
  expiredLabel: string | null;
  /** issue #28: the cover the quote's message claims where it differs from the verified certificates */
  coverWarnings: string[];
  /** the company's average rating and review count, for sorting */
  rating: number | null;
  reviewCount: number;
  /** the mover's contact, revealed to the customer once they book them */
  contact: { name: string; phone: string; email: string } | null;
  canBook: boolean;
  canDecline: boolean;
  /** issue #32: where the price (with the extras she asked for) sits: "£120 below the guide", "within the guide" */
  guidePosition: string | null;
}

export interface Comparison {
  request: ClientRequest;
  quotes: ComparedQuote[];
  /** before the "available on my date" filter */
  totalQuotes: number;
  waitingFor: string[];
  booked: ComparedQuote | null;
  sort: CompareSort;
  availableOnly: boolean;
  /** issue #17: the newest booking of the request (its snapshot, and whether the mover has confirmed) */
  booking: BookingView | null;
  /** issue #17: the move's details the customer may still change (null once the request is not open) */
  editable: Partial<Record<EditableField, unknown>> | null;
  /** issue #32: the request's price guide, the figure its movers see too */
  priceGuide: PriceGuide;
  /** issue #32: what movers here quoted for similar moves, once there are enough quotes (else null) */
  similarQuotes: SimilarQuotes | null;
  /** issue #32: the ends where the van needs a parking suspension, each with its council's link (else empty) */
  suspension: SuspensionLink[];
}

/** How many quotes each company has sent (its response time is shown from RESPONSE_TIME_MIN_QUOTES). */
async function quoteCounts(db: DbOrTx, companyIds: string[]) {
  if (companyIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ companyId: quotes.companyId, n: sql<number>`count(*)::int` })
    .from(quotes)
    .where(inArray(quotes.companyId, companyIds))
    .groupBy(quotes.companyId);
  return new Map(rows.map((r) => [r.companyId, Number(r.n)]));
}

/**
 * Issue #28: sorted by the price for what the customer asked for — each quote with the extras she asked for in
 * the wizard (those its card starts with ticked) — so the cheapest first is the cheapest for her move.
 */
function sortByAskedFor(list: ComparedQuote[], sort: CompareSort): ComparedQuote[] {
  const keyed = list.map((q) => ({
    q,
    pricePence: totalWithExtras(q.pricePence, q.extras, q.askedForExtras),
    rating: q.rating,
    reviewCount: q.reviewCount,
    availableOnDate: q.availableOnDate,
  }));
  return sortQuotes(keyed, sort).map((k) => k.q);
}

/** what the comparison needs besides the quote: the request, each company's cover and quote count, the guide */
interface Seen {
  lead: typeof leads.$inferSelect;
  covers: Awaited<ReturnType<typeof certificateCovers>>;
  counts: Awaited<ReturnType<typeof quoteCounts>>;
  requested: ReturnType<typeof requestedServices>;
  open: boolean;
  today: string;
  guide: Awaited<ReturnType<typeof leadPriceGuide>>;
}

/** One quote as the customer compares it. */
function comparedQuote(
  { lead, covers, counts, requested, open, today, guide }: Seen,
  { quote, company }: { quote: typeof quotes.$inferSelect; company: typeof companies.$inferSelect },
): ComparedQuote {
  const cover = coverView(covers.get(company.id)!);
  // the cover shown is the certificate's as it stands (the quote keeps the one it was sent with)
  const view = toQuoteView(
    { ...quote, insuranceCoverPence: cover.goodsInTransitPence },
    undefined,
    requested,
  );
  const until = cover.verifiedUntil;
  const rating = averageRating(company.ratingSum, company.ratingCount);
  const availability = offeredAvailability(quote.availableDates, lead.moveDate, lead.endDate);
  const deadline = quoteDeadline(quote.validUntil, lead.moveDate, today);
  return {
    ...view,
    // a quote's message is read as a conversation message is: contact details hidden until booked (issue #15)
    message: contactSafe(view.message, quote.status === "accepted").text,
    rating,
    reviewCount: company.ratingCount,
    company: {
      id: company.id,
      name: company.name,
      profilePath: `/companies/${company.id}`,
      rating,
      reviewCount: company.ratingCount,
      insuranceVerifiedUntil: until ? formatLongDate(until) : null,
      insurance: cover,
      responseTimeLabel: responseTimeLabel(company.responseMinutes, counts.get(company.id) ?? 0),
    },
    availableOnDate: availability.onYourDate,
    availabilityLabel: availability.label,
    // only an open quote needs booking in time
    bookBy: quote.status === "sent" ? deadline.bookBy : null,
    expiredLabel: view.expired ? deadline.expiredLabel : null,
    coverWarnings: coverClaimWarnings(quote.message, cover),
    contact:
      quote.status === "accepted"
        ? { name: company.contactName, phone: company.phone, email: company.email }
        : null,
    canBook: open && quote.status === "sent" && !view.expired,
    canDecline: open && quote.status === "sent",
    guidePosition: guidePosition(totalWithExtras(view.pricePence, view.extras, view.askedForExtras), guide),
  };
}

export async function getClientRequest(
  db: DbOrTx,
  caller: ClientCaller,
  leadId: string,
  opts: { sort?: CompareSort; availableOnly?: boolean } = {},
): Promise<Comparison> {
  assertId(leadId, QUOTE_MESSAGES.requestNotFound);
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), ownLeads(caller)))
    .limit(1);
  if (!lead) throw notFound(QUOTE_MESSAGES.requestNotFound);
  const rows = await db
    .select({ quote: quotes, company: companies })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    // an open quote of a company that may no longer work is not shown (suspension withdraws them anyway)
    .where(
      and(
        eq(quotes.leadId, lead.id),
        ne(quotes.status, "withdrawn"),
        or(ne(quotes.status, "sent"), companyIsActive()),
      ),
    );
  const matched = await db
    .select({
      companyId: leadMatches.companyId,
      name: companies.name,
      active: sql<boolean>`${companyIsActive()}`,
    })
    .from(leadMatches)
    .innerJoin(companies, eq(companies.id, leadMatches.companyId))
    .where(eq(leadMatches.leadId, lead.id))
    .orderBy(leadMatches.createdAt);
  const companyIds = [...new Set(rows.map((r) => r.company.id))];
  const covers = await certificateCovers(db, companyIds);
  const counts = await quoteCounts(db, companyIds);
  const requested = requestedServices(lead);
  const open = lead.status === "open";
  const today = todayInLondon();
  const guide = await leadPriceGuide(db, lead);
  const seen = { lead, covers, counts, requested, open, today, guide };
  const all = rows.map((row) => comparedQuote(seen, row));
  const sort = opts.sort ?? "price";
  const availableOnly = opts.availableOnly ?? false;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.leadId, lead.id))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  const d = (lead.details ?? {}) as Record<string, unknown>;
  const quoted = new Set(rows.map((r) => r.company.id));
  return {
    request: toClientRequest(lead, { quoteCount: all.length, matchedCount: matched.length }),
    quotes: sortByAskedFor(availableOnly ? all.filter((q) => q.availableOnDate) : all, sort),
    totalQuotes: all.length,
    waitingFor: open ? matched.filter((m) => m.active && !quoted.has(m.companyId)).map((m) => m.name) : [],
    booked: all.find((q) => q.status === "accepted") ?? null,
    sort,
    availableOnly,
    booking: booking ? toBookingView(booking) : null,
    editable: open ? Object.fromEntries(EDITABLE_FIELDS.map((f) => [f, d[f] ?? null])) : null,
    priceGuide: guide,
    similarQuotes: await similarQuotes(db, lead, guide),
    suspension: leadSuspensionLinks(lead),
  };
}
