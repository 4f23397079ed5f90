// Issue 28: GET /api/lead-coverage tells the wizard, as soon as the postcode is answered, whether any vetted
// mover would take the move from there — read from the companies as they stand (approved, not paused, offering
// the type, covering the place, insured), so approving or pausing one changes the answer.
import assert from "node:assert/strict";
import { test } from "vitest";
import { LEAD_MESSAGES } from "@rm/domain";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
type Answer = { status: boolean; message: string; data: { covered: boolean; area: string } };
const coverage = async (typeOfMove: string, from: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/lead-coverage?${new URLSearchParams({ typeOfMove, from })}`,
  });
  return { code: res.statusCode, body: json<Answer>(res) };
};

test("a postcode near vetted movers is covered; a London district none of them works in is not", async () => {
  assert.deepEqual((await coverage("House/Flat Removals", "se16 3ll")).body.data, {
    covered: true,
    area: "SE16",
  });
  assert.deepEqual((await coverage("Storage Unit", "sw")).body.data, { covered: true, area: "SW" });
  // Ruislip (Hillingdon): no demo mover's radius or boroughs reach it
  assert.deepEqual((await coverage("House/Flat Removals", "HA4 7AA")).body.data, {
    covered: false,
    area: "HA4",
  });
});

test("the answer follows the companies: a wider radius covers it, pausing that company uncovers it again", async () => {
  const ealing = DEMO_COMPANIES[2]!.email; // W3, House/Flat Removals
  const [before] = await t.db.select().from(companies).where(eq(companies.email, ealing));
  try {
    await t.db.update(companies).set({ coverageRadiusMiles: 30 }).where(eq(companies.email, ealing));
    assert.equal((await coverage("House/Flat Removals", "HA4 7AA")).body.data.covered, true);
    // it offers no international moves: still nobody for those
    assert.equal((await coverage("International Removals", "HA4 7AA")).body.data.covered, false);
    await t.db.update(companies).set({ paused: true }).where(eq(companies.email, ealing));
    assert.equal((await coverage("House/Flat Removals", "HA4 7AA")).body.data.covered, false);
  } finally {
    await t.db
      .update(companies)
      .set({ coverageRadiusMiles: before!.coverageRadiusMiles, paused: before!.paused })
      .where(eq(companies.email, ealing));
  }
});

test("not a postcode or area code, or not a move type: 400 with the wizard's message", async () => {
  const bad = await coverage("House/Flat Removals", "hello");
  assert.equal(bad.code, 400);
  assert.equal(bad.body.message, LEAD_MESSAGES.postcodeIncorrect);
  const type = await coverage("Piano Moving", "SE16 3LL");
  assert.equal(type.code, 400);
  assert.equal(type.body.message, LEAD_MESSAGES.typeRequired);
});
