// Issue #28 "What you tick is what you book": the extras the customer ticks go with the booking. A quote of
// £895 with a £60 extra ticked is £955 in the answer, the stored snapshot, both sides' booking views, the mover's
// "Booked" email, the customer's confirmation, both confirmation emails and both calendar files — and in the
// reminders, which with the calendar file carry the customer's phone, both full addresses and the job's length.
// An extra the quote does not price, or an expired quote, is refused with nothing written.
import assert from "node:assert/strict";
import { test } from "vitest";
import type { BookingSnapshot } from "@rm/domain/booking";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { QUOTE_MESSAGES } from "@rm/domain/quote";
import { OFFER_MESSAGES } from "@rm/domain/quote-offer";
import { eq } from "drizzle-orm";
import { bookings, leads, quotes } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { londonHourToUtc } from "./calendar.ts";
import { remindBookings } from "./reminders.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "ines@example.org");
const ines = await t.login("ines@example.org");
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const THAMES = DEMO_COMPANIES[0]!.email;

type Body = { status: boolean; message: string; data: Record<string, unknown> };
const call = async (cookie: string, method: string, url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: { cookie },
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
  mails: await lastMailId(),
});
/** an .ics file's text with its folded lines joined and its escapes undone, to read its words */
const icsText = (ics: string) =>
  ics
    .replace(/\r?\n[ \t]/g, "")
    .replaceAll("\\n", "\n")
    .replace(/\\([,;\\])/g, "$1");

/** Thames-side's quote: £895 fixed, 6 hours, packing included; dismantling £180 and materials £60 extra. */
async function quotedLead() {
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
  // she would like a morning start
  await t.db
    .update(leads)
    .set({ details: { ...(lead.details as object), preferredTime: "morning" } })
    .where(eq(leads.id, lead.id));
  const res = await call(
    thames,
    "POST",
    `/api/company/leads/${lead.id}/quote`,
    quoteBody({
      price: "895",
      estimatedHours: 6,
      includes: ["packing"],
      extras: [
        { kind: "dismantling", price: "180" },
        { kind: "materials", price: "60" },
      ],
      availableDates: [lead.moveDate!],
    }),
  );
  assert.equal(res.code, 201, JSON.stringify(res.body));
  return { lead, quoteId: res.body.data.id as string };
}

test("an extra the quote does not price is 400 and nothing is written", async () => {
  const { lead, quoteId } = await quotedLead();
  const before = await stateOf(lead.id);
  for (const body of [
    { extras: ["cleaning"] },
    { extras: ["packing"] }, // included in the price, not an extra
    { extras: ["materials", "storage"] },
    { extras: ["x".repeat(500)] },
    { extras: "materials" },
    { extras: [60] },
    { extras: ["materials", "materials", "materials", "materials", "materials", "materials"] },
  ]) {
    const res = await call(ines, "POST", `/api/client/quotes/${quoteId}/book`, body);
    assert.equal(res.code, 400, JSON.stringify(body));
    assert.ok(
      [OFFER_MESSAGES.extraUnknown, OFFER_MESSAGES.extrasInvalid].includes(res.body.message as never),
      res.body.message,
    );
  }
  assert.deepEqual(await stateOf(lead.id), before);
  assert.equal(before.bookings.length, 0);
});

test("an expired quote cannot be booked: 409 with the reason, nothing written", async () => {
  const { lead, quoteId } = await quotedLead();
  await t.db
    .update(quotes)
    .set({ validUntil: addDaysIso(todayInLondon(), -1) })
    .where(eq(quotes.id, quoteId));
  const before = await stateOf(lead.id);
  const res = await call(ines, "POST", `/api/client/quotes/${quoteId}/book`, { extras: ["materials"] });
  assert.equal(res.code, 409);
  assert.equal(res.body.message, QUOTE_MESSAGES.quoteExpired);
  assert.deepEqual(await stateOf(lead.id), before);
  assert.equal(before.lead!.status, "open");
  assert.equal(before.bookings.length, 0);
});

test("£895 with the £60 extra ticked is £955 everywhere the booking goes", async () => {
  const { lead, quoteId } = await quotedLead();
  const mark = await lastMailId();
  // a total sent by the browser is not read: the server works it out from the quote
  const res = await call(ines, "POST", `/api/client/quotes/${quoteId}/book`, {
    extras: ["materials"],
    totalPence: 100,
  });
  assert.equal(res.code, 200, JSON.stringify(res.body));
  assert.deepEqual(res.body.data.total, { pence: 95_500, label: "£955" });
  assert.deepEqual(
    (res.body.data.extras as { kind: string }[]).map((e) => e.kind),
    ["materials"],
  );

  // the stored snapshot
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.leadId, lead.id));
  const s = booking!.snapshot as BookingSnapshot;
  assert.deepEqual(s.total, { pence: 95_500, label: "£955" });
  assert.deepEqual(s.extras, [
    { kind: "materials", label: "Packing materials", pricePence: 6_000, priceLabel: "£60" },
  ]);
  assert.equal(s.quote.pricePence, 89_500);

  // both sides' booking views read the same snapshot
  const customerView = (await call(ines, "GET", `/api/client/requests/${lead.id}`)).body.data;
  const moverView = (await call(thames, "GET", `/api/company/leads/${lead.id}`)).body.data;
  for (const view of [customerView, moverView])
    assert.deepEqual((view.booking as { snapshot: BookingSnapshot }).snapshot.total, s.total);

  // the mover's "Booked" email and the customer's confirmation
  const line = "£955 (£895 fixed price + Packing materials £60)";
  const booked = await mailsAfter(mark);
  const bookedMail = booked.find((m) => m.kind === "quote-booked")!;
  assert.equal(bookedMail.to, THAMES);
  assert.ok(bookedMail.text.includes(`at ${line}`), bookedMail.text);
  const confirmation = booked.find((m) => m.kind === "booking-confirmed")!;
  assert.equal(confirmation.to, "ines@example.org");
  assert.ok(confirmation.text.includes(`at ${line}`), confirmation.text);

  // the mover confirms: both emails and both calendar files carry the total and the extra
  const confirmMark = await lastMailId();
  assert.equal((await call(thames, "POST", `/api/company/bookings/${lead.id}/confirm`)).code, 200);
  const confirmed = await mailsAfter(confirmMark);
  assert.equal(confirmed.length, 2);
  for (const m of confirmed) {
    assert.ok(m.text.includes(`Price: ${line}`), m.text);
    assert.ok(m.text.includes("Extras chosen: Packing materials +£60"), m.text);
    const ics = m.attachments?.[0];
    assert.ok(ics && "content" in ics, "a calendar file");
    const words = icsText(ics.content);
    assert.ok(words.includes(`Price: ${line}`), words);
    assert.ok(words.includes("Extras chosen: Packing materials +£60"), words);
    // where: both full addresses, not the areas; when: 08:00 for the quote's 6 hours (winter or summer)
    assert.match(words, /LOCATION:Flat 2, 14 Rotherhithe New Road, SE16 3LL to 9 Tottenham Green, N17 9LR/);
    const start = londonHourToUtc(lead.moveDate!, 8);
    const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").slice(0, 15);
    assert.match(words, new RegExp(`DTSTART:${stamp(start)}Z`));
    assert.match(words, new RegExp(`DTEND:${stamp(new Date(start.getTime() + 6 * 3600_000))}Z`));
    assert.ok(words.includes("Expected length: about 6 hours (08:00 to 14:00)"), words);
  }
  const moverMail = confirmed.find((m) => m.to === THAMES)!;
  const moverIcs = icsText((moverMail.attachments![0] as { content: string }).content);
  assert.ok(moverIcs.includes("Customer: Nadia Hussain, 07700900456"), moverIcs);
  const customerMail = confirmed.find((m) => m.to === "ines@example.org")!;
  const customerIcs = icsText((customerMail.attachments![0] as { content: string }).content);
  assert.ok(customerIcs.includes("Mover: Thames-side Removals, 020 7946 0101"), customerIcs);

  // the day before: the mover's reminder has the phone, both addresses, the length and the total
  const remindMark = await lastMailId();
  await remindBookings({ db: t.db, appUrl: "http://x" }, londonHourToUtc(addDaysIso(lead.moveDate!, -1), 12));
  const reminders = (await mailsAfter(remindMark)).filter((m) => m.kind.startsWith("booking-reminder-day"));
  const toMover = reminders.find((m) => m.to === THAMES)!;
  for (const words of [
    "Customer: Nadia Hussain, 07700900456",
    "From: Flat 2, 14 Rotherhithe New Road, SE16 3LL",
    "To: 9 Tottenham Green, N17 9LR",
    // issue #33: the floors and lift the customer gave (an apartment on the 3rd floor, no lift)
    "Floors and lift: Floor 3, no lift",
    "Expected length: about 6 hours (08:00 to 14:00)",
    `Price: ${line}`,
  ])
    assert.ok(toMover.text.includes(words), `${words}\n---\n${toMover.text}`);
  const toCustomer = reminders.find((m) => m.to === "ines@example.org")!;
  assert.ok(toCustomer.text.includes("Mover: Thames-side Removals, 020 7946 0101"), toCustomer.text);
  assert.ok(toCustomer.text.includes(`Price: ${line}`), toCustomer.text);
});

test("nothing ticked, or no body at all: the quote's price alone", async () => {
  const { lead, quoteId } = await quotedLead();
  const res = await call(ines, "POST", `/api/client/quotes/${quoteId}/book`);
  assert.equal(res.code, 200, JSON.stringify(res.body));
  assert.deepEqual(res.body.data.total, { pence: 89_500, label: "£895" });
  const again = await quotedLead();
  const empty = await call(ines, "POST", `/api/client/quotes/${again.quoteId}/book`, {});
  assert.equal(empty.code, 200, JSON.stringify(empty.body));
  assert.deepEqual(empty.body.data.extras, []);
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.leadId, lead.id));
  const s = booking!.snapshot as BookingSnapshot;
  assert.deepEqual(s.total, { pence: 89_500, label: "£895" });
  assert.deepEqual(s.extras, []);
});
