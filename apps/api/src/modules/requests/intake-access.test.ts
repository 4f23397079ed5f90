// Issue #32 "London access, asked properly": the floor (basement, ground, 1-20), whether the lift fits furniture,
// parking and the van's distance from the door are stored with the lead at both ends, read back on the mover's
// lead page (its glance, the rows the new-lead email prints) and priced in its guide; a value off a list is a
// 400 with the domain's message and nothing written; an older request without them says what is assumed.
import assert from "node:assert/strict";
import { test } from "vitest";
import { ACCESS_MESSAGES as A, ACCESS_WORDS } from "@rm/domain/lead/access";
import { glanceRows, type MoveGlance } from "@rm/domain/move-glance";
import type { PriceGuide } from "@rm/domain/price-guide";
import { eq, sql } from "drizzle-orm";
import { leads, outbox, users } from "../../db/schema.ts";
import { houseMove } from "../../test/fixtures/leads.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const { app, db } = t;

const counts = async () => {
  const n = async (table: typeof leads | typeof users | typeof outbox) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return [await n(leads), await n(users), await n(outbox)];
};

async function send(email: string, client: Record<string, unknown>) {
  const res = await app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({ client, user: { email } }),
  });
  assert.equal(res.statusCode, 200, res.body);
  return json<{ leadId: string }>(res).leadId;
}

/** the mover's lead page's data, as the first matched mover reads it */
async function leadPage(leadId: string) {
  const notice = (await t.mails()).find((m) => m.kind === "lead-new" && m.text.includes(leadId));
  assert.ok(notice, "a matched mover was mailed");
  const cookie = await t.login(notice.to);
  const page = await app.inject({ method: "GET", url: `/api/company/leads/${leadId}`, headers: { cookie } });
  assert.equal(page.statusCode, 200, page.body);
  const data = json<{ data: { glance: MoveGlance; priceGuide: PriceGuide } }>(page).data;
  const rows = Object.fromEntries(glanceRows(data.glance).map((r) => [r.label, r.value]));
  return { rows, guide: data.priceGuide, mail: notice.text.split("\n").map((l) => l.trim()) };
}

const hard = {
  fromPropertyType: "Apartment",
  fromFloor: "basement",
  fromLift: "yes",
  fromLiftFits: "no",
  fromParking: "suspension",
  fromCarry: "over-25m",
  toPropertyType: "House",
  // a house is asked no floor: dropped
  toFloor: "4",
  toParking: "paid",
  toCarry: "10-25m",
};

test("the access answers are stored at both ends and read back on the lead page and in the mover's email", async () => {
  const leadId = await send("access.hard@example.org", hard);
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
  const d = row!.details as Record<string, unknown>;
  assert.deepEqual(
    [d.fromFloor, d.fromLift, d.fromLiftFits, d.fromParking, d.fromCarry],
    ["basement", "yes", "no", "suspension", "over-25m"],
  );
  assert.deepEqual([d.toFloor, d.toParking, d.toCarry], [undefined, "paid", "10-25m"]);

  const { rows, mail } = await leadPage(leadId);
  assert.equal(rows["Floors and lift"], "Basement, lift too small for furniture (from)");
  assert.equal(
    rows[ACCESS_WORDS.parkingRow],
    "Needs a parking suspension → Pay-and-display or residents' bay",
  );
  assert.equal(rows[ACCESS_WORDS.carryRow], "Over 25 m → 10–25 m");
  // the fixture's SW1A 2AA is in Westminster
  assert.equal(
    rows[ACCESS_WORDS.suspensionRow],
    "The customer must apply to Westminster City Council for a parking suspension where the move starts, usually about two weeks before the move.",
  );
  for (const [label, value] of Object.entries(rows)) assert.ok(mail.includes(`${label}: ${value}`), label);
});

test("the guide on the lead page is higher for the harder access than for the easy one", async () => {
  const easy = await send("access.easy@example.org", {
    ...hard,
    fromFloor: "ground",
    fromLift: "no",
    fromParking: "driveway",
    fromCarry: "door",
    toParking: "driveway",
    toCarry: "door",
  });
  const hardId = await send("access.hard2@example.org", hard);
  const [e, h] = [(await leadPage(easy)).guide, (await leadPage(hardId)).guide];
  assert.ok(e.kind === "move" && h.kind === "move");
  assert.ok(h.low > e.low && h.high > e.high, `${JSON.stringify(e)} vs ${JSON.stringify(h)}`);
  assert.ok(h.hours > e.hours);
});

test("an older request without the new answers says what is assumed", async () => {
  const leadId = await send("access.old@example.org", hard);
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
  const { fromParking, fromCarry, toParking, toCarry, fromLiftFits, ...old } = row!.details as Record<
    string,
    unknown
  >;
  await db.update(leads).set({ details: old }).where(eq(leads.id, leadId));
  const { rows } = await leadPage(leadId);
  assert.equal(
    rows[ACCESS_WORDS.parkingRow],
    `${ACCESS_WORDS.parkingNotAsked} → ${ACCESS_WORDS.parkingNotAsked}`,
  );
  assert.equal(rows[ACCESS_WORDS.carryRow], `${ACCESS_WORDS.carryNotAsked} → ${ACCESS_WORDS.carryNotAsked}`);
  assert.equal(rows["Floors and lift"], "Basement, lift (from)");
  assert.equal(rows[ACCESS_WORDS.suspensionRow], undefined);
});

test("bad access values: 400 with the domain's message on the field, nothing stored", async () => {
  const before = await counts();
  const cases: [Record<string, unknown>, string, string][] = [
    [{ fromParking: "valet" }, "client.fromParking", A.parkingInvalid],
    [{ toParking: 3 }, "client.toParking", A.parkingInvalid],
    [{ fromFloor: "21" }, "client.fromFloor", A.floorInvalid],
    [{ fromFloor: "-2" }, "client.fromFloor", A.floorInvalid],
    [{ toPropertyType: "Apartment", toFloor: "0" }, "client.toFloor", A.floorInvalid],
    [{ fromCarry: "a mile" }, "client.fromCarry", A.carryInvalid],
    [{ fromLiftFits: "maybe" }, "client.fromLiftFits", A.liftFitsInvalid],
  ];
  for (const [client, field, message] of cases) {
    const res = await app.inject({
      method: "POST",
      url: "/api/client/register",
      payload: houseMove({ client, user: { email: "access.bad@example.org" } }),
    });
    assert.equal(res.statusCode, 400, JSON.stringify(client));
    assert.equal(json<{ errors: Record<string, string> }>(res).errors[field], message, field);
  }
  assert.deepEqual(await counts(), before);
});
