// Issues #13, #17 and 28 (@rm/domain/duplicate-request): the caller's own request for the same move — same
// districts at both ends, dates overlapping or within 7 days. An open (or, for the browser that typed it,
// held) request is answered instead of a new one, with the offer to update it; a booked one with "you already
// booked this move" and the booking. Booked wins over open: it is the stronger thing to know. Closed and
// cancelled requests never count. Only the caller's own requests are read (signed in: their account's; a D8
// guest: those made in this browser), so typing an email never reveals another person's request.
import type { Lead } from "@rm/domain";
import {
  DUPLICATE_MESSAGES,
  type DuplicateKind,
  isSameMove,
  type MoveKey,
} from "@rm/domain/duplicate-request";
import { HELD_MESSAGES } from "@rm/domain/lead-intake";
import { and, desc, inArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { leads } from "../../db/schema.ts";
import { type ClientCaller, ownLeads } from "../scopes/index.ts";

export type LeadRow = typeof leads.$inferSelect;
type Status = LeadRow["status"];

/** a customer has few requests still open or booked, so the rule itself runs here rather than in SQL */
const RECENT = 50;

/** The move of a stored request, as the rule sees it. */
export const moveOfRow = (r: LeadRow): MoveKey => ({
  from: r.fromPostcode,
  to: r.toPostcode,
  date: r.moveDate,
  endDate: r.endDate,
});

/** The move of a validated lead. */
export const moveOfLead = (lead: Lead): MoveKey => ({
  from: lead.fromPostcode ?? lead.fromAreaCode,
  to: lead.toPostcode,
  date: lead.startDate,
  endDate: lead.endDate,
});

/** The first of `rows` that is the same move, a booked one before any other. */
export function sameMoveIn(rows: LeadRow[], move: MoveKey): LeadRow | undefined {
  const same = rows.filter((r) => isSameMove(moveOfRow(r), move));
  return same.find((r) => r.status === "booked") ?? same[0];
}

/** The newest request in `scope` with one of `statuses` that is the same move, if there is one. */
export async function findSameMove(
  db: DbOrTx,
  scope: SQL,
  move: MoveKey,
  statuses: Status[] = ["open", "held", "booked"],
): Promise<LeadRow | undefined> {
  const rows = await db
    .select()
    .from(leads)
    .where(and(scope, inArray(leads.status, statuses)))
    .orderBy(desc(leads.createdAt))
    .limit(RECENT);
  return sameMoveIn(rows, move);
}

/** What a repeat answers besides its request and companies. */
export interface RepeatWords {
  message: string;
  duplicate?: true;
  booked?: true;
  held?: true;
}

/**
 * The answer to a repeat the caller may see: their booking, their open request (it can be updated) or their
 * held one — unless it is the same submission again (its Idempotency-Key), which gets the first answer.
 */
export function repeatAnswer(dup: LeadRow, sent: string, key: string | null): RepeatWords {
  if (dup.status === "held") return { message: HELD_MESSAGES.toast, held: true };
  if (key && dup.idempotencyKey === key) return { message: sent };
  if (dup.status === "booked")
    return { message: DUPLICATE_MESSAGES.booked.answer, duplicate: true, booked: true };
  if (dup.status === "open") return { message: DUPLICATE_MESSAGES.answer, duplicate: true };
  return { message: sent };
}

/**
 * GET /api/client/same-move (issue 28): asked by the wizard as soon as the postcodes and the date are known,
 * before the last step. The caller's own open or booked request for that move, or null. Held requests are
 * left out (ownLeads leaves out a full account's; a guest's own gets its answer when sent).
 */
export async function sameMoveOf(
  db: DbOrTx,
  caller: ClientCaller,
  move: MoveKey,
): Promise<{ leadId: string; status: DuplicateKind } | null> {
  const found = await findSameMove(db, ownLeads(caller), move, ["open", "booked"]);
  if (!found) return null;
  return { leadId: found.id, status: found.status === "booked" ? "booked" : "open" };
}
