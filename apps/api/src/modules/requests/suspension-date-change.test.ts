// Issue #32: the parking suspension reminder follows the booking's date. When a change of date is accepted, the
// reminder comes two weeks before the NEW date, not before the old one; and when it had already gone for the old
// date, the new date gets its own (the customer must apply again for the new day).
import assert from "node:assert/strict";
import { test } from "vitest";
import { SUSPENSION_REMINDER_DAYS } from "@rm/domain/lead/councils";
import { addDaysIso, formatMoveDate, todayInLondon } from "@rm/domain/lead/dates";
import { eq } from "drizzle-orm";
import { leads, quotes } from "../../db/schema.ts";
import { runJobs } from "../../jobs/runner.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { londonHourToUtc } from "../bookings/calendar.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const CUSTOMER = "suspension.move@example.org";
const customer = await makeCustomer(t, CUSTOMER);
const client = await t.login(CUSTOMER);
const mover = await t.login(DEMO_COMPANIES[0]!.email);

const call = async (cookie: string, url: string, payload: Record<string, unknown> = {}) => {
  const res = await t.app.inject({ method: "POST", url, headers: { cookie }, payload });
  assert.ok(res.statusCode < 300, `${url}: ${res.statusCode} ${res.body}`);
  return json<{ data: Record<string, unknown> }>(res).data;
};

/** a request that needs a suspension where it moves out of (SE16, Southwark), booked with the first mover */
async function bookedWithSuspension(moveDate: string) {
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0], moveDate });
  const details = lead.details as Record<string, unknown>;
  await t.db
    .update(leads)
    .set({ details: { ...details, fromParking: "suspension" } })
    .where(eq(leads.id, lead.id));
  await call(mover, `/api/company/leads/${lead.id}/quote`, quoteBody({ price: "850" }));
  const [quote] = await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));
  await call(client, `/api/client/quotes/${quote!.id}/book`);
  return lead.id;
}

/** the mover proposes `moveDate` and the customer accepts it */
async function moveTo(leadId: string, moveDate: string) {
  const proposed = await call(mover, `/api/company/bookings/${leadId}/date-change`, { moveDate });
  await call(client, `/api/client/bookings/${leadId}/date-change/answer`, {
    proposalId: proposed.proposalId,
    answer: "accept",
  });
  const [row] = await t.db.select().from(leads).where(eq(leads.id, leadId));
  assert.equal(row!.moveDate, moveDate, "the request follows the accepted date");
}

const runAt = (day: string) =>
  runJobs(
    t.ctx,
    londonHourToUtc(day, 12),
    () => {},
    (j) => j.name === "suspension reminders",
  );

const reminders = async (leadId: string) =>
  (await t.mails()).filter((m) => m.kind === "suspension-reminder" && m.text.includes(leadId));

test("a date moved later before the reminder: it comes two weeks before the new date, not the old", async () => {
  const oldDate = addDaysIso(todayInLondon(), 30);
  const newDate = addDaysIso(todayInLondon(), 50);
  const leadId = await bookedWithSuspension(oldDate);
  await moveTo(leadId, newDate);

  await runAt(addDaysIso(oldDate, -SUSPENSION_REMINDER_DAYS));
  await runAt(addDaysIso(oldDate, -3));
  assert.equal((await reminders(leadId)).length, 0, "nothing two weeks before the old date");

  await runAt(addDaysIso(newDate, -SUSPENSION_REMINDER_DAYS));
  const sent = await reminders(leadId);
  assert.equal(sent.length, 1, "one, two weeks before the new date");
  assert.equal(
    sent[0]!.subject,
    `Apply for your parking suspension now: your move is on ${formatMoveDate(newDate)}`,
  );
  assert.ok(!sent[0]!.text.includes(formatMoveDate(oldDate)), "the old date is not named");
});

test("a reminder already sent for the old date: the accepted new date gets its own, once", async () => {
  const oldDate = addDaysIso(todayInLondon(), 16);
  const newDate = addDaysIso(todayInLondon(), 45);
  const leadId = await bookedWithSuspension(oldDate);
  await runAt(addDaysIso(oldDate, -SUSPENSION_REMINDER_DAYS));
  assert.equal((await reminders(leadId)).length, 1, "the old date's reminder");

  await moveTo(leadId, newDate);
  await runAt(addDaysIso(newDate, -SUSPENSION_REMINDER_DAYS - 1));
  assert.equal((await reminders(leadId)).length, 1, "not before the new date's two weeks");
  await runAt(addDaysIso(newDate, -SUSPENSION_REMINDER_DAYS));
  await runAt(addDaysIso(newDate, -5));
  const sent = await reminders(leadId);
  assert.equal(sent.length, 2, "one more, for the new date, however many runs");
  assert.equal(
    sent.map((m) => m.subject).filter((s) => s.endsWith(formatMoveDate(newDate))).length,
    1,
    "the second names the new date",
  );
});
