// Issue #5 (docs/README.md#issues): "Two leads arriving at once can never push a company over its cap". Runs on PGlite (where
// transactions take turns) and on PostgreSQL (TEST_DB=postgres, where they really overlap).
import assert from "node:assert/strict";
import { afterAll, beforeAll, test } from "vitest";
import { MAX_MATCHES } from "@rm/domain/matching";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { leadMatches } from "../../db/schema.ts";
import { openTestDatabase } from "../../test/database.ts";
import { matchLead } from "./match.ts";
import { addCompany, addLead, holdingIntake, lockWaiters } from "../../test/fixtures/matching.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const house = { typeOfMove: "House/Flat Removals", moveDate: null, fromBoroughCode: null };

/** One lead intake: the lead row and its matches in one transaction. */
const intake = (at: { fromLat: number; fromLon: number }) =>
  database.db.transaction(async (tx) => matchLead(tx, await addLead(tx, { ...house, ...at })));

async function countsFor(ids: string[]) {
  const rows = await database.db
    .select({ companyId: leadMatches.companyId, n: sql<number>`count(*)::int` })
    .from(leadMatches)
    .where(inArray(leadMatches.companyId, ids))
    .groupBy(leadMatches.companyId);
  return new Map(rows.map((r) => [r.companyId, Number(r.n)]));
}

test("a burst of simultaneous leads fills every cap exactly and never beyond", async () => {
  // somewhere no demo company covers (Cambridge), so only these companies compete
  const spot = { lat: 52.205, lon: 0.119 };
  const caps = [1, 2, 3, 3, 3, 3, 3, 3, 3, 3];
  const ids: string[] = [];
  for (const cap of caps) ids.push(await addCompany(database.db, { ...spot, maxLeadsPerDay: cap }));
  const leads = 12; // wants 72 places, the caps allow 28
  const results = await Promise.all(
    Array.from({ length: leads }, () => intake({ fromLat: spot.lat, fromLon: spot.lon })),
  );
  const counts = await countsFor(ids);
  for (const [i, id] of ids.entries()) {
    assert.equal(counts.get(id) ?? 0, caps[i], `company ${i} ends exactly at its cap`);
  }
  const returned = results.flat().length;
  assert.equal(
    returned,
    caps.reduce((a, b) => a + b, 0),
  );
  for (const picks of results) {
    assert.ok(picks.length <= MAX_MATCHES);
    assert.equal(new Set(picks.map((p) => p.companyId)).size, picks.length);
  }
});

test("a lead that waits for another intake's lock sees its matches before choosing", async () => {
  const spot = { lat: 52.4, lon: -1.5 }; // Coventry: again nobody else
  const solo = await addCompany(database.db, { ...spot, maxLeadsPerDay: 1 });
  const first = holdingIntake(database, spot);
  await first.matched;
  const second = intake({ fromLat: spot.lat, fromLon: spot.lon });
  // on PostgreSQL, prove the second intake really queued behind the first one's lock
  if (database.kind === "postgres")
    assert.ok((await lockWaiters(database)) > 0, "the second intake waits for the lock");
  else await lockWaiters(database);
  first.release();
  assert.deepEqual(
    (await first.picks).map((p) => p.companyId),
    [solo],
  );
  assert.deepEqual(await second, [], "the cap of 1 was used by the first lead");
  const rows = await database.db.select().from(leadMatches).where(eq(leadMatches.companyId, solo));
  assert.equal(rows.length, 1);
});
