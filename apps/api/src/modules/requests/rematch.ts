// Issue #17 "No match is said honestly": a request that no vetted mover covered when it was sent is kept open
// and sent automatically once one does — a newly approved (or reinstated) company, a certificate verified, a
// company widening its area or raising its caps, a cap that frees as its window passes. This job re-matches
// the open requests that have no match yet; it runs after those events and periodically (requests/routes.ts),
// and the customer is emailed when it happens. Same data and same `now` → same result.
import type { Lead } from "@rm/domain";
import { todayInLondon } from "@rm/domain";
import { inListedOrder } from "@rm/domain/matching";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { leads, users } from "../../db/schema.ts";
import { type MatchPick, matchLead } from "../matching/index.ts";
import { newLeadText } from "../texts/index.ts";
import { newLeadNotice } from "./lead-mails.ts";
import { leadPhotoCount } from "./lead-photos.ts";
import { matchedLaterNotice } from "./lifecycle-mails.ts";
import { details, str } from "./move-summary.ts";

/** how many waiting requests one run looks at (oldest first; the next run takes the rest) */
const REMATCH_BATCH = 100;
/** when the job runs on its own (every 10 minutes), besides the events that start it */
export const REMATCH_CRON = "*/10 * * * *";

const noMatch = sql`not exists (select 1 from lead_matches m where m.lead_id = ${leads.id})`;

/**
 * Matches every open request still without a mover whose move has not passed (or has no date); returns how
 * many found movers now. Each request in its own transaction, locked and checked again, so two runs (or two
 * processes) never match one twice.
 */
export async function rematchWaitingRequests(
  deps: { db: Db; appUrl: string; onError?: (err: unknown) => void },
  now = new Date(),
  batch = REMATCH_BATCH,
): Promise<number> {
  const today = todayInLondon(now);
  const stillToCome = or(
    isNull(leads.moveDate),
    sql`coalesce(${leads.endDate}, ${leads.moveDate}) >= ${today}::date`,
  );
  const waiting = await deps.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.status, "open"), noMatch, stillToCome))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(batch);
  let matched = 0;
  for (const { id } of waiting) {
    // one request that cannot be matched (or mailed) never holds up the others
    const found = await matchOne(deps, id, now).catch((err) => {
      deps.onError?.(err);
      return 0;
    });
    matched += found;
  }
  return matched;
}

async function matchOne(deps: { db: Db; appUrl: string }, id: string, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ lead: leads, account: users })
      .from(leads)
      .innerJoin(users, eq(users.id, leads.clientUserId))
      .where(and(eq(leads.id, id), eq(leads.status, "open"), noMatch))
      .for("update", { of: [leads], skipLocked: true })
      .limit(1);
    if (!row) return 0;
    const { lead, account } = row;
    const move = details(lead) as Lead;
    // issue #32: by now the customer may have added photos (the intake's own notices go before any)
    const photos = await leadPhotoCount(tx, lead.id);
    const mailsFor = (picks: MatchPick[]) =>
      picks.length === 0
        ? []
        : [
            matchedLaterNotice({
              lead: move,
              leadId: lead.id,
              to: account.email,
              firstName: str(move as Record<string, unknown>, "firstName") ?? account.firstName,
              // issue 28: in the order the results modal lists them
              companies: inListedOrder(picks),
              appUrl: deps.appUrl,
              unsubscribe: { userId: account.id, appUrl: deps.appUrl },
            }),
            ...picks.map((p) =>
              newLeadNotice({
                lead: move,
                leadId: lead.id,
                to: p.company.email,
                companyName: p.name,
                appUrl: deps.appUrl,
                userId: p.company.userId,
                photos,
              }),
            ),
          ];
    const picks = await matchLead(
      tx,
      {
        id: lead.id,
        typeOfMove: lead.typeOfMove,
        fromLat: lead.fromLat,
        fromLon: lead.fromLon,
        fromBoroughCode: lead.fromBoroughCode,
        moveDate: lead.moveDate,
        endDate: lead.endDate,
      },
      { now, mailsFor, leadText: newLeadText(deps.appUrl, lead.id, { ...move, moveDate: lead.moveDate }) },
    );
    return picks.length > 0 ? 1 : 0;
  });
}
