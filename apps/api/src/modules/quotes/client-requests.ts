// The customer's requests and each request's quotes side by side (spec §1: compare by price, reviews,
// insurance and availability). Scoped to the caller: anyone else's request is 404.
import { todayInLondon } from "@rm/domain/lead/dates";
import {
  averageRating,
  type CompareSort,
  formatLongDate,
  isAvailableOn,
  LEAD_STATUS_LABELS,
  QUOTE_MESSAGES,
  sortQuotes,
} from "@rm/domain/quote";
import { and, desc, eq, gte, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { companies, companyDocuments, leadMatches, leads, quotes } from "../../db/schema.ts";
import { notFound } from "../../lib/http.ts";
import { type LeadSummary, summarise } from "./move-summary.ts";
import { type QuoteView, toQuoteView } from "./quote-view.ts";
import { assertId, type ClientCaller, ownLeads } from "./scope.ts";

type LeadStatus = keyof typeof LEAD_STATUS_LABELS;

export interface ClientRequest extends LeadSummary {
  status: LeadStatus;
  statusLabel: string;
  quoteCount: number;
  matchedCount: number;
}

export async function listClientRequests(db: DbOrTx, caller: ClientCaller): Promise<ClientRequest[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(ownLeads(caller))
    .orderBy(desc(leads.createdAt))
    .limit(100);
  const ids = rows.map((l) => l.id);
  const count = async (table: typeof quotes | typeof leadMatches, where: SQL | undefined) =>
    new Map(
      ids.length
        ? (
            await db
              .select({ leadId: table.leadId, n: sql<number>`count(*)::int` })
              .from(table)
              .where(and(inArray(table.leadId, ids), where))
              .groupBy(table.leadId)
          ).map((r) => [r.leadId, r.n])
        : [],
    );
  const quoteCounts = await count(quotes, ne(quotes.status, "withdrawn"));
  const matchCounts = await count(leadMatches, undefined);
  const now = new Date();
  return rows.map((lead) => ({
    ...summarise(lead, now),
    status: lead.status,
    statusLabel: LEAD_STATUS_LABELS[lead.status],
    quoteCount: quoteCounts.get(lead.id) ?? 0,
    matchedCount: matchCounts.get(lead.id) ?? 0,
  }));
}

export interface ComparedQuote extends QuoteView {
  company: {
    id: string;
    name: string;
    profilePath: string;
    rating: number | null;
    reviewCount: number;
    insuranceVerifiedUntil: string | null;
  };
  availableOnDate: boolean;
  /** the company's average rating and review count, for sorting */
  rating: number | null;
  reviewCount: number;
  /** the mover's contact, revealed to the customer once they book them */
  contact: { name: string; phone: string; email: string } | null;
  canBook: boolean;
  canDecline: boolean;
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
}

/** The later of the two insurance documents' verified expiry dates is what counts for each kind. */
async function insuranceVerifiedUntil(db: DbOrTx, companyIds: string[]) {
  if (companyIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      companyId: companyDocuments.companyId,
      kind: companyDocuments.kind,
      until: sql<string>`max(${companyDocuments.expiresOn})::text`,
    })
    .from(companyDocuments)
    .where(
      and(
        inArray(companyDocuments.companyId, companyIds),
        eq(companyDocuments.status, "verified"),
        inArray(companyDocuments.kind, ["git", "pl"]),
        gte(companyDocuments.expiresOn, todayInLondon()),
      ),
    )
    .groupBy(companyDocuments.companyId, companyDocuments.kind);
  const out = new Map<string, string>();
  for (const id of companyIds) {
    const mine = rows.filter((r) => r.companyId === id);
    if (mine.length === 2) out.set(id, mine.map((r) => r.until).sort()[0]!);
  }
  return out;
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
    .where(and(eq(quotes.leadId, lead.id), ne(quotes.status, "withdrawn")));
  const matched = await db
    .select({ companyId: leadMatches.companyId, name: companies.name })
    .from(leadMatches)
    .innerJoin(companies, eq(companies.id, leadMatches.companyId))
    .where(eq(leadMatches.leadId, lead.id))
    .orderBy(leadMatches.createdAt);
  const insured = await insuranceVerifiedUntil(
    db,
    rows.map((r) => r.company.id),
  );
  const open = lead.status === "open";
  const all: ComparedQuote[] = rows.map(({ quote, company }) => {
    const view = toQuoteView(quote);
    const until = insured.get(company.id);
    const rating = averageRating(company.ratingSum, company.ratingCount);
    return {
      ...view,
      rating,
      reviewCount: company.ratingCount,
      company: {
        id: company.id,
        name: company.name,
        profilePath: `/companies/${company.id}`,
        rating,
        reviewCount: company.ratingCount,
        insuranceVerifiedUntil: until ? formatLongDate(until) : null,
      },
      availableOnDate: isAvailableOn(quote.availableDates, lead.moveDate, lead.endDate),
      contact:
        quote.status === "accepted"
          ? { name: company.contactName, phone: company.phone, email: company.email }
          : null,
      canBook: open && quote.status === "sent" && !view.expired,
      canDecline: open && quote.status === "sent",
    };
  });
  const sort = opts.sort ?? "price";
  const availableOnly = opts.availableOnly ?? false;
  const quoted = new Set(rows.map((r) => r.company.id));
  return {
    request: {
      ...summarise(lead),
      status: lead.status,
      statusLabel: LEAD_STATUS_LABELS[lead.status],
      quoteCount: all.length,
      matchedCount: matched.length,
    },
    quotes: sortQuotes(availableOnly ? all.filter((q) => q.availableOnDate) : all, sort),
    totalQuotes: all.length,
    waitingFor: open ? matched.filter((m) => !quoted.has(m.companyId)).map((m) => m.name) : [],
    booked: all.find((q) => q.status === "accepted") ?? null,
    sort,
    availableOnly,
  };
}
