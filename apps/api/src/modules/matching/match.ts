// The matching engine (issue #5 "Matching" (docs/README.md#issues); docs/product/rules.md §11 "Matching").
//
// Contract with the other modules: `matchLead(db, lead)` (db: the database, or a transaction to run in). It
//   1. finds the eligible companies — approved, not paused, offering the lead's move type, verified GIT and
//      PL valid on the move date (today when there is none), covering the from-location (distance from
//      base ≤ radius, or the from-borough listed), under their daily and weekly lead caps;
//   2. takes the MATCH_POOL_SIZE of them based nearest the lead and ranks them with the documented score
//      (@rm/domain/matching: distance, Bayesian rating, responsiveness, fair rotation, then id);
//   3. INSERTS one lead_matches row (lead_id, company_id, score, reasons) per pick, sets
//      companies.last_matched_at and queues the mails `mailsFor(picks)` returns, in the statement that
//      takes the locks (inside a transaction, they are held until it ends);
//   4. returns the picks, best first — at most MAX_MATCHES (6), possibly none.
// Caps hold under concurrency: the pool is read without locks, ranked, and then ONE statement locks the pool's
// company rows (FOR NO KEY UPDATE, in id order, so two intakes never deadlock), checks that none changed
// since the read (another intake that matched one stamped it) and only then stores the picks. When one
// changed, nothing is stored and the lead is matched again from a fresh read: the same path, never a
// second one. Same data and same `now` → same picks. The lead intake (requests/store-lead.ts) stores the
// lead itself in that same statement.
import {
  MATCH_POOL_SIZE,
  MATCH_SCAN_LIMIT,
  MAX_MATCHES,
  insuranceNeededOn,
  rankCandidates,
} from "@rm/domain/matching";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { londonToday } from "../../lib/london-today.ts";
import type { MailInput } from "../mail/index.ts";
import { type EligibleCompany, findPool, type MatchContext } from "./candidates.ts";
import { type AlsoStored, lockAndRecord, type Pick } from "./record.ts";

export interface LeadToMatch {
  id: string;
  typeOfMove: string;
  fromLat: number | null;
  fromLon: number | null;
  fromBoroughCode: string | null;
  /** "YYYY-MM-DD" */
  moveDate: string | null;
  /** the last day of a flexible range ("YYYY-MM-DD"); null or absent: the move date alone */
  endDate?: string | null;
}

/** companyId, name, score (0–100, see scoreCandidate()) and reasons (also stored with the match) */
export type MatchPick = Pick;

export interface MatchOptions {
  /** the clock (tests); defaults to now */
  now?: Date;
  /** the mails the picks cause (the customer's confirmation, the movers' notices): queued with the picks */
  mailsFor?: (picks: MatchPick[]) => MailInput[];
  /** issue #33: the new-lead text each picked company's verified phone gets (texts/lead-text.ts); none: no text */
  leadText?: string | null;
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
    firstDay: lead.moveDate,
    lastDay: lead.moveDate === null ? null : [lead.moveDate, lead.endDate ?? ""].sort()[1]!,
    now,
  };
}

/**
 * A pool read that changed under the lock means another intake committed a match on one of its companies;
 * each retry follows someone else's progress, so this bound is only a guard against a bug.
 */
const MAX_TRIES = 100;

/** Matches `lead` and stores its picks (see the contract above); returns them, best first. */
export async function matchLead(
  db: DbOrTx,
  lead: LeadToMatch,
  opts: MatchOptions = {},
): Promise<MatchPick[]> {
  return (await matchAndStore(db, lead, opts)).picks;
}

/**
 * `matchLead`, storing `also`'s rows in the same statement as the picks (the intake's lead: see
 * record.ts). Returns the picks and the statement's answer row. Reads the pool, ranks it, then locks and
 * stores if no pool row changed since the read — else reads again.
 */
export async function matchAndStore<R extends Record<string, SQL>>(
  db: DbOrTx,
  lead: LeadToMatch,
  opts: MatchOptions & { also?: { statement: AlsoStored<R>; values: Record<string, unknown> } } = {},
) {
  const now = opts.now ?? new Date();
  const ctx = matchContext(lead, now);
  const mailsFor = opts.mailsFor ?? (() => []);
  for (let tries = 1; ; tries++) {
    const pool = await findPool(db, ctx, MATCH_POOL_SIZE, MATCH_SCAN_LIMIT);
    const picks = pool.length === 0 ? [] : rank(pool);
    const row = await lockAndRecord(db, lead.id, now, pool, picks, mailsFor(picks), opts.also, opts.leadText);
    if (row.ok) return { picks, row };
    if (tries >= MAX_TRIES) throw new Error(`matching: the pool changed under the lock ${tries} times`);
  }
}

/** The pool as it stands and its picks, read only: nothing is stored, no cap is used (a preview). */
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
      company: { email: c.email, userId: c.userId, ratingSum: c.ratingSum, ratingCount: c.ratingCount },
    };
  });
