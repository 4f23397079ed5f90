// Issue #17 "Comparing on a phone": what each compared quote says of the mover's availability, from their
// calendar of fully booked days — a flexible range partly booked reads "Available on some of your dates".
import assert from "node:assert/strict";
import { test } from "node:test";
import { COMPARE_MESSAGES } from "@rm/domain/compare";
import { AVAILABILITY_MESSAGES } from "@rm/domain/movers-day";
import { addDays } from "@rm/domain/quote";
import { todayInLondon } from "@rm/domain/lead/dates";
import { eq } from "drizzle-orm";
import { companyUnavailableDays, leads } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "amira@example.org");
const first = addDays(todayInLondon(), 30);
const days = [first, addDays(first, 1), addDays(first, 2)];
// matched to Thames-side, Northline and Westway
const { lead, companyIds } = await makeLead(t, {
  clientUserId: customer.id,
  companies: [0, 1, 2],
  moveDate: first,
});
const amira = await t.login("amira@example.org");

type Compared = { company: { name: string }; availableOnDate: boolean; availabilityLabel: string };
const compared = async () => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/client/requests/${lead.id}?sort=price`,
    headers: { cookie: amira },
  });
  assert.equal(res.statusCode, 200, res.body);
  const list = json<{ data: { quotes: Compared[] } }>(res).data.quotes;
  return Object.fromEntries(list.map((q) => [q.company.name, [q.availableOnDate, q.availabilityLabel]]));
};

test("each quote says whether its mover is free on the customer's date, from their calendar", async () => {
  for (const [i, price] of [
    [0, 700],
    [1, 800],
    [2, 900],
  ] as const) {
    const cookie = await t.login(DEMO_COMPANIES[i]!.email);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/company/leads/${lead.id}/quote`,
      headers: { cookie },
      payload: quoteBody({ price: String(price), availableDates: [first] }),
    });
    assert.equal(res.statusCode, 201, res.body);
  }
  // Northline is fully booked on the first two days of the range, Westway on all three
  await t.db
    .insert(companyUnavailableDays)
    .values([
      { companyId: companyIds[1]!, day: days[0]! },
      { companyId: companyIds[1]!, day: days[1]! },
      ...days.map((day) => ({ companyId: companyIds[2]!, day })),
    ]);

  // a fixed date: Northline and Westway are both booked on it
  assert.deepEqual(await compared(), {
    "Thames-side Removals": [true, AVAILABILITY_MESSAGES.availableOnDate],
    "Northline Movers": [false, COMPARE_MESSAGES.notAvailable],
    "Westway Man & Van": [false, COMPARE_MESSAGES.notAvailable],
  });

  // a flexible range of three days: Northline still has the third
  await t.db.update(leads).set({ endDate: days[2]! }).where(eq(leads.id, lead.id));
  assert.deepEqual(await compared(), {
    "Thames-side Removals": [true, AVAILABILITY_MESSAGES.availableOnDate],
    "Northline Movers": [true, AVAILABILITY_MESSAGES.availableOnSomeDays],
    "Westway Man & Van": [false, COMPARE_MESSAGES.notAvailableRange],
  });
});
