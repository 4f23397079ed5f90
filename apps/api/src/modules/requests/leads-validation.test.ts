// docs/product/wizard.md §5: every field rule answers 400 with the spec's exact message, and nothing is stored.
import assert from "node:assert/strict";
import { test } from "vitest";
import { LEAD_MESSAGES as M } from "@rm/domain";
import { sql } from "drizzle-orm";
import { leads, outbox, sessions, users } from "../../db/schema.ts";
import { DEMO_CLIENT } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { type Body, dayFromToday, houseMove, storageMove } from "../../test/fixtures/leads.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const { app, db } = t;

const counts = async () => {
  const n = async (table: typeof leads | typeof users | typeof sessions | typeof outbox) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return [await n(leads), await n(users), await n(sessions), await n(outbox)];
};

type Case = [name: string, body: Body, field: string, message: string];

const business = (client: Record<string, unknown> = {}, user: Record<string, unknown> = {}) =>
  houseMove({ client: { typeOfMove: "Business Removals", companyName: "Acme Ltd", ...client }, user });

const CASES: Case[] = [
  ["no move type", houseMove({ client: { typeOfMove: "" } }), "client.typeOfMove", M.typeRequired],
  ["no address", houseMove({ client: { fromAddress: " " } }), "client.fromAddress", M.addressRequired],
  ["no postcode", houseMove({ client: { fromCity: "" } }), "client.fromCity", M.postcodeRequired],
  ["bad postcode", houseMove({ client: { fromCity: "LONDON1" } }), "client.fromCity", M.postcodeIncorrect],
  ["storage: no code", storageMove({ client: { fromCity: "" } }), "client.fromCity", M.storageCodeRequired],
  [
    "storage: bad code",
    storageMove({ client: { fromCity: "SW19X" } }),
    "client.fromCity",
    M.storageCodeIncorrect,
  ],
  ["no date type", houseMove({ client: { dateType: "" } }), "client.dateType", M.dateTypeRequired],
  [
    "storage: no date type",
    storageMove({ client: { dateType: "" } }),
    "client.dateType",
    M.storageDateTypeRequired,
  ],
  ["no date", houseMove({ client: { startDate: "" } }), "client.startDate", M.dateRequired],
  [
    "storage: no date",
    storageMove({ client: { startDate: "" } }),
    "client.startDate",
    M.storageStartDateRequired,
  ],
  [
    "date in the past",
    houseMove({ client: { startDate: dayFromToday(-1) } }),
    "client.startDate",
    M.startDateInPast,
  ],
  [
    "flexible without end",
    houseMove({ client: { dateType: "flexible", endDate: "" } }),
    "client.endDate",
    M.endDateRequired,
  ],
  [
    "storage: flexible without end",
    storageMove({ client: { dateType: "flexible", endDate: "" } }),
    "client.endDate",
    M.storageEndDateRequired,
  ],
  [
    "end same as start",
    houseMove({ client: { dateType: "flexible", startDate: dayFromToday(3), endDate: dayFromToday(3) } }),
    "client.endDate",
    M.endDateNotAfterStart,
  ],
  ["no first name", houseMove({ user: { firstName: "" } }), "user.firstName", M.firstNameRequired],
  ["no last name", houseMove({ user: { lastName: "" } }), "user.lastName", M.lastNameRequired],
  ["no email", houseMove({ user: { email: "" } }), "user.email", M.emailRequired],
  ["bad email", houseMove({ user: { email: "grace@" } }), "user.email", M.emailInvalid],
  ["no phone", houseMove({ user: { phoneNumber: "" } }), "user.phoneNumber", M.phoneRequired],
  ["no title", houseMove({ user: { title: "" } }), "user.title", M.titleRequired],
  [
    "business without company name",
    business({ companyName: "" }),
    "client.companyName",
    M.companyNameRequired,
  ],
  [
    "short password",
    houseMove({ user: { password: "short", confirmPassword: "short" } }),
    "user.password",
    M.passwordMin,
  ],
  [
    "storage: short password",
    storageMove({ user: { password: "short", confirmPassword: "short" } }),
    "user.password",
    M.storagePasswordMin,
  ],
  [
    "passwords differ",
    houseMove({ user: { password: "long-enough-1", confirmPassword: "long-enough-2" } }),
    "user.confirmPassword",
    M.passwordsMustMatch,
  ],
  [
    "confirmation without password",
    houseMove({ user: { password: "", confirmPassword: "long-enough-1" } }),
    "user.password",
    M.passwordRequired,
  ],
  [
    "international without country",
    houseMove({
      client: { typeOfMove: "International Removals", toCountry: "", toAddress: "1 Rue de Rivoli" },
    }),
    "client.toCountry",
    M.countryRequired,
  ],
];

test("POST /api/client/register: each invalid field gives 400 with its message and stores nothing", async () => {
  const before = await counts();
  for (const [name, body, field, message] of CASES) {
    const res = await app.inject({ method: "POST", url: "/api/client/register", payload: body });
    assert.equal(res.statusCode, 400, name);
    const answer = json<{ status: boolean; message: string; errors: Record<string, string> }>(res);
    assert.equal(answer.status, false, name);
    assert.equal(answer.errors[field], message, `${name}: ${JSON.stringify(answer.errors)}`);
    assert.equal(answer.message, message, name);
  }
  assert.deepEqual(await counts(), before);
});

test("POST /api/client/{id}/leads: the lead's rules apply the same, nothing stored", async () => {
  const cookie = await t.login(DEMO_CLIENT.email);
  const me = json<{ data: { _id: string } }>(
    await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } }),
  ).data;
  const before = await counts();
  for (const [name, body, field, message] of CASES.filter(([, , f]) => f.startsWith("client."))) {
    const res = await app.inject({
      method: "POST",
      url: `/api/client/${me._id}/leads`,
      headers: { cookie },
      payload: { client: body.client },
    });
    assert.equal(res.statusCode, 400, name);
    assert.equal(json<{ errors: Record<string, string> }>(res).errors[field], message, name);
  }
  assert.deepEqual(await counts(), before);
});

test("a body that is not a lead at all: 400 with a clear message", async () => {
  for (const payload of [{}, { client: "x", user: 1 }, []]) {
    const res = await app.inject({ method: "POST", url: "/api/client/register", payload });
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.ok(json<{ message: string }>(res).message.length > 0);
  }
  const res = await app.inject({ method: "POST", url: "/api/client/register", payload: {} });
  assert.equal(json<{ errors: Record<string, string> }>(res).errors.client, M.leadMissing);
});
