// Issue #28: "Usually quotes within N hours" and the stats page's median come from one computation
// (modules/quotes/response-time.ts). Quotes sent with known response times: the badge on the customer's
// comparison, on the public profile and on the stats page is the same, over every quote; the stats page's
// median is over its window and says so (30 days: the recent five; 90 days: all six, the badge's figure).
import assert from "node:assert/strict";
import { test } from "vitest";
import { RESPONSE_TIME_MIN_QUOTES } from "@rm/domain/quote-pricing";
import { eq } from "drizzle-orm";
import { companies, leadMatches, quotes } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { companyIds, makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { publicProfile } from "./public-profile.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const MOVER = 6; // Camden Careful Movers
const MINUTE = 60_000;
const DAY = 86_400_000;

type Stats = {
  medianMinutesToQuote: number | null;
  medianTimeToQuoteLabel: string | null;
  badge: { label: string | null; medianMinutes: number | null; medianLabel: string | null; quotes: number };
};

test("the badge and the stats page's median agree, over every quote; the window's median says its period", async () => {
  const [companyId] = await companyIds(t, [MOVER]);
  // the demo's past bookings sent quotes too: this company starts with none
  await t.db.delete(quotes).where(eq(quotes.companyId, companyId!));
  const customer = await makeCustomer(t, "response-time@example.org");
  const mover = await t.login(DEMO_COMPANIES[MOVER]!.email);
  const customerCookie = await t.login(customer.email);

  /** a lead matched `minutes` before the quote (and `daysAgo` days back, match and quote both) */
  async function quoted(minutes: number, daysAgo = 0) {
    const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [MOVER] });
    const now = Date.now() - daysAgo * DAY;
    await t.db
      .update(leadMatches)
      .set({ createdAt: new Date(now - minutes * MINUTE) })
      .where(eq(leadMatches.leadId, lead.id));
    const res = await t.app.inject({
      method: "POST",
      url: `/api/company/leads/${lead.id}/quote`,
      payload: quoteBody(),
      headers: { cookie: mover },
    });
    assert.equal(res.statusCode, 201, res.body);
    if (daysAgo)
      await t.db
        .update(quotes)
        .set({ createdAt: new Date(now) })
        .where(eq(quotes.leadId, lead.id));
    return lead.id;
  }

  // 40 days ago, answered in 2 hours; then five this week: 30 min, 1 h 30, 2 h 30, 3 h 30, 10 h
  await quoted(120, 40);
  const stats = async (days: number) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/company/stats?days=${days}`,
      headers: { cookie: mover },
    });
    assert.equal(res.statusCode, 200, res.body);
    return json<{ data: Stats }>(res).data;
  };
  const early = await stats(30);
  assert.equal(early.badge.label, null, `no badge before ${RESPONSE_TIME_MIN_QUOTES} quotes`);
  assert.equal(early.badge.quotes, 1);
  let last = "";
  for (const minutes of [30, 90, 150, 210, 600]) last = await quoted(minutes);

  // all six: 30, 90, 120, 150, 210, 600 → the median is 135 minutes, "within 3 hours"
  const month = await stats(30);
  assert.deepEqual(month.badge, {
    label: "Usually quotes within 3 hours",
    medianMinutes: 135,
    medianLabel: "2 h 15 min",
    quotes: 6,
  });
  // the last 30 days: the five recent ones → 150 minutes
  assert.equal(month.medianMinutesToQuote, 150);
  assert.equal(month.medianTimeToQuoteLabel, "2 h 30 min");
  // the last 90 days hold every quote: the badge's figure
  const quarter = await stats(90);
  assert.equal(quarter.medianMinutesToQuote, 135);
  assert.deepEqual(quarter.badge, month.badge);

  // what customers see is the same badge: the stored median, the comparison and the public profile
  const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId!));
  assert.equal(row!.responseMinutes, 135);
  const compare = await t.app.inject({
    method: "GET",
    url: `/api/client/requests/${last}`,
    headers: { cookie: customerCookie },
  });
  assert.equal(compare.statusCode, 200, compare.body);
  const shown = json<{ data: { quotes: { company: { id: string; responseTimeLabel: string | null } }[] } }>(
    compare,
  ).data.quotes.find((q) => q.company.id === companyId);
  assert.equal(shown?.company.responseTimeLabel, month.badge.label);
  assert.equal((await publicProfile(t.db, companyId!))?.responseTimeLabel, month.badge.label);
});
