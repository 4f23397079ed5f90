// The matching engine (issue #5 "Matching" (docs/README.md#issues); docs/product/rules.md §11 "Matching").
//
// Contract with the leads module: `matchLead(tx, lead)` runs INSIDE the lead-intake transaction `tx`. It
//   1. finds the eligible companies — approved, not paused, offering the lead's move type, verified GIT and
//      PL valid on the move date (today when there is none), covering the from-location (distance from
//      base ≤ radius, or the from-borough listed), under their daily and weekly lead caps;
//   2. takes the MATCH_POOL_SIZE of them based nearest the lead and ranks them with the documented score
//      (@rm/domain/matching: distance, Bayesian rating, responsiveness, fair rotation, then id);
//   3. INSERTS one lead_matches row (lead_id, company_id, score, reasons) per pick, sets
//      companies.last_matched_at and queues the mails `mailsFor(picks)` returns, in `tx` (in the same
//      statement as the locks: after it, the intake only commits);
//   4. returns the picks, best first — at most MAX_MATCHES (6), possibly none.
// Caps hold under concurrency: the pool's company rows are locked (FOR NO KEY UPDATE, in id order, so two
// intakes never deadlock); if another intake changed any of them since they were read, the rules are
// checked again after the lock, when that intake has committed. Same data and same `now` → same picks.
// The intake first tries it without a transaction (`planMatch`, then one statement that locks, checks and
// stores the lead with its picks: store-lead.ts) and comes here only when that statement finds a change.
import {
  MATCH_POOL_SIZE,
  MATCH_SCAN_LIMIT,
  MAX_MATCHES,
  insuranceNeededOn,
  rankCandidates,
} from "@rm/domain/matching";
import { londonToday } from "../../lib/london-today.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import type { MailInput } from "../mail/index.ts";
import {
  completePool,
  type EligibleCompany,
  findPool,
  type MatchContext,
  type PoolRow,
  poolQuery,
  stillEligible,
} from "./candidates.ts";
import { lockAndRecord, type Pick, recordMatches } from "./record.ts";

export interface LeadToMatch {
  id: string;
  typeOfMove: string;
  fromLat: number | null;
  fromLon: number | null;
  fromBoroughCode: string | null;
  /** "YYYY-MM-DD" */
  moveDate: string | null;
}

/** companyId, name, score (0–100, see scoreCandidate()) and reasons (also stored with the match) */
export type MatchPick = Pick;

export interface MatchOptions {
  /** the clock (tests); defaults to now */
  now?: Date;
  /** the mails the picks cause (the customer's confirmation, the movers' notices): queued with the picks */
  mailsFor?: (picks: MatchPick[]) => MailInput[];
  /** the rows of `matchPoolQuery(matchContext(lead, now))`, when the caller has read them already */
  poolRows?: PoolRow[];
}

/** What the candidate rules need to know about a lead, at `now`. */
export function matchContext(lead: Omit<LeadToMatch, "id">, now: Date): MatchContext {
  const located = lead.fromLat !== null && lead.fromLon !== null;
  return {
    typeOfMove: lead.typeOfMove,
    lat: located ? lead.fromLat : null,
    lon: located ? lead.fromLon : null,
    boroughCode: lead.fromBoroughCode,
    insuredOn: insuranceNeededOn(lead.moveDate, londonToday(now)),
    now,
  };
}

/** The pool's first read, for a caller that runs it inside its own statement (then pass its rows). */
export const matchPoolQuery = (ctx: MatchContext) => poolQuery(ctx, MATCH_POOL_SIZE, MATCH_SCAN_LIMIT);

export async function matchLead(tx: Tx, lead: LeadToMatch, opts: MatchOptions = {}): Promise<MatchPick[]> {
  const now = opts.now ?? new Date();
  const ctx = matchContext(lead, now);
  const mailsFor = opts.mailsFor ?? (() => []);
  const pool = opts.poolRows
    ? await completePool(tx, ctx, opts.poolRows, MATCH_POOL_SIZE, MATCH_SCAN_LIMIT)
    : await findPool(tx, ctx, MATCH_POOL_SIZE, MATCH_SCAN_LIMIT);
  if (pool.length === 0) {
    await recordMatches(tx, lead.id, now, [], mailsFor([]));
    return [];
  }

  // Optimistic: rank what was read, then lock and store in one statement. If another intake changed one
  // of these rows meanwhile (it had matched it), look again under the locks and rank afresh.
  const picks = rank(pool);
  if (await lockAndRecord(tx, lead.id, now, pool, picks, mailsFor(picks))) return picks;
  const ids = pool.map((c) => c.id);
  const fresh = rank(await stillEligible(tx, ctx, ids));
  await recordMatches(tx, lead.id, now, fresh, mailsFor(fresh));
  return fresh;
}

/**
 * The optimistic intake's first half, outside any transaction: the pool as it stands and its picks. The
 * caller stores them with `lockAndRecordQuery` in the statement that writes the lead, which checks that no
 * pool row changed since this read (else it stores nothing and the caller takes the transactional path,
 * `matchLead`). Same rules, same ranking.
 */
export async function planMatch(
  db: DbOrTx,
  lead: Omit<LeadToMatch, "id">,
  now: Date,
): Promise<{ pool: EligibleCompany[]; picks: MatchPick[] }> {
  const pool = await findPool(db, matchContext(lead, now), MATCH_POOL_SIZE, MATCH_SCAN_LIMIT);
  return { pool, picks: pool.length === 0 ? [] : rank(pool) };
}

const rank = (pool: EligibleCompany[]): Pick[] =>
  rankCandidates(pool, MAX_MATCHES).map((p) => {
    const c = p.candidate as EligibleCompany;
    return {
      companyId: c.id,
      name: c.name,
      score: p.score,
      reasons: p.reasons,
      company: { email: c.email, ratingSum: c.ratingSum, ratingCount: c.ratingCount },
    };
  });
