// Issue #18: the mover's lead page shows what the customer said their belongings are worth and, when that needs
// more than the company's verified Goods in Transit cover, warns before quoting (@rm/domain coverShortfall).
import assert from "node:assert/strict";
import { test } from "vitest";
import { PRICING_MESSAGES as P } from "@rm/domain/quote-pricing";
import { and, eq } from "drizzle-orm";
import { companyDocuments, leads } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { makeCustomer, makeLead } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "ruth@example.org");
const { lead, companyIds } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
const [thamesId, northlineId] = companyIds as [string, string];
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const northline = await t.login(DEMO_COMPANIES[1]!.email);

type Detail = { data: { declaredValue: { label: string | null; warning: string | null } } };
const declaredOf = async (cookie: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/company/leads/${lead.id}`,
    headers: { cookie },
  });
  assert.equal(res.statusCode, 200, res.body);
  return json<Detail>(res).data.declaredValue;
};
const setCover = (companyId: string, coverPence: number | null) =>
  t.db
    .update(companyDocuments)
    .set({ coverPence })
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.kind, "git")));
const declare = (declaredValue: string | null) =>
  t.db.update(leads).set({ declaredValue }).where(eq(leads.id, lead.id));

test("no declared value: nothing shown, no warning", async () => {
  assert.deepEqual(await declaredOf(thames), { label: null, warning: null });
});

test("a declared value above one company's cover warns that company only", async () => {
  await declare("25k-50k");
  await setCover(thamesId, 3_000_000); // £30,000: less than the band's top
  await setCover(northlineId, 5_000_000); // £50,000: enough
  assert.deepEqual(await declaredOf(thames), {
    label: "£25,000 to £50,000",
    warning: P.coverBelowValue("£25,000 to £50,000", "£30,000"),
  });
  assert.deepEqual(await declaredOf(northline), { label: "£25,000 to £50,000", warning: null });
});

test("a company without a verified Goods in Transit amount is told so", async () => {
  await declare("up-to-10k");
  await setCover(thamesId, null);
  assert.equal((await declaredOf(thames)).warning, P.valueWithoutCover("up to £10,000"));
});
