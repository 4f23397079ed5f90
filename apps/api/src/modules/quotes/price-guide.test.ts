// Issue #32: the price guide of a stored request is worked out on the server from its answers and the distance
// between its postcodes, and reads the same to the customer (the comparison) and to each matched mover (the
// lead page); each compared quote says where it sits against it.
import assert from "node:assert/strict";
import { test } from "vitest";
import { guideInputOf, type PriceGuide, priceGuide } from "@rm/domain/price-guide";
import { guideSentence, PRICE_GUIDE_WORDS } from "@rm/domain/price-guide-words";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { eq } from "drizzle-orm";
import { leads } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";

// web: the pages are rendered too (they need the web build, as npm test makes it first)
const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" }, { web: true });
const customer = await makeCustomer(t, "guide@example.org");
// a 2-bed flat on the 3rd floor without a lift (SE16 3LL) to a house (N17 9LR), packing and dismantling asked for
const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
const nadia = await t.login("guide@example.org");
const mover = await t.login(DEMO_COMPANIES[0]!.email);

const get = async <T>(url: string, cookie: string) => {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: T }>(res).data;
};
const customerSees = () =>
  get<{ priceGuide: PriceGuide; quotes: { pricePence: number; guidePosition: string | null }[] }>(
    `/api/client/requests/${lead.id}`,
    nadia,
  );
const moverSees = () => get<{ priceGuide: PriceGuide }>(`/api/company/leads/${lead.id}`, mover);

test("the customer and the mover read the same guide, from the request's answers and its postcodes' distance", async () => {
  // the distance the lead page states (issue #18), from the postcodes' points in the reference tables
  const { glance } = await get<{ glance: { distance: { miles: number } | null } }>(
    `/api/company/leads/${lead.id}`,
    mover,
  );
  assert.ok(glance.distance && glance.distance.miles > 5, "SE16 to N17 is several miles");
  const miles = glance.distance.miles;
  const expected = priceGuide(
    guideInputOf({ ...(lead.details as object), typeOfMove: lead.typeOfMove }, miles),
  );
  const shown = (await customerSees()).priceGuide;
  assert.deepEqual(shown, expected);
  assert.deepEqual((await moverSees()).priceGuide, shown);
  assert.equal(shown.kind, "move");
  assert.equal(shown.kind === "move" && shown.distanceAssumed, false);
  // 4½ h × £80–£105 (a Luton van and 3 movers) + packing £150–£400 + dismantling £125: £635–£997.50, rounded out
  assert.equal(
    guideSentence(shown),
    "A move like this usually costs £630–£1,000 (2-bed flat, about 550 cu ft (16\u00a0m³), Luton van, 3 movers, about 4½ hours, with packing and dismantling)",
  );
});

test("the pages say it: the customer's comparison and the mover's lead page (server-rendered)", async () => {
  const text = async (url: string, cookie: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
    assert.equal(res.statusCode, 200, url);
    return res.body
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
  };
  const line = "A move like this usually costs £630–£1,000";
  assert.ok((await text(`/client/removal-requests/${lead.id}`, nadia)).includes(line), "the comparison");
  assert.ok((await text(`/account/dashboard/leads/${lead.id}`, mover)).includes(line), "the lead page");
});

test("each quote says where it sits against the guide", async () => {
  const guide = (await customerSees()).priceGuide;
  assert.ok(guide.kind === "move");
  const res = await t.app.inject({
    method: "POST",
    url: `/api/company/leads/${lead.id}/quote`,
    headers: { cookie: mover },
    payload: quoteBody({
      price: String((guide.low - 12_000) / 100),
      validUntil: addDaysIso(todayInLondon(), 30),
    }),
  });
  assert.equal(res.statusCode, 201, res.body);
  const second = await t.login(DEMO_COMPANIES[1]!.email);
  const within = await t.app.inject({
    method: "POST",
    url: `/api/company/leads/${lead.id}/quote`,
    headers: { cookie: second },
    payload: quoteBody({ price: String(guide.high / 100), validUntil: addDaysIso(todayInLondon(), 30) }),
  });
  assert.equal(within.statusCode, 201, within.body);
  const positions = (await customerSees()).quotes.map((q) => q.guidePosition);
  assert.deepEqual(positions, ["£120 below the guide", PRICE_GUIDE_WORDS.within]);
});

test("a change to the request changes the guide both sides read", async () => {
  const before = (await customerSees()).priceGuide;
  await t.db
    .update(leads)
    .set({ details: { ...(lead.details as object), fromLift: "yes", additionalServices: [] } })
    .where(eq(leads.id, lead.id));
  const after = (await customerSees()).priceGuide;
  assert.ok(before.kind === "move" && after.kind === "move");
  assert.ok(after.high < before.high, "a lift and no extra help cost less");
  assert.deepEqual((await moverSees()).priceGuide, after);
});

test("storage is guided by the week, and a move abroad gets no guide", async () => {
  await t.db
    .update(leads)
    .set({ typeOfMove: "Storage Unit", details: { typeOfMove: "Storage Unit", fromStorageSize: "75-100" } })
    .where(eq(leads.id, lead.id));
  assert.deepEqual((await moverSees()).priceGuide, {
    kind: "storage",
    low: 3700,
    high: 8000,
    storageSize: "75-100",
    openEnded: false,
  });
  await t.db
    .update(leads)
    .set({
      typeOfMove: "International Removals",
      toPostcode: null,
      details: { typeOfMove: "International Removals", toCountry: "Spain" },
    })
    .where(eq(leads.id, lead.id));
  assert.deepEqual((await customerSees()).priceGuide, { kind: "none", reason: "abroad" });
});
