// Lead intake flows (docs/product/routes.md §7, docs/product/decisions.md D8): anonymous with and without a password, signed-in clients, guests,
// the sign-in link, and the honeypot.
import assert from "node:assert/strict";
import { test } from "vitest";
import { AUTH_MESSAGES, LEAD_TOASTS, type SessionUser } from "@rm/domain";
import { HELD_MESSAGES, INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { leadMatches, leads, users } from "../../db/schema.ts";
import { sha256 } from "../../lib/crypto.ts";
import { DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { buildTestApp, cookieOf, json } from "../../test/helper.ts";
import { type Body, dayFromToday, houseMove, storageMove } from "../../test/fixtures/leads.ts";
import { leadWebService } from "./web-service.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const { app, db } = t;
const web = leadWebService(db);

type Answer = {
  status: boolean;
  message: string;
  data: SessionUser;
  access?: string;
  leadId: string;
  companies: { _id: string; name: string; url: string }[];
};

const leadCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(leads))[0]!.n;
const register = (payload: Body, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: "/api/client/register", payload, headers });
const me = async (cookie: string) =>
  json<{ status: boolean; data: SessionUser }>(
    await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } }),
  );
/** the caller behind an answer's session cookie, as the page loaders get it */
const callerOf = async (res: LightMyRequestResponse) => {
  const token = res.cookies.find((c) => c.name === "rm_session")!.value;
  const { data: user } = await me(`rm_session=${token}`);
  return { user, sessionId: sha256(token) };
};
/** what that session may see, as the removal-requests page asks */
const seenBy = async (res: LightMyRequestResponse) => web.myRequests(await callerOf(res));
/** the newest outbox id: a test's own mails are those after it (each test stands alone, in any order) */
const lastMailId = async () => (await t.storedMails())[0]?.id ?? 0;

test("anonymous without a password: lead stored, passwordless client, guest session that sees only it", async () => {
  const mailsBefore = await lastMailId();
  const res = await register(houseMove());
  assert.equal(res.statusCode, 200, res.body);
  const a = json<Answer>(res);
  assert.equal(a.message, LEAD_TOASTS.leadSent);
  assert.equal(a.data.isGuest, true);
  assert.equal(a.access, undefined);
  const [lead] = await db.select().from(leads).where(eq(leads.id, a.leadId));
  assert.ok(lead);
  assert.equal(lead.fromPostcode, "SW1A 2AA");
  assert.equal(lead.toPostcode, "E1 6AN");
  assert.equal(lead.typeOfMove, "House/Flat Removals");
  assert.ok(lead.guestSessionId);
  const details = lead.details as Record<string, unknown>;
  assert.equal(details.email, "grace@example.org");
  assert.equal(details.fromFloor, "3");
  assert.equal(details.description, "A piano on the second floor");
  const [user] = await db.select().from(users).where(eq(users.id, lead.clientUserId));
  assert.equal(user!.passwordHash, null);
  assert.equal(user!.role, "client");
  // matches and their notices agree with what the answer lists
  const matches = await db.select().from(leadMatches).where(eq(leadMatches.leadId, a.leadId));
  assert.equal(a.companies.length, matches.length);
  const mails = (await t.mails()).filter((m) => m.id > mailsBefore);
  const confirmation = mails.find((m) => m.kind === "lead-confirmation" && m.to === "grace@example.org");
  assert.ok(confirmation, "confirmation queued");
  assert.match(confirmation.text, /\/account\/signin\?token=/);
  assert.equal(mails.filter((m) => m.kind === "lead-new").length, matches.length);
  const seen = await seenBy(res);
  assert.deepEqual(
    seen.map((r) => r.id),
    [a.leadId],
  );
  assert.equal((await me(cookieOf(res))).data.isGuest, true);
});

test("the sign-in link signs its owner in fully, once", async () => {
  const sent = await register(houseMove({ user: { email: "ada@example.org", firstName: "Ada" } }));
  assert.equal(sent.statusCode, 200, sent.body);
  const mail = (await t.mails()).find((m) => m.kind === "lead-confirmation" && m.to === "ada@example.org")!;
  const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]!);
  const ok = await app.inject({ method: "POST", url: "/api/client/signin-link", payload: { token } });
  assert.equal(ok.statusCode, 200);
  assert.equal(json(ok).message, INTAKE_MESSAGES.signedIn);
  const who = await me(cookieOf(ok));
  assert.equal(who.data.email, "ada@example.org");
  assert.equal(who.data.isGuest, false);
  const again = await app.inject({ method: "POST", url: "/api/client/signin-link", payload: { token } });
  assert.equal(again.statusCode, 400);
  assert.equal(json(again).message, INTAKE_MESSAGES.signinInvalid);
});

test("anonymous with a password: the lead is sent, the browser is a guest, the password works once the emailed link is used (decision 101)", async () => {
  const res = await register(
    storageMove({
      user: { email: "Linus@Example.org", password: "penguins-123", confirmPassword: "penguins-123" },
    }),
  );
  assert.equal(res.statusCode, 200, res.body);
  const a = json<Answer>(res);
  assert.equal(a.message, LEAD_TOASTS.registeredAndLeadSent);
  assert.equal(a.data.isGuest, true, "a typed password opens no account before the address is proven");
  assert.equal(a.access, undefined);
  const [user] = await db.select().from(users).where(eq(users.email, "linus@example.org"));
  assert.match(user!.passwordHash!, /^\$argon2id\$/);
  assert.equal(user!.emailVerifiedAt, null);
  const [lead] = await db.select().from(leads).where(eq(leads.id, a.leadId));
  assert.equal(lead!.status, "open", "sent to movers at once");
  assert.ok(lead!.guestSessionId);
  assert.equal(lead!.fromPostcode, "SW", "D13 area code kept");
  assert.equal((await me(cookieOf(res))).data.isGuest, true);
  assert.deepEqual(
    (await seenBy(res)).map((r) => r.id),
    [a.leadId],
    "the guest session follows its request",
  );
  const logIn = () =>
    app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "linus@example.org", password: "penguins-123" },
    });
  const early = await logIn();
  assert.equal(early.statusCode, 401, "the same answer as a wrong password until the link is used");
  assert.equal(json(early).message, AUTH_MESSAGES.badCredentials);
  // the confirmation says how to finish, and its link proves the address
  const mail = (await t.mails()).find((m) => m.kind === "lead-confirmation" && m.to === "linus@example.org")!;
  assert.match(mail.text, /To finish registering, open this single-use link/);
  assert.doesNotMatch(mail.text, /set a password/);
  const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]!);
  const opened = await app.inject({ method: "POST", url: "/api/client/signin-link", payload: { token } });
  assert.equal(opened.statusCode, 200, opened.body);
  assert.equal((await me(cookieOf(opened))).data.isGuest, false);
  const login = await logIn();
  assert.equal(login.statusCode, 200, login.body);
});

test("an email that already has a password, with a new password: answered as held, nothing opened, the lead waits (issues #13, 28)", async () => {
  const res = await register(
    houseMove({
      client: { startDate: dayFromToday(40) },
      user: { email: DEMO_CLIENT.email, password: "another-pass", confirmPassword: "another-pass" },
    }),
  );
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(json(res).message, HELD_MESSAGES.toast);
  assert.equal(json(res).held, true);
  assert.deepEqual(json(res).companies, [], "no mover has seen it");
  // a real guest session, as a new address gets: it sees this request and nothing of the account
  const guest = await me(cookieOf(res));
  assert.equal(guest.data.isGuest, true);
  assert.notEqual(
    guest.data._id,
    (await db.select().from(users).where(eq(users.email, DEMO_CLIENT.email)))[0]!.id,
  );
  assert.deepEqual(
    (await seenBy(res)).map((r) => r.id),
    [json<Answer>(res).leadId],
  );
  const [lead] = await db
    .select()
    .from(leads)
    .where(eq(leads.id, json<Answer>(res).leadId));
  assert.equal(lead!.status, "held");
});

test("a company's email: answered like any held lead, nothing stored in the company's account (issues #13, 28)", async () => {
  const [company] = await db.select().from(users).where(eq(users.email, DEMO_COMPANIES[0]!.email));
  const before = await leadCount();
  const res = await register(houseMove({ user: { email: DEMO_COMPANIES[0]!.email } }));
  assert.equal(res.statusCode, 200);
  assert.equal(json(res).message, HELD_MESSAGES.toast);
  assert.equal(json(res).held, true);
  // issue #29 item 8: kept as a look-alike's copy, held under a stand-in that belongs to nobody
  assert.equal(await leadCount(), before + 1);
  const [copy] = await db
    .select()
    .from(leads)
    .where(eq(leads.id, json<{ leadId: string }>(res).leadId));
  assert.equal(copy!.status, "held");
  const [owner] = await db.select().from(users).where(eq(users.id, copy!.clientUserId));
  assert.notEqual(owner!.id, company!.id);
  assert.ok(owner!.standInFor, "the copy's owner is a stand-in");
  assert.equal((await db.select().from(leads).where(eq(leads.clientUserId, company!.id))).length, 0);
});

test("signed-in client: 5-step lead with the account's details; the guest who typed their email sees only theirs", async () => {
  const cookie = await t.login(DEMO_CLIENT.email);
  const { data: client } = await me(cookie);
  const body = houseMove({ client: { firstName: "Someone", email: "else@example.org" } });
  const res = await app.inject({
    method: "POST",
    url: `/api/client/${client._id}/leads`,
    headers: { cookie },
    payload: { client: body.client },
  });
  assert.equal(res.statusCode, 200, res.body);
  const a = json<Answer>(res);
  assert.equal(a.message, LEAD_TOASTS.leadSent);
  const [lead] = await db.select().from(leads).where(eq(leads.id, a.leadId));
  assert.equal(lead!.clientUserId, client._id);
  assert.equal(lead!.guestSessionId, null);
  const details = lead!.details as Record<string, unknown>;
  assert.equal(details.email, DEMO_CLIENT.email, "D7: contact details from the account");
  assert.equal(details.firstName, DEMO_CLIENT.firstName);

  // docs/product/decisions.md D8 (issue #13, docs/README.md#issues): someone types the client's email without a password: the lead waits for the owner's
  // emailed confirmation; their browser sees only its own request, and nothing about the account's
  const guest = await register(
    houseMove({
      client: { startDate: dayFromToday(50) },
      user: { email: DEMO_CLIENT.email, firstName: "Mallory" },
    }),
  );
  assert.equal(guest.statusCode, 200, guest.body);
  const g = json<Answer>(guest);
  assert.equal(g.data.isGuest, true);
  assert.equal(g.data.firstName, "Mallory", "the answer shows what was typed, not the account");
  const seen = await seenBy(guest);
  assert.deepEqual(
    seen.map((r) => r.id),
    [g.leadId],
  );
  const [gl] = await db.select().from(leads).where(eq(leads.id, g.leadId));
  assert.equal(gl!.status, "held");
  // the account owner sees theirs, not the stranger's (until they confirm it)
  const all = await web.myRequests({ user: client, sessionId: null });
  assert.ok(all.some((r) => r.id === a.leadId) && !all.some((r) => r.id === g.leadId));
  assert.equal(
    await web.matchedCompanies(await callerOf(guest), a.leadId),
    null,
    "not the owner's other leads",
  );
  // held: matched with nobody yet (the answer listed the movers it would go to)
  assert.deepEqual(await web.matchedCompanies(await callerOf(guest), g.leadId), []);
  // a guest's second lead through the wizard keeps the same guest session
  const second = await register(
    houseMove({ client: { startDate: dayFromToday(60) }, user: { email: DEMO_CLIENT.email } }),
    { cookie: cookieOf(guest) },
  );
  assert.equal(second.statusCode, 200);
  assert.equal(
    second.cookies.find((c) => c.name === "rm_session"),
    undefined,
    "no new session",
  );
  assert.equal((await seenBy(guest)).length, 2);
});

test("D8: a guest session for an existing account's email never shows the account's stored name or email", async () => {
  const stored = [DEMO_CLIENT.firstName, DEMO_CLIENT.lastName, DEMO_CLIENT.email, DEMO_CLIENT.phone];
  const revealsNothing = (body: string, where: string) => {
    for (const s of stored) assert.ok(!body.includes(s), `${where} shows "${s}": ${body}`);
  };
  const guest = await register(
    houseMove({
      client: { startDate: dayFromToday(70) },
      user: { email: DEMO_CLIENT.email, firstName: "Mallory", lastName: "Stranger" },
    }),
  );
  assert.equal(guest.statusCode, 200, guest.body);
  const answer = json<Answer>(guest);
  assert.equal(answer.data.firstName, "Mallory");
  assert.equal(answer.data.lastName, "Stranger");

  // the session endpoint (what the root loader and the header get): what was typed, no stored details
  const session = await app.inject({
    method: "GET",
    url: "/api/auth/me",
    headers: { cookie: cookieOf(guest) },
  });
  assert.equal(session.statusCode, 200);
  const who = json<{ status: boolean; data: SessionUser }>(session).data;
  assert.equal(who.isGuest, true);
  assert.equal(who.role, "client");
  assert.equal(who.firstName, "Mallory");
  assert.equal(who.lastName, "Stranger");
  assert.equal(who.email, "");
  revealsNothing(session.body, "GET /api/auth/me");

  // the guest may not act as the account: sending through the account route is refused, nothing stored —
  // with the id it was shown (issue #29 item 8: a stand-in, not the account's) or with the account's own
  const leadsBefore = (await t.db.select({ id: leads.id }).from(leads)).length;
  const [owned] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CLIENT.email));
  assert.notEqual(who._id, owned!.id);
  const shown = await app.inject({
    method: "POST",
    url: `/api/client/${who._id}/leads`,
    headers: { cookie: cookieOf(guest) },
    payload: { client: houseMove().client },
  });
  assert.equal(shown.statusCode, 403, shown.body);
  const account = await app.inject({
    method: "POST",
    url: `/api/client/${owned!.id}/leads`,
    headers: { cookie: cookieOf(guest) },
    payload: { client: houseMove().client },
  });
  assert.equal(account.statusCode, 403, account.body);
  assert.equal(json<{ message: string }>(account).message, INTAKE_MESSAGES.guestAccountLead);
  revealsNothing(account.body, "the refused account lead's answer");
  assert.equal((await t.db.select({ id: leads.id }).from(leads)).length, leadsBefore);
  const again = await app.inject({
    method: "GET",
    url: "/api/auth/me",
    headers: { cookie: cookieOf(guest) },
  });
  assert.equal(json<{ data: SessionUser }>(again).data.firstName, "Mallory");
  revealsNothing(again.body, "GET /api/auth/me after the refusal");

  // the account's owner, signed in, still sees their own details
  const owner = await me(await t.login(DEMO_CLIENT.email));
  assert.equal(owner.data.firstName, DEMO_CLIENT.firstName);
  assert.equal(owner.data.email, DEMO_CLIENT.email);
  assert.equal(owner.data.isGuest, false);
});

test("another user's id: 403 and nothing stored; companies may not send leads", async () => {
  const otherLead = await register(houseMove({ user: { email: "alan@example.org", firstName: "Alan" } }));
  assert.equal(otherLead.statusCode, 200, otherLead.body);
  const cookie = await t.login(DEMO_CLIENT.email);
  const [other] = await db.select().from(users).where(eq(users.email, "alan@example.org"));
  const before = await leadCount();
  const res = await app.inject({
    method: "POST",
    url: `/api/client/${other!.id}/leads`,
    headers: { cookie },
    payload: { client: houseMove().client },
  });
  assert.equal(res.statusCode, 403);
  assert.equal(json(res).message, INTAKE_MESSAGES.notYourAccount);
  const company = await t.login(DEMO_COMPANIES[0]!.email);
  const asCompany = await register(houseMove(), { cookie: company });
  assert.equal(asCompany.statusCode, 403);
  const anon = await app.inject({
    method: "POST",
    url: `/api/client/${other!.id}/leads`,
    payload: { client: houseMove().client },
  });
  assert.equal(anon.statusCode, 401);
  assert.equal(await leadCount(), before);
});

test("honeypot filled: a normal-looking answer, nothing stored, no mail, no session", async () => {
  const before = await leadCount();
  const mailsBefore = (await t.mails()).length;
  const usersBefore = (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
  const res = await register({
    ...houseMove({ user: { email: "bot@example.org" } }),
    website: "http://spam",
  });
  assert.equal(res.statusCode, 200);
  assert.equal(json(res).message, LEAD_TOASTS.leadSent);
  assert.equal(res.cookies.length, 0);
  assert.equal(await leadCount(), before);
  assert.equal((await t.mails()).length, mailsBefore);
  assert.equal((await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n, usersBefore);
});

test("Business Removals is Commercial: the company name is kept", async () => {
  const res = await register(
    houseMove({
      client: { typeOfMove: "Business Removals", companyName: "Acme Ltd" },
      user: { email: "b@example.org" },
    }),
  );
  assert.equal(res.statusCode, 200, res.body);
  const [lead] = await db
    .select()
    .from(leads)
    .where(eq(leads.id, json<Answer>(res).leadId));
  const details = lead!.details as Record<string, unknown>;
  assert.equal(details.companyName, "Acme Ltd");
  assert.equal(details.type, "Commercial");
});

test("a London move is matched with nearby vetted movers (≤ 6), each told without the customer's contact", async () => {
  const res = await register(houseMove({ user: { email: "matched@example.org" } }));
  const a = json<Answer>(res);
  assert.ok(a.companies.length > 0 && a.companies.length <= 6, `matched ${a.companies.length}`);
  for (const c of a.companies) assert.equal(c.url, `/companies/${c._id}`);
  const notices = (await t.mails()).filter((m) => m.kind === "lead-new").slice(0, a.companies.length);
  assert.equal(notices.length, a.companies.length);
  for (const m of notices) {
    assert.match(m.subject, /New removal lead: House\/Flat Removals from SW1A/);
    assert.doesNotMatch(m.text, /matched@example\.org|07700 ?900456/);
  }
  const confirmation = (await t.mails()).find((m) => m.to === "matched@example.org")!;
  for (const c of a.companies) assert.ok(confirmation.text.includes(c.name));
});
