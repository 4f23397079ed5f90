// Issue #28 "The comparison says what the quote says": each compared quote's availability is the dates the
// mover put in it (never its calendar of fully booked days), a priced extra reads "optional, +£…" and never
// "not included", a quote that runs out before the move says "book by", and a message claiming other cover
// than the verified certificate is flagged next to it.
import assert from "node:assert/strict";
import { test } from "vitest";
import { COVER_CLAIM_MESSAGES } from "@rm/domain/cover-claims";
import { addDaysIso, formatLongDate, todayInLondon } from "@rm/domain/lead/dates";
import { OFFER_MESSAGES } from "@rm/domain/quote-offer";
import { eq } from "drizzle-orm";
import { companyUnavailableDays, leads, quotes } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "amira@example.org");
const first = addDaysIso(todayInLondon(), 30);
const days = [first, addDaysIso(first, 1), addDaysIso(first, 2)];
// matched to Thames-side, Northline and Westway; she asked for packing and dismantling (the fixture)
const { lead, companyIds } = await makeLead(t, {
  clientUserId: customer.id,
  companies: [0, 1, 2],
  moveDate: first,
});
const amira = await t.login("amira@example.org");

type Compared = {
  id: string;
  pricePence: number;
  company: { name: string; insurance: { goodsInTransitLabel: string | null } };
  availableOnDate: boolean;
  availabilityLabel: string;
  bookBy: string | null;
  expiredLabel: string | null;
  canBook: boolean;
  coverWarnings: string[];
  services: { kind: string; label: string; state: string; text: string }[];
  askedForExtras: string[];
};
const compared = async () => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/client/requests/${lead.id}?sort=price`,
    headers: { cookie: amira },
  });
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: { quotes: Compared[] } }>(res).data.quotes;
};
const byName = async () => Object.fromEntries((await compared()).map((q) => [q.company.name, q]));
const availability = async () =>
  Object.fromEntries(
    Object.entries(await byName()).map(([name, q]) => [name, [q.availableOnDate, q.availabilityLabel]]),
  );

test("availability is what each mover offered in its quote, whatever its calendar says", async () => {
  const offers: [number, string, string[]][] = [
    [0, "700", [first]],
    [1, "800", [days[2]!]],
    [2, "900", [addDaysIso(first, 10)]],
  ];
  for (const [i, price, availableDates] of offers) {
    const cookie = await t.login(DEMO_COMPANIES[i]!.email);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/company/leads/${lead.id}/quote`,
      headers: { cookie },
      payload: quoteBody({ price, availableDates, validUntil: addDaysIso(todayInLondon(), 40) }),
    });
    assert.equal(res.statusCode, 201, res.body);
  }
  // Thames-side's calendar says the day is fully booked, but its quote offers it: the quote is what it offered
  await t.db.insert(companyUnavailableDays).values(days.map((day) => ({ companyId: companyIds[0]!, day })));
  assert.deepEqual(await availability(), {
    "Thames-side Removals": [true, OFFER_MESSAGES.availableOnDate],
    "Northline Movers": [false, OFFER_MESSAGES.otherDates(formatLongDate(days[2]!))],
    "Westway Man & Van": [false, OFFER_MESSAGES.otherDates(formatLongDate(addDaysIso(first, 10)))],
  });

  // a flexible range of three days: Northline's date is inside it now
  await t.db.update(leads).set({ endDate: days[2]! }).where(eq(leads.id, lead.id));
  const range = await availability();
  assert.deepEqual(range["Northline Movers"], [
    true,
    OFFER_MESSAGES.availableInRange(formatLongDate(days[2]!)),
  ]);
  assert.equal(range["Westway Man & Van"]![0], false);
  await t.db.update(leads).set({ endDate: null }).where(eq(leads.id, lead.id));

  // a quote without dates (stored before dates were required) says the mover did not say
  const westway = (await byName())["Westway Man & Van"]!;
  await t.db.update(quotes).set({ availableDates: [] }).where(eq(quotes.id, westway.id));
  assert.deepEqual((await availability())["Westway Man & Van"], [false, OFFER_MESSAGES.noDatesGiven]);
  // the "available on my date" filter reads the same
  const res = await t.app.inject({
    method: "GET",
    url: `/api/client/requests/${lead.id}?available=1`,
    headers: { cookie: amira },
  });
  const onDate = json<{ data: { quotes: Compared[] } }>(res).data.quotes.map((q) => q.company.name);
  assert.deepEqual(onDate, ["Thames-side Removals"]);
  await t.db.delete(companyUnavailableDays).where(eq(companyUnavailableDays.companyId, companyIds[0]!));
});

test("a priced extra is 'optional, +£180'; 'not included' only for what she asked and the quote leaves out", async () => {
  const cookie = await t.login(DEMO_COMPANIES[1]!.email);
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/company/leads/${lead.id}/quote`,
    headers: { cookie },
    payload: quoteBody({
      price: "800",
      includes: ["packing"],
      extras: [
        { kind: "dismantling", price: "180" },
        { kind: "materials", price: "60" },
      ],
      availableDates: [days[2]!],
      validUntil: addDaysIso(todayInLondon(), 40),
    }),
  });
  assert.equal(res.statusCode, 200, res.body);
  const q = (await byName())["Northline Movers"]!;
  assert.deepEqual(
    q.services.map((l) => `${l.label}: ${l.text}`),
    ["Packing: included", "Dismantling and reassembly: optional, +£180", "Packing materials: optional, +£60"],
  );
  // she asked for dismantling: it starts ticked, so the card's total is for what she asked for
  assert.deepEqual(q.askedForExtras, ["dismantling"]);
  // Thames-side includes packing and dismantling (the fixture's quote): nothing is "not included"
  const thames = (await byName())["Thames-side Removals"]!;
  assert.ok(thames.services.every((l) => l.state === "included"));
  // a quote that neither includes nor prices dismantling, which she asked for, says so
  const west = await t.login(DEMO_COMPANIES[2]!.email);
  const bare = await t.app.inject({
    method: "PUT",
    url: `/api/company/leads/${lead.id}/quote`,
    headers: { cookie: west },
    payload: quoteBody({ price: "900", includes: ["packing"], validUntil: addDaysIso(todayInLondon(), 40) }),
  });
  assert.equal(bare.statusCode, 200, bare.body);
  assert.deepEqual(
    (await byName())["Westway Man & Van"]!.services.map((l) => `${l.label}: ${l.text}`),
    ["Packing: included", "Dismantling and reassembly: not included"],
  );
  // cheapest first for what she asked: Northline's £800 is £980 with the dismantling she asked for
  assert.deepEqual(
    (await compared()).map((q) => [q.company.name, q.pricePence]),
    [
      ["Thames-side Removals", 70_000],
      ["Westway Man & Van", 90_000],
      ["Northline Movers", 80_000],
    ],
  );
});

test("a quote that runs out before the move says 'book by'; an expired one says so and cannot be booked", async () => {
  const thames = (await byName())["Thames-side Removals"]!;
  const until = addDaysIso(todayInLondon(), 5);
  await t.db.update(quotes).set({ validUntil: until }).where(eq(quotes.id, thames.id));
  const soon = (await byName())["Thames-side Removals"]!;
  assert.match(String(soon.bookBy), /^Book by \w+day \d+ \w+ \d{4}$/);
  assert.equal(soon.canBook, true);
  // valid past the move date: nothing to flag
  assert.equal((await byName())["Northline Movers"]!.bookBy, null);
  await t.db
    .update(quotes)
    .set({ validUntil: addDaysIso(todayInLondon(), -1) })
    .where(eq(quotes.id, thames.id));
  const gone = (await byName())["Thames-side Removals"]!;
  assert.equal(gone.canBook, false);
  assert.equal(gone.bookBy, null);
  assert.match(String(gone.expiredLabel), /^This quote expired on \w+day/);
  await t.db
    .update(quotes)
    .set({ validUntil: addDaysIso(todayInLondon(), 40) })
    .where(eq(quotes.id, thames.id));
});

test("a message claiming other cover than the verified certificate is flagged beside it", async () => {
  const thames = (await byName())["Thames-side Removals"]!;
  const verified = thames.company.insurance.goodsInTransitLabel;
  assert.ok(verified, "the demo mover has a verified Goods in Transit certificate");
  await t.db
    .update(quotes)
    .set({ message: "Fully insured to £100k, and we can do it for £700." })
    .where(eq(quotes.id, thames.id));
  assert.deepEqual((await byName())["Thames-side Removals"]!.coverWarnings, [
    COVER_CLAIM_MESSAGES.differs("£100k", "Goods in Transit", verified),
  ]);
  // the verified figure itself, however it is written, is not flagged; nor is a price
  const pence = Number(verified.replace(/[£,]/g, ""));
  await t.db
    .update(quotes)
    .set({ message: `Insured to £${pence / 1000}k. Our price is £700.` })
    .where(eq(quotes.id, thames.id));
  assert.deepEqual((await byName())["Thames-side Removals"]!.coverWarnings, []);
});
