// Issue #13 (docs/README.md#issues) (identity): typing an email never opens its account, puts anything into it, or lets the typist
// act in its owner's name (docs/product/decisions.md D8 revised); registration answers the same whether or not an email has an
// account, and lead intake's held answer (issue 28) is the same whichever reason held it.
import assert from "node:assert/strict";
import { test } from "vitest";
import type { SessionUser } from "@rm/domain";
import { REGISTRATION_MESSAGES } from "@rm/domain/account-security";
import { HELD_MESSAGES, INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { eq, isNotNull } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { leadMatches, leads, sessions, users } from "../db/schema.ts";
import { sha256 } from "../lib/crypto.ts";
import { leadWebService } from "../modules/requests/index.ts";
import { HELD_PER_ACCOUNT_PER_DAY } from "../modules/requests/intake-service.ts";
import { dayFromToday, houseMove } from "../test/fixtures/leads.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES, DEMO_PASSWORD } from "../seed/demo-accounts.ts";
import { openAccount } from "../test/fixtures/open-account.ts";
import { buildTestApp, json } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const { app, db } = t;
const web = leadWebService(db);

type Answer = {
  status: boolean;
  message: string;
  data: SessionUser;
  access?: string;
  leadId: string;
  companies: { _id: string; name: string }[];
  held?: boolean;
};

let ip = 0;
let phone = 100;
/** each call from its own address and with its own phone, so the velocity limits stay out of the way */
const lead = (user: Record<string, unknown>, cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({ user: { phoneNumber: `07700 900${++phone}`, ...user } }),
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.40.0.${++ip}`,
  });
const registerAccount = (email: string, password = "attacker-pass-1") =>
  app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { firstName: "Mallory", lastName: "Stranger", email, password, confirmPassword: password },
    remoteAddress: `10.41.0.${++ip}`,
  });
const me = async (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === "rm_session");
  if (!c) return null;
  const r = await app.inject({
    method: "GET",
    url: "/api/auth/me",
    headers: { cookie: `rm_session=${c.value}` },
  });
  return json<{ status: boolean; data?: SessionUser }>(r);
};
const callerOf = (res: LightMyRequestResponse) => {
  const token = res.cookies.find((c) => c.name === "rm_session")!.value;
  return { sessionId: sha256(token), token };
};
const account = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
const lastMailId = async () => (await t.storedMails())[0]?.id ?? 0;
const mailsSince = async (id: number) => (await t.mails()).filter((m) => m.id > id);
const linkIn = (text: string, path: string) => {
  const m = new RegExp(`${path}\\?token=([^\\s]+)`).exec(text);
  return m ? decodeURIComponent(m[1]!) : null;
};
const loginStatus = async (email: string, password: string) =>
  (await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } })).statusCode;
/** a passwordless client account, made the usual way: an anonymous lead without a password */
async function passwordless(email: string) {
  const res = await lead({ email, firstName: "Vera" });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await account(email))!.passwordHash, null);
  return res;
}

test("item 1: registering with a passwordless account's email answers 201 as usual but opens nothing; the address is emailed a set-password link", async () => {
  const email = "vera.victim@example.org";
  await passwordless(email);
  const since = await lastMailId();
  const res = await registerAccount(email);
  assert.equal(res.statusCode, 201, res.body);
  // issue #29 item 8: every registration answers "check your inbox", and none opens a session
  assert.deepEqual(json(res), {
    status: true,
    message: REGISTRATION_MESSAGES.checkInbox(email),
    data: { email },
  });
  assert.equal(await me(res), null, "no session cookie");
  const victim = (await account(email))!;
  assert.equal(victim.passwordHash, null, "the password was not set");
  assert.equal(victim.firstName, "Vera", "nothing in the account changed");
  assert.equal(await loginStatus(email, "attacker-pass-1"), 401);
  // the address is told, with a single-use link only its owner can use
  const [notice] = (await mailsSince(since)).filter((m) => m.to === email);
  assert.ok(notice, "the address gets an email");
  assert.match(notice.subject, /tried to create an account with your email address/);
  const token = linkIn(notice.text, "/password-recovery");
  assert.ok(token, "with a set-password link");
  const set = await app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, password: "veras-own-pass", confirmPassword: "veras-own-pass" },
  });
  assert.equal(set.statusCode, 200, set.body);
  assert.equal(await loginStatus(email, "veras-own-pass"), 200);
});

test("item 1: the wizard with a password and a passwordless account's email never signs that browser in; the lead waits for the owner", async () => {
  const email = "walt.victim@example.org";
  await passwordless(email);
  const since = await lastMailId();
  const res = await lead({
    email,
    firstName: "Mallory",
    password: "attacker-pass-2",
    confirmPassword: "attacker-pass-2",
  });
  assert.equal(res.statusCode, 200, res.body);
  const a = json<Answer>(res);
  assert.equal(a.message, HELD_MESSAGES.toast, "says it waits for the email's confirmation (issue 28)");
  assert.deepEqual(a.companies, [], "and lists no mover: none has seen it");
  // issue #29 item 8 (decision 101): a working guest session, as a new address's password gets, that sees this
  // request and nothing of the account
  assert.equal(a.data.isGuest, true);
  assert.equal(a.access, undefined, "as for any guest: the session is in the cookie only");
  const guest = (await me(res))!.data!;
  assert.equal(guest.isGuest, true);
  const victim = (await account(email))!;
  assert.notEqual(guest._id, victim.id);
  assert.deepEqual(
    (await web.myRequests({ user: guest, sessionId: callerOf(res).sessionId })).map((r) => r.id),
    [a.leadId],
  );
  assert.equal(victim.passwordHash, null);
  assert.equal(await loginStatus(email, "attacker-pass-2"), 401);
  const [held] = await db.select().from(leads).where(eq(leads.id, a.leadId));
  assert.equal(held!.status, "held");
  assert.equal((await db.select().from(leadMatches).where(eq(leadMatches.leadId, a.leadId))).length, 0);
  const mails = await mailsSince(since);
  assert.equal(mails.filter((m) => m.kind === "lead-new").length, 0, "no mover is told");
  const [notice] = mails.filter((m) => m.to === email);
  assert.equal(notice!.kind, "lead-held");
  assert.ok(linkIn(notice!.text, "/account/confirm-request"), "a confirmation link");
  assert.ok(linkIn(notice!.text, "/account/cancel-request"), "'Not you? Cancel this request'");
  assert.ok(linkIn(notice!.text, "/password-recovery"), "a set-password link");
  // issue #29 item 12: it shows the addresses and notes it would confirm (so the owner can tell theirs from a
  // stranger's copy), never the typist's name or phone number
  assert.match(notice!.text, /piano/);
  assert.doesNotMatch(notice!.text, /Mallory|07700/, "not the typist's name or number");
});

test("item 2: a stranger's lead with a client's email is held — not in the account, not matched, nothing to book — until the owner confirms it by the emailed link", async () => {
  const since = await lastMailId();
  const res = await lead({
    email: DEMO_CLIENT.email,
    firstName: "Mallory",
    lastName: "Stranger",
    phoneNumber: "07700 900999",
  });
  assert.equal(res.statusCode, 200, res.body);
  const a = json<Answer>(res);
  assert.equal(a.message, HELD_MESSAGES.toast);
  assert.equal(a.held, true);
  assert.deepEqual(a.companies, []);
  assert.equal(a.data.isGuest, true);
  const [held] = await db.select().from(leads).where(eq(leads.id, a.leadId));
  assert.equal(held!.status, "held");
  assert.equal((await db.select().from(leadMatches).where(eq(leadMatches.leadId, a.leadId))).length, 0);
  // the typist's browser sees only its own request; the account does not show it
  const typist = { user: (await me(res))!.data!, sessionId: callerOf(res).sessionId };
  assert.deepEqual(
    (await web.myRequests(typist)).map((r) => r.id),
    [a.leadId],
  );
  const ownerCookie = await t.login(DEMO_CLIENT.email);
  const owner = json<{ data: SessionUser }>(
    await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: ownerCookie } }),
  ).data;
  assert.ok(!(await web.myRequests({ user: owner, sessionId: null })).some((r) => r.id === a.leadId));
  const ownerList = await app.inject({
    method: "GET",
    url: "/api/client/requests",
    headers: { cookie: ownerCookie },
  });
  assert.ok(!ownerList.body.includes(a.leadId), "not in the owner's requests");
  const mails = await mailsSince(since);
  assert.equal(mails.filter((m) => m.kind === "lead-new").length, 0, "no mover hears of it");
  assert.equal(
    mails.filter((m) => m.kind === "lead-confirmation").length,
    0,
    "no 'your request has been sent'",
  );
  const notice = mails.find((m) => m.to === DEMO_CLIENT.email && m.kind === "lead-held")!;
  assert.ok(notice, "the owner is asked to confirm");
  assert.doesNotMatch(notice.text, /Mallory|Stranger|900999/);

  // the owner confirms: the request becomes theirs, with their details, and goes to movers
  const confirmSince = await lastMailId();
  const token = linkIn(notice.text, "/account/confirm-request")!;
  const ok = await app.inject({
    method: "POST",
    url: "/api/client/request-links/confirm",
    payload: { token },
  });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.cookies.length, 0, "an account with a password is not signed in by a link");
  const [sent] = await db.select().from(leads).where(eq(leads.id, a.leadId));
  assert.equal(sent!.status, "open");
  assert.equal(sent!.guestSessionId, null, "the typist's browser no longer sees it");
  const details = sent!.details as Record<string, unknown>;
  assert.equal(details.firstName, DEMO_CLIENT.firstName, "the owner's name, not the typist's");
  assert.equal(details.phoneNumber, DEMO_CLIENT.phone, "the owner's phone, not the typist's");
  const matched = await db.select().from(leadMatches).where(eq(leadMatches.leadId, a.leadId));
  assert.ok(matched.length > 0, "matched now");
  assert.deepEqual(await web.myRequests(typist), []);
  assert.ok((await web.myRequests({ user: owner, sessionId: null })).some((r) => r.id === a.leadId));
  const after = await mailsSince(confirmSince);
  const confirmation = after.find((m) => m.kind === "lead-confirmation" && m.to === DEMO_CLIENT.email)!;
  assert.ok(confirmation && linkIn(confirmation.text, "/account/cancel-request"), "with 'Not you?'");
  // the link works once
  const again = await app.inject({
    method: "POST",
    url: "/api/client/request-links/confirm",
    payload: { token },
  });
  assert.equal(again.statusCode, 400);
  assert.equal(json(again).message, INTAKE_MESSAGES.linkInvalid);
});

test("item 2: 'Not you? Cancel this request' is in every confirmation; one click takes the request from movers and from the browser that typed it, once (issue #29: kept, cancelled)", async () => {
  const email = "not.me@example.org";
  const since = await lastMailId();
  const res = await lead({ email, firstName: "Mallory" });
  const a = json<Answer>(res);
  assert.ok(a.companies.length > 0);
  const confirmation = (await mailsSince(since)).find(
    (m) => m.kind === "lead-confirmation" && m.to === email,
  )!;
  assert.match(confirmation.text, /Not you\? Cancel this request/);
  const token = linkIn(confirmation.text, "/account/cancel-request")!;
  const cancelSince = await lastMailId();
  const done = await app.inject({
    method: "POST",
    url: "/api/client/request-links/cancel",
    payload: { token },
  });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(json(done).message, INTAKE_MESSAGES.cancelled);
  // issue #29: a request sent to movers is kept, cancelled (its unopened matches no longer count)
  const kept = await db.select().from(leads).where(eq(leads.id, a.leadId));
  assert.deepEqual(
    kept.map((l) => l.status),
    ["cancelled"],
  );
  assert.equal((await db.select().from(leadMatches).where(eq(leadMatches.leadId, a.leadId))).length, 0);
  const { sessionId } = callerOf(res);
  assert.equal(
    (await db.select().from(sessions).where(eq(sessions.id, sessionId))).length,
    0,
    "the guest session ends",
  );
  assert.ok(await account(email), "the account stays with the request it holds");
  const told = (await mailsSince(cancelSince)).filter((m) => m.kind === "lead-withdrawn");
  assert.equal(told.length, a.companies.length, "each matched mover is told");
  for (const m of told) assert.doesNotMatch(m.text, /not\.me@example|Mallory/);
  const again = await app.inject({
    method: "POST",
    url: "/api/client/request-links/cancel",
    payload: { token },
  });
  assert.equal(again.statusCode, 400);
  // a made-up or tampered link does nothing
  const forged = await app.inject({
    method: "POST",
    url: "/api/client/request-links/cancel",
    payload: { token: `${a.leadId}.${"x".repeat(43)}` },
  });
  assert.equal(forged.statusCode, 400);
});

test("item 2: a stranger's held lead can be cancelled by the owner; the stranger's browser loses it", async () => {
  const since = await lastMailId();
  const res = await lead({ email: DEMO_CLIENT.email, firstName: "Eve" });
  const a = json<Answer>(res);
  const notice = (await mailsSince(since)).find((m) => m.to === DEMO_CLIENT.email && m.kind === "lead-held")!;
  const token = linkIn(notice.text, "/account/cancel-request")!;
  const done = await app.inject({
    method: "POST",
    url: "/api/client/request-links/cancel",
    payload: { token },
  });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal((await db.select().from(leads).where(eq(leads.id, a.leadId))).length, 0);
  assert.equal((await me(res))?.status, false, "the stranger's guest session ended");
  assert.ok(await account(DEMO_CLIENT.email), "the owner's account stays");
  assert.equal(await loginStatus(DEMO_CLIENT.email, DEMO_PASSWORD), 200);
});

/** what an answer shows, without the values that differ on every call */
function shape(res: LightMyRequestResponse) {
  const b = json<Record<string, unknown>>(res);
  const data = b.data as Record<string, unknown>;
  return {
    status: res.statusCode,
    keys: Object.keys(b).sort(),
    message: b.message,
    dataKeys: Object.keys(data).sort(),
    role: data.role,
    isGuest: data.isGuest,
    isClient: data.isClient,
    typedEmail: data.email,
    cookie: res.cookies.map((c) => [c.name, c.httpOnly, c.sameSite, c.path]),
  };
}

test("item 7: registration answers alike for a new email and for a client's, a company's and an admin's", async () => {
  const neutral = (res: LightMyRequestResponse) => ({ ...shape(res), typedEmail: "", message: "" });
  const fresh = neutral(await registerAccount("brand.new@example.org", "some-good-pass"));
  for (const email of [DEMO_CLIENT.email, DEMO_COMPANIES[0]!.email, DEMO_ADMIN.email]) {
    const res = await registerAccount(email, "some-good-pass");
    assert.deepEqual(neutral(res), fresh, email);
    assert.equal(shape(res).typedEmail, email);
    assert.equal(shape(res).message, REGISTRATION_MESSAGES.checkInbox(email));
  }
  // and nothing changed for those accounts
  assert.equal(await loginStatus(DEMO_CLIENT.email, "some-good-pass"), 401);
  assert.equal(await loginStatus(DEMO_CLIENT.email, DEMO_PASSWORD), 200);
});

test("item 7 (issue 28): a held answer is the same for a client's, a company's and an admin's email and for a new email over the limits, with or without a password", async () => {
  const strict = await buildTestApp({ RATE_LIMIT_FACTOR: "1" });
  let n = 0;
  const send = (email: string, pw: Record<string, string>, remoteAddress = `10.43.0.${++n}`) =>
    strict.app.inject({
      method: "POST",
      url: "/api/client/register",
      payload: houseMove({
        user: { email, phoneNumber: `07700 901${String(++n).padStart(3, "0")}`, ...pw },
        client: { startDate: dayFromToday(10 + n) },
      }),
      remoteAddress,
    });
  for (const password of ["", "a-good-password-7"]) {
    const pw = { password, confirmPassword: password };
    // a new email, the 4th lead of the day from one address: held (the velocity limits)
    const busy = `10.44.0.${password.length}`;
    for (let i = 0; i < 3; i++) {
      const sent = json<Answer>(await send(`early-${i}-${password.length}@example.org`, pw, busy));
      assert.notEqual(sent.held, true, "the first three go to movers");
    }
    const fourth = await send(`fourth-${password.length}@example.org`, pw, busy);
    const held = json<Answer>(fourth);
    assert.equal(held.held, true, "the 4th is held");
    assert.equal(held.message, HELD_MESSAGES.toast, "and says so: never 'sent'");
    assert.deepEqual(held.companies, [], "with no movers listed");
    const expected = { ...shape(fourth), typedEmail: "" };
    for (const email of [DEMO_CLIENT.email, DEMO_COMPANIES[1]!.email, DEMO_ADMIN.email]) {
      const res = await send(email, pw);
      assert.deepEqual(
        { ...shape(res), typedEmail: "" },
        expected,
        `${email} ${password ? "with" : "without"} a password`,
      );
      const a = json<Answer>(res);
      assert.equal(a.data.email, email, "the typed email is echoed, as for a new one");
      assert.deepEqual(a.companies, []);
    }
  }
  // nothing was stored in the company's or the admin's account
  for (const email of [DEMO_COMPANIES[1]!.email, DEMO_ADMIN.email]) {
    const u = (await strict.db.select().from(users).where(eq(users.email, email)))[0]!;
    assert.equal((await strict.db.select().from(leads).where(eq(leads.clientUserId, u.id))).length, 0);
  }
  // a company's address is told once what happened, without the typed details
  const told = (await strict.mails()).filter(
    (m) => m.to === DEMO_COMPANIES[1]!.email && m.kind === "lead-not-client",
  );
  assert.ok(told.length >= 1);
  assert.doesNotMatch(told[0]!.text, /piano|Grace|07700/);
});

test("item 2: a flood of leads typed with one client's email sends that address only a few emails", async () => {
  const quiet = await buildTestApp({ RATE_LIMIT_FACTOR: "1" });
  const email = "flooded.owner@example.org";
  const reg = await quiet.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      firstName: "F",
      lastName: "O",
      email,
      password: "owners-pass-123",
      confirmPassword: "owners-pass-123",
    },
  });
  assert.equal(reg.statusCode, 201, reg.body);
  assert.equal((await openAccount(quiet, email, "client")).statusCode, 200);
  const since = (await quiet.storedMails())[0]?.id ?? 0;
  for (let i = 0; i < 15; i++) {
    const res = await quiet.app.inject({
      method: "POST",
      url: "/api/client/register",
      // different moves (not duplicates: dates 8 days apart), each from its own address and phone
      payload: houseMove({
        user: { email, phoneNumber: `07700 91${String(i).padStart(4, "0")}` },
        client: { startDate: dayFromToday(10 + i * 8) },
      }),
      remoteAddress: `10.42.0.${i}`,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(json(res).message, HELD_MESSAGES.toast, "every answer looks the same: held (issue 28)");
  }
  const toOwner = (await quiet.mails()).filter((m) => m.id > since && m.to === email);
  assert.equal(toOwner.length, HELD_PER_ACCOUNT_PER_DAY, "a few emails, then none");
  const [owner] = await quiet.db.select().from(users).where(eq(users.email, email));
  const held = await quiet.db.select().from(leads).where(eq(leads.status, "held"));
  assert.equal(
    held.filter((l) => l.clientUserId === owner!.id).length,
    HELD_PER_ACCOUNT_PER_DAY,
    "and nothing more waits for it",
  );
  // issue #29 item 8: the rest are look-alike copies, each under a stand-in that belongs to nobody
  const standIns = await quiet.db.select().from(users).where(isNotNull(users.standInFor));
  assert.equal(held.length - HELD_PER_ACCOUNT_PER_DAY, 15 - HELD_PER_ACCOUNT_PER_DAY);
  assert.ok(held.every((l) => l.clientUserId === owner!.id || standIns.some((u) => u.id === l.clientUserId)));
});
