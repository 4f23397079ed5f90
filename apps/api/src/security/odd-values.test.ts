// Issue #29 item 16: odd values through the API — "1,0,0,0" is not £1,000, a £0.01 fixed quote or an
// hourly quote of pennies is not an offer (the floor of the lead's type of move), "0x5" is not five stars.
// Each is a 400 with a clear message, and nothing is written (no quote, no email, no review).
import assert from "node:assert/strict";
import { test } from "vitest";
import { todayInLondon } from "@rm/domain";
import { addDaysIso } from "@rm/domain/lead/dates";
import { PRICE_FLOOR_MESSAGES as F } from "@rm/domain/price-floors";
import { QUOTE_MESSAGES as M } from "@rm/domain/quote";
import { REVIEW_MESSAGES } from "@rm/domain/reviews";
import { eq } from "drizzle-orm";
import { leads, outbox, quotes, quoteTemplates, reviews } from "../db/schema.ts";
import { DEMO_COMPANIES } from "../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../test/fixtures/quotes.ts";
import { makeBooking } from "../test/fixtures/reviews.ts";
import { buildTestApp, json } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "odd.values@example.org");
const house = (await makeLead(t, { clientUserId: customer.id, companies: [0] })).lead;
const manAndVan = (await makeLead(t, { clientUserId: customer.id, companies: [0] })).lead;
await t.db.update(leads).set({ typeOfMove: "Man and Van" }).where(eq(leads.id, manAndVan.id));
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const client = await t.login("odd.values@example.org");

type Body = { message: string; errors?: Record<string, string>; data?: { pricePence?: number } };
const call = async (
  cookie: string,
  method: "POST" | "PUT",
  url: string,
  payload: Record<string, unknown>,
) => {
  const res = await t.app.inject({ method, url, headers: { cookie }, payload });
  return { code: res.statusCode, body: json<Body>(res) };
};
const quote = (leadId: string, method: "POST" | "PUT", overrides: Record<string, unknown>) =>
  call(thames, method, `/api/company/leads/${leadId}/quote`, quoteBody(overrides));
const written = async () => ({
  quotes: await t.db.select().from(quotes),
  mails: (await t.db.select().from(outbox)).length,
  templates: (await t.db.select().from(quoteTemplates)).length,
  reviews: (await t.db.select().from(reviews)).length,
});
const hourly = (hourlyRate: string, extra: Record<string, unknown> = {}) => ({
  priceKind: "hourly",
  price: "",
  hourlyRate,
  minimumHours: "0",
  extraMoverRate: "0",
  crewSize: 1,
  estimatedHours: 0.5,
  ...extra,
});

test("misplaced thousands separators, a price under the floor and pennies an hour: 400, nothing written", async () => {
  const before = await written();
  const refused: [string, Record<string, unknown>, string, string][] = [
    [house.id, { price: "1,0,0,0" }, "price", M.priceInvalid],
    [house.id, { price: "10,00" }, "price", M.priceInvalid],
    [house.id, { price: "0.01" }, "price", "For a House/Flat Removals move the price must be at least £50"],
    [
      house.id,
      { price: "49.99", priceKind: "estimate" },
      "price",
      F.priceTooLow("House/Flat Removals", 5000),
    ],
    [manAndVan.id, { price: "19.99" }, "price", "For a Man and Van move the price must be at least £20"],
    [manAndVan.id, hourly("0.05"), "hourlyRate", "The hourly rate must be at least £15 an hour"],
    [manAndVan.id, hourly("15"), "hourlyRate", F.hourlyTotalTooLow("Man and Van", 2000)],
  ];
  for (const [leadId, overrides, field, message] of refused) {
    const res = await quote(leadId, "POST", overrides);
    assert.equal(res.code, 400, JSON.stringify(overrides));
    assert.equal(res.body.message, message);
    assert.equal(res.body.errors?.[field], message);
  }
  assert.deepEqual(await written(), before);
});

test("at the floor a quote is sent; an edit below it is refused and the quote keeps its price", async () => {
  const sent = await quote(manAndVan.id, "POST", hourly("15", { estimatedHours: 2 }));
  assert.equal(sent.code, 201, sent.body.message);
  const before = await written();
  const [stored] = before.quotes.filter((q) => q.leadId === manAndVan.id);
  assert.equal(stored!.pricePence, 3000);
  const edit = await quote(manAndVan.id, "PUT", { price: "1,0,0,0" });
  assert.equal(edit.code, 400);
  const cheaper = await quote(manAndVan.id, "PUT", { price: "0.01" });
  assert.deepEqual([cheaper.code, cheaper.body.message], [400, F.priceTooLow("Man and Van", 2000)]);
  assert.deepEqual(await written(), before);
  const fine = await quote(house.id, "POST", { price: "1,000" });
  assert.equal(fine.code, 201, fine.body.message);
  const [thousand] = (await t.db.select().from(quotes)).filter((q) => q.leadId === house.id);
  assert.equal(thousand!.pricePence, 100_000);
});

test("a template under the floor of its type of move is not saved", async () => {
  const before = await written();
  const res = await call(thames, "POST", "/api/company/quote-templates", {
    name: "Penny van",
    moveType: "Man and Van",
    priceKind: "fixed",
    price: "0.01",
    crewSize: 1,
    vehicle: "Luton van",
    estimatedHours: 2,
    cancellationTerms: "Free cancellation up to 48 hours before the move.",
  });
  assert.equal(res.code, 400);
  assert.equal(res.body.errors?.price, F.priceTooLow("Man and Van", 2000));
  assert.deepEqual(await written(), before);
});

test("a rating of '0x5' (or '5e0', '4.5') is not five stars: 400, no review", async () => {
  const b = await makeBooking(t, {
    clientUserId: customer.id,
    company: 0,
    moveDate: addDaysIso(todayInLondon(), -1),
  });
  const before = await written();
  const review = {
    title: "Careful movers",
    body: "On time, careful with the piano and nothing was scratched at all.",
    wouldRecommend: "yes",
  };
  for (const rating of ["0x5", "5e0", "4.5", "+5"]) {
    const res = await call(client, "POST", `/api/client/bookings/${b.leadId}/review`, { ...review, rating });
    assert.equal(res.code, 400, rating);
    assert.equal(res.body.message, REVIEW_MESSAGES.ratingRange);
  }
  const sub = await call(client, "POST", `/api/client/bookings/${b.leadId}/review`, {
    ...review,
    rating: "5",
    care: "0x4",
  });
  assert.deepEqual([sub.code, sub.body.message], [400, REVIEW_MESSAGES.ratingRange]);
  assert.deepEqual(await written(), before);
});
