import assert from "node:assert/strict";
import { test } from "vitest";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema.ts";
import { DEMO_CLIENT } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp();
const cookie = await t.login(DEMO_CLIENT.email);
const names = async (query: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/companies${query}`, headers: { cookie } });
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: { companies: { name: string }[] } }>(res).data.companies.map((c) => c.name);
};

test("the company list: approved only, searchable by name, borough and service", async () => {
  const all = await names("");
  assert.equal(all.length, 8);
  assert.deepEqual(all, [...all].sort());
  assert.deepEqual(await names("?search=thames"), ["Thames-side Removals"]);
  assert.deepEqual(await names("?search=%25"), [], "LIKE wildcards are searched for literally");
  assert.deepEqual(await names("?borough=croydon"), ["Croydon Keys Removals"]);
  assert.deepEqual(await names("?borough=haringey&service=Storage%20Unit"), ["Northline Movers"]);
  assert.deepEqual(await names("?service=International%20Removals&borough=greenwich"), [
    "Greenwich Global Movers",
  ]);
  await t.db.update(companies).set({ status: "suspended" }).where(eq(companies.name, "Northline Movers"));
  assert.deepEqual(await names("?borough=haringey&service=Storage%20Unit"), []);
});
