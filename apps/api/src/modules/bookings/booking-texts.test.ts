// Issue #33: the texts a booking sends, as stored in text_outbox for a seeded booking (Nadia Hussain books
// Thames-side Removals): confirmed (to the customer), cancelled (to the other side), a new date accepted (to both)
// and the day-before reminder (to both, with the time window) — each with its exact words and short link — and
// none to a side that switched that kind of text off in its notification settings.
import assert from "node:assert/strict";
import { addDaysIso, formatMoveDate, formatShortDate } from "@rm/domain/lead/dates";
import { textLink } from "@rm/domain/texts";
import { asc, eq } from "drizzle-orm";
import { test } from "vitest";
import { companies, notificationPreferences, phones, quotes, textOutbox } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp } from "../../test/helper.ts";
import { londonHourToUtc } from "./calendar.ts";
import { remindBookings } from "./reminders.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const appUrl = t.ctx.config.appUrl;
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const [thamesRow] = await t.db.select().from(companies).where(eq(companies.email, DEMO_COMPANIES[0]!.email));
const MOVER = "+447700930001";
await t.db.insert(phones).values({ userId: thamesRow!.userId, e164: MOVER, verifiedAt: new Date() });

const call = (cookie: string, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });
/** what the booking's lead queued by text: kind, number and words, in order */
const textsOf = async (leadId: string) =>
  (await t.db.select().from(textOutbox).where(eq(textOutbox.leadId, leadId)).orderBy(asc(textOutbox.id))).map(
    (r) => [r.kind, r.to, r.body],
  );
/** texts of `kind` switched off for `userId`, as the settings page stores it */
const textsOff = (userId: string, kind: "booking" | "reminder") =>
  t.db.insert(notificationPreferences).values({ userId, kind, channel: "text", enabled: false });

let n = 0;
/** a customer with a verified phone who booked Thames-side (confirmed), and the booking's lead */
async function booked(opts: { customerOff?: "booking" | "reminder" } = {}) {
  n++;
  const email = `booking-texts-${n}@example.org`;
  const customer = await makeCustomer(t, email);
  const phone = `+4477009310${String(n).padStart(2, "0")}`;
  await t.db.insert(phones).values({ userId: customer.id, e164: phone, verifiedAt: new Date() });
  if (opts.customerOff) await textsOff(customer.id, opts.customerOff);
  const cookie = await t.login(email);
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
  assert.equal((await call(thames, `/api/company/leads/${lead.id}/quote`, quoteBody())).statusCode, 201);
  const [quote] = await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));
  assert.equal((await call(cookie, `/api/client/quotes/${quote!.id}/book`)).statusCode, 200);
  assert.equal((await call(thames, `/api/company/bookings/${lead.id}/confirm`)).statusCode, 200);
  return { customer, cookie, lead, phone, link: textLink(appUrl, lead.id), day: lead.moveDate! };
}

test("confirmed: the customer is texted the company and the day; the mover is not", async () => {
  const b = await booked();
  assert.deepEqual(await textsOf(b.lead.id), [
    [
      "booking",
      b.phone,
      `London Removals: Thames-side Removals has confirmed your move on ${formatShortDate(b.day)}. ${b.link}`,
    ],
  ]);
});

test("cancelled by the customer: the mover is texted; by the mover: the customer", async () => {
  const a = await booked();
  const body = { reason: "plans-changed" };
  assert.equal((await call(a.cookie, `/api/client/bookings/${a.lead.id}/cancel`, body)).statusCode, 200);
  assert.deepEqual((await textsOf(a.lead.id)).slice(1), [
    [
      "booking-changed",
      MOVER,
      `London Removals: your booking with Nadia has changed: it is cancelled. ${a.link}`,
    ],
  ]);
  const b = await booked();
  const res = await call(thames, `/api/company/bookings/${b.lead.id}/cancel`, { reason: "crew-or-vehicle" });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual((await textsOf(b.lead.id)).slice(1), [
    [
      "booking-changed",
      b.phone,
      `London Removals: your booking with Thames-side Removals has changed: it is cancelled. ${b.link}`,
    ],
  ]);
});

test("a new date accepted: both sides are texted the new date", async () => {
  const b = await booked();
  const newDay = addDaysIso(b.day, 5);
  const proposed = await call(thames, `/api/company/bookings/${b.lead.id}/date-change`, { moveDate: newDay });
  assert.equal(proposed.statusCode, 200, proposed.body);
  const proposalId = proposed.json().data.proposalId as string;
  const answer = { proposalId, answer: "accept" };
  assert.equal(
    (await call(b.cookie, `/api/client/bookings/${b.lead.id}/date-change/answer`, answer)).statusCode,
    200,
  );
  const what = `the move is now ${formatMoveDate(newDay)}`;
  assert.deepEqual((await textsOf(b.lead.id)).slice(1), [
    [
      "booking-changed",
      b.phone,
      `London Removals: your booking with Thames-side Removals has changed: ${what}. ${b.link}`,
    ],
    ["booking-changed", MOVER, `London Removals: your booking with Nadia has changed: ${what}. ${b.link}`],
  ]);
});

test("the day-before reminder: both sides, with the day and the time window, once", async () => {
  const b = await booked();
  const deps = { db: t.db, appUrl };
  const dayBefore = londonHourToUtc(addDaysIso(b.day, -1), 12);
  await remindBookings(deps, dayBefore);
  await remindBookings(deps, dayBefore);
  const day = formatShortDate(b.day);
  const window = "time to be agreed with your mover";
  assert.deepEqual((await textsOf(b.lead.id)).slice(1), [
    [
      "reminder",
      b.phone,
      `London Removals: reminder - your move with Thames-side Removals is tomorrow, ${day}, ${window}. ${b.link}`,
    ],
    [
      "reminder",
      MOVER,
      `London Removals: reminder - your move with Nadia is tomorrow, ${day}, ${window}. ${b.link}`,
    ],
  ]);
});

test("switched off in the settings: no booking text, no reminder text to that side", async () => {
  // the customer switched booking texts off: the confirmation is not texted; the mover's settings stand
  const a = await booked({ customerOff: "booking" });
  assert.deepEqual(await textsOf(a.lead.id), []);
  // the customer switched reminder texts off: only the mover gets the day-before text
  const b = await booked({ customerOff: "reminder" });
  await remindBookings({ db: t.db, appUrl }, londonHourToUtc(addDaysIso(b.day, -1), 12));
  assert.deepEqual(
    (await textsOf(b.lead.id)).slice(1).map(([kind, to]) => [kind, to]),
    [["reminder", MOVER]],
  );
  // the mover switched booking texts off: the customer's cancellation is not texted to them
  await textsOff(thamesRow!.userId, "booking");
  const c = await booked();
  assert.equal(
    (await call(c.cookie, `/api/client/bookings/${c.lead.id}/cancel`, { reason: "plans-changed" }))
      .statusCode,
    200,
  );
  assert.deepEqual(
    (await textsOf(c.lead.id)).map(([kind]) => kind),
    ["booking"],
  );
});
