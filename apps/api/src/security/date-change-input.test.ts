// Issue #29 item 7: a change of a booking's date with a day that is no calendar day — {"moveDate":"x",
// "endDate":"2027-01-01"} answered 500 (a RangeError from comparing the range) — answers 400 with the field's
// message, on the customer's route and the company's twin alike, and nothing is written.
import assert from "node:assert/strict";
import { test } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, quotes } from "../db/schema.ts";
import { DEMO_COMPANIES } from "../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const post = (cookie: string, url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, payload: payload as Record<string, unknown>, headers: { cookie } });

const customer = await makeCustomer(t, "date-change-input@example.org");
const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
const nadia = await t.login("date-change-input@example.org");
const thames = await t.login(DEMO_COMPANIES[0]!.email);
assert.equal((await post(thames, `/api/company/leads/${lead.id}/quote`, quoteBody())).statusCode, 201);
const [quote] = await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));
assert.equal((await post(nadia, `/api/client/quotes/${quote!.id}/book`, {})).statusCode, 200);

const badBodies: [unknown, string, string][] = [
  // body, the field named, its message
  [{ moveDate: "x", endDate: "2027-01-01" }, "moveDate", "Choose the new date as a real calendar day"],
  [
    { moveDate: "2027-02-30", endDate: "2027-03-01" },
    "moveDate",
    "Choose the new date as a real calendar day",
  ],
  [{ moveDate: "", endDate: "2027-01-01" }, "moveDate", "Choose the new date as a real calendar day"],
  [{ moveDate: "2027-01-01", endDate: "x" }, "endDate", "Choose the end of the range as a real calendar day"],
  [{ moveDate: "x", endDate: "y" }, "moveDate", "Choose the new date as a real calendar day"],
  [
    { moveDate: "2027-01-10", endDate: "2027-01-01" },
    "endDate",
    "The end of the range must be after its first day",
  ],
  [
    { moveDate: "2027-01-01", endDate: "2027-12-01" },
    "endDate",
    "A flexible date range can be at most 6 months long",
  ],
];

for (const side of ["client", "company"] as const) {
  test(`${side}: a date change with a day that is no calendar day answers 400 with the field's message, nothing written`, async () => {
    const cookie = side === "client" ? nadia : thames;
    for (const [body, field, message] of badBodies) {
      const res = await post(cookie, `/api/${side}/bookings/${lead.id}/date-change`, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      const answer = json<{ message: string; errors: Record<string, string> }>(res);
      assert.equal(answer.errors[field], message, JSON.stringify(body));
      assert.equal(answer.message, message);
    }
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.leadId, lead.id));
    assert.equal(booking?.pendingDateChange, null);
  });
}
