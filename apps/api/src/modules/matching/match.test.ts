// Matching with the demo companies (issue #5, docs/README.md#issues): who gets a lead, in which order, and what is stored.
import assert from "node:assert/strict";
import { afterAll, beforeAll, test } from "vitest";
import { MAX_MATCHES } from "@rm/domain/matching";
import { eq, inArray } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import { companies, companyDocuments, leadMatches } from "../../db/schema.ts";
import { openTestDatabase } from "../../test/database.ts";
import { matchLead } from "./match.ts";
import { addCompany, addLead, inDays, rolledBack } from "../../test/fixtures/matching.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const SE16 = { fromLat: 51.4952, fromLon: -0.0489, fromBoroughCode: "E09000028" }; // Rotherhithe
const UXBRIDGE = { fromLat: 51.546, fromLon: -0.478, fromBoroughCode: "E09000017" }; // Hillingdon
const house = { typeOfMove: "House/Flat Removals", moveDate: inDays(30) };

const idOf = async (db: DbOrTx, name: string) =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]!.id;

test("a house move from SE16 goes to Thames-side Removals first, and only to companies covering SE16", async () => {
  await rolledBack(database.db, async (tx) => {
    const lead = await addLead(tx, { ...house, ...SE16 });
    const picks = await matchLead(tx, lead);
    assert.ok(picks.length >= 2 && picks.length <= MAX_MATCHES);
    assert.equal(picks[0]!.name, "Thames-side Removals");
    assert.equal(picks[0]!.reasons.withinRadius, true);
    assert.equal(picks[0]!.reasons.boroughMatch, true);
    const names = picks.map((p) => p.name);
    assert.ok(names.includes("City & Courier Removals"));
    // Westway (W3, 6-mile radius) and Riverside Richmond (TW9, 8 miles) are far from Rotherhithe
    assert.ok(!names.includes("Westway Man & Van"));
    assert.ok(!names.includes("Riverside Removals Richmond"));
    for (let i = 1; i < picks.length; i++) {
      assert.ok((picks[i - 1]!.reasons.band as number) >= (picks[i]!.reasons.band as number), "best first");
    }
    // stored: one lead_matches row per pick, with its score and reasons; last_matched_at moved on
    const rows = await tx.select().from(leadMatches).where(eq(leadMatches.leadId, lead.id));
    assert.equal(rows.length, picks.length);
    for (const p of picks) {
      const row = rows.find((r) => r.companyId === p.companyId)!;
      assert.equal(row.score, p.score);
      assert.deepEqual(row.reasons, p.reasons);
      assert.equal(row.status, "new");
    }
    const stamped = await tx
      .select({ at: companies.lastMatchedAt })
      .from(companies)
      .where(
        inArray(
          companies.id,
          picks.map((p) => p.companyId),
        ),
      );
    assert.ok(stamped.every((s) => s.at !== null));
  });
});

test("a move from a far-out borough nobody covers, or from nowhere, matches no one and stores nothing", async () => {
  await rolledBack(database.db, async (tx) => {
    const far = await addLead(tx, { ...house, ...UXBRIDGE });
    assert.deepEqual(await matchLead(tx, far), []);
    const nowhere = await addLead(tx, { ...house, fromLat: null, fromLon: null, fromBoroughCode: null });
    assert.deepEqual(await matchLead(tx, nowhere), []);
    const stored = await tx
      .select()
      .from(leadMatches)
      .where(inArray(leadMatches.leadId, [far.id, nowhere.id]));
    assert.equal(stored.length, 0);
  });
});

test("without coordinates the borough lists decide", async () => {
  await rolledBack(database.db, async (tx) => {
    const lead = await addLead(tx, { ...house, fromLat: null, fromLon: null, fromBoroughCode: "E09000028" });
    const picks = await matchLead(tx, lead);
    assert.deepEqual(
      picks.map((p) => p.name),
      ["Thames-side Removals"],
    );
    assert.equal(picks[0]!.reasons.distanceMiles, null);
  });
});

test("only companies offering the move type: no international move for Thames-side", async () => {
  await rolledBack(database.db, async (tx) => {
    const lead = await addLead(tx, { ...SE16, typeOfMove: "International Removals", moveDate: inDays(30) });
    const names = (await matchLead(tx, lead)).map((p) => p.name);
    assert.ok(!names.includes("Thames-side Removals"));
    assert.ok(names.includes("Greenwich Global Movers") && names.includes("City & Courier Removals"));
  });
});

test("an expired, unverified or too-short insurance stops leads; a renewed one brings them back", async () => {
  await rolledBack(database.db, async (tx) => {
    const thames = await idOf(tx, "Thames-side Removals");
    const matchesThames = async (moveDate: string | null) =>
      (await matchLead(tx, await addLead(tx, { ...SE16, typeOfMove: house.typeOfMove, moveDate }))).some(
        (p) => p.companyId === thames,
      );
    assert.equal(await matchesThames(inDays(30)), true);
    // the GIT runs out before the move date: not for that move, still for a move next week
    await tx
      .update(companyDocuments)
      .set({ expiresOn: inDays(20) })
      .where(eq(companyDocuments.companyId, thames));
    assert.equal(await matchesThames(inDays(30)), false);
    assert.equal(await matchesThames(inDays(7)), true);
    assert.equal(await matchesThames(inDays(20)), true, "valid on the move date itself");
    // expired yesterday: no leads at all, even without a date
    await tx
      .update(companyDocuments)
      .set({ expiresOn: inDays(-1) })
      .where(eq(companyDocuments.companyId, thames));
    assert.equal(await matchesThames(null), false);
    // a renewed GIT and PL, still waiting for checks: nothing yet
    for (const kind of ["git", "pl"] as const) {
      await tx.insert(companyDocuments).values({
        companyId: thames,
        kind,
        expiresOn: inDays(400),
        fileKey: `renewed-${kind}`,
        originalName: "renewed.pdf",
        mime: "application/pdf",
        size: 10,
        status: "pending",
      });
    }
    assert.equal(await matchesThames(null), false);
    await tx
      .update(companyDocuments)
      .set({ status: "verified" })
      .where(inArray(companyDocuments.fileKey, ["renewed-git", "renewed-pl"]));
    assert.equal(await matchesThames(inDays(30)), true);
  });
});

test("paused, pending, suspended and capped companies get no leads", async () => {
  const now = new Date();
  const near = { lat: 51.4952, lon: -0.0489, coverageRadiusMiles: 3 };
  await rolledBack(database.db, async (tx) => {
    const ok = await addCompany(tx, { ...near, ratingSum: 50, ratingCount: 10 });
    const paused = await addCompany(tx, { ...near, paused: true });
    const pending = await addCompany(tx, { ...near, status: "pending" });
    const suspended = await addCompany(tx, { ...near, status: "suspended" });
    const dayCapped = await addCompany(tx, { ...near, maxLeadsPerDay: 1 });
    const weekCapped = await addCompany(tx, { ...near, maxLeadsPerWeek: 2 });
    const onlyPl = await addCompany(tx, {
      ...near,
      documents: [{ kind: "pl", status: "verified", expiresOn: inDays(300) }],
    });
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
    const old = await addLead(tx, { ...house, ...SE16 });
    await tx.insert(leadMatches).values([
      { leadId: old.id, companyId: dayCapped, score: 1, reasons: {}, createdAt: hoursAgo(23) },
      { leadId: old.id, companyId: weekCapped, score: 1, reasons: {}, createdAt: hoursAgo(24 * 6) },
    ]);
    const old2 = await addLead(tx, { ...house, ...SE16 });
    await tx
      .insert(leadMatches)
      .values({ leadId: old2.id, companyId: weekCapped, score: 1, reasons: {}, createdAt: hoursAgo(30) });
    const ids = (await matchLead(tx, await addLead(tx, { ...house, ...SE16 }), { now })).map(
      (p) => p.companyId,
    );
    assert.ok(ids.includes(ok));
    for (const [name, id] of Object.entries({ paused, pending, suspended, dayCapped, weekCapped, onlyPl })) {
      assert.ok(!ids.includes(id), `${name} must not be matched`);
    }
    // the day cap looks back 24 hours, the week cap 7 days: a day later the day-capped one is back
    const later = new Date(now.getTime() + 2 * 3600_000);
    const ids2 = (await matchLead(tx, await addLead(tx, { ...house, ...SE16 }), { now: later })).map(
      (p) => p.companyId,
    );
    assert.ok(ids2.includes(dayCapped));
    assert.ok(!ids2.includes(weekCapped));
  });
});

test("equal companies take turns, and the same data gives the same picks", async () => {
  const spot = { lat: 51.6, lon: -0.2, coverageRadiusMiles: 4 };
  const lead = { ...house, fromLat: 51.6, fromLon: -0.2, fromBoroughCode: "E09000003" };
  const t0 = new Date();
  const t1 = new Date(t0.getTime() + 60_000);
  const first = await rolledBack(database.db, async (tx) => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++)
      ids.push(await addCompany(tx, { ...spot, id: `00000000-0000-4000-8000-00000000000${i}` }));
    const a = (await matchLead(tx, await addLead(tx, lead), { now: t0 })).map((p) => p.companyId);
    const b = (await matchLead(tx, await addLead(tx, lead), { now: t1 })).map((p) => p.companyId);
    return { ids, a, b };
  });
  const { ids, a, b } = first;
  assert.deepEqual(a, ids.slice(0, 6), "never matched yet: by id");
  // the two left out go first next time, then the longest-waiting of the others
  assert.deepEqual(b, [ids[6], ids[7], ids[0], ids[1], ids[2], ids[3]]);
  const again = await rolledBack(database.db, async (tx) => {
    for (const id of [...ids].reverse()) await addCompany(tx, { ...spot, id });
    return (await matchLead(tx, await addLead(tx, lead), { now: t0 })).map((p) => p.companyId);
  });
  assert.deepEqual(again, a);
});

test("companies tied at the edge of the pool all stay in it, so the order of rows never matters", async () => {
  // 30 companies at one address: more than the pool, all at the same distance
  const spot = { lat: 51.62, lon: -0.25, coverageRadiusMiles: 3 };
  const ids = Array.from({ length: 30 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
  const shuffled = ids.map((_, i) => ids[(i * 7) % ids.length]!); // a permutation, not in id order
  const picks = await rolledBack(database.db, async (tx) => {
    for (const id of shuffled) await addCompany(tx, { ...spot, id });
    const lead = await addLead(tx, { ...house, fromLat: 51.621, fromLon: -0.251, fromBoroughCode: null });
    return (await matchLead(tx, lead)).map((p) => p.companyId);
  });
  assert.deepEqual(picks, ids.slice(0, MAX_MATCHES), "equal and never matched: lowest ids");
});
