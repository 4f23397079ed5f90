// Issue #13 (docs/README.md#issues) item 5: only an approved company works. A pending, rejected or suspended company cannot open
// a lead (even one matched to it earlier), quote, edit a quote, be booked or see a customer's details —
// through the API or the pages' services; suspending withdraws its open quotes and tells the customers;
// reinstating gives access back while the withdrawn quotes stay withdrawn.
import assert from "node:assert/strict";
import { test } from "vitest";
import { setTimeout as sleep } from "node:timers/promises";
import type { SessionUser } from "@rm/domain";
import { type CompanyStatus, companyStandingNotice } from "@rm/domain/company";
import { QUOTE_MESSAGES as M } from "@rm/domain/quote";
import { and, desc, eq, sql } from "drizzle-orm";
import { auditLog, companies, leadMatches, leads, quotes, users } from "../db/schema.ts";
import { publicProfile } from "../modules/companies/index.ts";
import { makeCustomer, makeLead, quoteBody } from "../test/fixtures/quotes.ts";
import { DEMO_ADMIN, DEMO_COMPANIES } from "../seed/demo-accounts.ts";
import { buildTestApp, json } from "../test/helper.ts";
import { createWebServices } from "../web/services.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const web = createWebServices(t.ctx);
const THAMES = DEMO_COMPANIES[0]!;
const customer = await makeCustomer(t, "nadia@example.org");
// A: Thames-side and Northline quote; B: Thames-side has not quoted yet; C: the customer booked Thames-side
const a = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
const b = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
const c = await makeLead(t, { clientUserId: customer.id, companies: [0] });
const thamesId = a.companyIds[0]!;
/** the company's session (a suspension ends it: the test signs in again) */
let thames = await t.login(THAMES.email);
const [northline, nadia, admin] = [
  await t.login(DEMO_COMPANIES[1]!.email),
  await t.login("nadia@example.org"),
  await t.login(DEMO_ADMIN.email),
];
const [thamesUserRow] = await t.db.select().from(users).where(eq(users.email, THAMES.email));
const thamesUser: SessionUser = {
  _id: thamesUserRow!.id,
  email: THAMES.email,
  firstName: thamesUserRow!.firstName,
  lastName: thamesUserRow!.lastName,
  role: "company",
  isAdmin: false,
  isCompany: true,
  isGuest: false,
};

type Body = { status: boolean; message: string; data: Record<string, unknown> };
const call = async (cookie: string, method: string, url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { code: res.statusCode, body: json<Body>(res), raw: res.body };
};
const quoteUrl = (leadId: string) => `/api/company/leads/${leadId}/quote`;
const quotesOf = (leadId: string) =>
  t.db.select().from(quotes).where(eq(quotes.leadId, leadId)).orderBy(quotes.id);
const thamesQuote = async (leadId: string) => (await quotesOf(leadId)).find((q) => q.companyId === thamesId);
/** the customer's name, phone, email and addresses in any form they are stored */
const CUSTOMER = /Rotherhithe New Road|Tottenham Green|Hussain|07700\s?900\s?456|nadia/i;
/** PostgreSQL: how many statements wait for a lock, once one does (polls up to 2 s); PGlite: 0 */
async function lockWaiters(): Promise<number> {
  if (t.ctx.dbKind !== "postgres") return 0;
  for (let i = 0; i < 100; i++) {
    await sleep(20);
    const r = (await t.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if (Number(r.rows[0]!.n) > 0) return Number(r.rows[0]!.n);
  }
  return 0;
}
const setStatus = (status: CompanyStatus, reason: string | null) =>
  t.db.update(companies).set({ status, statusReason: reason }).where(eq(companies.id, thamesId));

test("while approved, Thames-side quotes, is booked on C and sees that customer (the checks below can fail)", async () => {
  assert.equal((await call(thames, "POST", quoteUrl(a.lead.id), quoteBody({ price: "900" }))).code, 201);
  assert.equal((await call(northline, "POST", quoteUrl(a.lead.id), quoteBody({ price: "800" }))).code, 201);
  assert.equal((await call(thames, "POST", quoteUrl(c.lead.id), quoteBody())).code, 201);
  const booked = await call(nadia, "POST", `/api/client/quotes/${(await thamesQuote(c.lead.id))!.id}/book`);
  assert.equal(booked.code, 200, booked.raw);
  const lead = await call(thames, "GET", `/api/company/leads/${c.lead.id}`);
  assert.equal(lead.code, 200);
  assert.match(lead.raw, CUSTOMER);
  assert.ok(await web.quotes.companyLead(thamesUser, c.lead.id));
});

for (const [status, reason] of [
  ["pending", null],
  ["suspended", "Your Goods in Transit certificate could not be verified."],
  ["rejected", "We could not confirm your trading address."],
] as const) {
  test(`a ${status} company cannot read, quote, edit or be booked, and never sees a customer`, async () => {
    await setStatus(status, reason);
    try {
      const notice = companyStandingNotice(status, reason)!;
      const mailsBefore = (await t.mails()).length;
      const quoteA = await thamesQuote(a.lead.id);
      assert.equal(quoteA?.status, "sent");

      // reading: the inbox, a lead matched earlier, the lead it was booked on, the numbers
      for (const url of [
        "/api/company/leads",
        `/api/company/leads/${a.lead.id}`,
        `/api/company/leads/${c.lead.id}`,
        "/api/company/stats",
      ]) {
        const res = await call(thames, "GET", url);
        assert.equal(res.code, 403, `${url}: ${res.raw}`);
        assert.equal(res.body.message, notice.message);
        assert.doesNotMatch(res.raw, CUSTOMER, url);
      }
      if (reason) assert.ok(notice.message.includes(reason.replace(/\.$/, "")), notice.message);

      // sending a quote: refused, nothing stored
      const sent = await call(thames, "POST", quoteUrl(b.lead.id), quoteBody());
      assert.equal(sent.code, 403);
      assert.equal(sent.body.message, notice.message);
      assert.deepEqual(await quotesOf(b.lead.id), []);
      const [matchB] = await t.db
        .select()
        .from(leadMatches)
        .where(and(eq(leadMatches.leadId, b.lead.id), eq(leadMatches.companyId, thamesId)));
      assert.equal(matchB!.status, "new", "the match was not even marked viewed");

      // editing and withdrawing its quote: refused, the quote unchanged
      const edited = await call(thames, "PUT", quoteUrl(a.lead.id), quoteBody({ price: "1" }));
      assert.equal(edited.code, 403);
      assert.equal((await call(thames, "DELETE", quoteUrl(a.lead.id))).code, 403);
      assert.deepEqual(await thamesQuote(a.lead.id), quoteA);

      // the customer: the quote is not shown, cannot be booked, and the company is not listed
      const compared = await call(nadia, "GET", `/api/client/requests/${a.lead.id}`);
      assert.equal(compared.code, 200);
      const shown = compared.body.data.quotes as { id: string }[];
      assert.deepEqual(
        shown.map((q) => q.id),
        (await quotesOf(a.lead.id)).filter((q) => q.companyId !== thamesId).map((q) => q.id),
      );
      assert.ok(!(compared.body.data.waitingFor as string[]).includes(THAMES.name));
      const book = await call(nadia, "POST", `/api/client/quotes/${quoteA!.id}/book`);
      assert.equal(book.code, 409);
      assert.equal(book.body.message, M.companyUnavailable);
      assert.doesNotMatch(book.raw, new RegExp(THAMES.email.replace(/[.]/g, "\\.")));
      assert.deepEqual(await thamesQuote(a.lead.id), quoteA);
      assert.equal((await t.db.select().from(leads).where(eq(leads.id, a.lead.id)))[0]!.status, "open");
      const directory = await call(nadia, "GET", "/api/companies");
      assert.ok(!(directory.body.data.companies as { id: string }[]).some((x) => x.id === thamesId));
      assert.equal(await publicProfile(t.db, thamesId), null);
      assert.equal((await t.mails()).length, mailsBefore, "nobody was emailed");

      // the pages' services (what the SSR loaders call) apply the same scope
      assert.equal(await web.quotes.companyLead(thamesUser, c.lead.id), null);
      assert.equal(await web.quotes.companyLead(thamesUser, a.lead.id), null);
      const inbox = await web.quotes.companyLeads(thamesUser, null);
      assert.deepEqual(inbox.leads, []);
      assert.equal(inbox.counts.all, 0);
      assert.equal((await web.quotes.companyStats(thamesUser, 30)).leadsReceived, 0);
      const standing = await web.quotes.companyStanding(thamesUser);
      assert.equal(standing?.active, false);
      assert.deepEqual(standing?.notice, notice);

      // what it still has: its own profile and documents, to put things right
      const me = await call(thames, "GET", "/api/companies/me");
      assert.equal(me.code, 200);
      assert.equal((me.body.data.company as { status: string }).status, status);
      assert.ok(Array.isArray(me.body.data.documents));
      assert.equal((await web.companies.own(thamesUser))?.company.status, status);
    } finally {
      await setStatus("approved", null);
    }
  });
}

test("an approved company's standing has no notice, and its pages show its leads again", async () => {
  const standing = await web.quotes.companyStanding(thamesUser);
  assert.deepEqual(standing, { status: "approved", statusLabel: "Approved", active: true, notice: null });
  assert.match(JSON.stringify(await web.quotes.companyLead(thamesUser, c.lead.id)), CUSTOMER);
});

test("suspension withdraws open quotes and tells the customers; reinstatement restores access, quotes stay withdrawn", async () => {
  assert.equal((await call(thames, "POST", quoteUrl(b.lead.id), quoteBody({ price: "640" }))).code, 201);
  const before = (await t.mails()).length;
  const reason = "Your Public Liability certificate has lapsed";
  const res = await call(admin, "POST", `/api/admin/companies/${thamesId}/suspend`, { reason });
  assert.equal(res.code, 200, res.raw);

  // both open quotes withdrawn, the matches back to "viewed"; the booked job (C) untouched
  assert.equal((await thamesQuote(a.lead.id))!.status, "withdrawn");
  assert.equal((await thamesQuote(b.lead.id))!.status, "withdrawn");
  assert.equal((await thamesQuote(c.lead.id))!.status, "accepted");
  const matches = await t.db.select().from(leadMatches).where(eq(leadMatches.companyId, thamesId));
  assert.equal(matches.find((m) => m.leadId === a.lead.id)!.status, "viewed");
  assert.equal(matches.find((m) => m.leadId === b.lead.id)!.status, "viewed");

  // the customer hears about each (without the private reason); the company about its suspension
  const all = await t.mails();
  const mails = all.slice(0, all.length - before);
  const toCustomer = mails.filter((m) => m.kind === "quote-withdrawn");
  assert.equal(toCustomer.length, 2);
  for (const m of toCustomer) {
    assert.equal(m.to, "nadia@example.org");
    assert.equal(m.subject, "Thames-side Removals' quote for your move has been withdrawn");
    assert.ok(m.text.includes(`${THAMES.name} can no longer take bookings`), m.text);
    assert.ok(!m.text.includes(reason), "the reason stays between us and the company");
  }
  assert.ok(toCustomer.some((m) => m.text.includes(`/client/removal-requests/${a.lead.id}`)));
  assert.ok(
    toCustomer.some((m) => m.text.includes("Your other quote is still open.")),
    "A has Northline's",
  );
  assert.ok(
    toCustomer.some((m) => m.text.includes("You have no other quotes for this move yet.")),
    "B",
  );
  assert.deepEqual(mails.map((m) => m.kind).sort(), [
    "company-suspended",
    "quote-withdrawn",
    "quote-withdrawn",
  ]);
  const [audit] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  assert.equal(audit!.action, "company.suspend");
  assert.equal((audit!.data as { quotesWithdrawn?: number }).quotesWithdrawn, 2);

  // suspended: its open session ended at once (issue #19); signed in again, the lead says why, with the reason
  assert.equal((await call(thames, "GET", `/api/company/leads/${a.lead.id}`)).code, 401);
  thames = await t.login(THAMES.email);
  const refused = await call(thames, "GET", `/api/company/leads/${a.lead.id}`);
  assert.equal(refused.code, 403);
  assert.ok(refused.body.message.startsWith(`Your account is suspended: ${reason}.`), refused.body.message);
  const compared = await call(nadia, "GET", `/api/client/requests/${a.lead.id}`);
  assert.equal((compared.body.data.quotes as unknown[]).length, 1);

  // reinstated: access is back, the withdrawn quotes are not; it can quote again and be booked
  const back = await call(admin, "POST", `/api/admin/companies/${thamesId}/reinstate`, {
    reason: "New certificate verified",
  });
  assert.equal(back.code, 200, back.raw);
  const lead = await call(thames, "GET", `/api/company/leads/${a.lead.id}`);
  assert.equal(lead.code, 200);
  assert.equal((lead.body.data.quote as { status: string }).status, "withdrawn");
  assert.equal((await thamesQuote(a.lead.id))!.status, "withdrawn");
  assert.equal((await thamesQuote(b.lead.id))!.status, "withdrawn");
  assert.equal((await call(thames, "GET", "/api/company/stats")).code, 200);
  const again = await call(thames, "POST", quoteUrl(a.lead.id), quoteBody({ price: "880" }));
  assert.equal(again.code, 201, again.raw);
  const booked = await call(nadia, "POST", `/api/client/quotes/${(await thamesQuote(a.lead.id))!.id}/book`);
  assert.equal(booked.code, 200, booked.raw);
  const bookedLead = await call(thames, "GET", `/api/company/leads/${a.lead.id}`);
  assert.match(JSON.stringify(bookedLead.body.data.customer), CUSTOMER);
});

test("a quote sent while a suspension is being decided waits for it, then is refused and stores nothing", async () => {
  const before = await thamesQuote(b.lead.id);
  assert.equal(before?.status, "withdrawn", "B could be quoted again while approved");
  // what decideCompany does first: lock the company's row and change its status, not yet committed
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => {
    locked = r;
  });
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  const suspension = t.db.transaction(async (tx) => {
    await tx.select().from(companies).where(eq(companies.id, thamesId)).for("update");
    await tx
      .update(companies)
      .set({ status: "suspended", statusReason: "Checks" })
      .where(eq(companies.id, thamesId));
    locked();
    await released;
  });
  await isLocked;
  const quoting = call(thames, "POST", quoteUrl(b.lead.id), quoteBody({ price: "600" }));
  // PostgreSQL: the quote waits for the company's row; PGlite runs one transaction at a time
  const waiting = await lockWaiters();
  if (t.ctx.dbKind === "postgres") assert.equal(waiting, 1, "the quote waits for the suspension");
  release();
  await suspension;
  const res = await quoting;
  assert.equal(res.code, 403, res.raw);
  assert.deepEqual(await thamesQuote(b.lead.id), before);
});
