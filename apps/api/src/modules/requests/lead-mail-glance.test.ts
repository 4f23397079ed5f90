// Issue #28 "Movers see the job as it is": the "New removal lead" email carries the move as the lead page shows
// it — both ends' areas (the destination as the customer gave it: its area, or the country abroad), property,
// floors and lift at both ends, services, date and time — read back from the stored outbox, and never the
// customer's name, address, email or phone (principle 1).
import assert from "node:assert/strict";
import { test } from "vitest";
import { inventoryPreset } from "@rm/domain/inventory";
import { makeLeadSchemas } from "@rm/domain/lead/schemas";
import { glanceRows } from "@rm/domain/move-glance";
import { formatMoveDate } from "@rm/domain/quote";
import { dayFromToday, houseMove } from "../../test/fixtures/leads.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { newLeadNotice } from "./lead-mails.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });

async function send(email: string, client: Record<string, unknown>) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({ client, user: { email, firstName: "Grace", lastName: "Hopper" } }),
  });
  assert.equal(res.statusCode, 200, res.body);
  const { leadId, companies } = json<{ leadId: string; companies: unknown[] }>(res);
  assert.ok(companies.length > 0, "matched with at least one mover");
  const notices = (await t.mails()).filter((m) => m.kind === "lead-new" && m.text.includes(leadId));
  assert.equal(notices.length, companies.length, "one notice per matched mover");
  return { leadId, notices };
}

const lines = (text: string) => text.split("\n").map((l) => l.trim());

test("the lead email names both ends' areas, floors and lifts at both ends, and says what the lead page says", async () => {
  const day = dayFromToday(21);
  const { leadId, notices } = await send("glance-house@example.org", {
    fromPropertyType: "Apartment",
    fromBedrooms: "2",
    fromFloor: "3",
    fromLift: "yes",
    toCity: "n16 7ua",
    toAddress: "12 Stoke Newington Church Street",
    toPropertyType: "Apartment",
    toBedrooms: "3",
    toFloor: "5",
    toLift: "no",
    additionalServices: ["Packing services", "Disassembling/Reassembling"],
    startDate: day,
    preferredTime: "morning",
  });
  const mail = notices[0]!;
  const got = lines(mail.text);
  for (const line of [
    "Move: House/Flat Removals",
    "From: SW1A, Westminster",
    "To: N16, Hackney",
    `Date: ${formatMoveDate(day)}`,
    "Time: Morning",
    "Property: 2-bedroom apartment → 3-bedroom apartment",
    "Floors and lift: Floor 3, lift → Floor 5, no lift",
    "Services: Packing services, Disassembling/Reassembling",
    "Notes: A piano on the second floor",
  ])
    assert.ok(got.includes(line), `"${line}" in:\n${mail.text}`);
  for (const secret of [
    /Grace|Hopper/,
    /glance-house@example\.org/,
    /07700/,
    /Downing|Stoke Newington|N16 7UA/i,
  ])
    assert.doesNotMatch(mail.text, secret);

  // the same rows, word for word, as the mover's lead page
  const cookie = await t.login(mail.to);
  const page = await t.app.inject({
    method: "GET",
    url: `/api/company/leads/${leadId}`,
    headers: { cookie },
  });
  assert.equal(page.statusCode, 200, page.body);
  const { glance } = json<{ data: { glance: Parameters<typeof glanceRows>[0] } }>(page).data;
  assert.equal(glance.from, "SW1A, Westminster");
  assert.equal(glance.to, "N16, Hackney");
  for (const row of glanceRows(glance)) assert.ok(got.includes(`${row.label}: ${row.value}`), row.label);
});

test("a house at the destination has no floors there; a move abroad names the country, not the address", async () => {
  const house = await send("glance-ground@example.org", {
    fromPropertyType: "House",
    fromBedrooms: "4",
    toPropertyType: "House",
    toBedrooms: "4",
    toFloor: "",
    toLift: "",
  });
  const houseLines = lines(house.notices[0]!.text);
  assert.ok(houseLines.includes("Property: 4-bedroom house → 4-bedroom house"), house.notices[0]!.text);
  assert.equal(houseLines.filter((l) => l.startsWith("Floors and lift")).length, 0, "a house has no floor");

  const abroad = await send("glance-abroad@example.org", {
    typeOfMove: "International Removals",
    toCity: "",
    toCountry: "Spain",
    toAddress: "Calle Mayor 1, Madrid",
    toPropertyType: "Apartment",
    toBedrooms: "2",
    toFloor: "2",
    toLift: "yes",
  });
  const mail = abroad.notices[0]!;
  const abroadLines = lines(mail.text);
  assert.ok(abroadLines.includes("To: Spain (abroad)"), mail.text);
  assert.ok(abroadLines.includes("Floors and lift: Floor 3, lift → Floor 2, lift"), mail.text);
  assert.doesNotMatch(mail.text, /Calle Mayor|Madrid/);
});

// Issue #32: the email summarises the list of what is moving — its things and volume (the glance's row, word for
// word as the lead page), how many in each room, the photos, and a typical home's preset kept as it started —
// and links to the lead page, where the rooms and photos are.
test("the lead email summarises a list of known counts: things, rooms, cu ft and m³, photos and the link", async () => {
  // 1 sofa (50) + 2 double beds (100) + 30 boxes (90) + a piano (60) = 34 things, 300 cu ft, 8 m³
  const inventory = { "sofa-3": 1, "double-bed": 2, box: 30, piano: 1 };
  const { leadId, notices } = await send("glance-list@example.org", { inventory });
  const got = lines(notices[0]!.text);
  for (const line of [
    "What is moving: 34 things, about 300 cu ft (8\u00a0m³)",
    "By room: Living room 1, Bedrooms 2, Boxes 30, Big or special items 1",
    "Big or special items: Piano (upright)",
    "Photos: none yet (any the customer adds are on the lead page)",
  ])
    assert.ok(got.includes(line), `"${line}" in:\n${notices[0]!.text}`);
  assert.equal(got.filter((l) => l.startsWith("List:")).length, 0, "a changed list is not a preset");
  assert.ok(notices[0]!.text.includes(`/account/dashboard/leads/${leadId}`), "links to the lead page");
  assert.match(notices[0]!.html ?? "", new RegExp(`href="[^"]*/account/dashboard/leads/${leadId}"`));
});

test("a preset kept as it started says so; no list says what the guide assumes; photos are counted", async () => {
  const kept = await send("glance-preset@example.org", { inventory: inventoryPreset("Apartment", "2") });
  const keptLines = lines(kept.notices[0]!.text);
  assert.ok(
    keptLines.includes("What is moving: 72 things, about 550 cu ft (16\u00a0m³)"),
    kept.notices[0]!.text,
  );
  assert.ok(keptLines.includes("List: based on a typical 2-bed flat (the customer kept the preset list)"));

  const none = await send("glance-nolist@example.org", { fromPropertyType: "House", fromBedrooms: "3" });
  const noneLines = lines(none.notices[0]!.text);
  assert.ok(
    noneLines.includes("List: no list sent: based on a typical 3-bed house, about 1,000 cu ft (28\u00a0m³)"),
    none.notices[0]!.text,
  );
  assert.equal(noneLines.filter((l) => l.startsWith("Photos:")).length, 0, "no list and no photos: no row");

  // a later match (rematch) writes the notice after the photos were added: it counts them
  const later = newLeadNotice({
    lead: makeLeadSchemas({ today: dayFromToday(0) }).leadSchema.parse({
      ...houseMove().client,
      inventory: { box: 10 },
    }),
    leadId: kept.leadId,
    to: "mover@example.org",
    companyName: "Acme Removals",
    appUrl: "https://example.org",
    photos: 2,
  });
  assert.ok(lines(later.text).includes("Photos: 2 on the lead page"), later.text);
});
