// Issue #28: the admin lists' figures are true. Known counts are seeded straight into the tables — company A
// with 3 leads, 2 quotes (and a withdrawn one that does not count) and 1 booked; company B with none; a
// customer with 2 requests and one with none — and read back through each list: the JSON API, what the
// pages' loaders get (context.services.admin) and the CSV export. The customer and request lists are found
// by phone number however it is typed.
import assert from "node:assert/strict";
import { test } from "vitest";
import { ADMIN_MESSAGES } from "@rm/domain/admin";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { eq } from "drizzle-orm";
import { leadMatches, leads, quotes, users } from "../../db/schema.ts";
import { parseCsv } from "../../lib/csv.ts";
import { DEMO_ADMIN } from "../../seed/demo-accounts.ts";
import { addCompany } from "../../test/fixtures/matching.ts";
import { buildTestApp } from "../../test/helper.ts";
import { toSessionUser } from "../accounts/index.ts";
import { adminWebService } from "./web-service.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const { app, db } = t;
const admin = await t.login(DEMO_ADMIN.email);
const [adminRow] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
const pages = adminWebService(t.ctx);
const adminUser = toSessionUser(adminRow!);

// biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' JSON as the pages do, field by field
const get = async (url: string): Promise<any> => {
  const res = await app.inject({ method: "GET", url, headers: { cookie: admin } });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return url.includes("/export") ? res.body : res.json().data;
};

const TAG = "figures-28";
const moveDate = addDaysIso(todayInLondon(), 30);

async function customer(email: string, phone: string | null) {
  const [u] = await db
    .insert(users)
    .values({ email, role: "client", firstName: "Grace", lastName: TAG, phoneNumber: phone })
    .returning();
  return u!.id;
}

async function request(clientUserId: string, phone: string) {
  const [lead] = await db
    .insert(leads)
    .values({
      clientUserId,
      typeOfMove: "House/Flat Removals",
      fromPostcode: "SE16 3LL",
      fromBoroughCode: "E09000028",
      toPostcode: "N17 9LR",
      moveDate,
      details: { typeOfMove: "House/Flat Removals", phoneNumber: phone, startDate: moveDate },
    })
    .returning();
  return lead!.id;
}

const match = (leadId: string, companyId: string) =>
  db.insert(leadMatches).values({ leadId, companyId, score: 1, reasons: {} });

const quote = (leadId: string, companyId: string, status: "sent" | "accepted" | "withdrawn" | "lost") =>
  db.insert(quotes).values({
    leadId,
    companyId,
    pricePence: 85_000,
    priceKind: "fixed",
    crewSize: 3,
    vehicle: "Luton van",
    estimatedHours: 6,
    includes: ["packing"],
    insuranceCoverPence: 5_000_000,
    availableDates: [moveDate],
    cancellationTerms: "Free cancellation up to 48 hours before the move.",
    validUntil: addDaysIso(moveDate, -2),
    status,
  });

// the seeded figures
const companyA = await addCompany(db, { name: `Alpha Removals ${TAG}` });
const companyB = await addCompany(db, { name: `Beta Vans ${TAG}` });
const companyC = await addCompany(db, { name: `Gamma Movers ${TAG}` });
const grace = await customer(`grace.${TAG}@example.org`, "07911123456");
const idle = await customer(`idle.${TAG}@example.org`, "+44 20 7946 0958");
const lead1 = await request(grace, "07911 123456");
const lead2 = await request(grace, "07911 123456");
// a third request from someone else, so that A's three leads are not all one customer's
const other = await customer(`other.${TAG}@example.org`, "07700900111");
const lead3 = await request(other, "07700900111");
for (const leadId of [lead1, lead2, lead3]) await match(leadId, companyA);
await match(lead1, companyC);
await quote(lead1, companyA, "accepted");
await quote(lead1, companyC, "lost");
await quote(lead2, companyA, "sent");
await quote(lead3, companyA, "withdrawn");
await db.update(leads).set({ status: "booked" }).where(eq(leads.id, lead1));
const [accepted] = await db.select().from(quotes).where(eq(quotes.status, "accepted"));
await db.update(leads).set({ bookedQuoteId: accepted!.id }).where(eq(leads.id, lead1));

const EXPECTED_COMPANIES = {
  [companyA]: { leads: 3, quotes: 2, won: 1 },
  [companyB]: { leads: 0, quotes: 0, won: 0 },
  [companyC]: { leads: 1, quotes: 1, won: 0 },
};
const EXPECTED_REQUESTS = {
  [lead1]: { matched: 2, quoted: 2, booked: true },
  [lead2]: { matched: 1, quoted: 1, booked: false },
  [lead3]: { matched: 1, quoted: 0, booked: false },
};

/** each row's id to the fields named */
const pick = (rows: readonly { id: string }[], keys: readonly string[]) =>
  Object.fromEntries(
    rows.map((r) => [r.id, Object.fromEntries(keys.map((k) => [k, (r as Record<string, unknown>)[k]]))]),
  );

test("the companies list counts each company's leads, quotes and bookings (API, page, export)", async () => {
  const api = (await get(`/api/admin/companies/search?q=${TAG}`)).rows;
  assert.deepEqual(pick(api, ["leads", "quotes", "won"]), EXPECTED_COMPANIES);
  const page = (await pages.list(adminUser, "companies", { q: TAG })).rows;
  assert.deepEqual(pick(page, ["leads", "quotes", "won"]), EXPECTED_COMPANIES);

  const [header, ...rows] = parseCsv(await get(`/api/admin/companies/export?q=${TAG}`));
  const at = (h: string) => header!.indexOf(h);
  const csv = Object.fromEntries(
    rows.map((r) => [
      r[at("Company")],
      { leads: Number(r[at("Leads")]), quotes: Number(r[at("Quotes")]), won: Number(r[at("Won")]) },
    ]),
  );
  assert.deepEqual(csv, EXPECTED_COMPANIES);
});

test("the customers list counts each customer's requests (API, page, export)", async () => {
  const expected = { [grace]: { requests: 2 }, [idle]: { requests: 0 }, [other]: { requests: 1 } };
  assert.deepEqual(pick((await get(`/api/admin/customers?q=${TAG}`)).rows, ["requests"]), expected);
  assert.deepEqual(pick((await pages.list(adminUser, "customers", { q: TAG })).rows, ["requests"]), expected);
  const [header, ...rows] = parseCsv(await get(`/api/admin/customers/export?q=${TAG}`));
  const csv = Object.fromEntries(
    rows.map((r) => [r[header!.indexOf("Customer")], { requests: Number(r[header!.indexOf("Requests")]) }]),
  );
  assert.deepEqual(csv, expected);
});

test("the requests list and a customer's page count each request's matches and quotes", async () => {
  const keys = ["matched", "quoted", "booked"] as const;
  assert.deepEqual(pick((await get(`/api/admin/requests?q=${TAG}`)).rows, [...keys]), EXPECTED_REQUESTS);
  assert.deepEqual(
    pick((await pages.list(adminUser, "requests", { q: TAG })).rows, [...keys]),
    EXPECTED_REQUESTS,
  );
  const own = (await get(`/api/admin/customers/${grace}`)).requests;
  assert.deepEqual(pick(own, [...keys]), {
    [lead1]: EXPECTED_REQUESTS[lead1],
    [lead2]: EXPECTED_REQUESTS[lead2],
  });
});

test("customers and requests are found by phone number however it is typed", async () => {
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
  for (const typed of ["07911 123456", "+44 7911 123456", "07911123456", "+44 (0)7911 123456", "7911 123"]) {
    const q = encodeURIComponent(typed);
    assert.deepEqual(ids((await get(`/api/admin/customers?q=${q}`)).rows), [grace], typed);
    assert.deepEqual(ids((await get(`/api/admin/requests?q=${q}`)).rows), [lead1, lead2].sort(), typed);
  }
  // a number stored as typed with +44 is found by its national form too
  assert.deepEqual(ids((await get("/api/admin/customers?q=020%207946%200958")).rows), [idle]);
  // the number typed with a request, not only the account's, finds it
  await db.update(users).set({ phoneNumber: null }).where(eq(users.id, other));
  assert.deepEqual(ids((await get("/api/admin/requests?q=07700%20900111")).rows), [lead3]);
  // a number nobody has finds nothing; the export searches the same way
  assert.deepEqual((await get("/api/admin/customers?q=07911%20654321")).rows, []);
  const [, ...csv] = parseCsv(await get("/api/admin/customers/export?q=%2B44%207911%20123456"));
  assert.deepEqual(
    csv.map((r) => r[0]),
    [grace],
  );
});

test("a search too long is refused with its message on both lists", async () => {
  for (const url of ["/api/admin/customers", "/api/admin/requests"]) {
    const res = await app.inject({
      method: "GET",
      url: `${url}?q=${"0".repeat(101)}`,
      headers: { cookie: admin },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, ADMIN_MESSAGES.searchTooLong);
  }
});
