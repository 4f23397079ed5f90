// The customer's side: seeing only their own requests, comparing, declining and booking.
import assert from "node:assert/strict";
import { test } from "vitest";
import { QUOTE_MESSAGES as M } from "@rm/domain/quote";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { eq } from "drizzle-orm";
import { leads, quotes, sessions } from "../../db/schema.ts";
import { createSession } from "../accounts/index.ts";
import { DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { makeCustomer, makeLead, matchesOf, quoteBody } from "../../test/fixtures/quotes.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "nadia@example.org");
// matched to Thames-side, Northline and Westway; Westway never quotes
const { lead, companyIds } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1, 2] });
const moveDate = lead.moveDate!;
const login = (i: number) => t.login(DEMO_COMPANIES[i]!.email);
const [thames, northline, westway, croydon] = [
  await login(0),
  await login(1),
  await login(2),
  await login(4),
];
const nadia = await t.login("nadia@example.org");
const tom = await t.login(DEMO_CLIENT.email);

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
const quoteUrl = `/api/company/leads/${lead.id}/quote`;
const snapshot = async () => ({
  lead: (await t.db.select().from(leads).where(eq(leads.id, lead.id)))[0],
  quotes: await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id)).orderBy(quotes.id),
  matches: (await matchesOf(t, lead.id)).sort((a, b) => a.id.localeCompare(b.id)),
  mails: (await t.mails()).length,
});

type Compared = {
  id: string;
  company: { name: string; rating: number | null; insuranceVerifiedUntil: string | null };
  availableOnDate: boolean;
  pricePence: number;
  contact: unknown;
  canBook: boolean;
};
const compare = async (cookie: string, query = "") => {
  const res = await call(cookie, "GET", `/api/client/requests/${lead.id}${query}`);
  return { ...res, quotes: (res.body.data?.quotes ?? []) as Compared[] };
};

test("two matched companies quote; the customer compares, sorts and filters", async () => {
  assert.equal((await call(thames, "POST", quoteUrl, quoteBody({ price: 950 }))).code, 201);
  const later = addDaysIso(moveDate, 1);
  assert.equal(
    (await call(northline, "POST", quoteUrl, quoteBody({ price: 720, availableDates: [later] }))).code,
    201,
  );
  // "available on your date" is what each quote offers (#28): Northline offers only the day after
  const list = await call(nadia, "GET", "/api/client/requests");
  assert.equal(list.code, 200);
  const requests = list.body.data as unknown as { id: string; quoteCount: number; statusLabel: string }[];
  assert.equal(requests.length, 1);
  assert.equal(requests[0]!.quoteCount, 2);

  const byPrice = await compare(nadia);
  assert.deepEqual(
    byPrice.quotes.map((q) => q.company.name),
    ["Northline Movers", "Thames-side Removals"],
  );
  assert.deepEqual(byPrice.body.data.waitingFor, ["Westway Man & Van"]);
  assert.equal(byPrice.quotes[0]!.availableOnDate, false);
  assert.equal(byPrice.quotes[1]!.availableOnDate, true);
  assert.ok(byPrice.quotes.every((q) => q.contact === null && q.canBook));
  assert.match(String(byPrice.quotes[0]!.company.insuranceVerifiedUntil), /20\d\d$/);

  const byRating = await compare(nadia, "?sort=rating");
  assert.deepEqual(
    byRating.quotes.map((q) => q.company.name),
    ["Northline Movers", "Thames-side Removals"], // 5.0 from 1 review beats 4.5 from 2
  );
  const onMyDate = await compare(nadia, "?available=1");
  assert.deepEqual(
    onMyDate.quotes.map((q) => q.company.name),
    ["Thames-side Removals"],
  );
  assert.equal(onMyDate.body.data.totalQuotes, 2);
});

test("another client, a company and another browser's guest session all get 404", async () => {
  assert.equal((await compare(tom)).code, 404);
  assert.deepEqual((await call(tom, "GET", "/api/client/requests")).body.data, []);
  const guest = await createSession(t.db, customer.id, 1, true);
  const guestCookie = `rm_session=${guest.token}`;
  assert.equal((await compare(guestCookie)).code, 404, "a guest sees only leads made in its session");
  await t.db.update(leads).set({ guestSessionId: guest.id }).where(eq(leads.id, lead.id));
  assert.equal((await compare(guestCookie)).code, 200);
  await t.db.update(leads).set({ guestSessionId: null }).where(eq(leads.id, lead.id));
  await t.db.delete(sessions).where(eq(sessions.id, guest.id));
  assert.equal((await compare(thames)).code, 403);

  const before = await snapshot();
  const target = (await compare(nadia)).quotes[0]!.id;
  for (const action of ["book", "decline"]) {
    const res = await call(tom, "POST", `/api/client/quotes/${target}/${action}`, {});
    assert.equal(res.code, 404, action);
    assert.equal(res.body.message, M.quoteNotFound);
  }
  assert.deepEqual(await snapshot(), before);
});

test("booking: one won, the others lost, the lead booked, contacts revealed, three kinds of mail", async () => {
  const chosen = (await compare(nadia)).quotes.find((q) => q.company.name === "Thames-side Removals")!;
  const mailsBefore = (await t.mails()).length;
  const res = await call(nadia, "POST", `/api/client/quotes/${chosen.id}/book`, {});
  assert.equal(res.code, 200, JSON.stringify(res.body));
  assert.equal(res.body.message, M.booked);
  assert.deepEqual(res.body.data.contact, {
    name: "Priya Shah",
    phone: "020 7946 0101",
    email: DEMO_COMPANIES[0]!.email,
  });

  const s = await snapshot();
  assert.equal(s.lead!.status, "booked");
  assert.equal(s.lead!.bookedQuoteId, chosen.id);
  const statusOf = (companyId: string) => s.quotes.find((q) => q.companyId === companyId)?.status;
  assert.equal(statusOf(companyIds[0]!), "accepted");
  assert.equal(statusOf(companyIds[1]!), "lost");
  const matchOf = (companyId: string) => s.matches.find((m) => m.companyId === companyId)?.status;
  assert.deepEqual(companyIds.map(matchOf), ["won", "lost", "expired"]);

  const mails = (await t.mails()).slice(0, (await t.mails()).length - mailsBefore);
  const kinds = mails.map((m) => `${m.kind} -> ${m.to}`).sort();
  assert.deepEqual(kinds, [
    "booking-confirmed -> nadia@example.org",
    `quote-booked -> ${DEMO_COMPANIES[0]!.email}`,
    `quote-not-chosen -> ${DEMO_COMPANIES[1]!.email}`,
  ]);
  const booked = mails.find((m) => m.kind === "quote-booked")!;
  assert.match(booked.text, /07700900456/);
  assert.match(booked.text, /nadia\.hussain@example\.org/);

  // the customer sees the mover's details; the booked mover sees the customer's; the other sees "lost"
  const after = await compare(nadia);
  assert.equal(after.body.data.booked !== null, true);
  assert.ok(after.quotes.every((q) => !q.canBook));
  const won = await call(thames, "GET", `/api/company/leads/${lead.id}`);
  const wonData = won.body.data as { customer: Record<string, string>; lead: { status: string } };
  assert.equal(wonData.lead.status, "won");
  assert.equal(wonData.customer.phone, "07700900456");
  assert.equal(wonData.customer.email, "nadia.hussain@example.org");
  assert.equal(wonData.customer.name, "Nadia Hussain");
  assert.match(wonData.customer.fromAddress!, /Rotherhithe New Road/);
  const lost = await call(northline, "GET", `/api/company/leads/${lead.id}`);
  const lostData = lost.body.data as { customer: unknown; lead: { status: string; statusLabel: string } };
  assert.equal(lostData.customer, null);
  assert.equal(lostData.lead.statusLabel, "Lost");
  assert.doesNotMatch(JSON.stringify(lostData), /07700900456|nadia/i);
});

test("after booking: quoting, editing, withdrawing, booking again and declining are 409 and change nothing", async () => {
  const before = await snapshot();
  for (const [cookie, method] of [
    [westway, "POST"],
    [northline, "PUT"],
    [thames, "DELETE"],
  ] as const) {
    const res = await call(cookie, method, quoteUrl, method === "DELETE" ? undefined : quoteBody());
    assert.equal(res.code, 409, method);
    assert.equal(res.body.message, M.leadBooked);
  }
  for (const q of before.quotes) {
    const res = await call(nadia, "POST", `/api/client/quotes/${q.id}/book`, {});
    assert.equal(res.code, 409);
    assert.equal(res.body.message, M.requestBooked);
  }
  assert.equal((await call(croydon, "POST", quoteUrl, quoteBody())).code, 404);
  assert.deepEqual(await snapshot(), before);
});

test("declining a quote tells the mover; an expired quote cannot be booked", async () => {
  const second = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  const url = `/api/company/leads/${second.lead.id}/quote`;
  assert.equal((await call(thames, "POST", url, quoteBody())).code, 201);
  assert.equal((await call(northline, "POST", url, quoteBody())).code, 201);
  const rows = await t.db.select().from(quotes).where(eq(quotes.leadId, second.lead.id));
  const thamesQuote = rows.find((q) => q.companyId === second.companyIds[0])!;
  const northQuote = rows.find((q) => q.companyId === second.companyIds[1])!;

  const declined = await call(nadia, "POST", `/api/client/quotes/${thamesQuote.id}/decline`, {});
  assert.equal(declined.code, 200);
  assert.equal(declined.body.message, M.declined);
  const [mail] = await t.mails();
  assert.equal(mail!.kind, "quote-not-chosen");
  assert.equal(mail!.to, DEMO_COMPANIES[0]!.email);
  assert.equal(mail!.subject, "Your quote was declined");
  const tab = await call(thames, "GET", "/api/company/leads?status=lost");
  assert.ok((tab.body.data.leads as { id: string }[]).some((l) => l.id === second.lead.id));
  assert.equal((await call(nadia, "POST", `/api/client/quotes/${thamesQuote.id}/book`, {})).code, 409);

  await t.db
    .update(quotes)
    .set({ validUntil: addDaysIso(todayInLondon(), -1) })
    .where(eq(quotes.id, northQuote.id));
  const expired = await call(nadia, "POST", `/api/client/quotes/${northQuote.id}/book`, {});
  assert.equal(expired.code, 409);
  assert.equal(expired.body.message, M.quoteExpired);
  assert.equal((await t.db.select().from(leads).where(eq(leads.id, second.lead.id)))[0]!.status, "open");
});

test("stats: leads received, quotes sent, median time to quote and win rate", async () => {
  const res = await call(thames, "GET", "/api/company/stats?days=90");
  assert.equal(res.code, 200);
  const s = res.body.data as Record<string, unknown> & { weeks: { quotes: number }[] };
  assert.equal(s.days, 90);
  assert.equal(s.leadsReceived, 2);
  assert.equal(s.quotesSent, 2);
  assert.equal(s.won, 1);
  assert.equal(s.winRate, 50);
  assert.equal(s.medianTimeToQuoteLabel, "0 min");
  assert.equal(s.weeks.length, 13);
  assert.equal(
    s.weeks.reduce((n, w) => n + w.quotes, 0),
    2,
  );
  assert.equal((await call(thames, "GET", "/api/company/stats?days=7")).code, 400);
});
