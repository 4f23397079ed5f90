// Issue #17 "A booking that holds": the snapshot of what was accepted, the booked mover's confirmation (with a
// calendar file for both), declining and lapsing (the customer can book another quote), and every refusal
// changing nothing.
import assert from "node:assert/strict";
import { test } from "vitest";
import { BOOKING_MESSAGES as M, type BookingSnapshot } from "@rm/domain/booking";
import { eq } from "drizzle-orm";
import { bookings, companies, leads, quotes } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { makeCustomer, makeLead, matchesOf, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { lapseOverdueBookings } from "./confirmation.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "oscar@example.org");
const oscar = await t.login("oscar@example.org");
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const northline = await t.login(DEMO_COMPANIES[1]!.email);

type Body = { status: boolean; message: string; data: Record<string, unknown> };
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

/** a lead matched to Thames-side and Northline, both quoting; the customer books Thames-side */
async function bookedLead() {
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  const url = `/api/company/leads/${lead.id}/quote`;
  assert.equal((await call(thames, "POST", url, quoteBody({ price: "850" }))).code, 201);
  assert.equal((await call(northline, "POST", url, quoteBody({ price: "900" }))).code, 201);
  const rows = await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));
  const [thamesId, northlineId] = [0, 1].map(
    (i) => rows.find((q) => q.pricePence === (i === 0 ? 85000 : 90000))!.id,
  );
  const res = await call(oscar, "POST", `/api/client/quotes/${thamesId}/book`, {});
  assert.equal(res.code, 200, JSON.stringify(res.body));
  return { lead, thamesQuote: thamesId!, northlineQuote: northlineId! };
}

test("booking keeps a snapshot of what was accepted; a later change of the quote never touches it", async () => {
  const { lead, thamesQuote } = await bookedLead();
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.leadId, lead.id));
  assert.equal(booking!.status, "awaiting");
  assert.ok(booking!.confirmBy.getTime() - booking!.createdAt.getTime() === 24 * 3600_000);
  const s = booking!.snapshot as BookingSnapshot;
  assert.equal(s.quote.id, thamesQuote);
  assert.equal(s.quote.priceLabel, "£850");
  assert.equal(s.quote.crewSize, 3);
  assert.equal(s.quote.vehicle, "Luton van");
  assert.equal(s.quote.cancellationTerms, "Free cancellation up to 48 hours before the move.");
  assert.equal(s.company.name, "Thames-side Removals");
  assert.equal(s.move.moveDate, lead.moveDate);
  assert.equal(s.move.typeOfMove, "House/Flat Removals");
  await t.db.update(quotes).set({ pricePence: 1, crewSize: 9 }).where(eq(quotes.id, thamesQuote));
  const [again] = await t.db.select().from(bookings).where(eq(bookings.leadId, lead.id));
  assert.deepEqual(again!.snapshot, booking!.snapshot);
  // both sides see the snapshot and that it awaits the mover
  const customerView = (await call(oscar, "GET", `/api/client/requests/${lead.id}`)).body.data;
  const moverView = (await call(thames, "GET", `/api/company/leads/${lead.id}`)).body.data;
  for (const view of [customerView, moverView]) {
    const b = view.booking as { statusLabel: string; awaiting: boolean; snapshot: BookingSnapshot };
    assert.equal(b.statusLabel, "Awaiting the mover's confirmation");
    assert.equal(b.awaiting, true);
    assert.equal(b.snapshot.quote.priceLabel, "£850");
  }
  assert.equal((await call(northline, "GET", `/api/company/leads/${lead.id}`)).body.data.booking, null);
});

test("only the booked mover may confirm or decline; nothing changes otherwise", async () => {
  const { lead } = await bookedLead();
  const before = await stateOf(lead.id);
  for (const action of ["confirm", "decline"]) {
    const url = `/api/company/bookings/${lead.id}/${action}`;
    const other = await call(northline, "POST", url);
    assert.equal(other.code, 404, action);
    assert.equal(other.body.message, M.bookingNotFound);
    assert.equal((await call(oscar, "POST", url)).code, 403);
    assert.equal((await call(null, "POST", url)).code, 401);
    assert.equal((await call(thames, "POST", `/api/company/bookings/not-an-id/${action}`)).code, 404);
  }
  // a suspended company may not confirm its booking
  await t.db
    .update(companies)
    .set({ status: "suspended" })
    .where(eq(companies.email, DEMO_COMPANIES[0]!.email));
  try {
    assert.equal((await call(thames, "POST", `/api/company/bookings/${lead.id}/confirm`)).code, 403);
  } finally {
    await t.db
      .update(companies)
      .set({ status: "approved" })
      .where(eq(companies.email, DEMO_COMPANIES[0]!.email));
  }
  assert.deepEqual(await stateOf(lead.id), before);
});

test("the mover confirms: both are emailed the terms with the move as a calendar file; twice is 409", async () => {
  const { lead } = await bookedLead();
  const before = await lastMailId();
  const res = await call(thames, "POST", `/api/company/bookings/${lead.id}/confirm`);
  assert.equal(res.code, 200, JSON.stringify(res.body));
  assert.equal(res.body.message, M.confirmed);
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.leadId, lead.id));
  assert.equal(booking!.status, "confirmed");
  const mails = await mailsAfter(before);
  const toCustomer = mails.find((m) => m.to === "oscar@example.org")!;
  const toMover = mails.find((m) => m.to === DEMO_COMPANIES[0]!.email)!;
  assert.equal(toCustomer.subject, "Thames-side Removals has confirmed your booking");
  assert.match(toCustomer.text, /Cancellation terms: Free cancellation up to 48 hours before the move\./);
  for (const m of [toCustomer, toMover]) {
    const [a] = m.attachments ?? [];
    assert.equal(a?.filename, "move.ics");
    assert.ok(a && "content" in a);
    assert.match(a.content, /BEGIN:VEVENT/);
    assert.match(a.content, new RegExp(`DTSTART;VALUE=DATE:${lead.moveDate!.replaceAll("-", "")}`));
  }
  const twice = await call(thames, "POST", `/api/company/bookings/${lead.id}/confirm`);
  assert.equal(twice.code, 409);
  assert.equal(twice.body.message, M.notAwaiting);
});

test("the mover declines: the customer is told and books another of the quotes", async () => {
  const { lead, thamesQuote, northlineQuote } = await bookedLead();
  const before = await lastMailId();
  const res = await call(thames, "POST", `/api/company/bookings/${lead.id}/decline`);
  assert.equal(res.code, 200, JSON.stringify(res.body));
  const s = await stateOf(lead.id);
  assert.equal(s.lead!.status, "open");
  assert.equal(s.quotes.find((q) => q.id === thamesQuote)!.status, "withdrawn");
  assert.equal(s.quotes.find((q) => q.id === northlineQuote)!.status, "sent");
  const mails = await mailsAfter(before);
  const told = mails.find((m) => m.kind === "booking-declined");
  assert.equal(told?.to, "oscar@example.org");
  assert.match(told!.text, new RegExp(M.declinedForCustomer.slice(0, 40)));
  assert.ok(mails.some((m) => m.kind === "quote-open-again" && m.to === DEMO_COMPANIES[1]!.email));
  // the declined quote cannot be booked again; the other can
  assert.equal((await call(oscar, "POST", `/api/client/quotes/${thamesQuote}/book`, {})).code, 404);
  const other = await call(oscar, "POST", `/api/client/quotes/${northlineQuote}/book`, {});
  assert.equal(other.code, 200, JSON.stringify(other.body));
  const now = await t.db.select().from(bookings).where(eq(bookings.leadId, lead.id));
  assert.deepEqual(now.map((b) => b.status).sort(), ["awaiting", "declined"]);
});

test("no answer within 24 hours: the booking lapses (fixed now), the customer is told, the mover can no longer confirm", async () => {
  const { lead, northlineQuote } = await bookedLead();
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.leadId, lead.id));
  const deps = { db: t.db, appUrl: "http://x" };
  assert.equal(await lapseOverdueBookings(deps, new Date(booking!.confirmBy.getTime() - 60_000)), 0);
  const before = await lastMailId();
  assert.ok((await lapseOverdueBookings(deps, new Date(booking!.confirmBy.getTime() + 1))) >= 1);
  const s = await stateOf(lead.id);
  assert.equal(s.bookings[0]!.status, "lapsed");
  assert.equal(s.lead!.status, "open");
  assert.equal(s.quotes.find((q) => q.id === northlineQuote)!.status, "sent");
  assert.ok(
    (await mailsAfter(before)).some((m) => m.kind === "booking-lapsed" && m.to === "oscar@example.org"),
  );
  const late = await call(thames, "POST", `/api/company/bookings/${lead.id}/confirm`);
  assert.equal(late.code, 409);
});
