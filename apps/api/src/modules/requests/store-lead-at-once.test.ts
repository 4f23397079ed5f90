// The intake stores a lead in one statement (storeLead): it reads the pool without a transaction, so it
// must notice when another intake took one of those companies before its statement locked them — and then
// store nothing of that try and match again from a fresh read. Runs on PGlite and on PostgreSQL
// (TEST_DB=postgres, where intakes really overlap).
import assert from "node:assert/strict";
import { afterAll, beforeAll, test } from "vitest";
import { leadSubmissionSchema } from "@rm/domain";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { leadMatches, leads, outbox, users } from "../../db/schema.ts";
import { openTestDatabase } from "../../test/database.ts";
import { addCompany, holdingIntake, lockWaiters } from "../../test/fixtures/matching.ts";
import { type StoreLeadInput, storeLead } from "./store-lead.ts";
import { houseMove } from "../../test/fixtures/leads.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let n = 0;
/** A new customer's house move starting at `spot` (a place no demo company covers). */
function input(spot: { lat: number; lon: number }): StoreLeadInput {
  n++;
  const sub = leadSubmissionSchema.parse(houseMove({ user: { email: `at-once-${n}@example.org` } }));
  return {
    owner: {
      newClient: {
        email: sub.user.email,
        passwordHash: null,
        title: "Ms",
        firstName: sub.user.firstName,
        lastName: sub.user.lastName,
        phoneNumber: null,
      },
    },
    guestSessionId: null,
    lead: sub.client,
    location: { lat: spot.lat, lon: spot.lon, boroughCode: null },
    idempotencyKey: null,
    contact: { email: sub.user.email, firstName: sub.user.firstName },
    withSigninLink: false,
    appUrl: "http://localhost:3000",
  };
}

/** What the intake service does for a new customer. */
async function intake(i: StoreLeadInput) {
  const stored = await storeLead(database.db, i);
  assert.ok(stored, "a new customer's lead is always stored");
  return stored;
}

const leadsOf = async (email: string) => {
  const [u] = await database.db.select().from(users).where(eq(users.email, email));
  return u ? database.db.select().from(leads).where(eq(leads.clientUserId, u.id)) : [];
};

test("one statement stores the account, the lead, its matches and both mails", async () => {
  const spot = { lat: 53.48, lon: -2.24 }; // Manchester: only this company
  const company = await addCompany(database.db, { lat: spot.lat, lon: spot.lon });
  const i = input(spot);
  const stored = await storeLead(database.db, i);
  assert.ok(stored, "stored without a transaction");
  assert.deepEqual(
    stored.companies.map((c) => c._id),
    [company],
  );
  const [lead] = await leadsOf(i.contact.email);
  assert.equal(lead?.id, stored.leadId);
  const matches = await database.db.select().from(leadMatches).where(eq(leadMatches.leadId, stored.leadId));
  assert.deepEqual(
    matches.map((m) => m.companyId),
    [company],
  );
  const mails = await database.db
    .select({ to: outbox.to })
    .from(outbox)
    .where(inArray(outbox.to, [i.contact.email, `${company}@match-test.example.com`]));
  assert.equal(mails.length, 2, "the customer's confirmation and the mover's notice");
});

test("a taken email: nothing stored, the caller is told to decide for that account", async () => {
  const i = input({ lat: 53.48, lon: -2.24 });
  await database.db.insert(users).values({ email: i.contact.email, role: "client", firstName: "Grace" });
  assert.equal(await storeLead(database.db, i), null);
  assert.equal((await leadsOf(i.contact.email)).length, 0);
});

test("a company taken by another intake between the read and the lock: that try stores nothing, the next read sees the cap used", async () => {
  const spot = { lat: 52.63, lon: 1.3 }; // Norwich: nobody else
  const solo = await addCompany(database.db, { lat: spot.lat, lon: spot.lon, maxLeadsPerDay: 1 });
  // the first intake matches the only company and holds its row lock, uncommitted
  const first = holdingIntake(database, spot);
  await first.matched;
  // the second reads the pool (the first's match is not committed: the company looks free) and waits
  const i = input(spot);
  const second = intake(i);
  if (database.kind === "postgres")
    assert.ok((await lockWaiters(database)) > 0, "the one statement waits for the lock");
  else await lockWaiters(database);
  first.release();
  assert.deepEqual(
    (await first.picks).map((p) => p.companyId),
    [solo],
  );
  // it saw the company change under its lock, wrote nothing of that try, read again: the cap of 1 is used
  const done = await second;
  assert.deepEqual(done.companies, [], "the cap of 1 was used by the first lead");
  const [lead] = await leadsOf(i.contact.email);
  assert.equal(lead?.id, done.leadId, "the lead is stored once, with no match");
  assert.equal((await leadsOf(i.contact.email)).length, 1);
  const rows = await database.db.select().from(leadMatches).where(eq(leadMatches.companyId, solo));
  assert.equal(rows.length, 1);
  const [owner] = await database.db.select().from(users).where(eq(users.email, i.contact.email));
  const mails = await database.db
    .select({ to: outbox.to })
    .from(outbox)
    .where(eq(outbox.to, i.contact.email));
  assert.equal(mails.length, 1, "one confirmation, not one per try");
  assert.ok(owner, "one account");
});

test("a burst of simultaneous intakes fills every cap exactly and stores every lead", async () => {
  const spot = { lat: 51.45, lon: -2.59 }; // Bristol: only these companies
  const caps = [1, 2, 3, 3, 3, 3, 3, 3];
  const ids: string[] = [];
  for (const cap of caps) ids.push(await addCompany(database.db, { ...spot, maxLeadsPerDay: cap }));
  const inputs = Array.from({ length: 10 }, () => input(spot));
  const results = await Promise.all(inputs.map(intake));
  const rows = await database.db
    .select({ companyId: leadMatches.companyId, n: sql<number>`count(*)::int` })
    .from(leadMatches)
    .where(inArray(leadMatches.companyId, ids))
    .groupBy(leadMatches.companyId);
  const counts = new Map(rows.map((r) => [r.companyId, Number(r.n)]));
  for (const [k, id] of ids.entries()) assert.equal(counts.get(id) ?? 0, caps[k], `company ${k} at its cap`);
  assert.equal(
    results.reduce((sum, r) => sum + r.companies.length, 0),
    caps.reduce((a, b) => a + b, 0),
  );
  for (const i of inputs) assert.equal((await leadsOf(i.contact.email)).length, 1, "each lead stored once");
});
