// Issue #32: when the customer said the van needs a parking suspension, their request page names each end's
// council with its link, and one email two weeks before the move reminds them to apply (the job in
// jobs/runner.ts): exactly once, on the right day, not when no suspension is needed, not for a cancelled
// request, not when reminders are switched off, and held until 09:00 London when the run is earlier.
import assert from "node:assert/strict";
import { test } from "vitest";
import { COUNCIL_SUSPENSION_PAGES, SUSPENSION_REMINDER_DAYS } from "@rm/domain/lead/councils";
import { addDaysIso } from "@rm/domain/lead/dates";
import { eq } from "drizzle-orm";
import { leads, notificationPreferences } from "../../db/schema.ts";
import { runJobs } from "../../jobs/runner.ts";
import { dayFromToday, houseMove } from "../../test/fixtures/leads.ts";
import { buildTestApp, cookieOf, json } from "../../test/helper.ts";
import { londonHourToUtc } from "../bookings/calendar.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const WESTMINSTER = COUNCIL_SUSPENSION_PAGES.westminster!.url;
const WANDSWORTH = COUNCIL_SUSPENSION_PAGES.wandsworth!.url;

let n = 0;
/** a request sent through the API (from SW1A 2AA, Westminster, to `toCity`) with these parking answers */
async function send(client: Record<string, unknown>) {
  const email = `parking${++n}@example.org`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({ client, user: { email } }),
  });
  assert.equal(res.statusCode, 200, res.body);
  return { leadId: json<{ leadId: string }>(res).leadId, email, cookie: cookieOf(res) };
}

/** one run of the reminder job at `hour` London on `day` */
const runAt = (day: string, hour = 12) =>
  runJobs(
    t.ctx,
    londonHourToUtc(day, hour),
    () => {},
    (j) => j.name === "suspension reminders",
  );

const remindersTo = async (email: string) =>
  (await t.mails()).filter((m) => m.kind === "suspension-reminder" && m.to === email);

test("the request page names each end's council with its link; nothing when no suspension is needed", async () => {
  const both = await send({
    fromParking: "suspension",
    toCity: "SW11 1AA",
    toParking: "suspension",
    toPropertyType: "Apartment",
    toFloor: "2",
    toLift: "no",
  });
  const page = await t.app.inject({
    url: `/api/client/requests/${both.leadId}`,
    headers: { cookie: both.cookie },
  });
  assert.equal(page.statusCode, 200, page.body);
  const { suspension } = json<{ data: { suspension: { end: string; council: string; url: string }[] } }>(
    page,
  ).data;
  assert.deepEqual(
    suspension.map((s) => [s.end, s.council, s.url]),
    [
      ["from", "Westminster City Council", WESTMINSTER],
      ["to", "London Borough of Wandsworth", WANDSWORTH],
    ],
  );
  const none = await send({ fromParking: "street", toParking: "driveway" });
  const plain = await t.app.inject({
    url: `/api/client/requests/${none.leadId}`,
    headers: { cookie: none.cookie },
  });
  assert.deepEqual(json<{ data: { suspension: unknown[] } }>(plain).data.suspension, []);
});

test("one reminder, on the day the move is two weeks away, naming the right council's link; never twice", async () => {
  const moveDate = dayFromToday(40);
  const r = await send({ startDate: moveDate, fromParking: "suspension", toParking: "street" });
  const quiet = await send({ startDate: moveDate, fromParking: "street", toParking: "paid" });
  await runAt(addDaysIso(moveDate, -SUSPENSION_REMINDER_DAYS - 1));
  assert.equal((await remindersTo(r.email)).length, 0, "fifteen days before: not yet");
  await runAt(addDaysIso(moveDate, -SUSPENSION_REMINDER_DAYS));
  await runAt(addDaysIso(moveDate, -SUSPENSION_REMINDER_DAYS), 18);
  await runAt(addDaysIso(moveDate, -3));
  const sent = await remindersTo(r.email);
  assert.equal(sent.length, 1, "exactly one, however many runs");
  const mail = sent[0]!;
  assert.match(mail.subject, /^Apply for your parking suspension now: your move is on /);
  assert.ok(mail.text.includes(`Westminster City Council: parking suspensions: ${WESTMINSTER}`), mail.text);
  assert.ok(mail.text.includes("The notice it asks for: 10 working days."), mail.text);
  assert.ok(mail.text.includes(`/client/removal-requests/${r.leadId}`));
  // the end that needs none is not named
  assert.ok(!mail.text.includes("Moving in:"), mail.text);
  assert.ok(mail.listUnsubscribe, "a reminder can be switched off, so it carries List-Unsubscribe");
  const [row] = await t.db.select().from(leads).where(eq(leads.id, r.leadId));
  assert.ok(row!.suspensionRemindedAt, "stored as reminded");
  assert.equal((await remindersTo(quiet.email)).length, 0, "no suspension asked: no reminder");
});

test("a request sent later than two weeks before gets it at once; an early run waits for 09:00 London", async () => {
  const moveDate = dayFromToday(5);
  const r = await send({
    startDate: moveDate,
    fromParking: "street",
    toCity: "SW11 1AA",
    toParking: "suspension",
  });
  const today = addDaysIso(moveDate, -5);
  await runAt(today, 6);
  const [mail] = await remindersTo(r.email);
  assert.ok(mail, "sent on the first run");
  assert.equal(mail.nextAttemptAt.toISOString(), londonHourToUtc(today, 9).toISOString());
  assert.ok(
    mail.text.includes(`Moving in: apply to the London Borough of Wandsworth for a parking suspension.`),
    mail.text,
  );
  assert.ok(mail.text.includes(WANDSWORTH));
  assert.ok(!mail.text.includes(WESTMINSTER), "the end with free parking is not named");
});

test("none for a cancelled request, and none when the customer switched reminders off", async () => {
  const moveDate = dayFromToday(60);
  const cancelled = await send({ startDate: moveDate, fromParking: "suspension" });
  await t.db.update(leads).set({ status: "cancelled" }).where(eq(leads.id, cancelled.leadId));
  const off = await send({ startDate: moveDate, fromParking: "suspension" });
  const [lead] = await t.db.select().from(leads).where(eq(leads.id, off.leadId));
  await t.db
    .insert(notificationPreferences)
    .values({ userId: lead!.clientUserId, kind: "reminder", channel: "email", enabled: false });
  await runAt(addDaysIso(moveDate, -SUSPENSION_REMINDER_DAYS));
  assert.equal((await remindersTo(cancelled.email)).length, 0);
  assert.equal((await remindersTo(off.email)).length, 0);
});
