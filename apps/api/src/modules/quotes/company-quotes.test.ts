// A company's side of the loop: inbox, lead detail, sending / editing / withdrawing a quote.
import assert from "node:assert/strict";
import { test } from "vitest";
import { formatLongDate, INBOX_PAGE_SIZE, QUOTE_MESSAGES as M } from "@rm/domain/quote";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { eq } from "drizzle-orm";
import { leadMatches, quotes } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { makeCustomer, makeLead, matchesOf, quoteBody } from "../../test/fixtures/quotes.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "nadia@example.org");
const { lead, companyIds } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
const [thames, northline, westway] = [
  await t.login(DEMO_COMPANIES[0]!.email),
  await t.login(DEMO_COMPANIES[1]!.email),
  await t.login(DEMO_COMPANIES[2]!.email),
];
type Body = {
  status: boolean;
  message: string;
  data: Record<string, unknown>;
  errors?: Record<string, string>;
};
const call = async (cookie: string, method: string, url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { code: res.statusCode, body: json<Body>(res) };
};
const quotesFor = () => t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));

test("the inbox shows matched leads only, with areas (not addresses), date, size and extras", async () => {
  const mine = await call(thames, "GET", "/api/company/leads");
  assert.equal(mine.code, 200);
  const leads = mine.body.data.leads as Record<string, unknown>[];
  assert.equal(leads.length, 1);
  assert.equal(leads[0]!.id, lead.id);
  assert.equal(leads[0]!.from, "SE16, Southwark");
  assert.equal(leads[0]!.to, "N17, Haringey");
  assert.match(String(leads[0]!.moveDateLabel), /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ 20\d\d$/);
  assert.equal(leads[0]!.size, "2-bedroom apartment, floor 3, no lift");
  assert.deepEqual(leads[0]!.extras, ["Packing services", "Disassembling/Reassembling"]);
  assert.equal(leads[0]!.arrived, "just now");
  assert.doesNotMatch(JSON.stringify(mine.body), /Rotherhithe New Road|nadia|07700900456/i);
  assert.equal((mine.body.data.counts as Record<string, number>).new, 1);

  const other = await call(westway, "GET", "/api/company/leads");
  assert.deepEqual(other.body.data.leads, []);
  const tab = await call(thames, "GET", "/api/company/leads?status=won");
  assert.deepEqual(tab.body.data.leads, []);
  assert.equal((await call(thames, "GET", "/api/company/leads?status=nope")).code, 400);
});

test("an unmatched company gets 404 for the lead and cannot quote it; nothing changes", async () => {
  const before = await matchesOf(t, lead.id);
  assert.equal((await call(westway, "GET", `/api/company/leads/${lead.id}`)).code, 404);
  const q = await call(westway, "POST", `/api/company/leads/${lead.id}/quote`, quoteBody());
  assert.equal(q.code, 404);
  assert.equal(q.body.message, M.leadNotFound);
  assert.equal((await call(westway, "PUT", `/api/company/leads/${lead.id}/quote`, quoteBody())).code, 404);
  assert.equal((await call(westway, "DELETE", `/api/company/leads/${lead.id}/quote`)).code, 404);
  assert.equal((await call(westway, "GET", "/api/company/leads/not-a-uuid")).code, 404);
  assert.deepEqual(await quotesFor(), []);
  assert.deepEqual(await matchesOf(t, lead.id), before);
});

test("opening a lead marks it viewed and shows what the customer told us, but not who they are", async () => {
  const res = await call(thames, "GET", `/api/company/leads/${lead.id}`);
  assert.equal(res.code, 200);
  const data = res.body.data as { lead: { status: string }; customer: unknown; facts: { label: string }[] };
  assert.equal(data.lead.status, "viewed");
  assert.equal(data.customer, null);
  assert.ok(data.facts.some((f) => f.label === "Anything movers should know"));
  assert.doesNotMatch(JSON.stringify(data), /Rotherhithe New Road|Hussain|07700900456|nadia/i);
  const match = (await matchesOf(t, lead.id)).find((m) => m.companyId === companyIds[0]);
  assert.equal(match!.status, "viewed");
  assert.ok(match!.viewedAt);
});

test("bad quotes are refused with clear messages and nothing is stored", async () => {
  const url = `/api/company/leads/${lead.id}/quote`;
  for (const [price, message] of [
    ["-100", M.pricePositive],
    ["0", M.pricePositive],
    ["150000", M.priceTooHigh],
    ["a lot", M.priceInvalid],
  ] as const) {
    const res = await call(thames, "POST", url, quoteBody({ price }));
    assert.equal(res.code, 400, price);
    assert.equal(res.body.errors?.price, message);
  }
  const many = await call(
    thames,
    "POST",
    url,
    quoteBody({ crewSize: 0, estimatedHours: 100, validUntil: "2020-01-01", vehicle: "Spaceship" }),
  );
  assert.equal(many.code, 400);
  assert.equal(many.body.errors?.crewSize, M.crewRange);
  assert.equal(many.body.errors?.estimatedHours, M.hoursRange);
  assert.equal(many.body.errors?.validUntil, M.validUntilPast);
  assert.equal(many.body.errors?.vehicle, M.vehicleRequired);
  assert.deepEqual(await quotesFor(), []);
  assert.equal((await t.mails()).filter((m) => m.kind === "quote-received").length, 0);
});

test("a quote is stored in pence, the customer is told, and it can be edited and withdrawn", async () => {
  const url = `/api/company/leads/${lead.id}/quote`;
  const sent = await call(thames, "POST", url, quoteBody({ price: "1,250.50", insuranceCover: "£75,000" }));
  assert.equal(sent.code, 201, JSON.stringify(sent.body));
  assert.equal(sent.body.message, M.sent);
  const [row] = await quotesFor();
  assert.equal(row!.pricePence, 125050);
  assert.equal(row!.insuranceCoverPence, 5_000_000, "the verified certificate's cover, not the one typed");
  assert.equal(row!.status, "sent");
  const mail = (await t.mails()).find((m) => m.kind === "quote-received");
  assert.equal(mail?.to, "nadia@example.org");
  assert.match(mail!.subject, /Thames-side Removals/);
  assert.match(mail!.text, /£1,250\.50/);
  const match = (await matchesOf(t, lead.id)).find((m) => m.companyId === companyIds[0]);
  assert.equal(match!.status, "quoted");

  const again = await call(thames, "POST", url, quoteBody());
  assert.equal(again.code, 409);
  assert.equal(again.body.message, M.alreadyQuoted);

  const edited = await call(thames, "PUT", url, quoteBody({ price: 990, priceKind: "estimate" }));
  assert.equal(edited.code, 200);
  assert.equal((await quotesFor())[0]!.pricePence, 99000);
  assert.equal((await quotesFor())[0]!.priceKind, "estimate");
  const badEdit = await call(thames, "PUT", url, quoteBody({ price: -1 }));
  assert.equal(badEdit.code, 400);
  assert.equal((await quotesFor())[0]!.pricePence, 99000);

  assert.equal((await call(thames, "DELETE", url)).code, 200);
  assert.equal((await quotesFor())[0]!.status, "withdrawn");
  assert.equal((await call(thames, "DELETE", url)).code, 409);
  assert.equal((await call(thames, "PUT", url, quoteBody())).code, 409);
  const resent = await call(thames, "POST", url, quoteBody({ price: 900 }));
  assert.equal(resent.code, 201);
  assert.equal((await quotesFor())[0]!.status, "sent");
  assert.equal((await quotesFor())[0]!.pricePence, 90000);
});

test("a lead whose move date has passed is expired and cannot be quoted", async () => {
  const old = await makeLead(t, { clientUserId: customer.id, companies: [1], moveDate: "2024-01-06" });
  const expired = await call(northline, "GET", "/api/company/leads?status=expired");
  assert.deepEqual(
    (expired.body.data.leads as { id: string }[]).map((l) => l.id),
    [old.lead.id],
  );
  const res = await call(northline, "POST", `/api/company/leads/${old.lead.id}/quote`, quoteBody());
  assert.equal(res.code, 409);
  assert.equal(res.body.message, M.leadExpired);
});

test("editing a sent quote emails the customer once, with what changed and the new price", async () => {
  const move = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  const url = `/api/company/leads/${move.lead.id}/quote`;
  const today = todayInLondon();
  assert.equal((await call(thames, "POST", url, quoteBody({ price: "850" }))).code, 201);
  const before = (await t.mails()).length;

  const edited = await call(
    thames,
    "PUT",
    url,
    quoteBody({
      price: "1,125.50",
      priceKind: "estimate",
      availableDates: [addDaysIso(today, 21), addDaysIso(today, 22)],
      validUntil: addDaysIso(today, 20),
      crewSize: 4,
    }),
  );
  assert.equal(edited.code, 200, JSON.stringify(edited.body));
  const mails = await t.mails();
  assert.equal(mails.length, before + 1, "one email");
  const mail = mails[0]!;
  assert.equal(mail.kind, "quote-updated");
  assert.equal(mail.to, "nadia@example.org");
  assert.equal(mail.subject, "Thames-side Removals has updated their quote for your move");
  assert.match(mail.text, /^Hello Nadia,/);
  assert.ok(mail.text.includes("Price: now £1,125.50 (estimate), was £850 (fixed price)"), mail.text);
  const long = (iso: string) => formatLongDate(iso);
  assert.ok(
    mail.text.includes(
      `Dates they can do the move: now ${long(addDaysIso(today, 21))} and ${long(addDaysIso(today, 22))}, was ${long(addDaysIso(today, 21))}`,
    ),
    mail.text,
  );
  assert.ok(
    mail.text.includes(`Valid until: now ${long(addDaysIso(today, 20))}, was ${long(addDaysIso(today, 10))}`),
    mail.text,
  );
  assert.ok(mail.text.includes("Also updated: the crew size"), mail.text);
  assert.ok(mail.text.includes(`/client/removal-requests/${move.lead.id}`), mail.text);
  assert.match(long(today), /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ 20\d\d$/);
});

test("refused edits and an edit that changes nothing queue no email", async () => {
  const move = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  const url = `/api/company/leads/${move.lead.id}/quote`;
  assert.equal((await call(thames, "POST", url, quoteBody())).code, 201);
  const before = (await t.mails()).length;
  const stored = (await t.db.select().from(quotes).where(eq(quotes.leadId, move.lead.id)))[0]!;

  // bad input
  const bad = await call(thames, "PUT", url, quoteBody({ price: "-5", validUntil: "2020-01-01" }));
  assert.equal(bad.code, 400);
  // a company that was not matched (someone else's quote); one that was matched but never quoted
  assert.equal((await call(westway, "PUT", url, quoteBody({ price: "1" }))).code, 404);
  assert.equal((await call(westway, "DELETE", url)).code, 404);
  const notQuoted = await call(northline, "PUT", url, quoteBody({ price: "1" }));
  assert.equal(notQuoted.code, 404);
  assert.equal(notQuoted.body.message, M.noQuote);
  assert.equal((await call(northline, "DELETE", url)).code, 404);
  // the customer cannot edit a mover's quote
  const nadia = await t.login("nadia@example.org");
  assert.equal((await call(nadia, "PUT", url, quoteBody({ price: "1" }))).code, 403);
  // the same quote again: nothing changed, nothing to tell
  assert.equal((await call(thames, "PUT", url, quoteBody())).code, 200);

  assert.equal((await t.mails()).length, before, "no email queued");
  const after = (await t.db.select().from(quotes).where(eq(quotes.leadId, move.lead.id)))[0]!;
  assert.equal(after.pricePence, stored.pricePence);
  assert.equal(after.status, "sent");
});

test("withdrawing a quote emails the customer once, pointing to the quotes still open", async () => {
  const move = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  const url = `/api/company/leads/${move.lead.id}/quote`;
  assert.equal((await call(thames, "POST", url, quoteBody({ price: "700" }))).code, 201);
  assert.equal((await call(northline, "POST", url, quoteBody({ price: "650" }))).code, 201);
  const before = (await t.mails()).length;

  assert.equal((await call(northline, "DELETE", url)).code, 200);
  const mails = await t.mails();
  assert.equal(mails.length, before + 1, "one email");
  const mail = mails[0]!;
  assert.equal(mail.kind, "quote-withdrawn");
  assert.equal(mail.to, "nadia@example.org");
  assert.equal(mail.subject, "Northline Movers has withdrawn their quote for your move");
  assert.ok(mail.text.includes("Northline Movers has withdrawn their quote of £650"), mail.text);
  assert.ok(mail.text.includes("Your other quote is still open."), mail.text);
  assert.ok(mail.text.includes(`/client/removal-requests/${move.lead.id}`), mail.text);

  // the last open quote withdrawn: the email says there are none left yet
  assert.equal((await call(thames, "DELETE", url)).code, 200);
  const [last] = await t.mails();
  assert.equal(last!.kind, "quote-withdrawn");
  assert.ok(last!.text.includes("You have no other quotes for this move yet."), last!.text);
  assert.equal((await t.mails()).length, before + 2);
  // a second withdrawal is refused and tells nobody
  assert.equal((await call(thames, "DELETE", url)).code, 409);
  assert.equal((await t.mails()).length, before + 2);
});

test("the inbox comes a page at a time, newest first; bad page numbers are refused", async () => {
  const pagesCustomer = await makeCustomer(t, "pages@example.com", "07700900999");
  const made: string[] = [];
  for (let i = 0; i < INBOX_PAGE_SIZE + 2; i++) {
    const { lead: l } = await makeLead(t, { clientUserId: pagesCustomer.id, companies: [2] });
    made.push(l.id);
    // a distinct arrival time each, oldest first
    await t.db
      .update(leadMatches)
      .set({ createdAt: new Date(Date.now() - (INBOX_PAGE_SIZE + 2 - i) * 60_000) })
      .where(eq(leadMatches.leadId, l.id));
  }
  const first = await call(westway, "GET", "/api/company/leads");
  assert.equal(first.code, 200);
  const ids1 = (first.body.data.leads as { id: string }[]).map((l) => l.id);
  assert.equal(ids1.length, INBOX_PAGE_SIZE);
  assert.equal(first.body.data.page, 1);
  assert.equal(first.body.data.pages, 2);
  assert.deepEqual(ids1, [...made].reverse().slice(0, INBOX_PAGE_SIZE), "newest first");
  const second = await call(westway, "GET", "/api/company/leads?page=2");
  const ids2 = (second.body.data.leads as { id: string }[]).map((l) => l.id);
  assert.deepEqual(ids2, [made[1], made[0]], "the two oldest on page 2");
  const past = await call(westway, "GET", "/api/company/leads?page=3");
  assert.deepEqual(past.body.data.leads, []);
  assert.equal(past.body.data.pages, 2);
  // a tab counts its own pages
  const tab = await call(westway, "GET", "/api/company/leads?status=won");
  assert.equal(tab.body.data.pages, 1);
  for (const bad of ["0", "-1", "x", "1.5"]) {
    assert.equal((await call(westway, "GET", `/api/company/leads?page=${bad}`)).code, 400, bad);
  }
});
