// The customer's side of "who is asking, and what they may see": every query on a customer's requests
// (the list, the comparison, booking, the results modal) is scoped with ownLeads.
import type { SessionUser } from "@rm/domain";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { leads } from "../../db/schema.ts";

/**
 * Who asks for a customer's requests: a client, full or docs/product/decisions.md D8 guest (a guest session
 * sees only the requests made in its own browser, so its session id counts); anyone else sees none.
 */
export interface ClientCaller {
  user: SessionUser | null;
  sessionId: string | null;
}

/** The caller of a route, as the services scope it. */
export const clientCaller = (req: FastifyRequest): ClientCaller => ({
  user: req.user,
  sessionId: req.sessionId,
});

/**
 * "Leads this customer may see" (docs/product/decisions.md D8): a full client sees their own account's
 * leads except those still held for the emailed link (issue #13, docs/README.md#issues: a request typed
 * with someone's email is not theirs until they confirm it); a guest session only the leads made in it;
 * anyone else none (`false`).
 */
export function ownLeads(caller: ClientCaller): SQL {
  const { user, sessionId } = caller;
  if (user?.role !== "client") return sql`false`;
  if (user.isGuest) return sessionId ? eq(leads.guestSessionId, sessionId) : sql`false`;
  return and(eq(leads.clientUserId, user._id), ne(leads.status, "held"))!;
}
