// Issue #18 "Availability": a company's fully booked days keep it out of matching for a lead on those days (a
// flexible range still reaches it when one day is free); the calendar refuses bad days with a clear message and
// writes nothing; only an active company's own calendar is touched.
import assert from "node:assert/strict";
import { test } from "vitest";
import { AVAILABILITY_MESSAGES } from "@rm/domain/movers-day";
import { and, eq } from "drizzle-orm";
import { companies, companyUnavailableDays, leadMatches } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { dayFromToday, houseMove } from "../../test/fixtures/leads.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
let n = 0;

async function sendLead(client: Record<string, unknown>) {
  n++;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({ client, user: { email: `availability-${n}@example.org` } }),
  });
  assert.equal(res.statusCode, 200, res.body);
  const { leadId } = json<{ leadId: string }>(res);
  const rows = await t.db.select().from(leadMatches).where(eq(leadMatches.leadId, leadId));
  return { leadId, matched: new Set(rows.map((r) => r.companyId)) };
}

const companyIdOf = async (email: string) =>
  (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.email, email)))[0]!.id;
const daysOf = async (companyId: string) =>
  (
    await t.db
      .select({ day: companyUnavailableDays.day })
      .from(companyUnavailableDays)
      .where(eq(companyUnavailableDays.companyId, companyId))
  )
    .map((r) => r.day)
    .sort();
const put = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/company/availability",
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });

test("a company fully booked on the move date is not matched; free on one day of a flexible range, it is", async () => {
  const day = dayFromToday(20);
  const first = await sendLead({ startDate: day });
  const demo = DEMO_COMPANIES.find((c) => c.email === "hello@thamesside-removals.example.com")!;
  const id = await companyIdOf(demo.email);
  assert.ok(first.matched.has(id), "matched while free");

  const cookie = await t.login(demo.email);
  const saved = await put(cookie, { bookedDays: [day, dayFromToday(21)] });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal(json(saved).message, AVAILABILITY_MESSAGES.saved);
  assert.deepEqual(await daysOf(id), [day, dayFromToday(21)]);

  const booked = await sendLead({ startDate: day });
  assert.ok(!booked.matched.has(id), "not matched on a fully booked day");
  assert.ok(booked.matched.size > 0, "others still are");

  const flexible = await sendLead({ dateType: "flexible", startDate: day, endDate: dayFromToday(22) });
  assert.ok(flexible.matched.has(id), "matched: 22 is free");
  const allBooked = await sendLead({ dateType: "flexible", startDate: day, endDate: dayFromToday(21) });
  assert.ok(!allBooked.matched.has(id), "not matched: every day of the range is booked");

  // the calendar reads back what was saved; an empty list frees every day
  const read = await t.app.inject({ method: "GET", url: "/api/company/availability", headers: { cookie } });
  assert.deepEqual(json<{ data: { bookedDays: string[] } }>(read).data.bookedDays, [day, dayFromToday(21)]);
  assert.equal((await put(cookie, { bookedDays: [] })).statusCode, 200);
  assert.deepEqual(await daysOf(id), []);
  assert.ok((await sendLead({ startDate: day })).matched.has(id), "free again");
});

test("bad days are refused with a clear message and nothing is written", async () => {
  const demo = DEMO_COMPANIES[1]!;
  const id = await companyIdOf(demo.email);
  const cookie = await t.login(demo.email);
  assert.equal((await put(cookie, { bookedDays: [dayFromToday(3)] })).statusCode, 200);
  const cases: [unknown, string][] = [
    [{ bookedDays: [dayFromToday(5), dayFromToday(-1)] }, AVAILABILITY_MESSAGES.inPast],
    [{ bookedDays: ["24/12/2030"] }, AVAILABILITY_MESSAGES.badFormat],
    [{ bookedDays: ["2030-02-30"] }, AVAILABILITY_MESSAGES.badFormat],
    [{ bookedDays: [dayFromToday(400)] }, AVAILABILITY_MESSAGES.tooFar],
    [{ bookedDays: [12] }, AVAILABILITY_MESSAGES.badFormat],
  ];
  for (const [payload, message] of cases) {
    const res = await put(cookie, payload);
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.equal(json(res).message, message, JSON.stringify(payload));
    assert.deepEqual(await daysOf(id), [dayFromToday(3)], "unchanged");
  }
});

test("only an active company's own calendar: others are refused and nothing is written", async () => {
  const other = DEMO_COMPANIES[2]!;
  const otherId = await companyIdOf(other.email);
  // a customer and an admin are refused; a company only ever writes its own days
  const client = await t.login("client@example.com");
  assert.equal((await put(client, { bookedDays: [dayFromToday(4)] })).statusCode, 403);
  assert.equal((await put(undefined, { bookedDays: [dayFromToday(4)] })).statusCode, 401);
  const mine = await t.login(DEMO_COMPANIES[3]!.email);
  assert.equal((await put(mine, { bookedDays: [dayFromToday(4)] })).statusCode, 200);
  assert.deepEqual(await daysOf(otherId), []);
  // a suspended company is told why and cannot mark days
  const suspendedCookie = await t.login(other.email);
  await t.db.update(companies).set({ status: "suspended" }).where(eq(companies.id, otherId));
  const refused = await put(suspendedCookie, { bookedDays: [dayFromToday(4)] });
  assert.equal(refused.statusCode, 403);
  assert.deepEqual(await daysOf(otherId), []);
  const rows = await t.db
    .select()
    .from(companyUnavailableDays)
    .where(and(eq(companyUnavailableDays.companyId, otherId)));
  assert.equal(rows.length, 0);
});

test("a move booked with a company blocks its day at once: its calendar shows it, matching skips it; declined, the day is free", async () => {
  const demo = DEMO_COMPANIES[0]!;
  const id = await companyIdOf(demo.email);
  const day = dayFromToday(30);
  const mover = await t.login(demo.email);
  const customer = await makeCustomer(t, "booked-day@example.org");
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0], moveDate: day });
  const sent = await t.app.inject({
    method: "POST",
    url: `/api/company/leads/${lead.id}/quote`,
    payload: quoteBody({ availableDates: [day] }),
    headers: { cookie: mover },
  });
  assert.equal(sent.statusCode, 201, sent.body);
  assert.ok((await sendLead({ startDate: day })).matched.has(id), "free before the booking");
  const booked = await t.app.inject({
    method: "POST",
    url: `/api/client/quotes/${json<{ data: { id: string } }>(sent).data.id}/book`,
    payload: {},
    headers: { cookie: await t.login(customer.email) },
  });
  assert.equal(booked.statusCode, 200, booked.body);

  // the calendar reads the booked move's day (nothing was marked or copied); the lead's areas name it
  const read = async () =>
    json<{ data: { bookedDays: string[]; bookedMoves: { day: string; leadId: string; label: string }[] } }>(
      await t.app.inject({ method: "GET", url: "/api/company/availability", headers: { cookie: mover } }),
    ).data;
  const calendar = await read();
  assert.deepEqual(calendar.bookedMoves, [
    { day, leadId: lead.id, label: "House/Flat Removals: SE16, Southwark → N17, Haringey" },
  ]);
  assert.deepEqual(calendar.bookedDays, []);
  assert.deepEqual(await daysOf(id), [], "nothing written to the marked days");

  // matching: not on the booked day; a flexible range with a free day still reaches it
  assert.ok(!(await sendLead({ startDate: day })).matched.has(id), "busy on the booked day");
  assert.ok(
    (await sendLead({ dateType: "flexible", startDate: day, endDate: dayFromToday(31) })).matched.has(id),
    "free on the 31st",
  );

  // the mover declines the booking: the day is free again, in the calendar and for matching
  const declined = await t.app.inject({
    method: "POST",
    url: `/api/company/bookings/${lead.id}/decline`,
    payload: {},
    headers: { cookie: mover },
  });
  assert.equal(declined.statusCode, 200, declined.body);
  assert.deepEqual((await read()).bookedMoves, []);
  assert.ok((await sendLead({ startDate: day })).matched.has(id), "free again");
});
