// Issue #18 "Alerts that reach a phone": a device registers for push, and a new lead sends it an encrypted push
// — sent by the "push alerts" job (issue #31), from the alert queued with the change — to its push service — here a tiny HTTP server on this machine standing in for one (no internet). The
// payload is decrypted as the browser would (RFC 8291) to prove what the mover sees. Refusals: other roles,
// another company's device, an inactive company, an endpoint that is not a push service; quiet hours hold
// the push back; a device the push service says is gone is forgotten. A customer's cancellation or request for
// a new date is pushed to the mover too (the mover's own are not), and so is a customer's message. An alert
// is queued if and only if its change commits.
import assert from "node:assert/strict";
import { afterAll, test } from "vitest";
import { addDaysIso, formatMoveDate, todayInLondon } from "@rm/domain/lead/dates";
import { londonHour, PUSH_MESSAGES, QUIET_HOURS_MESSAGES } from "@rm/domain/movers-day";
import { eq } from "drizzle-orm";
import { companies, leadMatches, pushOutbox, pushSubscriptions, quotes } from "../../db/schema.ts";
import { runJobs } from "../../jobs/runner.ts";
import { matchLead } from "../matching/index.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { dayFromToday, houseMove } from "../../test/fixtures/leads.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { decrypt, device as makeDevice, startFakePush } from "../../test/fake-push.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });

// the stand-in push service: records each push, answers with `fake.answer`
const fake = await startFakePush();
afterAll(() => fake.close());
const received = fake.received;
const device = (path: string) => makeDevice(fake.url, path);

const subscribe = (cookie: string | undefined, body: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/company/push-subscriptions",
    payload: body as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });
const subscriptions = () => t.db.select().from(pushSubscriptions);
const companyIdOf = async (email: string) =>
  (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.email, email)))[0]!.id;

let n = 0;
async function sendLead() {
  n++;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({ client: { startDate: dayFromToday(25) }, user: { email: `push-${n}@example.org` } }),
  });
  assert.equal(res.statusCode, 200, res.body);
  return json<{ leadId: string; companies: { _id: string }[] }>(res);
}
/** one run of the "push alerts" job (jobs/runner.ts): it sends every alert queued so far */
const look = async () => {
  const done = await runJobs(
    t.ctx,
    new Date(),
    () => {},
    (j) => j.queue === "push-alerts",
  );
  assert.ok(done["push alerts"], "the push alerts job ran");
  return done["push alerts"] as { sent: number; quiet: number; gone: number; failed: number };
};

const thames = DEMO_COMPANIES.find((c) => c.email === "hello@thamesside-removals.example.com")!;

test("a registered device gets an encrypted push for a new lead that opens the lead", async () => {
  await look(); // what the demo data queued, with no device to hear it
  const cookie = await t.login(thames.email);
  const settings = await t.app.inject({ method: "GET", url: "/api/company/alerts", headers: { cookie } });
  assert.equal(settings.statusCode, 200);
  const publicKey = json<{ data: { publicKey: string } }>(settings).data.publicKey;
  assert.equal(Buffer.from(publicKey, "base64url").length, 65, "a P-256 public key");

  const phone = device("phone-1");
  const res = await subscribe(cookie, phone.body);
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(json(res).message, PUSH_MESSAGES.on);
  const [row] = await subscriptions();
  assert.equal(row?.endpoint, phone.body.endpoint);
  assert.equal(row?.companyId, await companyIdOf(thames.email));

  const lead = await sendLead();
  const mine = await companyIdOf(thames.email);
  assert.ok(
    lead.companies.some((c) => c._id === mine),
    "the lead went to this company",
  );
  received.length = 0;
  const done = await look();
  assert.equal(done.sent, 1);
  assert.equal(received.length, 1);
  const push = received[0]!;
  assert.equal(push.url, "/push/phone-1");
  assert.match(String(push.headers.authorization), /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
  assert.equal(push.headers["content-encoding"], "aes128gcm");
  assert.ok(Number(push.headers.ttl) > 0);
  const alert = decrypt(phone, push.body) as { title: string; body: string; url: string };
  assert.equal(alert.title, "New lead");
  assert.match(alert.body, /House\/Flat Removals/);
  assert.equal(alert.url, `/account/dashboard/leads/${lead.leadId}`);

  // nothing twice
  received.length = 0;
  assert.equal((await look()).sent, 0);
  assert.equal(received.length, 0);
});

test("quiet hours hold the push back; the email still goes", async () => {
  const cookie = await t.login(thames.email);
  const hour = londonHour();
  const quiet = await t.app.inject({
    method: "PUT",
    url: "/api/company/alerts/quiet-hours",
    payload: { fromHour: hour, untilHour: (hour + 1) % 24 },
    headers: { cookie },
  });
  assert.equal(quiet.statusCode, 200, quiet.body);
  assert.equal(json(quiet).message, QUIET_HOURS_MESSAGES.saved);
  received.length = 0;
  const lead = await sendLead();
  const done = await look();
  assert.equal(done.sent, 0);
  const notice = (await t.mails()).find((m) => m.kind === "lead-new" && m.to === thames.email);
  assert.ok(notice?.text.includes(lead.leadId), "the email alert is queued as always");
  assert.ok(done.quiet >= 1);
  assert.equal(received.length, 0);
  // bad quiet hours are refused and leave them as they were
  for (const [payload, message] of [
    [{ fromHour: 25, untilHour: 7 }, QUIET_HOURS_MESSAGES.badHour],
    [{ fromHour: 21, untilHour: null }, QUIET_HOURS_MESSAGES.bothOrNeither],
    [{ fromHour: 7, untilHour: 7 }, QUIET_HOURS_MESSAGES.same],
  ] as const) {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/company/alerts/quiet-hours",
      payload,
      headers: { cookie },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(json(res).message, message);
  }
  const [c] = await t.db.select().from(companies).where(eq(companies.email, thames.email));
  assert.equal(c?.quietFromHour, hour);
  const off = await t.app.inject({
    method: "PUT",
    url: "/api/company/alerts/quiet-hours",
    payload: { fromHour: null, untilHour: null },
    headers: { cookie },
  });
  assert.equal(off.statusCode, 200);
});

test("a device the push service says is gone is forgotten", async () => {
  fake.answer = 410;
  await sendLead();
  const done = await look();
  fake.answer = 201;
  assert.ok(done.gone >= 1);
  assert.equal((await subscriptions()).length, 0);
});

test("refused: other roles, another company's device, an inactive company, an address that is no push service", async () => {
  const owner = await t.login(thames.email);
  const phone = device("phone-2");
  assert.equal((await subscribe(owner, phone.body)).statusCode, 201);
  const before = await subscriptions();

  assert.equal((await subscribe(undefined, device("x").body)).statusCode, 401);
  assert.equal((await subscribe(await t.login("client@example.com"), device("y").body)).statusCode, 403);

  // another company cannot take over this device, nor remove it
  const other = await t.login(DEMO_COMPANIES[1]!.email);
  const taken = await subscribe(other, phone.body);
  assert.equal(taken.statusCode, 409);
  assert.equal(json(taken).message, PUSH_MESSAGES.notYours);
  const removed = await t.app.inject({
    method: "DELETE",
    url: "/api/company/push-subscriptions",
    payload: { endpoint: phone.body.endpoint },
    headers: { cookie: other },
  });
  assert.equal(removed.statusCode, 404);
  assert.deepEqual(await subscriptions(), before);

  // the server only ever calls browsers' push services
  for (const endpoint of ["http://10.0.0.1/push", "https://example.com/push", "file:///etc/passwd"]) {
    const res = await subscribe(owner, { ...device("z").body, endpoint });
    assert.equal(res.statusCode, 400, endpoint);
    assert.equal(json(res).message, PUSH_MESSAGES.badSubscription);
  }
  const badKeys = await subscribe(owner, { ...device("k").body, keys: { p256dh: "short", auth: "x" } });
  assert.equal(badKeys.statusCode, 400);

  // a suspended company registers nothing
  const suspended = DEMO_COMPANIES[2]!;
  const cookie = await t.login(suspended.email);
  await t.db.update(companies).set({ status: "suspended" }).where(eq(companies.email, suspended.email));
  assert.equal((await subscribe(cookie, device("s").body)).statusCode, 403);
  assert.deepEqual(await subscriptions(), before);

  // the owner turns it off
  const off = await t.app.inject({
    method: "DELETE",
    url: "/api/company/push-subscriptions",
    payload: { endpoint: phone.body.endpoint },
    headers: { cookie: owner },
  });
  assert.equal(off.statusCode, 200);
  assert.equal((await subscriptions()).length, 0);
});

test("the customer cancels or asks for a new date: the mover's device is told; the mover's own doing is not pushed", async () => {
  const owner = await t.login(thames.email);
  const phone = device("phone-3");
  assert.equal((await subscribe(owner, phone.body)).statusCode, 201);
  const customer = await makeCustomer(t, "push-booking@example.org");
  const rosa = await t.login("push-booking@example.org");
  const post = async (cookie: string, url: string, payload: Record<string, unknown> = {}) => {
    const res = await t.app.inject({ method: "POST", url, payload, headers: { cookie } });
    assert.equal(res.statusCode < 300, true, `${url}: ${res.body}`);
    return json<{ data: Record<string, unknown> }>(res);
  };
  /** the alerts this look pushed to the phone, decrypted */
  const pushed = async () => {
    received.length = 0;
    await look();
    return received.map((r) => decrypt(phone, r.body) as { title: string; body: string; url: string });
  };
  const bookedLead = async () => {
    const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
    await post(owner, `/api/company/leads/${lead.id}/quote`, quoteBody({ price: "700" }));
    const [q] = await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));
    await post(rosa, `/api/client/quotes/${q!.id}/book`);
    await pushed(); // the new lead and the booking
    return lead.id;
  };

  // the customer asks for a new date: one push that opens the lead and names the date asked
  const leadId = await bookedLead();
  const asked = addDaysIso(todayInLondon(), 30);
  await post(rosa, `/api/client/bookings/${leadId}/date-change`, { moveDate: asked });
  const dateAlerts = await pushed();
  assert.deepEqual(
    dateAlerts.map((a) => [a.title, a.url]),
    [["New date asked", `/account/dashboard/leads/${leadId}`]],
  );
  assert.ok(dateAlerts[0]!.body.includes(formatMoveDate(asked, null)), dateAlerts[0]!.body);
  assert.deepEqual(await pushed(), [], "nothing twice");

  // the customer cancels: one push
  await post(rosa, `/api/client/bookings/${leadId}/cancel`, { reason: "plans-changed" });
  assert.deepEqual(
    (await pushed()).map((a) => [a.title, a.body, a.url]),
    [
      [
        "Booking cancelled",
        "House/Flat Removals: the customer cancelled the booking",
        `/account/dashboard/leads/${leadId}`,
      ],
    ],
  );

  // the mover proposes a date and cancels itself: nothing pushed to its own device
  const second = await bookedLead();
  await post(owner, `/api/company/bookings/${second}/date-change`, { moveDate: asked });
  await post(owner, `/api/company/bookings/${second}/cancel`, { reason: "not-available" });
  assert.deepEqual(await pushed(), []);
});

test("an alert is queued if and only if its change commits: a rolled-back match queues nothing", async () => {
  await look();
  const customer = await makeCustomer(t, "push-rollback@example.org");
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [] });
  const toMatch = {
    id: lead.id,
    typeOfMove: lead.typeOfMove,
    fromLat: null,
    fromLon: null,
    fromBoroughCode: lead.fromBoroughCode,
    moveDate: lead.moveDate,
  };
  const queued = () => t.db.select().from(pushOutbox).where(eq(pushOutbox.leadId, lead.id));
  const matched = () => t.db.select().from(leadMatches).where(eq(leadMatches.leadId, lead.id));
  await assert.rejects(
    t.db.transaction(async (tx) => {
      const picks = await matchLead(tx, toMatch);
      assert.ok(picks.length > 0, "the lead found movers inside the transaction");
      throw new Error("rolled back");
    }),
    /rolled back/,
  );
  assert.deepEqual(await matched(), []);
  assert.deepEqual(await queued(), [], "a change rolled back queues no alert");

  const picks = await matchLead(t.db, toMatch);
  const rows = await queued();
  assert.deepEqual(
    rows.map((r) => [r.companyId, r.kind]).sort(),
    picks.map((p) => [p.companyId, "new-lead"]).sort(),
    "one alert per matched company, with the match",
  );
  await look();
  assert.deepEqual(await queued(), [], "the job took them");
});

test("a customer's message is pushed to the mover by the job, once; the mover's own reply is not", async () => {
  await look();
  const owner = await t.login(thames.email);
  const phone = device("phone-4");
  assert.equal((await subscribe(owner, phone.body)).statusCode, 201);
  const customer = await makeCustomer(t, "push-message@example.org");
  const { lead, companyIds } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
  const rosa = await t.login("push-message@example.org");
  received.length = 0;
  await look(); // the new lead
  const opened = await t.app.inject({
    method: "POST",
    url: "/api/conversations",
    headers: { cookie: rosa },
    payload: { leadId: lead.id, companyId: companyIds[0] },
  });
  assert.equal(opened.statusCode, 200, opened.body);
  const roomId = json<{ data: { id: string } }>(opened).data.id;
  const say = async (cookie: string, text: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/conversations/${roomId}/messages`,
      headers: { cookie },
      payload: { text },
    });
    assert.equal(res.statusCode < 300, true, res.body);
  };
  await say(rosa, "Can you bring wardrobe boxes?");
  await say(rosa, "And blankets for the piano, please.");
  received.length = 0;
  await look();
  const mine = received.filter((r) => r.url === "/push/phone-4");
  const alerts = mine.map((r) => decrypt(phone, r.body) as { title: string; body: string; url: string });
  assert.deepEqual(
    alerts.map((a) => [a.title, a.body, a.url]),
    [["New message", "A customer sent you a message", `/account/dashboard/leads/${lead.id}`]],
    "two messages taken together are one alert",
  );
  await say(owner, "Yes, both.");
  received.length = 0;
  assert.equal((await look()).sent, 0);
  assert.equal(received.length, 0);
});
