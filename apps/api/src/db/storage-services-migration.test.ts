// Migration 0023 (issue #28): storage is one service. A company that had ticked the extra "Storage" has
// "Storage Unit" instead — once, in the form's order — and one that had not is left as it was; the API then
// refuses "Storage" as a service with the form's message.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "vitest";
import { COMPANY_MESSAGES } from "@rm/domain/company";
import { eq, sql } from "drizzle-orm";
import { DEMO_COMPANIES } from "../seed/demo-accounts.ts";
import { buildTestApp, json } from "../test/helper.ts";
import { companies } from "./schema.ts";

const t = await buildTestApp();
const MIGRATION = new URL("../../drizzle/0023_merge_storage_services.sql", import.meta.url);

const servicesOf = async (email: string) =>
  (await t.db.select({ s: companies.services }).from(companies).where(eq(companies.email, email)))[0]!.s;
const setServices = (email: string, services: string[]) =>
  t.db.update(companies).set({ services }).where(eq(companies.email, email));

test("companies with the extra 'Storage' get 'Storage Unit' once, in order; others are untouched", async () => {
  const [a, b, c] = DEMO_COMPANIES.map((d) => d.email) as [string, string, string];
  await setServices(a, ["Man and Van", "Packing", "Storage"]);
  await setServices(b, ["House/Flat Removals", "Storage Unit", "Cleaning", "Storage"]);
  await setServices(c, ["Business Removals", "Packing"]);
  await t.db.execute(sql.raw(await readFile(MIGRATION, "utf8")));
  assert.deepEqual(await servicesOf(a), ["Man and Van", "Storage Unit", "Packing"]);
  assert.deepEqual(await servicesOf(b), ["House/Flat Removals", "Storage Unit", "Cleaning"]);
  assert.deepEqual(await servicesOf(c), ["Business Removals", "Packing"]);
  const left = (
    (await t.db.execute(
      sql`select count(*)::int as n from companies where 'Storage' = any(services)`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  assert.equal(left[0]!.n, 0, "no company offers 'Storage' any more");
});

test("'Storage' is no longer a service a company can choose: 400 with the form's message, nothing saved", async () => {
  const demo = DEMO_COMPANIES[3]!;
  const cookie = await t.login(demo.email);
  const me = json<{ data: { company: Record<string, unknown> } }>(
    await t.app.inject({ method: "GET", url: "/api/companies/me", headers: { cookie } }),
  ).data.company;
  const before = await servicesOf(demo.email);
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/companies/me",
    headers: { cookie },
    payload: {
      ...me,
      website: me.website ?? "",
      services: ["Man and Van", "Storage"],
    },
  });
  assert.equal(res.statusCode, 400, res.body);
  assert.match(JSON.stringify(json(res)), new RegExp(COMPANY_MESSAGES.serviceUnknown));
  assert.deepEqual(await servicesOf(demo.email), before);
});
