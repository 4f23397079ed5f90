// SEED_DEMO_LEADS: the demo client gets three removal requests through the real intake, two of them quoted
// through the real quote service; Thames-side's inbox shows them; a second seeding adds nothing.
import assert from "node:assert/strict";
import { test } from "vitest";
import { count, inArray } from "drizzle-orm";
import { leadMatches, leads, outbox, quotes } from "../db/schema.ts";
import { testConfig } from "../test/database.ts";
import { buildTestApp, json } from "../test/helper.ts";
import { DEMO_COMPANIES } from "./demo-accounts.ts";
import { DEMO_LEAD_KEYS, seedDemoLeads } from "./demo-leads.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const thames = DEMO_COMPANIES[0]!;
const seedCtx = { ...t.ctx, config: testConfig({ SEED_DEMO_LEADS: "true" }) };
const logs: string[] = [];

type Envelope<T> = { data: T };
type Request = { _id?: string; id?: string; quoteCount: number; matchedCount: number };

const counts = async () => {
  const [l] = await t.db.select({ n: count() }).from(leads);
  const [q] = await t.db.select({ n: count() }).from(quotes);
  const [m] = await t.db.select({ n: count() }).from(leadMatches);
  const [o] = await t.db.select({ n: count() }).from(outbox);
  return { leads: l!.n, quotes: q!.n, matches: m!.n, mails: o!.n };
};

test("off by default in tests: the snapshot has no demo leads", async () => {
  assert.equal(t.ctx.config.SEED_DEMO_LEADS, false);
  await seedDemoLeads(t.ctx, (m) => logs.push(m));
  const rows = await t.db
    .select()
    .from(leads)
    .where(inArray(leads.idempotencyKey, [...DEMO_LEAD_KEYS]));
  assert.equal(rows.length, 0);
});

test("seeds three requests, the first with at least two quotes the client can compare", async () => {
  await seedDemoLeads(seedCtx, (m) => logs.push(m));
  assert.match(logs.join("\n"), /3 demo removal requests/);

  const cookie = await t.login("client@example.com");
  const list = await t.app.inject({ method: "GET", url: "/api/client/requests", headers: { cookie } });
  assert.equal(list.statusCode, 200, list.body);
  const requests = json<Envelope<Request[]>>(list).data;
  assert.equal(requests.length, 3);

  const rows = await t.db
    .select()
    .from(leads)
    .where(inArray(leads.idempotencyKey, [...DEMO_LEAD_KEYS]));
  const byKey = new Map(rows.map((r) => [r.idempotencyKey, r]));
  const first = byKey.get("demo-lead-1")!;
  const cmp = await t.app.inject({
    method: "GET",
    url: `/api/client/requests/${first.id}`,
    headers: { cookie },
  });
  assert.equal(cmp.statusCode, 200, cmp.body);
  const comparison =
    json<Envelope<{ quotes: { pricePence: number; company: { name: string } }[] }>>(cmp).data;
  assert.ok(comparison.quotes.length >= 2, `quotes on the first lead: ${comparison.quotes.length}`);
  assert.ok(comparison.quotes.some((q) => q.company.name === thames.name));
  for (const q of comparison.quotes) assert.ok(q.pricePence >= 10_000 && q.pricePence <= 200_000);

  const perLead = await t.db.select().from(quotes);
  const quotesOf = (key: string) => perLead.filter((q) => q.leadId === byKey.get(key)!.id).length;
  assert.equal(quotesOf("demo-lead-2"), 1);
  assert.equal(quotesOf("demo-lead-3"), 0);
});

test("Thames-side's inbox lists the seeded leads: one quoted, at least one new", async () => {
  const cookie = await t.login(thames.email);
  const res = await t.app.inject({ method: "GET", url: "/api/company/leads", headers: { cookie } });
  assert.equal(res.statusCode, 200, res.body);
  const inbox = json<Envelope<{ counts: Record<string, number>; leads: unknown[] }>>(res).data;
  assert.ok(inbox.leads.length >= 2, `inbox: ${inbox.leads.length}`);
  assert.ok(inbox.counts.quoted! >= 1, JSON.stringify(inbox.counts));
  assert.ok(inbox.counts.new! >= 1, JSON.stringify(inbox.counts));
});

test("issue #32: each seeded request has its own access answers, and the suspension shows its council", async () => {
  const rows = await t.db
    .select()
    .from(leads)
    .where(inArray(leads.idempotencyKey, [...DEMO_LEAD_KEYS]));
  const access = Object.fromEntries(
    rows.map((r) => {
      const d = r.details as Record<string, unknown>;
      return [r.idempotencyKey, [d.fromParking, d.fromCarry, d.toParking, d.toCarry]];
    }),
  );
  assert.deepEqual(access, {
    "demo-lead-1": ["paid", "10-25m", "driveway", "up-to-10m"],
    "demo-lead-2": ["suspension", "door", "paid", "door"],
    "demo-lead-3": ["driveway", "door", "street", "up-to-10m"],
  });
  const second = rows.find((r) => r.idempotencyKey === "demo-lead-2")!;
  const cookie = await t.login("client@example.com");
  const res = await t.app.inject({ url: `/api/client/requests/${second.id}`, headers: { cookie } });
  assert.equal(res.statusCode, 200, res.body);
  const { suspension } =
    json<Envelope<{ suspension: { end: string; council: string; url: string }[] }>>(res).data;
  assert.deepEqual(
    suspension.map((s) => [s.end, s.council, s.url]),
    [
      [
        "from",
        "London Borough of Islington",
        "https://www.islington.gov.uk/parking/parking-permits/suspend-a-parking-bay",
      ],
    ],
  );
});

test("a second seeding creates nothing more", async () => {
  const before = await counts();
  await seedDemoLeads(seedCtx, () => {});
  assert.deepEqual(await counts(), before);
});
