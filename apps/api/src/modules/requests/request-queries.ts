// What a customer may see of their requests, scoped with ownLeads (modules/scopes): the "my requests" list
// (the API's GET /api/client/requests and the /client/removal-requests page read the same list, in the same
// shape) and the companies matched to one of them (docs/product/decisions.md D21: the results modal).
import { isUuid } from "@rm/domain/ids";
import { averageRating, LEAD_STATUS_LABELS } from "@rm/domain/quote";
import { and, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { companies, leadMatches, leads, quotes } from "../../db/schema.ts";
import { type ClientCaller, ownLeads } from "../scopes/index.ts";
import { type LeadSummary, summarise } from "./move-summary.ts";

type LeadRow = typeof leads.$inferSelect;
type LeadStatus = keyof typeof LEAD_STATUS_LABELS;

/** the newest requests the list shows (a customer has a handful; the rest stay reachable by link) */
const MY_REQUESTS_LIMIT = 100;

/** One of the customer's requests as the list and the comparison page show it. */
export interface ClientRequest extends LeadSummary {
  status: LeadStatus;
  statusLabel: string;
  quoteCount: number;
  matchedCount: number;
}

export function toClientRequest(
  lead: LeadRow,
  counts: { quoteCount: number; matchedCount: number },
  now = new Date(),
): ClientRequest {
  return {
    ...summarise(lead, now),
    status: lead.status,
    statusLabel: LEAD_STATUS_LABELS[lead.status],
    ...counts,
  };
}

/** The caller's requests, newest first (none for anyone but a client). */
export async function listClientRequests(db: DbOrTx, caller: ClientCaller): Promise<ClientRequest[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(ownLeads(caller))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(MY_REQUESTS_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((l) => l.id);
  const count = async (table: typeof quotes | typeof leadMatches, where: SQL | undefined) =>
    new Map(
      (
        await db
          .select({ leadId: table.leadId, n: sql<number>`count(*)::int` })
          .from(table)
          .where(and(inArray(table.leadId, ids), where))
          .groupBy(table.leadId)
      ).map((r) => [r.leadId, Number(r.n)]),
    );
  const quoteCounts = await count(quotes, ne(quotes.status, "withdrawn"));
  const matchCounts = await count(leadMatches, undefined);
  const now = new Date();
  return rows.map((lead) =>
    toClientRequest(
      lead,
      { quoteCount: quoteCounts.get(lead.id) ?? 0, matchedCount: matchCounts.get(lead.id) ?? 0 },
      now,
    ),
  );
}

export interface MatchedCompany {
  _id: string;
  name: string;
  /** average review rating, one decimal; null before the first review */
  rating: number | null;
  reviewCount: number;
  url: string;
}

/** The companies matched to a lead, in their listed order (inListedOrder: score, then id). Unscoped: callers check the lead is theirs first. */
export async function unsafeMatchedCompanies(db: DbOrTx, leadId: string): Promise<MatchedCompany[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      ratingSum: companies.ratingSum,
      ratingCount: companies.ratingCount,
    })
    .from(leadMatches)
    .innerJoin(companies, eq(companies.id, leadMatches.companyId))
    .where(eq(leadMatches.leadId, leadId))
    .orderBy(desc(leadMatches.score), companies.id);
  return rows.map(toMatchedCompany);
}

export function toMatchedCompany(r: {
  id: string;
  name: string;
  ratingSum: number;
  ratingCount: number;
}): MatchedCompany {
  return {
    _id: r.id,
    name: r.name,
    rating: averageRating(r.ratingSum, r.ratingCount),
    reviewCount: r.ratingCount,
    url: `/companies/${r.id}`,
  };
}

/** The matched companies of one of the caller's leads; null when the lead is not theirs (or unknown). */
export async function matchedCompaniesFor(
  db: DbOrTx,
  caller: ClientCaller,
  leadId: string,
): Promise<MatchedCompany[] | null> {
  if (!isUuid(leadId)) return null;
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), ownLeads(caller)))
    .limit(1);
  return lead ? unsafeMatchedCompanies(db, lead.id) : null;
}
