// Matching: matchLead (apps/api/src/modules/matching) timed per lead, each lead in its own
// transaction that is rolled back, with 1,000, 10,000 and 100,000 generated companies, each with a past
// lead's worth of match history (see addPastLeads).
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/client.ts";
import { matchLead } from "../../apps/api/src/modules/matching/index.ts";
import { addPastLeads } from "./db-access.ts";
import { generateCompanies } from "./generate-companies.ts";
import type { PostcodePoint } from "./postcodes.ts";
import { elapsed, log, quantile, round } from "./util.ts";

const SIZES = [1_000, 10_000, 100_000];
const LEADS_PER_SIZE = Number(process.env.BENCH_MATCH_LEADS ?? 500);
const WARMUP_LEADS = 20;
/** past leads added with each size at most (90,000 would take 90 s to write; 10,000 give the statistics) */
const HISTORY_PER_SIZE = 10_000;

type MatchLead = typeof matchLead;

interface MatchingSize {
  companies: number;
  generateSeconds: number;
  /** past leads (6 matches each, 8–35 days old) in the database while it was timed */
  historyLeads: number;
  leads: number;
  p50Ms: number;
  p99Ms: number;
  meanMatches: number;
}
export type MatchingResult = { skipped: string } | { sizes: MatchingSize[]; note?: string };

class Rollback extends Error {}

async function benchUser(db: Db): Promise<string> {
  const email = "bench-matching@bench.example.com";
  await db.execute(
    sql`insert into users (email, role, first_name) values (${email}, 'client', 'Bench') on conflict do nothing`,
  );
  const r = await db.execute<{ id: string }>(sql`select id from users where email = ${email}`);
  return (r as unknown as { rows: { id: string }[] }).rows[0].id;
}

async function timeOne(db: Db, matchLead: MatchLead, userId: string, p: PostcodePoint, i: number) {
  const typeOfMove = ["House/Flat Removals", "Man and Van", "Business Removals", "Storage Unit"][i % 4];
  const moveDate = new Date(Date.now() + (7 + (i % 60)) * 86_400_000).toISOString().slice(0, 10);
  let ms = 0;
  let matches = 0;
  try {
    await db.transaction(async (tx) => {
      const ins = await tx.execute<{ id: string }>(sql`
        insert into leads (client_user_id, type_of_move, from_postcode, from_lat, from_lon, from_borough_code,
          move_date, details)
        values (${userId}, ${typeOfMove}, ${p.postcode}, ${p.lat}, ${p.lon}, ${p.boroughCode}, ${moveDate},
          ${JSON.stringify({ typeOfMove, fromPostcode: p.postcode })}::jsonb)
        returning id`);
      const id = (ins as unknown as { rows: { id: string }[] }).rows[0].id;
      const lead = {
        id,
        typeOfMove,
        fromLat: p.lat,
        fromLon: p.lon,
        fromBoroughCode: p.boroughCode,
        moveDate,
      };
      const t0 = performance.now();
      const picks = await matchLead(tx, lead);
      ms = performance.now() - t0;
      matches = picks.length;
      throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  return { ms, matches };
}

/** `deadlineS`: sizes not started by then are skipped (with a note). */
export async function benchMatching(
  db: Db,
  points: PostcodePoint[],
  deadlineS: number,
): Promise<MatchingResult> {
  if (!points.length) return { skipped: "no London postcode file to place leads" };
  const userId = await benchUser(db);
  const sizes: MatchingSize[] = [];
  let generated = 0;
  let history = 0;
  let note: string | undefined;
  for (const [k, size] of SIZES.entries()) {
    if (elapsed() > deadlineS) {
      note = `stopped before ${size.toLocaleString("en-GB")} companies: time budget used`;
      break;
    }
    const t0 = performance.now();
    await generateCompanies(db, size - generated, 1000 + k);
    // A month of history, one past lead per company added (at most HISTORY_PER_SIZE): without it PostgreSQL's
    // generic plan, cached on the connection after a statement's fifth run, counts a company's matches with a
    // sequential scan of a table it saw empty, and the rolled-back matches of the timed leads grow what that
    // scan reads (p50 went from 2.4 to 5.5 ms over 2,000 leads at 10,000 companies; with history 1.7 ms).
    history += await addPastLeads(db, Math.min(size - generated, HISTORY_PER_SIZE));
    generated = size;
    const generateSeconds = round((performance.now() - t0) / 1000, 1);
    // steady state, as in production: no autovacuum of the fresh rows in the middle of the timings
    await db.execute(sql`vacuum analyze`);
    const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from companies`);
    const total = (count as unknown as { rows: { n: number }[] }).rows[0].n;
    for (let i = 0; i < WARMUP_LEADS; i++) await timeOne(db, matchLead, userId, points[i % points.length], i);
    const times: number[] = [];
    let matched = 0;
    for (let i = 0; i < LEADS_PER_SIZE; i++) {
      const r = await timeOne(db, matchLead, userId, points[(i * 7 + k) % points.length], i);
      times.push(r.ms);
      matched += r.matches;
    }
    const row = {
      companies: total,
      generateSeconds,
      historyLeads: history,
      leads: LEADS_PER_SIZE,
      p50Ms: round(quantile(times, 0.5), 2),
      p99Ms: round(quantile(times, 0.99), 2),
      meanMatches: round(matched / LEADS_PER_SIZE, 1),
    };
    log(
      `matching at ${total} companies: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms (generated in ${generateSeconds} s)`,
    );
    sizes.push(row);
  }
  return { sizes, note };
}
