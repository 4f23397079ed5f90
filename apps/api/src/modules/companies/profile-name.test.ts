// Issue #28: a company's contact name is its account's name — saving the profile with a new contact name
// updates the user's first and last name (what the header and every email greet it by); a refused save
// changes neither.
import assert from "node:assert/strict";
import { test } from "vitest";
import { COMPANY_MESSAGES } from "@rm/domain/company";
import { eq } from "drizzle-orm";
import { companies, users } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const demo = DEMO_COMPANIES[2]!;

test("saving the profile's contact name renames the account; a refused save renames nothing", async () => {
  const cookie = await t.login(demo.email);
  const me = json<{ data: { company: Record<string, unknown> } }>(
    await t.app.inject({ method: "GET", url: "/api/companies/me", headers: { cookie } }),
  ).data.company;
  const profile = {
    contactName: me.contactName,
    email: me.email,
    phone: me.phone,
    address: me.address,
    postcode: me.postcode,
    website: me.website ?? "",
    description: me.description,
    yearsTrading: me.yearsTrading,
    fleetSize: me.fleetSize,
    services: me.services,
    coverageRadiusMiles: me.coverageRadiusMiles,
    coverageBoroughs: me.coverageBoroughs,
    paused: me.paused,
    maxLeadsPerDay: me.maxLeadsPerDay,
    maxLeadsPerWeek: me.maxLeadsPerWeek,
  };
  const put = (contactName: unknown) =>
    t.app.inject({
      method: "PUT",
      url: "/api/companies/me",
      payload: { ...profile, contactName },
      headers: { cookie },
    });
  const account = async () => {
    const [u] = await t.db.select().from(users).where(eq(users.email, demo.email));
    const [c] = await t.db.select().from(companies).where(eq(companies.userId, u!.id));
    return { firstName: u!.firstName, lastName: u!.lastName, contactName: c!.contactName };
  };

  const saved = await put("  Priya Shah Patel ");
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual(await account(), {
    firstName: "Priya",
    lastName: "Shah Patel",
    contactName: "Priya Shah Patel",
  });
  const who = json<{ data: { firstName: string; lastName: string } }>(
    await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } }),
  ).data;
  assert.deepEqual([who.firstName, who.lastName], ["Priya", "Shah Patel"], "the session reads the new name");

  // one word: a first name and no last name
  assert.equal((await put("Priya")).statusCode, 200);
  assert.deepEqual(await account(), { firstName: "Priya", lastName: "", contactName: "Priya" });

  for (const [bad, message] of [
    ["", COMPANY_MESSAGES.contactNameRequired],
    ["   ", COMPANY_MESSAGES.contactNameRequired],
    ["x".repeat(81), undefined],
  ] as const) {
    const refused = await put(bad);
    assert.equal(refused.statusCode, 400, refused.body);
    if (message) assert.equal(json<{ errors: Record<string, string> }>(refused).errors.contactName, message);
    assert.deepEqual(
      await account(),
      { firstName: "Priya", lastName: "", contactName: "Priya" },
      "unchanged",
    );
  }
});
