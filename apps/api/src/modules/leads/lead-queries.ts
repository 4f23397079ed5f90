// What a customer may see of their requests. D8: a guest session sees only the leads made in it; a full
// client sees every lead of their account. Other features reuse `leadScope` for the same rule.
import type { SessionUser } from "@rm/domain";
import { and, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { companies, leadMatches, leads, quotes } from "../../db/schema.ts";

export interface LeadCaller {
  user: SessionUser | null;
  sessionId: string | null;
}

/** The condition on `leads` for what this caller may see; null when they may see none. */
export function leadScope(caller: LeadCaller): SQL | null {
  const { user, sessionId } = caller;
  if (user?.role !== "client") return null;
  if (user.isGuest) return sessionId ? eq(leads.guestSessionId, sessionId) : null;
  return eq(leads.clientUserId, user._id);
}

export interface MatchedCompany {
  _id: string;
  name: string;
  /** average review rating, one decimal; null before the first review */
  rating: number | null;
  reviewCount: number;
  url: string;
}

/** The companies matched to a lead, best match first. Unscoped: callers check the lead is theirs first. */
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
    rating: r.ratingCount ? Math.round((r.ratingSum / r.ratingCount) * 10) / 10 : null,
    reviewCount: r.ratingCount,
    url: `/companies/${r.id}`,
  };
}

export interface RequestSummary {
  id: string;
  typeOfMove: string;
  from: string;
  to: string | null;
  moveDate: string | null;
  endDate: string | null;
  status: "open" | "booked" | "closed";
  createdAt: string;
  matchedCount: number;
  quoteCount: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's requests, newest first. */
export async function listRequests(db: DbOrTx, caller: LeadCaller): Promise<RequestSummary[]> {
  const scope = leadScope(caller);
  if (!scope) return [];
  const rows = await db
    .select({
      id: leads.id,
      typeOfMove: leads.typeOfMove,
      fromPostcode: leads.fromPostcode,
      toPostcode: leads.toPostcode,
      toCountry: sql<string | null>`${leads.details}->>'toCountry'`,
      moveDate: leads.moveDate,
      endDate: leads.endDate,
      status: leads.status,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(scope)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [matched, quoted] = await Promise.all([
    db
      .select({ leadId: leadMatches.leadId, n: sql<number>`count(*)::int` })
      .from(leadMatches)
      .where(inArray(leadMatches.leadId, ids))
      .groupBy(leadMatches.leadId),
    db
      .select({ leadId: quotes.leadId, n: sql<number>`count(*)::int` })
      .from(quotes)
      .where(and(inArray(quotes.leadId, ids), ne(quotes.status, "withdrawn")))
      .groupBy(quotes.leadId),
  ]);
  const count = (list: { leadId: string; n: number }[], id: string) =>
    Number(list.find((x) => x.leadId === id)?.n ?? 0);
  return rows.map((r) => ({
    id: r.id,
    typeOfMove: r.typeOfMove,
    from: r.fromPostcode,
    to: r.toCountry ?? r.toPostcode,
    moveDate: r.moveDate,
    endDate: r.endDate,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    matchedCount: count(matched, r.id),
    quoteCount: count(quoted, r.id),
  }));
}

/** The matched companies of one of the caller's leads; null when the lead is not theirs (or unknown). */
export async function matchedCompaniesFor(
  db: DbOrTx,
  caller: LeadCaller,
  leadId: string,
): Promise<MatchedCompany[] | null> {
  const scope = leadScope(caller);
  if (!scope || !UUID.test(leadId)) return null;
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), scope))
    .limit(1);
  return lead ? unsafeMatchedCompanies(db, lead.id) : null;
}
