// Issue #17 "A booking that holds", after booking: either side cancels with a reason before the move day (the
// other told with the snapshot's cancellation terms, the request open again), a change of date one side
// proposes and the other answers, the reminders 7 days and 1 day before — and every refusal changing nothing.
import assert from "node:assert/strict";
import { test } from "vitest";
import { BOOKING_MESSAGES as M, type BookingSnapshot } from "@rm/domain/booking";
import { addDaysIso, formatMoveDate, todayInLondon } from "@rm/domain/lead/dates";
import { eq } from "drizzle-orm";
import { bookingReminders, bookings, companies, leads, quotes } from "../../db/schema.ts";
import { runJobs } from "../../jobs/runner.ts";
import { DEMO_ADMIN, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { makeCustomer, makeLead, matchesOf, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { londonHourToUtc } from "./calendar.ts";
import { remindBookings } from "./reminders.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "rosa@example.org");
await makeCustomer(t, "sami@example.org", "07700900457");
const rosa = await t.login("rosa@example.org");
const sami = await t.login("sami@example.org");
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const northline = await t.login(DEMO_COMPANIES[1]!.email);
const admin = await t.login(DEMO_ADMIN.email);
const THAMES = DEMO_COMPANIES[0]!.email;
const TERMS = "Free cancellation up to 48 hours before the move.";

type Body = {
  status: boolean;
  message: string;
  data: Record<string, unknown>;
  errors?: Record<string, string>;
};
const call = async (cookie: string | null, method: string, url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { code: res.statusCode, body: json<Body>(res) };
};
const lastMailId = async () => (await t.storedMails())[0]?.id ?? 0;
const mailsAfter = async (id: number) => (await t.mails()).filter((m) => m.id > id);
const stateOf = async (leadId: string) => ({
  lead: (await t.db.select().from(leads).where(eq(leads.id, leadId)))[0],
  quotes: await t.db.select().from(quotes).where(eq(quotes.leadId, leadId)).orderBy(quotes.id),
  bookings: await t.db.select().from(bookings).where(eq(bookings.leadId, leadId)),
  matches: (await matchesOf(t, leadId)).sort((a, b) => a.id.localeCompare(b.id)),
  mails: await lastMailId(),
});
const setThames = (status: "approved" | "suspended") =>
  t.db.update(companies).set({ status }).where(eq(companies.email, THAMES));

/** a lead matched to Thames-side and Northline, both quoting; Rosa books Thames-side (confirmed if asked) */
async function bookedLead(opts: { confirm?: boolean } = {}) {
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  const url = `/api/company/leads/${lead.id}/quote`;
  assert.equal((await call(thames, "POST", url, quoteBody({ price: "850" }))).code, 201);
  assert.equal((await call(northline, "POST", url, quoteBody({ price: "900" }))).code, 201);
  const rows = await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));
  const thamesQuote = rows.find((q) => q.pricePence === 85000)!.id;
  const northlineQuote = rows.find((q) => q.pricePence === 90000)!.id;
  const res = await call(rosa, "POST", `/api/client/quotes/${thamesQuote}/book`, {});
  assert.equal(res.code, 200, JSON.stringify(res.body));
  if (opts.confirm)
    assert.equal((await call(thames, "POST", `/api/company/bookings/${lead.id}/confirm`)).code, 200);
  return { lead, thamesQuote, northlineQuote, moveDate: lead.moveDate! };
}

test("the customer cancels with a reason: the mover is told with the terms, the request opens again", async () => {
  const { lead, thamesQuote, northlineQuote } = await bookedLead({ confirm: true });
  const before = await lastMailId();
  const res = await call(rosa, "POST", `/api/client/bookings/${lead.id}/cancel`, {
    reason: "plans-changed",
    note: "We are staying another year.",
  });
  assert.equal(res.code, 200, JSON.stringify(res.body));
  assert.equal(res.body.message, M.cancelledByYou);
  const s = await stateOf(lead.id);
  const b = s.bookings[0]!;
  assert.equal(b.status, "cancelled");
  assert.equal(b.cancelledBy, "customer");
  assert.equal(b.cancelReason, "plans-changed");
  assert.equal(b.cancelNote, "We are staying another year.");
  assert.equal(s.lead!.status, "open");
  assert.equal(s.quotes.find((q) => q.id === thamesQuote)!.status, "withdrawn");
  assert.equal(s.quotes.find((q) => q.id === northlineQuote)!.status, "sent");
  const mails = await mailsAfter(before);
  const toMover = mails.find((m) => m.kind === "booking-cancelled-by-customer");
  assert.equal(toMover?.to, THAMES);
  assert.match(toMover!.text, /Their reason: My plans changed\./);
  assert.match(toMover!.text, /Their note: We are staying another year\./);
  assert.ok(toMover!.text.includes(TERMS));
  const receipt = mails.find((m) => m.kind === "booking-cancelled-receipt");
  assert.equal(receipt?.to, "rosa@example.org");
  assert.ok(receipt!.text.includes(TERMS));
  // both pages show the cancellation
  const view = (await call(rosa, "GET", `/api/client/requests/${lead.id}`)).body.data.booking as {
    status: string;
    cancelled: { by: string; reasonLabel: string };
    active: boolean;
  };
  assert.equal(view.status, "cancelled");
  assert.deepEqual(
    [view.cancelled.by, view.cancelled.reasonLabel, view.active],
    ["customer", "My plans changed", false],
  );
  // twice: 409, nothing more written
  const again = await stateOf(lead.id);
  const twice = await call(rosa, "POST", `/api/client/bookings/${lead.id}/cancel`, {
    reason: "other",
    note: "x",
  });
  assert.equal(twice.code, 409);
  assert.equal(twice.body.message, M.notActive);
  assert.deepEqual(await stateOf(lead.id), again);
  // the customer books the other quote, still valid
  assert.equal((await call(rosa, "POST", `/api/client/quotes/${northlineQuote}/book`, {})).code, 200);
});

test("the mover cancels: the customer is told with the terms and can book another quote", async () => {
  const { lead, northlineQuote } = await bookedLead();
  const before = await lastMailId();
  const res = await call(thames, "POST", `/api/company/bookings/${lead.id}/cancel`, {
    reason: "crew-or-vehicle",
  });
  assert.equal(res.code, 200, JSON.stringify(res.body));
  const mails = await mailsAfter(before);
  const told = mails.find((m) => m.kind === "booking-cancelled-by-company");
  assert.equal(told?.to, "rosa@example.org");
  assert.match(told!.text, /Thames-side Removals has cancelled the booking/);
  assert.match(told!.text, /Their reason: We have no crew or vehicle for it\./);
  assert.ok(told!.text.includes(TERMS));
  assert.match(told!.text, /book another of your quotes/);
  assert.equal((await call(rosa, "POST", `/api/client/quotes/${northlineQuote}/book`, {})).code, 200);
});

test("the admin's bookings list shows a cancelled booking with who cancelled and why; an active one without", async () => {
  const byCustomer = await bookedLead({ confirm: true });
  assert.equal(
    (
      await call(rosa, "POST", `/api/client/bookings/${byCustomer.lead.id}/cancel`, {
        reason: "found-another-mover",
        note: "A friend has a van.",
      })
    ).code,
    200,
  );
  const byMover = await bookedLead();
  assert.equal(
    (
      await call(thames, "POST", `/api/company/bookings/${byMover.lead.id}/cancel`, {
        reason: "not-available",
      })
    ).code,
    200,
  );
  const active = await bookedLead();
  type Row = {
    leadId: string;
    quoteId: string;
    bookingStatusLabel: string;
    cancelledBy: string | null;
    cancelReasonLabel: string | null;
    cancelNote: string | null;
  };
  const list = await call(admin, "GET", "/api/admin/bookings?q=rosa@example.org");
  assert.equal(list.code, 200);
  const rows = (list.body.data as unknown as { rows: Row[] }).rows;
  const of = (leadId: string) => rows.find((r) => r.leadId === leadId);
  assert.deepEqual(
    [of(byCustomer.lead.id)?.quoteId, of(byCustomer.lead.id)?.bookingStatusLabel],
    [byCustomer.thamesQuote, "Cancelled"],
  );
  assert.deepEqual(
    [of(byCustomer.lead.id)?.cancelledBy, of(byCustomer.lead.id)?.cancelReasonLabel],
    ["customer", "I found another mover"],
  );
  assert.equal(of(byCustomer.lead.id)?.cancelNote, "A friend has a van.");
  assert.deepEqual(
    [
      of(byMover.lead.id)?.cancelledBy,
      of(byMover.lead.id)?.cancelReasonLabel,
      of(byMover.lead.id)?.cancelNote,
    ],
    ["company", "We can no longer do this date", null],
  );
  assert.deepEqual(
    [
      of(active.lead.id)?.bookingStatusLabel,
      of(active.lead.id)?.cancelledBy,
      of(active.lead.id)?.cancelReasonLabel,
    ],
    ["Awaiting the mover's confirmation", null, null],
  );
  // the CSV export carries them too
  const csv = await t.app.inject({
    method: "GET",
    url: "/api/admin/bookings/export?q=rosa@example.org",
    headers: { cookie: admin },
  });
  assert.equal(csv.statusCode, 200);
  assert.match(csv.body.split("\n")[0]!, /Status,.*Cancelled by,Cancellation reason,Cancellation note/);
  assert.ok(csv.body.includes("customer,I found another mover,A friend has a van."));
  // only admins see the list
  assert.equal((await call(rosa, "GET", "/api/admin/bookings")).code, 403);
});

test("a cancellation without a reason, or 'Other' without a note, is refused with a clear message; nothing changes", async () => {
  const { lead } = await bookedLead();
  const before = await stateOf(lead.id);
  const url = `/api/client/bookings/${lead.id}/cancel`;
  const none = await call(rosa, "POST", url, {});
  assert.equal(none.code, 400);
  assert.match(none.body.message, /Choose why you are cancelling the booking/);
  const wrong = await call(rosa, "POST", url, { reason: "crew-or-vehicle" });
  assert.equal(wrong.code, 400, "a company's reason is not the customer's");
  const other = await call(rosa, "POST", url, { reason: "other", note: "   " });
  assert.equal(other.code, 400);
  assert.match(JSON.stringify(other.body), /Tell the other side in a few words why you are cancelling/);
  const long = await call(rosa, "POST", url, { reason: "other", note: "x".repeat(501) });
  assert.equal(long.code, 400);
  assert.deepEqual(await stateOf(lead.id), before);
});

test("someone else's booking cannot be cancelled, moved or answered: 404 or 403, nothing changes", async () => {
  const { lead } = await bookedLead();
  const proposed = await call(thames, "POST", `/api/company/bookings/${lead.id}/date-change`, {
    moveDate: addDaysIso(todayInLondon(), 30),
  });
  assert.equal(proposed.code, 200, JSON.stringify(proposed.body));
  const proposalId = proposed.body.data.proposalId as string;
  const before = await stateOf(lead.id);
  const bodies = {
    cancel: { client: { reason: "plans-changed" }, company: { reason: "not-available" } },
    "date-change": {
      client: { moveDate: addDaysIso(todayInLondon(), 40) },
      company: { moveDate: addDaysIso(todayInLondon(), 40) },
    },
    "date-change/answer": {
      client: { proposalId, answer: "accept" },
      company: { proposalId, answer: "accept" },
    },
  };
  for (const [action, body] of Object.entries(bodies)) {
    // another customer
    const other = await call(sami, "POST", `/api/client/bookings/${lead.id}/${action}`, body.client);
    assert.equal(other.code, 404, action);
    assert.equal(other.body.message, M.bookingNotFound);
    // another company
    const company = await call(northline, "POST", `/api/company/bookings/${lead.id}/${action}`, body.company);
    assert.equal(company.code, 404, action);
    // the customer on the company's address and the mover on the customer's
    assert.equal(
      (await call(rosa, "POST", `/api/company/bookings/${lead.id}/${action}`, body.company)).code,
      403,
    );
    assert.equal(
      (await call(thames, "POST", `/api/client/bookings/${lead.id}/${action}`, body.client)).code,
      403,
    );
    assert.equal(
      (await call(null, "POST", `/api/client/bookings/${lead.id}/${action}`, body.client)).code,
      401,
    );
    assert.equal(
      (await call(rosa, "POST", `/api/client/bookings/not-an-id/${action}`, body.client)).code,
      404,
    );
  }
  // the booked company, no longer active
  await setThames("suspended");
  try {
    for (const [action, body] of Object.entries(bodies)) {
      const res = await call(thames, "POST", `/api/company/bookings/${lead.id}/${action}`, body.company);
      assert.equal(res.code, 403, action);
    }
  } finally {
    await setThames("approved");
  }
  assert.deepEqual(await stateOf(lead.id), before);
});

test("from the move day on, a booking can no longer be cancelled or moved: 409, nothing changes", async () => {
  const { lead } = await bookedLead({ confirm: true });
  // the move day has come (its agreed date is today in London)
  await t.db.update(bookings).set({ moveDate: todayInLondon() }).where(eq(bookings.leadId, lead.id));
  const before = await stateOf(lead.id);
  for (const [who, url, body] of [
    [rosa, `/api/client/bookings/${lead.id}/cancel`, { reason: "plans-changed" }],
    [thames, `/api/company/bookings/${lead.id}/cancel`, { reason: "not-available" }],
    [rosa, `/api/client/bookings/${lead.id}/date-change`, { moveDate: addDaysIso(todayInLondon(), 3) }],
  ] as const) {
    const res = await call(who, "POST", url, body);
    assert.equal(res.code, 409, url);
    assert.equal(res.body.message, M.moveDayReached);
  }
  assert.deepEqual(await stateOf(lead.id), before);
});

test("a change of date: proposed by the mover, shown to both, one at a time; the customer accepts; both told", async () => {
  const { lead, moveDate } = await bookedLead({ confirm: true });
  const newDate = addDaysIso(moveDate, 5);
  const url = (who: "client" | "company", end = "") => `/api/${who}/bookings/${lead.id}/date-change${end}`;
  let before = await lastMailId();
  const proposed = await call(thames, "POST", url("company"), {
    moveDate: newDate,
    note: "Our van is booked.",
  });
  assert.equal(proposed.code, 200, JSON.stringify(proposed.body));
  assert.equal(proposed.body.message, M.proposed);
  const proposalId = proposed.body.data.proposalId as string;
  const asked = (await mailsAfter(before)).find((m) => m.kind === "booking-date-proposed");
  assert.equal(asked?.to, "rosa@example.org");
  assert.ok(asked!.text.includes(formatMoveDate(newDate)));
  assert.match(asked!.text, /Their note: Our van is booked\./);
  // both sides see it waiting
  for (const [who, path] of [
    [rosa, `/api/client/requests/${lead.id}`],
    [thames, `/api/company/leads/${lead.id}`],
  ] as const) {
    const b = (await call(who, "GET", path)).body.data.booking as {
      pendingDateChange: { id: string; by: string; label: string };
    };
    assert.deepEqual(
      [b.pendingDateChange.id, b.pendingDateChange.by, b.pendingDateChange.label],
      [proposalId, "company", formatMoveDate(newDate)],
    );
  }
  // only one waiting at a time, from either side; the proposer cannot accept their own
  const held = await stateOf(lead.id);
  const second = await call(rosa, "POST", url("client"), { moveDate: addDaysIso(moveDate, 9) });
  assert.equal(second.code, 409);
  assert.equal(second.body.message, M.proposalPending);
  const own = await call(thames, "POST", url("company", "/answer"), { proposalId, answer: "accept" });
  assert.equal(own.code, 409);
  assert.equal(own.body.message, M.ownProposal);
  assert.deepEqual(await stateOf(lead.id), held);

  before = await lastMailId();
  const accepted = await call(rosa, "POST", url("client", "/answer"), { proposalId, answer: "accept" });
  assert.equal(accepted.code, 200, JSON.stringify(accepted.body));
  assert.equal(accepted.body.message, M.accepted);
  const s = await stateOf(lead.id);
  const b = s.bookings[0]!;
  assert.equal(b.moveDate, newDate);
  assert.equal(b.pendingDateChange, null);
  assert.equal((b.snapshot as BookingSnapshot).move.moveDate, moveDate, "the snapshot keeps the date booked");
  assert.equal(s.lead!.moveDate, newDate);
  const mails = (await mailsAfter(before)).filter((m) => m.kind === "booking-date-accepted");
  assert.deepEqual(mails.map((m) => m.to).sort(), [THAMES, "rosa@example.org"].sort());
  for (const m of mails) {
    assert.ok(m.text.includes(`now ${formatMoveDate(newDate)}`));
    const [ics] = m.attachments ?? [];
    assert.ok(ics && "content" in ics);
    assert.match(ics.content, new RegExp(`DTSTART;VALUE=DATE:${newDate.replaceAll("-", "")}`));
    assert.match(ics.content, /SEQUENCE:[1-9]/);
  }
  const view = (await call(rosa, "GET", `/api/client/requests/${lead.id}`)).body.data.booking as {
    moveDateLabel: string;
    dateChanged: boolean;
    pendingDateChange: unknown;
  };
  assert.deepEqual(
    [view.moveDateLabel, view.dateChanged, view.pendingDateChange],
    [formatMoveDate(newDate), true, null],
  );
  // answering twice
  const done = await stateOf(lead.id);
  const twice = await call(rosa, "POST", url("client", "/answer"), { proposalId, answer: "decline" });
  assert.equal(twice.code, 409);
  assert.equal(twice.body.message, M.noProposal);
  assert.deepEqual(await stateOf(lead.id), done);
});

test("a declined change of date keeps the date; the proposer is told; a bad date is refused with nothing written", async () => {
  const { lead, moveDate } = await bookedLead();
  const before = await stateOf(lead.id);
  const url = `/api/client/bookings/${lead.id}/date-change`;
  for (const [body, message] of [
    [{ moveDate: todayInLondon() }, M.dateNotFuture],
    [{ moveDate: moveDate }, M.sameDate],
    [{ moveDate: addDaysIso(todayInLondon(), 800) }, M.dateTooFar],
    [{ moveDate: "2026-02-30" }, "Choose the new date as a real calendar day"],
    [
      { moveDate: addDaysIso(moveDate, 3), endDate: addDaysIso(moveDate, 2) },
      "The end of the range must be after its first day",
    ],
    [{}, "Choose the new date"],
  ] as const) {
    const res = await call(rosa, "POST", url, body);
    assert.equal(res.code, 400, JSON.stringify(body));
    assert.match(JSON.stringify(res.body), new RegExp(message.replace(/[()]/g, ".")));
  }
  assert.deepEqual(await stateOf(lead.id), before);

  const range = { moveDate: addDaysIso(moveDate, 7), endDate: addDaysIso(moveDate, 10) };
  const proposed = await call(rosa, "POST", url, range);
  assert.equal(proposed.code, 200, JSON.stringify(proposed.body));
  const mark = await lastMailId();
  const declined = await call(thames, "POST", `/api/company/bookings/${lead.id}/date-change/answer`, {
    proposalId: proposed.body.data.proposalId,
    answer: "decline",
  });
  assert.equal(declined.code, 200, JSON.stringify(declined.body));
  assert.equal(declined.body.message, M.declinedChange);
  const s = await stateOf(lead.id);
  assert.equal(s.bookings[0]!.moveDate, null);
  assert.equal(s.bookings[0]!.pendingDateChange, null);
  assert.equal(s.lead!.moveDate, moveDate);
  const mails = await mailsAfter(mark);
  assert.deepEqual(
    mails.filter((m) => m.kind === "booking-date-declined").map((m) => m.to),
    ["rosa@example.org"],
  );
});

test("reminders 7 days and 1 day before, to both sides, once each; they follow a new date; none once cancelled", async () => {
  const { lead, moveDate } = await bookedLead({ confirm: true });
  const deps = { db: t.db, appUrl: "http://x" };
  const at = (day: string, hour = 12) => londonHourToUtc(day, hour);
  const mine = async (mark: number) =>
    (await mailsAfter(mark)).filter((m) => m.kind.startsWith("booking-reminder") && m.text.includes(lead.id));
  // eight days before: nothing yet
  let mark = await lastMailId();
  await remindBookings(deps, at(addDaysIso(moveDate, -8)));
  assert.equal((await mine(mark)).length, 0);
  // seven days before: the week's reminder to both; a second run sends nothing more
  await remindBookings(deps, at(addDaysIso(moveDate, -7)));
  await remindBookings(deps, at(addDaysIso(moveDate, -7), 18));
  const week = await mine(mark);
  assert.deepEqual(week.map((m) => m.kind).sort(), [
    "booking-reminder-week-company",
    "booking-reminder-week-customer",
  ]);
  assert.deepEqual(week.map((m) => m.to).sort(), [THAMES, "rosa@example.org"].sort());
  assert.match(week.find((m) => m.to === "rosa@example.org")!.subject, /is in a week/);
  // an early run holds the mail until 09:00 London
  mark = await lastMailId();
  await remindBookings(deps, at(addDaysIso(moveDate, -1), 6));
  const day = await mine(mark);
  assert.equal(day.length, 2);
  assert.match(day[0]!.subject, /is tomorrow/);
  const [row] = await t.storedMails();
  assert.ok(row!.nextAttemptAt.getTime() >= at(addDaysIso(moveDate, -1), 9).getTime());
  const claimed = await t.db.select().from(bookingReminders).where(eq(bookingReminders.moveDate, moveDate));
  assert.ok(claimed.filter((r) => r.kind === "day").length >= 1);

  // a new date: the reminders follow it
  const newDate = addDaysIso(moveDate, 14);
  const p = await call(rosa, "POST", `/api/client/bookings/${lead.id}/date-change`, { moveDate: newDate });
  assert.equal(p.code, 200, JSON.stringify(p.body));
  assert.equal(
    (
      await call(thames, "POST", `/api/company/bookings/${lead.id}/date-change/answer`, {
        proposalId: p.body.data.proposalId,
        answer: "accept",
      })
    ).code,
    200,
  );
  mark = await lastMailId();
  await remindBookings(deps, at(addDaysIso(moveDate, -1)));
  await remindBookings(deps, at(addDaysIso(newDate, -7)));
  const moved = await mine(mark);
  assert.equal(moved.length, 2);
  assert.ok(moved.every((m) => m.text.includes(formatMoveDate(newDate))));

  // cancelled: nothing more
  assert.equal(
    (await call(rosa, "POST", `/api/client/bookings/${lead.id}/cancel`, { reason: "not-moving" })).code,
    200,
  );
  mark = await lastMailId();
  await remindBookings(deps, at(addDaysIso(newDate, -1)));
  assert.equal((await mine(mark)).length, 0);
});

test("the job runner sends the reminders with its clock", async () => {
  const { lead, moveDate } = await bookedLead();
  const mark = await lastMailId();
  const done = await runJobs(t.ctx, londonHourToUtc(addDaysIso(moveDate, -1), 10));
  assert.ok((done["booking reminders"]?.day ?? 0) >= 1);
  const sent = (await mailsAfter(mark)).filter(
    (m) => m.kind.startsWith("booking-reminder-day") && m.text.includes(lead.id),
  );
  assert.deepEqual(sent.map((m) => m.to).sort(), [THAMES, "rosa@example.org"].sort());
});
