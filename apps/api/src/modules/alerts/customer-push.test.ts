// Issue #33: "On our way" reaches the customer by push too. A customer turns notifications on for a device (the
// movers' checks: a browser's push service, or loopback only in tests; at most PUSH_DEVICES_MAX devices), the
// booked mover presses "On our way", and the "push alerts" job sends one encrypted push to the customer's device
// — here the loopback stand-in push service — with the words of @rm/domain. A customer who switched push off
// for booking changes gets none; an 11th device, a D8 guest, a mover's endpoint and a bad endpoint are refused.
import assert from "node:assert/strict";
import { todayInLondon } from "@rm/domain/lead/dates";
import { CUSTOMER_ALERTS, PUSH_DEVICES_MAX, PUSH_MESSAGES, pushAlerts } from "@rm/domain/movers-day";
import { eq } from "drizzle-orm";
import { afterAll, test } from "vitest";
import { bookings, pushOutbox, pushSubscriptions, quotes } from "../../db/schema.ts";
import { runJobs } from "../../jobs/runner.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { decrypt, device, startFakePush } from "../../test/fake-push.ts";
import { houseMove } from "../../test/fixtures/leads.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const fake = await startFakePush();
afterAll(() => fake.close());
const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const THAMES_NAME = DEMO_COMPANIES[0]!.name;

type Body = { status: boolean; message: string; data?: Record<string, unknown> };
const call = async (cookie: string | null, method: string, url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
  return { code: res.statusCode, body: json<Body>(res) };
};
const devicesOf = (userId: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** one run of the "push alerts" job: it sends every alert queued so far */
const look = async () => {
  const done = await runJobs(
    t.ctx,
    new Date(),
    () => {},
    (j) => j.queue === "push-alerts",
  );
  return done["push alerts"] as { sent: number; quiet: number; gone: number; failed: number };
};

/** a customer with a full account whose request is booked with Thames-side for today */
async function bookedToday(email: string) {
  const customer = await makeCustomer(t, email);
  const cookie = await t.login(email);
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  assert.equal((await call(thames, "POST", `/api/company/leads/${lead.id}/quote`, quoteBody())).code, 201);
  const [quote] = await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));
  assert.equal((await call(cookie, "POST", `/api/client/quotes/${quote!.id}/book`, {})).code, 200);
  assert.equal((await call(thames, "POST", `/api/company/bookings/${lead.id}/confirm`)).code, 200);
  await t.db.update(bookings).set({ moveDate: todayInLondon() }).where(eq(bookings.leadId, lead.id));
  return { customer, cookie, lead };
}

test("a customer's device gets one encrypted push when the mover presses On our way", async () => {
  await look(); // what the demo data queued
  const { customer, cookie, lead } = await bookedToday("push-onway@example.org");
  const settings = await call(cookie, "GET", "/api/client/alerts");
  assert.equal(settings.code, 200);
  const publicKey = settings.body.data!.publicKey as string;
  assert.equal(Buffer.from(publicKey, "base64url").length, 65, "a P-256 public key");
  assert.deepEqual(settings.body.data!.devices, []);

  const phone = device(fake.url, "customer-1");
  const on = await call(cookie, "POST", "/api/client/push-subscriptions", phone.body);
  assert.equal(on.code, 201, JSON.stringify(on.body));
  assert.equal(on.body.message, PUSH_MESSAGES.on);
  const [row] = await devicesOf(customer.id);
  assert.equal(row!.endpoint, phone.body.endpoint);
  assert.equal(row!.companyId, null, "a customer's device names no company");
  const listed = await call(cookie, "GET", "/api/client/alerts");
  assert.equal((listed.body.data!.devices as unknown[]).length, 1);

  const said = await call(thames, "POST", `/api/company/leads/${lead.id}/on-our-way`, { eta: "9.40" });
  assert.equal(said.code, 200, JSON.stringify(said.body));
  fake.received.length = 0;
  const done = await look();
  assert.equal(done.sent, 1);
  assert.equal(fake.received.length, 1);
  const push = fake.received[0]!;
  assert.equal(push.url, "/push/customer-1");
  assert.match(String(push.headers.authorization), /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
  assert.deepEqual(decrypt(phone, push.body), pushAlerts.onWay(lead.id, THAMES_NAME, "09:40"));
  assert.equal((await t.db.select().from(pushOutbox)).length, 0, "sent once: the row is gone");
  fake.received.length = 0;
  assert.equal((await look()).sent, 0);
  assert.equal(fake.received.length, 0);

  // turned off: gone from the list, no more pushes
  const off = await call(cookie, "DELETE", "/api/client/push-subscriptions", {
    endpoint: phone.body.endpoint,
  });
  assert.equal(off.code, 200);
  assert.equal(off.body.message, PUSH_MESSAGES.off);
  assert.equal((await devicesOf(customer.id)).length, 0);
});

test("a customer who switched booking pushes off gets none; texts and email are not changed", async () => {
  const { customer, cookie, lead } = await bookedToday("push-off@example.org");
  const grid = await call(cookie, "GET", "/api/account/notifications");
  const cells = grid.body.data!.settings as { kind: string; channel: string }[];
  // the customer's push is only "On our way" (a booking change): that one box, no other kind
  assert.deepEqual(
    cells.filter((c) => c.channel === "push").map((c) => c.kind),
    ["booking"],
  );
  const saved = await call(cookie, "PUT", "/api/account/notifications", {
    settings: [{ kind: "booking", channel: "push", on: false }],
  });
  assert.equal(saved.code, 200, JSON.stringify(saved.body));
  const refused = await call(cookie, "PUT", "/api/account/notifications", {
    settings: [{ kind: "quote", channel: "push", on: false }],
  });
  assert.equal(refused.code, 400, "a push of a kind customers never get is not a setting");
  const phone = device(fake.url, "customer-off");
  assert.equal((await call(cookie, "POST", "/api/client/push-subscriptions", phone.body)).code, 201);
  assert.equal(
    (await call(thames, "POST", `/api/company/leads/${lead.id}/on-our-way`, { eta: "10:00" })).code,
    200,
  );
  fake.received.length = 0;
  assert.equal((await look()).sent, 0);
  assert.equal(fake.received.length, 0);
  assert.ok((await t.mails()).some((m) => m.to === "push-off@example.org" && m.kind === "on-way"));
  assert.equal((await devicesOf(customer.id)).length, 1, "the device stays registered");
});

test("an 11th device, a guest, a mover's endpoint and an endpoint that is no push service are refused", async () => {
  const customer = await makeCustomer(t, "push-many@example.org");
  const cookie = await t.login("push-many@example.org");
  for (let i = 0; i < PUSH_DEVICES_MAX; i++)
    assert.equal(
      (await call(cookie, "POST", "/api/client/push-subscriptions", device(fake.url, `many-${i}`).body)).code,
      201,
    );
  const eleventh = await call(
    cookie,
    "POST",
    "/api/client/push-subscriptions",
    device(fake.url, "many-10").body,
  );
  assert.equal(eleventh.code, 409);
  assert.equal(eleventh.body.message, PUSH_MESSAGES.tooManyDevices);
  assert.equal((await devicesOf(customer.id)).length, PUSH_DEVICES_MAX);

  const other = await makeCustomer(t, "push-other@example.org");
  const otherCookie = await t.login("push-other@example.org");
  // not a browser's push service (and a private address): refused before anything is stored
  for (const endpoint of [
    "https://example.org/push/1",
    "http://10.0.0.1/push/1",
    "https://169.254.169.254/x",
  ]) {
    const bad = await call(otherCookie, "POST", "/api/client/push-subscriptions", {
      ...device(fake.url, "x").body,
      endpoint,
    });
    assert.equal(bad.code, 400, endpoint);
    assert.equal(bad.body.message, PUSH_MESSAGES.badSubscription);
  }
  // a mover's device cannot be taken over by a customer
  const moverDevice = device(fake.url, "mover-1");
  assert.equal((await call(thames, "POST", "/api/company/push-subscriptions", moverDevice.body)).code, 201);
  const taken = await call(otherCookie, "POST", "/api/client/push-subscriptions", moverDevice.body);
  assert.equal(taken.code, 409);
  assert.equal(taken.body.message, PUSH_MESSAGES.notYours);
  assert.equal((await devicesOf(other.id)).length, 0);
  // a mover uses the dashboard's own routes
  assert.equal((await call(thames, "GET", "/api/client/alerts")).code, 403);

  // a D8 guest (its session may be on somebody else's account): refused with the reason
  const typed = await t.app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({ user: { email: "push-guest@example.org" } }),
  });
  assert.equal(typed.statusCode, 200, typed.body);
  const session = String(typed.headers["set-cookie"] ?? "").match(/rm_session=([^;]+)/)?.[1];
  assert.ok(session);
  const guest = await call(
    `rm_session=${session}`,
    "POST",
    "/api/client/push-subscriptions",
    device(fake.url, "guest").body,
  );
  assert.equal(guest.code, 403);
  assert.equal(guest.body.message, CUSTOMER_ALERTS.guest);
});
