// Issue #32: a quote may say its price is "based on your list" (quotes.based_on_list), and the customer sees it
// on the comparison; on a request without a list, or with a value that is not true or false, it is refused with a
// message and nothing is stored.
import assert from "node:assert/strict";
import { test } from "vitest";
import { INVENTORY_MESSAGES, inventoryPreset } from "@rm/domain/inventory";
import { QUOTE_MESSAGES } from "@rm/domain/quote";
import { eq } from "drizzle-orm";
import { leads, quotes } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "lena@example.org");
const lena = await t.login("lena@example.org");
const mover = await t.login(DEMO_COMPANIES[0]!.email);
const withoutList = (await makeLead(t, { clientUserId: customer.id, companies: [0] })).lead;
const withList = (await makeLead(t, { clientUserId: customer.id, companies: [0] })).lead;
await t.db
  .update(leads)
  .set({ details: { ...(withList.details as object), inventory: inventoryPreset("Apartment", "2") } })
  .where(eq(leads.id, withList.id));

type Body = { message: string; data: Record<string, unknown>; errors?: Record<string, string> };
const quote = async (leadId: string, overrides: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/company/leads/${leadId}/quote`,
    headers: { cookie: mover },
    payload: quoteBody(overrides),
  });
  return { code: res.statusCode, body: json<Body>(res) };
};
const stored = (leadId: string) => t.db.select().from(quotes).where(eq(quotes.leadId, leadId));

test("'based on your list' on a request without a list, or not a yes/no, is refused and nothing is stored", async () => {
  const none = await quote(withoutList.id, { basedOnList: true });
  assert.equal(none.code, 400);
  assert.equal(none.body.message, INVENTORY_MESSAGES.noListToQuote);
  assert.equal(none.body.errors?.basedOnList, INVENTORY_MESSAGES.noListToQuote);
  const word = await quote(withList.id, { basedOnList: "yes" });
  assert.equal(word.code, 400);
  assert.equal(word.body.errors?.basedOnList, QUOTE_MESSAGES.bodyInvalid);
  assert.deepEqual(await stored(withoutList.id), []);
  assert.deepEqual(await stored(withList.id), []);
  // without the tick, a request without a list is quoted as before
  const plain = await quote(withoutList.id, {});
  assert.equal(plain.code, 201);
  assert.equal(plain.body.data.basedOnList, false);
  assert.equal((await stored(withoutList.id))[0]!.basedOnList, false);
});

test("a quote based on the customer's list is stored so, and the customer's comparison says so", async () => {
  const sent = await quote(withList.id, { basedOnList: true });
  assert.equal(sent.code, 201);
  assert.equal(sent.body.data.basedOnList, true);
  assert.equal((await stored(withList.id))[0]!.basedOnList, true);
  const res = await t.app.inject({ url: `/api/client/requests/${withList.id}`, headers: { cookie: lena } });
  assert.equal(res.statusCode, 200);
  const compared = json<{ data: { quotes: { basedOnList: boolean }[] } }>(res).data.quotes;
  assert.deepEqual(
    compared.map((q) => q.basedOnList),
    [true],
  );
});
