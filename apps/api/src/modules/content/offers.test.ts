import assert from "node:assert/strict";
import { test } from "vitest";
import { partnerOffers } from "../../db/schema.ts";
import { DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { DEMO_OFFERS, seedOffers } from "./offers.ts";

const t = await buildTestApp();

test("partner offers: seeded once, listed to companies only", async () => {
  await seedOffers(t.ctx, () => {});
  assert.equal((await t.db.select().from(partnerOffers)).length, DEMO_OFFERS.length, "seed is idempotent");
  const res = await t.app.inject({
    method: "GET",
    url: "/api/partners/offers",
    headers: { cookie: await t.login(DEMO_COMPANIES[3]!.email) },
  });
  assert.equal(res.statusCode, 200);
  const offers = json<{ data: { title: string; partner: string }[] }>(res).data;
  assert.deepEqual(
    offers.map((o) => o.title),
    [
      "15% off packing materials",
      "Van hire from £39 a day",
      "Insurance renewal review",
      "Fuel card: 5p off a litre",
    ],
  );
  await t.db.insert(partnerOffers).values({
    title: "Old deal",
    partner: "Gone Ltd",
    description: "Expired.",
    expiresOn: "2020-01-01",
  });
  const again = await t.app.inject({
    method: "GET",
    url: "/api/partners/offers",
    headers: { cookie: await t.login(DEMO_COMPANIES[3]!.email) },
  });
  assert.equal(json<{ data: unknown[] }>(again).data.length, 4, "expired offers are not shown");
  const client = await t.app.inject({
    method: "GET",
    url: "/api/partners/offers",
    headers: { cookie: await t.login(DEMO_CLIENT.email) },
  });
  assert.equal(client.statusCode, 403);
});
