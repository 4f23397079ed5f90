// Issue #17: a request after it was sent — said honestly when no mover covers it and sent later by the
// re-match job; changed (the movers told exactly what changed, earlier quotes flagged); cancelled with a
// reason. Every refusal changes nothing.
import assert from "node:assert/strict";
import { test } from "vitest";
import { LEAD_TOASTS } from "@rm/domain";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { LIFECYCLE_MESSAGES as M } from "@rm/domain/request-lifecycle";
import { MIN_COVER_PENCE } from "@rm/domain/vetting";
import { eq, sql } from "drizzle-orm";
import { companies, leadMatches, leads, quotes } from "../../db/schema.ts";
import { DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { makeCustomer, makeLead, matchesOf, quoteBody } from "../../test/fixtures/quotes.ts";
import { houseMove } from "../../test/fixtures/leads.ts";
import { addCompany } from "../../test/fixtures/matching.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { createSession } from "../accounts/index.ts";
import { rematchWaitingRequests } from "./rematch.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "rosa@example.org");
const nadia = await t.login("rosa@example.org");
const tom = await t.login(DEMO_CLIENT.email);
const thames = await t.login(DEMO_COMPANIES[0]!.email);

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
/** everything a refused call could have changed */
const stateOf = async (leadId: string) => ({
  lead: (await t.db.select().from(leads).where(eq(leads.id, leadId)))[0],
  quotes: await t.db.select().from(quotes).where(eq(quotes.leadId, leadId)).orderBy(quotes.id),
  matches: (await matchesOf(t, leadId)).sort((a, b) => a.id.localeCompare(b.id)),
  mails: await lastMailId(),
});

/** an open request of the customer's at `spot`, where no demo mover works, with no match yet */
const waitingAt = async (spot: { lat: number; lon: number }, moveDate?: string) => {
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [], moveDate });
  await t.db
    .update(leads)
    .set({ fromLat: spot.lat, fromLon: spot.lon, fromBoroughCode: null })
    .where(eq(leads.id, lead.id));
  return lead;
};

test("no mover covers the move: the answer never says 'sent to nearby companies'", async () => {
  await t.db.update(companies).set({ paused: true });
  try {
    const res = await call(
      null,
      "POST",
      "/api/client/register",
      houseMove({ user: { email: "ivy@example.org" } }),
    );
    assert.equal(res.code, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, M.keptNoMatch);
    assert.notEqual(res.body.message, LEAD_TOASTS.leadSent);
    const withPassword = houseMove({
      user: { email: "ivy2@example.org", password: "long enough 1", confirmPassword: "long enough 1" },
    });
    assert.equal(
      (await call(null, "POST", "/api/client/register", withPassword)).body.message,
      M.registeredKeptNoMatch,
    );
  } finally {
    await t.db.update(companies).set({ paused: false });
  }
  // with movers, the spec's toast
  const sent = await call(
    null,
    "POST",
    "/api/client/register",
    houseMove({ user: { email: "ivy3@example.org" } }),
  );
  assert.equal(sent.body.message, LEAD_TOASTS.leadSent);
});

test("re-match with a fixed now: a cap that frees lets a waiting request through, once", async () => {
  const now = new Date();
  // far from every demo mover (Cambridge): only this one company could take it, and it is at its daily cap
  const spot = { lat: 52.2053, lon: 0.1218 };
  const companyId = await addCompany(t.db, { ...spot, maxLeadsPerDay: 1, coverageRadiusMiles: 10 });
  const earlier = await waitingAt(spot);
  await t.db
    .insert(leadMatches)
    .values({ leadId: earlier.id, companyId, score: 1, reasons: {}, createdAt: now });
  const waiting = await waitingAt(spot);
  const deps = { db: t.db, appUrl: "http://x" };
  await rematchWaitingRequests(deps, now);
  assert.equal((await matchesOf(t, waiting.id)).length, 0, "the only mover is at its cap");
  const tomorrow = new Date(now.getTime() + 25 * 3600_000);
  const before = await lastMailId();
  assert.ok((await rematchWaitingRequests(deps, tomorrow)) >= 1);
  assert.deepEqual(
    (await matchesOf(t, waiting.id)).map((m) => m.companyId),
    [companyId],
    "a day later the cap has freed",
  );
  const mails = await mailsAfter(before);
  const toCustomer = mails.find((m) => m.kind === "lead-matched-later" && m.text.includes(waiting.id));
  assert.equal(toCustomer?.to, "rosa@example.org", "the customer is emailed");
  assert.equal(toCustomer?.subject, "Your removal request has now been sent to movers");
  assert.ok(mails.some((m) => m.kind === "lead-new" && m.to === `${companyId}@match-test.example.com`));
  assert.equal(await rematchWaitingRequests(deps, tomorrow), 0, "never twice");
  assert.equal((await matchesOf(t, waiting.id)).length, 1);
});

test("re-match skips a move that has passed by `now`", async () => {
  const spot = { lat: 53.4808, lon: -2.2426 }; // Manchester: nobody covers it
  const lead = await waitingAt(spot, addDaysIso(todayInLondon(), 3));
  await addCompany(t.db, { ...spot });
  await rematchWaitingRequests({ db: t.db, appUrl: "http://x" }, new Date(Date.now() + 10 * 86400_000));
  assert.equal((await matchesOf(t, lead.id)).length, 0);
});

test("an admin approving a company sends it the waiting requests it covers, and the customer is emailed", async () => {
  const spot = { lat: 50.8225, lon: -0.1372 }; // Brighton
  const lead = await waitingAt(spot);
  // approving needs current insurance with at least the minimum cover (issue #19)
  const documents = (["git", "pl"] as const).map((kind) => ({
    kind,
    status: "verified" as const,
    expiresOn: addDaysIso(todayInLondon(), 365),
    coverPence: MIN_COVER_PENCE[kind],
  }));
  const companyId = await addCompany(t.db, {
    ...spot,
    status: "pending",
    name: "Brighton Belle Removals",
    documents,
  });
  const admin = await t.login("admin@example.com");
  const before = await lastMailId();
  const res = await call(admin, "POST", `/api/admin/companies/${companyId}/approve`, {});
  assert.equal(res.code, 200, JSON.stringify(res.body));
  assert.deepEqual(
    (await matchesOf(t, lead.id)).map((m) => m.companyId),
    [companyId],
  );
  const toCustomer = (await mailsAfter(before)).find(
    (m) => m.kind === "lead-matched-later" && m.text.includes(lead.id),
  );
  assert.equal(toCustomer?.to, "rosa@example.org");
  assert.match(toCustomer!.text, /sent it to 1 vetted mover: Brighton Belle Removals/);
});

test("editing: the movers are told exactly what changed; a quote sent before is based on the earlier details", async () => {
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  const url = `/api/company/leads/${lead.id}/quote`;
  assert.equal((await call(thames, "POST", url, quoteBody())).code, 201);
  const before = await lastMailId();
  const newDate = addDaysIso(lead.moveDate!, 2);
  const res = await call(nadia, "PATCH", `/api/client/requests/${lead.id}`, {
    fromFloor: "5",
    fromLift: "yes",
    startDate: newDate,
    fromAddress: "Flat 9, 14 Rotherhithe New Road",
  });
  assert.equal(res.code, 200, JSON.stringify(res.body));
  assert.equal(res.body.message, M.updated(2));
  const [stored] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
  assert.equal(stored!.moveDate, newDate);
  assert.equal((stored!.details as Record<string, unknown>).fromFloor, "5");
  assert.equal(
    (stored!.details as Record<string, unknown>).email,
    "nadia.hussain@example.org",
    "contact kept",
  );
  const [q] = await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));
  assert.equal(q!.earlierDetails, true);
  const compared = (await call(nadia, "GET", `/api/client/requests/${lead.id}`)).body.data;
  assert.equal((compared.quotes as { earlierDetails: boolean }[])[0]!.earlierDetails, true);
  assert.equal((compared.editable as Record<string, unknown>).fromFloor, "5");
  const mails = (await mailsAfter(before)).filter((m) => m.kind === "lead-changed");
  assert.equal(mails.length, 2);
  const thamesMail = mails.find((m) => m.to === DEMO_COMPANIES[0]!.email)!;
  assert.match(thamesMail.text, /- Floor \(from\): 3 → 5/);
  assert.match(thamesMail.text, /- Lift \(from\): No → Yes/);
  assert.match(thamesMail.text, /- Moving date: .+ → .+/);
  assert.match(thamesMail.text, /- Address \(from\): updated/);
  assert.doesNotMatch(thamesMail.text, /Flat 9/, "movers do not see the address before booking");
  assert.match(thamesMail.text, /You quoted before this change/);
  assert.doesNotMatch(mails.find((m) => m.to !== DEMO_COMPANIES[0]!.email)!.text, /You quoted/);
  // the mover's lead page lists the same changes as the email
  const page = (await call(thames, "GET", `/api/company/leads/${lead.id}`)).body.data;
  const changed = page.changed as { at: string; lines: string[] } | null;
  assert.ok(changed, "the lead page says the move changed");
  for (const line of changed.lines) assert.ok(thamesMail.text.includes(`- ${line}`), line);
  assert.ok(changed.lines.some((l) => /^Floor \(from\): 3 → 5$/.test(l)));
  assert.doesNotMatch(JSON.stringify(changed), /Flat 9/);

  // the mover revises the quote: no longer based on the earlier details
  assert.equal((await call(thames, "PUT", url, quoteBody({ price: "900" }))).code, 200);
  const [revised] = await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));
  assert.equal(revised!.earlierDetails, false);
});

test("editing with nothing new, bad values or fields that cannot change: 200 or 400, nothing written", async () => {
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
  const url = `/api/client/requests/${lead.id}`;
  const before = await stateOf(lead.id);
  const same = await call(nadia, "PATCH", url, { fromFloor: "3" });
  assert.equal(same.code, 200);
  assert.equal(same.body.message, M.nothingChanged);
  const cases: [unknown, string][] = [
    [{ startDate: addDaysIso(todayInLondon(), -1) }, "Start date should not be behind present date"],
    [{ fromFloor: "99" }, "Choose a floor: basement, ground or 1 to 20"],
    [{ fromPostcode: "E1 6AN" }, M.onlyTheseFields],
    [
      { dateType: "flexible", endDate: lead.moveDate },
      "End Date should not be same as or behind start date!",
    ],
  ];
  for (const [payload, message] of cases) {
    const res = await call(nadia, "PATCH", url, payload);
    assert.equal(res.code, 400, JSON.stringify(payload));
    assert.equal(res.body.message, message, JSON.stringify(payload));
  }
  assert.deepEqual(await stateOf(lead.id), before);
});

test("editing or cancelling someone else's request, or a booked or cancelled one, is refused and changes nothing", async () => {
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  const edit = `/api/client/requests/${lead.id}`;
  const cancel = `${edit}/cancel`;
  const before = await stateOf(lead.id);
  const guest = await createSession(t.db, customer.id, 1, true);
  const otherBrowser = `rm_session=${guest.token}`;
  const refusals: [string | null, number][] = [
    [tom, 404],
    [otherBrowser, 404],
    [thames, 403],
    [null, 401],
  ];
  for (const [who, code] of refusals) {
    assert.equal((await call(who, "PATCH", edit, { fromFloor: "7" })).code, code);
    assert.equal((await call(who, "POST", cancel, { reason: "plans-changed" })).code, code);
  }
  assert.equal((await call(nadia, "PATCH", `/api/client/requests/not-an-id`, { fromFloor: "7" })).code, 404);
  assert.deepEqual(await stateOf(lead.id), before);

  for (const status of ["booked", "closed", "cancelled", "held"] as const) {
    await t.db.update(leads).set({ status }).where(eq(leads.id, lead.id));
    const frozen = await stateOf(lead.id);
    const e = await call(nadia, "PATCH", edit, { fromFloor: "7" });
    const c = await call(nadia, "POST", cancel, { reason: "plans-changed" });
    // a held request is not in the account until confirmed (ownLeads): 404; the others are the customer's: 409
    const code = status === "held" ? 404 : 409;
    assert.equal(e.code, code, status);
    assert.equal(c.code, code, status);
    if (code === 409) assert.equal(e.body.message, M.notOpen);
    assert.deepEqual(await stateOf(lead.id), frozen);
  }
});

test("cancelling: movers told with the reason, leads closed; caps given back only when no mover had opened it", async () => {
  const opened = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  await t.db
    .update(leadMatches)
    .set({ status: "viewed", viewedAt: new Date() })
    .where(eq(leadMatches.companyId, opened.companyIds[0]!));
  const before = await lastMailId();
  const bad = await call(nadia, "POST", `/api/client/requests/${opened.lead.id}/cancel`, { reason: "bored" });
  assert.equal(bad.code, 400);
  assert.equal(bad.body.message, M.reasonRequired);
  const res = await call(nadia, "POST", `/api/client/requests/${opened.lead.id}/cancel`, {
    reason: "found-mover-outside",
  });
  assert.equal(res.code, 200, JSON.stringify(res.body));
  assert.equal(res.body.message, M.cancelled);
  assert.equal(res.body.data.capsFreed, false);
  const [lead] = await t.db.select().from(leads).where(eq(leads.id, opened.lead.id));
  assert.equal(lead!.status, "cancelled");
  assert.equal(lead!.cancelReason, "found-mover-outside");
  assert.deepEqual(
    (await matchesOf(t, opened.lead.id)).map((m) => m.status),
    ["expired", "expired"],
  );
  const mails = (await mailsAfter(before)).filter((m) => m.kind === "lead-cancelled");
  assert.equal(mails.length, 2);
  assert.match(mails[0]!.text, /Their reason: I found a mover outside this site\./);
  const list = await call(nadia, "GET", "/api/client/requests");
  const shown = (list.body.data as unknown as { id: string; statusLabel: string }[]).find(
    (r) => r.id === lead!.id,
  );
  assert.equal(shown?.statusLabel, "Cancelled");

  const unopened = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
  const count = async () =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(leadMatches)
        .where(eq(leadMatches.companyId, unopened.companyIds[0]!))
    )[0]!.n;
  const counted = await count();
  const freed = await call(nadia, "POST", `/api/client/requests/${unopened.lead.id}/cancel`, {
    reason: "plans-changed",
  });
  assert.equal(freed.body.data.capsFreed, true);
  assert.equal(await count(), counted - 1, "the lead no longer counts against the mover's caps");
});

test("cancelling with 'Other' needs a note: without one a 400 that says so and nothing changes; the note reaches the movers masked", async () => {
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
  const url = `/api/client/requests/${lead.id}/cancel`;
  const frozen = await stateOf(lead.id);
  for (const body of [{ reason: "other" }, { reason: "other", note: "   " }]) {
    const res = await call(nadia, "POST", url, body);
    assert.equal(res.code, 400, JSON.stringify(body));
    assert.equal(res.body.message, M.noteForOther);
    assert.deepEqual((res.body as unknown as { errors: unknown }).errors, { note: M.noteForOther });
  }
  const long = await call(nadia, "POST", url, { reason: "other", note: "x".repeat(501) });
  assert.equal(long.code, 400);
  assert.equal(long.body.message, "Keep the note to 500 characters");
  assert.deepEqual(await stateOf(lead.id), frozen, "a refused cancellation changes nothing");

  const before = await lastMailId();
  const res = await call(nadia, "POST", url, {
    reason: "other",
    note: " Moving in with my sister, call her on 07700 900456 ",
  });
  assert.equal(res.code, 200, JSON.stringify(res.body));
  const [stored] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
  assert.equal(stored!.status, "cancelled");
  assert.equal(stored!.cancelReason, "other");
  assert.equal(stored!.cancelNote, "Moving in with my sister, call her on 07700 900456");
  const [mail] = (await mailsAfter(before)).filter((m) => m.kind === "lead-cancelled");
  assert.match(mail!.text, /Their reason: Other \(“Moving in with my sister, call her on \[contact details/);
  assert.doesNotMatch(
    mail!.text,
    /07700 900456/,
    "the mover never gets the customer's number before a booking",
  );

  // a duplicate needs no note, and says so in the movers' words
  const dup = await makeLead(t, { clientUserId: customer.id, companies: [0] });
  const since = await lastMailId();
  const ok = await call(nadia, "POST", `/api/client/requests/${dup.lead.id}/cancel`, { reason: "duplicate" });
  assert.equal(ok.code, 200, JSON.stringify(ok.body));
  const [dupMail] = (await mailsAfter(since)).filter((m) => m.kind === "lead-cancelled");
  assert.match(dupMail!.text, /Their reason: Sent by mistake \/ duplicate\./);
  const [dupLead] = await t.db.select().from(leads).where(eq(leads.id, dup.lead.id));
  assert.equal(dupLead!.cancelNote, null);
});
