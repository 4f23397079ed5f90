// The admin dashboard (issue #19): exact figures on a fixture of known requests, matches, quotes and a booking,
// counted on London days (the clocks went forward on 29 March 2026); only admins; a bad period is refused.
import assert from "node:assert/strict";
import { test } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { bookings, companies, companyDocuments, leads, quotes, users } from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { makeCustomer, makeLead } from "../../test/fixtures/quotes.ts";
import { buildTestApp } from "../../test/helper.ts";
import { toSessionUser } from "../accounts/index.ts";
import { adminDashboard } from "./dashboard.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const { app, db } = t;
const [adminRow] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
const adminUser = toSessionUser(adminRow!);
const NOW = new Date("2026-03-30T12:00:00Z");
const customer = await makeCustomer(t, "dashboard.fixture@example.org");
const minutes = (iso: string, m: number) => new Date(new Date(iso).getTime() + m * 60_000);

const quote = (leadId: string, companyId: string, createdAt: Date) => ({
  leadId,
  companyId,
  pricePence: 85_000,
  priceKind: "fixed" as const,
  crewSize: 3,
  vehicle: "Luton van",
  estimatedHours: 6,
  includes: ["packing"],
  availableDates: ["2026-04-20"],
  cancellationTerms: "Free cancellation up to 48 hours before the move.",
  validUntil: "2026-04-30",
  createdAt,
});

async function request(createdAt: string, matchedTo: number[], borough: string | null, status = "open") {
  const { lead, companyIds } = await makeLead(t, { clientUserId: customer.id, companies: matchedTo });
  await db
    .update(leads)
    .set({ createdAt: new Date(createdAt), fromBoroughCode: borough, status: status as "open" })
    .where(eq(leads.id, lead.id));
  return { id: lead.id, createdAt, companyIds };
}

const SOUTHWARK = "E09000028";
const CROYDON = "E09000008";
// 00:30 on 30 March in London (BST), still 29 March in UTC: counts on the 30th
const r1 = await request("2026-03-29T23:30:00Z", [0, 1, 2], SOUTHWARK);
const r2 = await request("2026-03-28T10:00:00Z", [0], SOUTHWARK);
await request("2026-03-27T10:00:00Z", [], CROYDON);
// held (waiting for its emailed link) is not a request yet; 20 March is outside the 7 days
await request("2026-03-28T11:00:00Z", [0, 1, 2], SOUTHWARK, "held");
const r5 = await request("2026-03-20T10:00:00Z", [0], CROYDON);
const [q1] = await db
  .insert(quotes)
  .values([
    quote(r1.id, r1.companyIds[0]!, minutes(r1.createdAt, 30)),
    quote(r1.id, r1.companyIds[1]!, minutes(r1.createdAt, 90)),
    quote(r2.id, r2.companyIds[0]!, minutes(r2.createdAt, 120)),
    quote(r5.id, r5.companyIds[0]!, minutes(r5.createdAt, 600)),
  ])
  .returning();
await db.insert(bookings).values({
  leadId: r1.id,
  quoteId: q1!.id,
  companyId: r1.companyIds[0]!,
  snapshot: {},
  confirmBy: minutes(r1.createdAt, 24 * 60),
  createdAt: minutes(r1.createdAt, 60),
});
// certificates: one running out in 11 days; one running out too but already replaced by a longer one
const [company0] = await db.select().from(companies).where(eq(companies.email, DEMO_COMPANIES[0]!.email));
const doc = (kind: "git" | "pl", expiresOn: string, status: "verified" | "pending") => ({
  companyId: company0!.id,
  kind,
  expiresOn,
  status,
  coverPence: 1_000_000,
  fileKey: `test/${kind}-${expiresOn}.pdf`,
  originalName: "certificate.pdf",
  mime: "application/pdf",
  size: 1000,
});
// (this test's own database: the demo company's seeded certificates, running a year from the seed, go)
await db.delete(companyDocuments).where(eq(companyDocuments.companyId, company0!.id));
const [expiring, replaced] = await db
  .insert(companyDocuments)
  .values([
    doc("git", "2026-04-10", "verified"),
    doc("pl", "2026-04-15", "verified"),
    doc("pl", "2027-04-15", "pending"),
  ])
  .returning();

test("the last 7 London days: requests, matches, quotes, median first quote and bookings, exactly", async () => {
  const d = await adminDashboard(db, adminUser, 7, NOW);
  assert.equal(d.from, "2026-03-24");
  assert.equal(d.to, "2026-03-30");
  assert.deepEqual(
    d.series.map((s) => s.date),
    ["2026-03-24", "2026-03-25", "2026-03-26", "2026-03-27", "2026-03-28", "2026-03-29", "2026-03-30"],
  );
  assert.deepEqual(d.totals, {
    requests: 3,
    matched1: 2,
    matched3: 1,
    quotes: 3,
    quoted: 2,
    // median of 30 and 120 minutes
    medianFirstQuoteMinutes: 75,
    booked: 1,
  });
  const day = (date: string) => d.series.find((s) => s.date === date);
  assert.deepEqual(day("2026-03-30"), {
    date: "2026-03-30",
    requests: 1,
    matched1: 1,
    matched3: 1,
    quotes: 2,
    quoted: 1,
    medianFirstQuoteMinutes: 30,
    booked: 1,
  });
  assert.equal(day("2026-03-29")!.requests, 0, "a London day, not a UTC one");
  assert.equal(day("2026-03-29")!.medianFirstQuoteMinutes, null);
  assert.deepEqual(
    [day("2026-03-28")!.requests, day("2026-03-28")!.matched1, day("2026-03-28")!.medianFirstQuoteMinutes],
    [1, 1, 120],
  );
  assert.deepEqual(
    [day("2026-03-27")!.requests, day("2026-03-27")!.matched1, day("2026-03-27")!.quotes],
    [1, 0, 0],
  );
  assert.deepEqual(d.boroughs, [
    { code: SOUTHWARK, name: "Southwark", requests: 2, matched1: 2, quotes: 3, booked: 1 },
    { code: CROYDON, name: "Croydon", requests: 1, matched1: 0, quotes: 0, booked: 0 },
  ]);
});

test("30 days take in the older request and its quote", async () => {
  const d = await adminDashboard(db, adminUser, 30, NOW);
  assert.equal(d.series.length, 30);
  assert.equal(d.from, "2026-03-01");
  assert.deepEqual([d.totals.requests, d.totals.matched1, d.totals.quotes, d.totals.quoted], [4, 3, 4, 3]);
  // first quotes after 30, 120 and 600 minutes
  assert.equal(d.totals.medianFirstQuoteMinutes, 120);
});

test("companies by status and the certificates running out in 30 days (not one already replaced)", async () => {
  const d = await adminDashboard(db, adminUser, 7, NOW);
  const counted = await db
    .select({ status: companies.status, n: sql<number>`count(*)::int` })
    .from(companies)
    .groupBy(companies.status);
  for (const r of counted) assert.equal(d.companiesByStatus[r.status], r.n);
  const ids = d.expiringCertificates.map((c) => c.id);
  assert.ok(ids.includes(expiring!.id));
  assert.ok(!ids.includes(replaced!.id));
  const row = d.expiringCertificates.find((c) => c.id === expiring!.id)!;
  assert.deepEqual(
    [row.companyId, row.companyName, row.kind, row.expiresOn],
    [company0!.id, company0!.name, "git", "2026-04-10"],
  );
});

test("GET /api/admin/dashboard: an admin gets the period asked for; a bad period is a 400 with its message", async () => {
  const admin = await t.login(DEMO_ADMIN.email);
  const week = await app.inject({
    method: "GET",
    url: "/api/admin/dashboard?days=7",
    headers: { cookie: admin },
  });
  assert.equal(week.statusCode, 200, week.body);
  assert.equal(week.json().data.days, 7);
  assert.equal(week.json().data.series.length, 7);
  const quarter = await app.inject({
    method: "GET",
    url: "/api/admin/dashboard",
    headers: { cookie: admin },
  });
  assert.equal(quarter.json().data.days, 30, "30 days unless asked");
  const bad = await app.inject({
    method: "GET",
    url: "/api/admin/dashboard?days=8",
    headers: { cookie: admin },
  });
  assert.equal(bad.statusCode, 400);
  assert.match(bad.body, /Choose a period of 7, 30, 90 days/);
});

test("only admins: a customer and a company are refused, and the service refuses them too", async () => {
  for (const email of [DEMO_CLIENT.email, DEMO_COMPANIES[0]!.email]) {
    const cookie = await t.login(email);
    const res = await app.inject({ method: "GET", url: "/api/admin/dashboard?days=7", headers: { cookie } });
    assert.equal(res.statusCode, 403);
    assert.doesNotMatch(res.body, /requests/);
  }
  const [client] = await db
    .select()
    .from(users)
    .where(inArray(users.email, [DEMO_CLIENT.email]));
  await assert.rejects(adminDashboard(db, toSessionUser(client!), 7, NOW));
  await assert.rejects(adminDashboard(db, null, 7, NOW));
});
