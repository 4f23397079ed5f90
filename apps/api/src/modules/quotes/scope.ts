// Who is asking, and what they may see: every query in this module goes through one of these.
import type { SessionUser } from "@rm/domain";
import { todayInLondon } from "@rm/domain/lead/dates";
import type { MatchStatus } from "@rm/domain/quote";
import { eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { companies, leadMatches, leads } from "../../db/schema.ts";
import { notFound } from "../../lib/http.ts";

/** A client, full or D8 guest: a guest session sees only the requests made in its own browser. */
export interface ClientCaller {
  user: SessionUser;
  sessionId: string | null;
}

/**
 * "Leads this customer may see" (D8, the same rule as the requests list): a full client sees their own
 * account's leads; a guest session only the leads made in it; anyone else none.
 */
export function ownLeads(caller: ClientCaller): SQL {
  const { user, sessionId } = caller;
  if (user.role !== "client") return sql`false`;
  if (user.isGuest) return sessionId ? eq(leads.guestSessionId, sessionId) : sql`false`;
  return eq(leads.clientUserId, user._id);
}

/** The company that belongs to this company user, or null (no profile yet). */
export async function companyOf(db: DbOrTx, user: SessionUser) {
  if (!user.isCompany) return null;
  const [c] = await db.select().from(companies).where(eq(companies.userId, user._id)).limit(1);
  return c ?? null;
}

/**
 * What the company's dashboard calls the match: a lead still open whose move date has passed (or that
 * the customer closed) is "expired" without anyone having to run a job.
 */
export function effectiveMatchStatus(today = todayInLondon()): SQL<MatchStatus> {
  return sql<MatchStatus>`case when ${leadMatches.status} in ('new', 'viewed', 'quoted') and (${leads.status} <> 'open' or coalesce(${leads.endDate}, ${leads.moveDate}) < ${today}::date) then 'expired' else ${leadMatches.status} end`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a URL: anything that is not a UUID cannot name a row, so it is simply not found. */
export function assertId(id: string, message: string): void {
  if (!UUID.test(id)) throw notFound(message);
}
