// Issue #33, with the built web app (reads apps/web/build): which texts go is the notification settings — a mover
// who switched new-lead texts off on /account/notifications gets none, one with no verified phone gets none, a
// verified one exactly one — and the phone's forms and "On our way" work without JavaScript: a native post to
// /account/texts goes through the same API routes (the same service and limits) and back to the page with the
// answer; a refusal stores nothing.
import assert from "node:assert/strict";
import { KINDS_FOR_ROLE, CHANNELS_FOR_ROLE } from "@rm/domain/notifications";
import { todayInLondon } from "@rm/domain/lead/dates";
import { TEXT_LIMITS, TEXT_MESSAGES as M } from "@rm/domain/texts";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { afterAll, test } from "vitest";
import {
  bookings,
  companies,
  leadMatches,
  onWayNotices,
  phones,
  quotes,
  textOutbox,
} from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { fakeTwilioEnv, startFakeTwilio } from "../../test/fake-twilio.ts";
import { dayFromToday, houseMove } from "../../test/fixtures/leads.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { smsProviderOf } from "./provider.ts";
import { deliverTexts } from "./sender.ts";

const fake = await startFakeTwilio();
afterAll(() => fake.close());
const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000", ...fakeTwilioEnv(fake) }, { web: true });
const deps = { db: t.db, provider: smsProviderOf(t.ctx.config) };
const host = "localhost";

/** a native form post from our own page (no script: what the browser sends) */
const post = (url: string, cookie: string, fields: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url,
    headers: {
      host,
      origin: `http://${host}`,
      accept: "text/html",
      cookie,
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams(fields).toString(),
  });
const page = async (url: string, cookie: string) =>
  (await t.app.inject({ url, headers: { host, accept: "text/html", cookie } })).body;
const companyRow = async (i: number) =>
  (await t.db.select().from(companies).where(eq(companies.email, DEMO_COMPANIES[i]!.email)))[0]!;
const verify = (userId: string, e164: string) =>
  t.db.insert(phones).values({ userId, e164, verifiedAt: new Date() });
const textsTo = (e164: string) => fake.messages.filter((m) => m.to === e164);
const html = (s: string) => s.replaceAll("'", "&#x27;");

test("new-lead texts follow the settings: switched off on the page, none; no verified phone, none; else one", async () => {
  const [off, on, unverified] = [await companyRow(0), await companyRow(1), await companyRow(2)];
  await verify(off.userId, "+447700920001");
  await verify(on.userId, "+447700920002");
  // the mover unticks "New leads by text" on /account/notifications (its plain form) and saves
  const offCookie = await t.login(DEMO_COMPANIES[0]!.email);
  const fields: Record<string, string> = {};
  for (const kind of KINDS_FOR_ROLE.company)
    for (const channel of CHANNELS_FOR_ROLE.company)
      if (!(kind === "lead" && channel === "text")) fields[`${kind}.${channel}`] = "on";
  const saved = await post("/account/notifications", offCookie, fields);
  assert.equal(saved.statusCode, 200, saved.body);
  assert.ok(!/id="lead\.text"[^>]*checked/.test(await page("/account/notifications", offCookie)));

  // the three are the only movers taking leads for a moment: which six of the demo's movers a lead goes to
  // turns on ties broken by company id, and the ids differ between the PGlite snapshot and the PostgreSQL template
  const three = [off.id, on.id, unverified.id];
  const others = await t.db
    .update(companies)
    .set({ paused: true })
    .where(and(notInArray(companies.id, three), eq(companies.paused, false)))
    .returning({ id: companies.id });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({
      client: { startDate: dayFromToday(25) },
      user: { email: "texts-follow@example.org" },
    }),
  });
  await t.db
    .update(companies)
    .set({ paused: false })
    .where(
      inArray(
        companies.id,
        others.map((o) => o.id),
      ),
    );
  assert.equal(res.statusCode, 200, res.body);
  const { leadId } = json<{ leadId: string }>(res);
  const matched = (await t.db.select().from(leadMatches).where(eq(leadMatches.leadId, leadId))).map(
    (m) => m.companyId,
  );
  for (const c of [off, on, unverified]) assert.ok(matched.includes(c.id), `${c.name} is matched`);
  const queued = await t.db.select().from(textOutbox).where(eq(textOutbox.leadId, leadId));
  assert.deepEqual(
    queued.map((q) => [q.kind, q.userId, q.to]),
    [["new-lead", on.userId, "+447700920002"]],
  );
  await deliverTexts(deps);
  assert.equal(textsTo("+447700920002").length, 1);
  assert.equal(textsTo("+447700920001").length, 0);
});

test("the phone's forms without JavaScript: code, wrong code, right code, limits and removal", async () => {
  // the mover's Alerts page, whose phone has not been verified (the first test's third company)
  const u = { id: (await companyRow(2)).userId };
  const cookie = await t.login(DEMO_COMPANIES[2]!.email);
  const back = "/account/dashboard/alerts";
  const answer = (res: { statusCode: number; headers: Record<string, unknown> }) => {
    assert.equal(res.statusCode, 302);
    const to = new URL(String(res.headers.location), "http://x");
    return [to.pathname, to.searchParams.get("texts")];
  };
  // a malformed number: the domain's message, nothing sent
  const before = fake.calls;
  assert.deepEqual(answer(await post("/account/texts", cookie, { back, phone: "12345" })), [
    back,
    "badPhone",
  ]);
  assert.ok((await page(`${back}?texts=badPhone`, cookie)).includes(M.badPhone));
  await deliverTexts(deps);
  assert.equal(fake.calls, before);
  // a code, then a wrong answer, then the right one
  const asked = await post("/account/texts", cookie, { back, intent: "code", phone: "07700 920101" });
  assert.deepEqual(answer(asked), [back, "codeSent"]);
  const asking = await page(`${back}?texts=codeSent`, cookie);
  assert.ok(asking.includes(M.codeSent) && /name="code"/.test(asking), "the page asks for the code");
  await deliverTexts(deps);
  const code = /^(\d{6}) is your/.exec(textsTo("+447700920101").at(-1)!.body)![1]!;
  const wrong = code === "000000" ? "111111" : "000000";
  const fields = { back, intent: "verify", phone: "07700 920101" };
  assert.deepEqual(answer(await post("/account/texts", cookie, { ...fields, code: wrong })), [
    back,
    "wrongCode",
  ]);
  assert.equal((await t.db.select().from(phones).where(eq(phones.userId, u.id))).length, 0);
  assert.deepEqual(answer(await post("/account/texts", cookie, { ...fields, code })), [back, "verifiedNow"]);
  assert.equal((await t.db.select().from(phones).where(eq(phones.userId, u.id)))[0]!.e164, "+447700920101");
  // the same limits as the API: codes per account an hour
  for (let i = 1; i < TEXT_LIMITS.codesPerUserHour; i++)
    await post("/account/texts", cookie, { back, intent: "code", phone: `07700 92020${i}` });
  const over = await post("/account/texts", cookie, { back, intent: "code", phone: "07700 920209" });
  assert.deepEqual(answer(over), [back, "tooManyCodes"]);
  // removal
  assert.deepEqual(answer(await post("/account/texts", cookie, { back, intent: "remove" })), [
    back,
    "removed",
  ]);
  assert.equal((await t.db.select().from(phones).where(eq(phones.userId, u.id))).length, 0);
  // only a path on this site is gone back to
  const away = await post("/account/texts", cookie, { back: "//evil.example/x", intent: "remove" });
  assert.equal(answer(away)[0], "/account/notifications");
  // signed out: to the log-in page, nothing done
  assert.equal((await post("/account/texts", "", { back, intent: "remove" })).headers.location, "/login");
});

test('"On our way" without JavaScript: refused with the message and nothing stored, then sent to the customer', async () => {
  const customer = await makeCustomer(t, "nojs-onway@example.org");
  await verify(customer.id, "+447700920301");
  const client = await t.login("nojs-onway@example.org");
  const thames = await t.login(DEMO_COMPANIES[0]!.email);
  const northline = await t.login(DEMO_COMPANIES[1]!.email);
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  const api = (cookie: string, url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: "POST", url, headers: { cookie }, payload });
  assert.equal((await api(thames, `/api/company/leads/${lead.id}/quote`, quoteBody())).statusCode, 201);
  const [quote] = await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));
  assert.equal((await api(client, `/api/client/quotes/${quote!.id}/book`)).statusCode, 200);
  assert.equal((await api(thames, `/api/company/bookings/${lead.id}/confirm`)).statusCode, 200);
  await t.db.update(bookings).set({ moveDate: todayInLondon() }).where(eq(bookings.leadId, lead.id));
  const leadPage = `/account/dashboard/leads/${lead.id}`;
  const say = (cookie: string, eta: string) =>
    post("/account/texts", cookie, { intent: "on-way", leadId: lead.id, eta });
  const where = (res: { headers: Record<string, unknown> }) => String(res.headers.location);

  assert.equal(where(await say(thames, "25:00")), `${leadPage}?onway=badEta#on-way`);
  assert.ok((await page(`${leadPage}?onway=badEta`, thames)).includes(html(M.badEta)));
  assert.equal(where(await say(northline, "09:40")), `${leadPage}?onway=onWayNotBooked#on-way`);
  assert.equal((await t.db.select().from(onWayNotices)).length, 0);

  assert.equal(where(await say(thames, "09:40")), `${leadPage}?onway=onWaySent#on-way`);
  assert.ok((await page(leadPage, thames)).includes("You told the customer you are on your way"));
  await deliverTexts(deps);
  assert.equal(
    textsTo("+447700920301").at(-1)!.body,
    "London Removals: Thames-side Removals are on their way, expected about 9:40.",
  );
  const request = await page(`/client/removal-requests/${lead.id}`, client);
  assert.ok(request.includes("Your movers are on their way — expected about 9:40"));
});
