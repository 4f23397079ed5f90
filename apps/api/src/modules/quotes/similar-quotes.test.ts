// Issue #32: "Quotes for similar moves here": the middle half of what movers quoted for other requests in the same
// band (type of move, size, distance), shown to the customer and the mover once there are 10 quotes from 3
// companies; withdrawn quotes and bait (below the price floor) never count, nor the request's own quotes.
import assert from "node:assert/strict";
import { test } from "vitest";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { SIMILAR_QUOTES, similarQuotesLine } from "@rm/domain/similar-quotes";
import { eq } from "drizzle-orm";
import { leads, quotes } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "similar@example.org");
const cookie = await t.login("similar@example.org");
const movers = await Promise.all([0, 1, 2].map((i) => t.login(DEMO_COMPANIES[i]!.email)));
// the same move each time (the fixture's 2-bed flat, SE16 → N17): one band
const newLead = async () => (await makeLead(t, { clientUserId: customer.id, companies: [0, 1, 2] })).lead;
const subject = await newLead();

async function quote(leadId: string, mover: number, pounds: number) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/company/leads/${leadId}/quote`,
    headers: { cookie: movers[mover]! },
    payload: quoteBody({ price: String(pounds), validUntil: addDaysIso(todayInLondon(), 30) }),
  });
  assert.equal(res.statusCode, 201, res.body);
}

type Similar = { low: number; high: number; count: number } | null;
const customerSees = async () => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/client/requests/${subject.id}`,
    headers: { cookie },
  });
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: { similarQuotes: Similar } }>(res).data.similarQuotes;
};
const moverSees = async () => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/company/leads/${subject.id}`,
    headers: { cookie: movers[0]! },
  });
  return json<{ data: { similarQuotes: Similar } }>(res).data.similarQuotes;
};

test("none until 10 quotes from 3 companies; then the middle half of their prices, both sides", async () => {
  // four other requests, each quoted by the three movers: £600, £610, … £710
  const others = [await newLead(), await newLead(), await newLead(), await newLead()];
  for (const [i, lead] of others.slice(0, 3).entries())
    for (const m of [0, 1, 2]) await quote(lead.id, m, 600 + 10 * (3 * i + m));
  // 9 quotes: not enough yet
  assert.equal(SIMILAR_QUOTES.minQuotes, 10);
  assert.equal(await customerSees(), null);
  for (const m of [0, 1, 2]) await quote(others[3]!.id, m, 690 + 10 * m);
  // the request's own quote is beside the range, never in it
  await quote(subject.id, 0, 2000);
  // 12 prices £600…£710: the 25th percentile is the 3rd (£620), the 75th the 9th (£680)
  const expected = { low: 62_000, high: 68_000, count: 12 };
  assert.deepEqual(await customerSees(), expected);
  assert.deepEqual(await moverSees(), expected);
  assert.equal(similarQuotesLine(expected), "Quotes for similar moves here: £620–£680 (12 quotes)");
});

test("a withdrawn quote and a bait price are left out", async () => {
  const before = await customerSees();
  const lead = await newLead();
  await quote(lead.id, 1, 5000);
  const withdrawn = await t.app.inject({
    method: "DELETE",
    url: `/api/company/leads/${lead.id}/quote`,
    headers: { cookie: movers[1]! },
  });
  assert.equal(withdrawn.statusCode, 200, withdrawn.body);
  // a £1 quote from before the price floors (issue #29), filed in the same band
  const [filed] = await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));
  await t.db.insert(quotes).values({
    ...filed!,
    id: undefined,
    companyId: filed!.companyId,
    status: "sent",
    pricePence: 100,
    leadId: (await newLead()).id,
  });
  assert.deepEqual(await customerSees(), before);
});

test("another band (a 4-bed house) has its own quotes", async () => {
  await t.db
    .update(leads)
    .set({ details: { ...(subject.details as object), fromPropertyType: "House", fromBedrooms: "4" } })
    .where(eq(leads.id, subject.id));
  assert.equal(await customerSees(), null);
});
