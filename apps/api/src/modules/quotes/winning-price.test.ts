// Issue #32: movers see "the typical winning price for similar moves" — the median price customers booked for
// other requests in the same band (type of move, size, distance), to the nearest £10 — once there are 5
// bookings from 3 companies (privacy: never one competitor's price). A booking that fell through, the
// request's own booking and another band's bookings never count. Bookings are made through the API.
import assert from "node:assert/strict";
import { test } from "vitest";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { WINNING_PRICE, type WinningPrice, winningPriceLine } from "@rm/domain/similar-quotes";
import { eq } from "drizzle-orm";
import { leads } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "winning@example.org");
const cookie = await t.login("winning@example.org");
const movers = await Promise.all([0, 1, 2].map((i) => t.login(DEMO_COMPANIES[i]!.email)));
// the fixture's 2-bed flat, SE16 → N17, each time: one band
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
  return json<{ data: { id: string } }>(res).data.id;
}

/** a new request in the band, quoted by `mover` at `pounds` and booked by the customer */
async function booked(mover: number, pounds: number, leadId?: string) {
  const id = leadId ?? (await newLead()).id;
  const quoteId = await quote(id, mover, pounds);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/client/quotes/${quoteId}/book`,
    headers: { cookie },
    payload: {},
  });
  assert.equal(res.statusCode, 200, res.body);
  return id;
}

const moverSees = async (mover = 0) => {
  const res = await t.app.inject({
    url: `/api/company/leads/${subject.id}`,
    headers: { cookie: movers[mover]! },
  });
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: { typicalWinningPrice: WinningPrice | null } }>(res).data.typicalWinningPrice;
};

test("none until 5 bookings from 3 companies; then the median booked price to the nearest £10", async () => {
  assert.deepEqual(WINNING_PRICE, { minBookings: 5, minCompanies: 3, roundToPence: 1000 });
  // quotes that were not booked never count
  await quote((await newLead()).id, 2, 400);
  for (const [mover, pounds] of [
    [0, 700],
    [1, 740],
    [0, 812],
    [1, 860],
  ] as const)
    await booked(mover, pounds);
  assert.equal(await moverSees(), null, "4 bookings: not enough");
  await booked(0, 915);
  assert.equal(await moverSees(), null, "5 bookings from only 2 companies: not enough");
  await booked(2, 950);
  // six booked prices £700, £740, £812, £860, £915, £950: the median is (£812 + £860) / 2 = £836 → £840
  const expected = { typicalPence: 84_000, count: 6 };
  assert.deepEqual(await moverSees(0), expected);
  assert.deepEqual(await moverSees(2), expected, "every matched mover sees the same figure");
  assert.equal(
    winningPriceLine(expected),
    "Typical winning price for similar moves: £840 (the middle of 6 bookings here)",
  );
});

test("a booking that fell through and the request's own booking are left out", async () => {
  const before = await moverSees();
  assert.ok(before);
  const fell = await booked(1, 3000);
  const cancel = await t.app.inject({
    method: "POST",
    url: `/api/client/bookings/${fell}/cancel`,
    headers: { cookie },
    payload: { reason: "plans-changed", note: "" },
  });
  assert.equal(cancel.statusCode, 200, cancel.body);
  assert.deepEqual(await moverSees(), before, "the cancelled booking's quote is withdrawn: not counted");
  await booked(1, 5000, subject.id);
  assert.deepEqual(await moverSees(0), before, "the lead's own booking is not a similar move");
});

test("another band (a 4-bed house) has its own bookings", async () => {
  await t.db
    .update(leads)
    .set({ details: { ...(subject.details as object), fromPropertyType: "House", fromBedrooms: "4" } })
    .where(eq(leads.id, subject.id));
  assert.equal(await moverSees(), null);
});
