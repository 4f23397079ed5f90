// Issue #18: the declared value of the belongings is stored on the lead (its own column, not the details);
// a value off the list is refused with nothing written. Issue #17: a signed-in lead may carry the spec's `user`
// object; its shape is checked, and it never changes who the lead belongs to or whose details it carries.
import assert from "node:assert/strict";
import { test } from "vitest";
import { LEAD_MESSAGES as M } from "@rm/domain";
import { eq, sql } from "drizzle-orm";
import { leads, outbox, sessions, users } from "../../db/schema.ts";
import { DEMO_CLIENT } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { dayFromToday, houseMove, storageMove } from "../../test/fixtures/leads.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const { app, db } = t;

const counts = async () => {
  const n = async (table: typeof leads | typeof users | typeof sessions | typeof outbox) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return [await n(leads), await n(users), await n(sessions), await n(outbox)];
};

const storedLead = async (id: string) => (await db.select().from(leads).where(eq(leads.id, id)))[0]!;

test("a guest's declared value is stored on the lead, in its own column", async () => {
  const res = await app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({
      client: {
        declaredValue: "25k-50k",
        fromCity: "N1 9GU",
        toCity: "SE1 7PB",
        startDate: dayFromToday(21),
      },
      user: { email: "ada.declared@example.org" },
    }),
  });
  assert.equal(res.statusCode, 200, res.body);
  const lead = await storedLead(json<{ leadId: string }>(res).leadId);
  assert.equal(lead.declaredValue, "25k-50k");
  assert.equal((lead.details as Record<string, unknown>).declaredValue, undefined);
});

test("no declared value (optional): stored as null", async () => {
  const res = await app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: storageMove({ client: { declaredValue: "" }, user: { email: "no.value@example.org" } }),
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await storedLead(json<{ leadId: string }>(res).leadId)).declaredValue, null);
});

test("a declared value off the list: 400 with a clear message, nothing written", async () => {
  const before = await counts();
  for (const declaredValue of ["a million", "over-1m", 50000, ["up-to-10k"]]) {
    const res = await app.inject({
      method: "POST",
      url: "/api/client/register",
      payload: houseMove({ client: { declaredValue }, user: { email: "bad.value@example.org" } }),
    });
    assert.equal(res.statusCode, 400, String(declaredValue));
    assert.equal(
      json<{ errors: Record<string, string> }>(res).errors["client.declaredValue"],
      M.chooseOption,
    );
  }
  assert.deepEqual(await counts(), before);
});

const signedIn = async () => {
  const cookie = await t.login(DEMO_CLIENT.email);
  const me = json<{ data: { _id: string } }>(
    await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } }),
  ).data;
  return { cookie, id: me._id };
};

test("a signed-in lead with the spec's user object: stored under the account, with the account's details", async () => {
  const { cookie, id } = await signedIn();
  const body = houseMove({
    client: {
      declaredValue: "over-100k",
      fromCity: "W2 1HB",
      toCity: "NW3 2QG",
      startDate: dayFromToday(45),
    },
    // someone else's details and a password: none of it is taken
    user: {
      email: "mallory@example.org",
      firstName: "Mallory",
      password: "longenough1",
      confirmPassword: "x",
    },
  });
  const usersBefore = (await counts())[1];
  const res = await app.inject({
    method: "POST",
    url: `/api/client/${id}/leads`,
    headers: { cookie },
    payload: body,
  });
  assert.equal(res.statusCode, 200, res.body);
  const lead = await storedLead(json<{ leadId: string }>(res).leadId);
  assert.equal(lead.clientUserId, id);
  assert.equal(lead.declaredValue, "over-100k");
  const details = lead.details as Record<string, unknown>;
  assert.equal(details.email, DEMO_CLIENT.email);
  assert.notEqual(details.firstName, "Mallory");
  assert.equal((await counts())[1], usersBefore);
  const [mallory] = await db.select().from(users).where(eq(users.email, "mallory@example.org"));
  assert.equal(mallory, undefined);
});

test("a signed-in lead whose user object is not one: 400, nothing written", async () => {
  const { cookie, id } = await signedIn();
  const before = await counts();
  for (const user of [
    "grace@example.org",
    7,
    { email: 12 },
    { title: "Lord" },
    { firstName: "x".repeat(500) },
  ]) {
    const res = await app.inject({
      method: "POST",
      url: `/api/client/${id}/leads`,
      headers: { cookie },
      payload: { client: houseMove({ client: { startDate: dayFromToday(50) } }).client, user },
    });
    assert.equal(res.statusCode, 400, JSON.stringify(user));
    assert.equal(json<{ status: boolean }>(res).status, false);
  }
  assert.deepEqual(await counts(), before);
});
