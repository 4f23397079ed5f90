// Issue #13 (docs/README.md#issues), sessions and keys to an account: a reset or change ends every session and link (3); the mail
// log shows no live key (4); a locked password never locks the owner out (8); password change, sign out
// everywhere, idle sessions, two-step sign-in (9).
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "vitest";
import { AUTH_MESSAGES } from "@rm/domain";
import {
  ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY,
  ACCOUNT_MESSAGES,
  RECOVERY_CODE_COUNT,
} from "@rm/domain/account-security";
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { outbox, recoveryCodes, sessions, users } from "../db/schema.ts";
import { sha256 } from "../lib/crypto.ts";
import { hashPassword } from "../lib/passwords.ts";
import { adminWebService } from "../modules/admin/index.ts";
import { issueToken } from "../modules/accounts/index.ts";
import { leadConfirmation } from "../modules/requests/lead-mails.ts";
import { deliverDue, enqueueMail, LINK_REMOVED, type OutboxRow } from "../modules/mail/outbox.ts";
import { createSender } from "../modules/mail/index.ts";
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET, DEMO_COMPANIES, DEMO_PASSWORD } from "../seed/demo-accounts.ts";
import { openAccount } from "../test/fixtures/open-account.ts";
import { buildTestApp, cookieOf, json } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1" });
const { app, db } = t;

let ip = 0;
/** a different address each call: these tests are about per-account limits, not per-IP ones */
const freshIp = () => `10.13.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const post = (url: string, payload: unknown, cookie?: string, remoteAddress = freshIp()) =>
  app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress,
  });
const me = async (cookie: string) =>
  json<{ status: boolean; data?: { email: string } }>(
    await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } }),
  );
const signedIn = async (cookie: string) => (await me(cookie)).status;

let n = 0;
/** a new client account with a password, signed in once */
async function newClient(password = "first-password-1") {
  const email = `owner-${++n}-${Date.now()}@example.org`;
  const res = await post("/api/auth/register", {
    firstName: "Olive",
    lastName: "Owner",
    email,
    password,
    confirmPassword: password,
  });
  assert.equal(res.statusCode, 201, res.body);
  // issue #29 item 8: the account opens with the emailed link
  const opened = await openAccount(t, email, "client");
  assert.equal(opened.statusCode, 200, opened.body);
  return { email, password, cookie: cookieOf(opened) };
}
const login = (email: string, password: string) => post("/api/auth/login", { email, password });

/** the newest mail to `to` of that kind, as the recipient gets it, and the token in its link */
async function linkIn(to: string, kind: string) {
  const mail = (await t.mails()).find((m) => m.to === to && m.kind === kind);
  assert.ok(mail, `a ${kind} mail to ${to}`);
  return decodeURIComponent(/[?&]token=([^\s&]+)/.exec(mail.text)![1]!);
}
const mailCount = async (to: string, kind: string) =>
  (await t.mails()).filter((m) => m.to === to && m.kind === kind).length;

/** a code of the authenticator app `steps` periods from now (a code works once: the next sign-in uses the next) */
const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

// ---------------------------------------------------------------------------------------------------
// 3. A reset or change leaves no other key alive

test("after a password reset, every session and every older link of the account stops working", async () => {
  const owner = await newClient();
  const second = cookieOf(await login(owner.email, owner.password));
  const [row] = await db.select().from(users).where(eq(users.email, owner.email));
  // links still out: an older reset link, a docs/product/decisions.md D8 7-day sign-in link, an emailed sign-in link
  assert.equal((await post("/api/auth/forgot-password", { email: owner.email })).statusCode, 200);
  const olderReset = await linkIn(owner.email, "password-reset");
  const d8Link = await issueToken(db, row!.id, "signin", 7 * 24 * 60);
  assert.equal((await post("/api/auth/login-link", { email: owner.email })).statusCode, 200);
  const emailedLink = await linkIn(owner.email, "login-link");
  assert.equal((await post("/api/auth/forgot-password", { email: owner.email })).statusCode, 200);
  const reset = await linkIn(owner.email, "password-reset");
  assert.notEqual(reset, olderReset);

  const done = await post("/api/auth/reset-password", {
    token: reset,
    password: "after-reset-22",
    confirmPassword: "after-reset-22",
  });
  assert.equal(done.statusCode, 200, done.body);

  assert.equal(await signedIn(owner.cookie), false);
  assert.equal(await signedIn(second), false);
  const older = await post("/api/auth/reset-password", {
    token: olderReset,
    password: "attacker-pass-1",
    confirmPassword: "attacker-pass-1",
  });
  assert.equal(older.statusCode, 400);
  assert.equal(json(older).message, AUTH_MESSAGES.resetInvalid);
  const d8 = await post("/api/client/signin-link", { token: d8Link });
  assert.equal(d8.statusCode, 400);
  assert.equal(json(d8).message, INTAKE_MESSAGES.signinInvalid);
  const emailed = await post("/api/auth/login-link/use", { token: emailedLink });
  assert.equal(emailed.statusCode, 400);
  assert.equal(json(emailed).message, ACCOUNT_MESSAGES.loginLinkInvalid);
  assert.equal((await login(owner.email, "after-reset-22")).statusCode, 200);
});

test("after a password change, other sessions and outstanding links end; this device stays; the owner is told", async () => {
  const owner = await newClient();
  const other = cookieOf(await login(owner.email, owner.password));
  const [row] = await db.select().from(users).where(eq(users.email, owner.email));
  assert.equal((await post("/api/auth/forgot-password", { email: owner.email })).statusCode, 200);
  const reset = await linkIn(owner.email, "password-reset");
  const d8Link = await issueToken(db, row!.id, "signin", 7 * 24 * 60);

  const res = await post(
    "/api/auth/password",
    { currentPassword: owner.password, password: "changed-pass-33", confirmPassword: "changed-pass-33" },
    owner.cookie,
  );
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(json(res).message, ACCOUNT_MESSAGES.passwordChanged);

  assert.equal(await signedIn(owner.cookie), true);
  assert.equal(await signedIn(other), false);
  assert.equal((await post("/api/client/signin-link", { token: d8Link })).statusCode, 400);
  const viaReset = await post("/api/auth/reset-password", {
    token: reset,
    password: "attacker-pass-1",
    confirmPassword: "attacker-pass-1",
  });
  assert.equal(viaReset.statusCode, 400);
  const notice = (await t.mails()).find((m) => m.to === owner.email && m.kind === "password-changed");
  assert.ok(notice, "a notice mail");
  assert.match(notice.text, /was just changed/);
  assert.equal((await login(owner.email, owner.password)).statusCode, 401);
  assert.equal((await login(owner.email, "changed-pass-33")).statusCode, 200);
});

test("changing the password needs the current one: wrong or missing is a field message and nothing changes", async () => {
  const owner = await newClient();
  const [before] = await db.select().from(users).where(eq(users.email, owner.email));
  const cases: [Record<string, unknown>, string, string][] = [
    [
      { currentPassword: "not-my-password", password: "new-password-1", confirmPassword: "new-password-1" },
      "currentPassword",
      ACCOUNT_MESSAGES.currentPasswordWrong,
    ],
    [
      { password: "new-password-1", confirmPassword: "new-password-1" },
      "currentPassword",
      ACCOUNT_MESSAGES.currentPasswordRequired,
    ],
    [
      { currentPassword: owner.password, password: "short", confirmPassword: "short" },
      "password",
      AUTH_MESSAGES.passwordMin,
    ],
    [
      { currentPassword: owner.password, password: "new-password-1", confirmPassword: "new-password-2" },
      "confirmPassword",
      AUTH_MESSAGES.passwordsMustMatch,
    ],
  ];
  for (const [payload, field, message] of cases) {
    const res = await post("/api/auth/password", payload, owner.cookie);
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.equal(json<{ errors: Record<string, string> }>(res).errors[field], message);
  }
  const [after] = await db.select().from(users).where(eq(users.email, owner.email));
  assert.equal(after!.passwordHash, before!.passwordHash);
  assert.equal(await mailCount(owner.email, "password-changed"), 0);
  // signed out: no password change at all
  const anonymous = await post("/api/auth/password", {
    currentPassword: owner.password,
    password: "new-password-1",
    confirmPassword: "new-password-1",
  });
  assert.equal(anonymous.statusCode, 401);
});

// ---------------------------------------------------------------------------------------------------
// 4. The mail log shows no live key

test("a reset link is stored only encrypted until sent, then not at all; the recipient gets a working link", async () => {
  const owner = await newClient();
  assert.equal((await post("/api/auth/forgot-password", { email: owner.email })).statusCode, 200);
  const [stored] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, owner.email), eq(outbox.kind, "password-reset")));
  const token = await linkIn(owner.email, "password-reset");
  assert.ok(stored!.text.includes(LINK_REMOVED), stored!.text);
  assert.ok(!stored!.text.includes(token), "the token is not in the stored body");
  assert.ok(!stored!.text.includes("token="), "no link with a token in the stored body");
  assert.ok(stored!.secrets && !stored!.secrets.includes(token), "only encrypted beside it");

  const sent: OutboxRow[] = [];
  while ((await deliverDue(db, async (row) => void sent.push(row))) > 0) {
    /* drain */
  }
  const delivered = sent.find((m) => m.id === stored!.id);
  assert.ok(
    delivered?.text.includes(`password-recovery?token=${encodeURIComponent(token)}`),
    "the recipient's link",
  );
  const [after] = await db.select().from(outbox).where(eq(outbox.id, stored!.id));
  assert.equal(after!.status, "sent");
  assert.equal(after!.secrets, null);
  assert.ok(after!.text.includes(LINK_REMOVED));
  const reset = await post("/api/auth/reset-password", {
    token,
    password: "after-mail-44",
    confirmPassword: "after-mail-44",
  });
  assert.equal(reset.statusCode, 200, "the delivered link works");
});

test("the D8 sign-in link of a lead confirmation is not stored in clear either", async () => {
  const signinUrl = `${t.ctx.config.appUrl}/account/signin?token=d8-secret-token-value-1234567890`;
  await enqueueMail(
    db,
    leadConfirmation({
      lead: { typeOfMove: "Man and Van", fromPostcode: "SW1A 2AA", additionalServices: [] } as never,
      leadId: "00000000-0000-4000-8000-000000000001",
      to: "d8-confirmation@example.org",
      firstName: "Dee",
      companies: [],
      appUrl: t.ctx.config.appUrl,
      signinUrl,
      cancelUrl: `${t.ctx.config.appUrl}/cancel-request?token=cancel-token-value-1234567890`,
    } as Parameters<typeof leadConfirmation>[0]),
  );
  const stored = (await t.storedMails()).find((m) => m.to === "d8-confirmation@example.org")!;
  assert.ok(!stored.text.includes("d8-secret-token-value"), stored.text);
  assert.ok(stored.text.includes(LINK_REMOVED));
  const asSent = (await t.mails()).find((m) => m.to === "d8-confirmation@example.org")!;
  assert.ok(asSent.text.includes(signinUrl));
});

test("admins never see a live link in the mail log (API and page), sent or not, old rows included", async () => {
  const owner = await newClient();
  assert.equal((await post("/api/auth/forgot-password", { email: owner.email })).statusCode, 200);
  assert.equal((await post("/api/auth/login-link", { email: owner.email })).statusCode, 200);
  // a row written before this fix, with its link in clear
  await db.insert(outbox).values({
    kind: "password-reset",
    to: owner.email,
    subject: "Reset your password",
    text: `Open http://localhost:3000/password-recovery?token=legacy-live-token-123456789 now`,
    status: "sent",
  });
  const admin = await t.login(DEMO_ADMIN.email);
  const res = await app.inject({ method: "GET", url: "/api/admin/emails", headers: { cookie: admin } });
  assert.equal(res.statusCode, 200);
  const api = json<{ data: { emails: { to: string; kind: string; text: string }[] } }>(res).data.emails;
  const adminUser = (await me(admin)).data as never;
  const page = (await adminWebService(t.ctx).emails(adminUser)).emails;
  for (const list of [api, page]) {
    const theirs = list.filter(
      (m) => m.to === owner.email && m.kind !== "welcome" && m.kind !== "open-account",
    );
    assert.equal(theirs.length, 3);
    for (const m of theirs) {
      assert.doesNotMatch(m.text, /token=/);
      assert.ok(m.text.includes(LINK_REMOVED), m.text);
    }
  }
});

test("without SMTP, development keeps each message with its links in DATA_DIR/mail, not in the database", async () => {
  const dir = mkdtempSync(join(tmpdir(), "rm-mail-drop-"));
  const owner = await newClient();
  assert.equal((await post("/api/auth/login-link", { email: owner.email })).statusCode, 200);
  const send = createSender({
    from: "test <t@example.org>",
    log: () => {},
    buildAttachment: async () => Buffer.from(""),
    keepDir: dir,
  });
  while ((await deliverDue(db, send)) > 0) {
    /* drain */
  }
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, owner.email), eq(outbox.kind, "login-link")));
  const kept = readFileSync(join(dir, `${row!.id}-login-link.txt`), "utf8");
  assert.match(kept, new RegExp(`To: ${owner.email}`));
  assert.match(kept, /\/login\/link\?token=[\w-]{20,}/);
  assert.equal(row!.secrets, null);
  assert.doesNotMatch(row!.text, /token=/);
  // issue #33: the HTML part too — kept beside the text with its link, stored without it
  const keptHtml = readFileSync(join(dir, `${row!.id}-login-link.html`), "utf8");
  assert.match(keptHtml, /\/login\/link\?token=[\w-]{20,}/);
  assert.ok(row!.html?.includes(LINK_REMOVED), "the stored HTML says the link was removed");
  assert.doesNotMatch(row!.html ?? "", /token=/);
  rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------
// 8. A locked password never locks the owner out

test("ten wrong passwords lock the password; the owner can still reset it and sign in with an emailed link", async () => {
  const owner = await newClient();
  for (let i = 0; i < 10; i++)
    assert.equal((await login(owner.email, `wrong-${i}-password`)).statusCode, 401);
  const locked = await login(owner.email, owner.password);
  assert.equal(locked.statusCode, 429);
  assert.equal(json(locked).message, AUTH_MESSAGES.passwordLocked);

  const forgot = await post("/api/auth/forgot-password", { email: owner.email });
  assert.equal(forgot.statusCode, 200, forgot.body);
  assert.equal(json(forgot).message, AUTH_MESSAGES.resetSent);
  assert.equal(await mailCount(owner.email, "password-reset"), 1);

  const ask = await post("/api/auth/login-link", { email: owner.email });
  assert.equal(ask.statusCode, 200, ask.body);
  assert.equal(json(ask).message, ACCOUNT_MESSAGES.loginLinkSent);
  const token = await linkIn(owner.email, "login-link");
  const use = await post("/api/auth/login-link/use", { token });
  assert.equal(use.statusCode, 200, use.body);
  assert.equal((await me(cookieOf(use))).data?.email, owner.email);
  // single use
  const again = await post("/api/auth/login-link/use", { token });
  assert.equal(again.statusCode, 400);
  assert.equal(json(again).message, ACCOUNT_MESSAGES.loginLinkInvalid);
});

test("an emailed sign-in link: the same answer for an unknown email, bad input refused, limited per account and per IP", async () => {
  const unknown = await post("/api/auth/login-link", { email: "nobody-here@example.org" });
  assert.equal(unknown.statusCode, 200);
  assert.equal(json(unknown).message, ACCOUNT_MESSAGES.loginLinkSent);
  assert.equal(await mailCount("nobody-here@example.org", "login-link"), 0);

  const before = (await t.storedMails()).length;
  const bad = await post("/api/auth/login-link", { email: "not-an-email" });
  assert.equal(bad.statusCode, 400);
  assert.equal(json<{ errors: Record<string, string> }>(bad).errors.email, AUTH_MESSAGES.emailInvalid);
  const badToken = await post("/api/auth/login-link/use", { token: "short" });
  assert.equal(badToken.statusCode, 400);
  assert.equal(json(badToken).message, ACCOUNT_MESSAGES.loginLinkInvalid);
  assert.equal((await t.storedMails()).length, before);

  const owner = await newClient();
  const perAccount: number[] = [];
  for (let i = 0; i < 6; i++)
    perAccount.push((await post("/api/auth/login-link", { email: owner.email })).statusCode);
  assert.deepEqual(perAccount, [200, 200, 200, 200, 200, 429]);
  // the day's account emails to the address: the one that opened the account, then the links (issue #29 item 8)
  assert.equal(await mailCount(owner.email, "login-link"), ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY - 1);

  const perIp: number[] = [];
  for (let i = 0; i < 11; i++)
    perIp.push(
      (await post("/api/auth/login-link", { email: `ip-${i}@example.org` }, undefined, "10.99.0.1"))
        .statusCode,
    );
  assert.deepEqual(perIp, [...Array(10).fill(200), 429]);
});

test("password reset has its own per-account limit (5 an hour), apart from the password's", async () => {
  const owner = await newClient();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push((await post("/api/auth/forgot-password", { email: owner.email })).statusCode);
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
  // the day's account emails: the one that opened the account, then the resets (issue #29 item 8)
  assert.equal(await mailCount(owner.email, "password-reset"), ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY - 1);
  // and it does not use up the password's bucket
  assert.equal((await login(owner.email, owner.password)).statusCode, 200);
});

// ---------------------------------------------------------------------------------------------------
// 9. Sessions: sign out everywhere, idle and maximum age

test("sign out everywhere ends every session of the account, this one included", async () => {
  const owner = await newClient();
  const other = cookieOf(await login(owner.email, owner.password));
  const res = await post("/api/auth/logout-everywhere", {}, owner.cookie);
  assert.equal(res.statusCode, 200);
  assert.equal(json(res).message, ACCOUNT_MESSAGES.signedOutEverywhere);
  assert.equal(await signedIn(owner.cookie), false);
  assert.equal(await signedIn(other), false);
  const [row] = await db.select().from(users).where(eq(users.email, owner.email));
  assert.equal((await db.select().from(sessions).where(eq(sessions.userId, row!.id))).length, 0);
});

test("a session ends after 7 idle days, and after SESSION_DAYS however active", async () => {
  const owner = await newClient();
  const sessionId = sha256(owner.cookie.split("=")[1]!);
  const day = 86400_000;
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - 6 * day) })
    .where(eq(sessions.id, sessionId));
  assert.equal(await signedIn(owner.cookie), true, "6 idle days: still signed in");
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - 7 * day - 60_000) })
    .where(eq(sessions.id, sessionId));
  assert.equal(await signedIn(owner.cookie), false, "7 idle days: signed out");

  const busy = cookieOf(await login(owner.email, owner.password));
  const busyId = sha256(busy.split("=")[1]!);
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.id, busyId));
  assert.equal(await signedIn(busy), false, "past its maximum age");
});

// ---------------------------------------------------------------------------------------------------
// 9. Two-step sign-in

async function passwordStep(email: string, password = DEMO_PASSWORD) {
  const res = await login(email, password);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(
    res.cookies.find((c) => c.name === "rm_session"),
    undefined,
    "no session before the code",
  );
  return json<{ message: string; data: { step: string }; challenge: string }>(res);
}
const codeStep = (challenge: string, code: string) => post("/api/auth/login/code", { challenge, code });

test("the demo admin signs in with password and code; a wrong or reused code is refused; recovery codes work once", async () => {
  const first = await passwordStep(DEMO_ADMIN.email);
  assert.equal(first.data.step, "totp");
  assert.equal(first.message, ACCOUNT_MESSAGES.codeNeeded);
  const wrong = await codeStep(first.challenge, "000000");
  assert.equal(wrong.statusCode, 400);
  assert.equal(json<{ errors: Record<string, string> }>(wrong).errors.code, ACCOUNT_MESSAGES.codeWrong);
  const code = codeAt(DEMO_ADMIN_TOTP_SECRET, 1);
  const ok = await codeStep(first.challenge, code);
  assert.equal(ok.statusCode, 200, ok.body);
  const admin = cookieOf(ok);
  assert.equal((await me(admin)).data?.email, DEMO_ADMIN.email);
  // the challenge is spent, and the code is never accepted again
  assert.equal((await codeStep(first.challenge, code)).statusCode, 401);
  const second = await passwordStep(DEMO_ADMIN.email);
  assert.equal((await codeStep(second.challenge, code)).statusCode, 400);

  // recovery codes: new ones need the password; each works once; stored hashed
  const refused = await post("/api/auth/two-step/recovery-codes", { password: "not-it" }, admin);
  assert.equal(refused.statusCode, 400);
  const made = await post("/api/auth/two-step/recovery-codes", { password: DEMO_PASSWORD }, admin);
  assert.equal(made.statusCode, 200, made.body);
  const codes = json<{ data: { recoveryCodes: string[] } }>(made).data.recoveryCodes;
  assert.equal(codes.length, RECOVERY_CODE_COUNT);
  const [adminRow] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
  const stored = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, adminRow!.id));
  assert.equal(stored.length, RECOVERY_CODE_COUNT);
  for (const c of codes) assert.ok(!stored.some((s) => s.id.includes(c.replace("-", ""))), "hashed at rest");
  const withRecovery = await codeStep(second.challenge, codes[0]!.toUpperCase());
  assert.equal(withRecovery.statusCode, 200, withRecovery.body);
  const third = await passwordStep(DEMO_ADMIN.email);
  assert.equal((await codeStep(third.challenge, codes[0]!)).statusCode, 400, "a recovery code works once");
  // admins keep two-step sign-in on
  const off = await post("/api/auth/two-step/disable", { password: DEMO_PASSWORD }, admin);
  assert.equal(off.statusCode, 403);
  assert.equal(json(off).message, ACCOUNT_MESSAGES.twoStepAdminRequired);
});

test("five wrong codes per sign-in, then the password again", async () => {
  const { challenge } = await passwordStep(DEMO_ADMIN.email);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await codeStep(challenge, `12345${i}`)).statusCode);
  assert.deepEqual(statuses, [400, 400, 400, 400, 400, 429]);
});

test("an admin without two-step sign-in sets it up at the first sign-in: QR code, first code, recovery codes", async () => {
  const email = "new-admin@example.org";
  await db.insert(users).values({
    email,
    role: "admin",
    firstName: "Nia",
    lastName: "Admin",
    passwordHash: await hashPassword("admin-password-9"),
  });
  const first = await passwordStep(email, "admin-password-9");
  assert.equal(first.data.step, "enrol");
  // no way round it: the challenge is no session, and a code does not stand for set-up
  assert.equal((await codeStep(first.challenge, "123456")).statusCode, 400);
  const start = await post("/api/auth/login/enrol/start", { challenge: first.challenge });
  assert.equal(start.statusCode, 200, start.body);
  const enrol = json<{ data: { secret: string; uri: string; qrSvg: string } }>(start).data;
  assert.match(enrol.uri, /^otpauth:\/\/totp\/London%20Removals%20Compare:new-admin%40example\.org\?/);
  assert.ok(enrol.uri.includes(`secret=${enrol.secret}`));
  assert.match(enrol.qrSvg, /^<svg [^>]*viewBox=/);
  assert.doesNotMatch(enrol.qrSvg, /<script|style=/);
  const [row] = await db.select().from(users).where(eq(users.email, email));
  assert.ok(row!.totpSecret && !row!.totpSecret.includes(enrol.secret), "the secret is stored encrypted");

  const wrong = await post("/api/auth/login/enrol", { challenge: first.challenge, code: "000000" });
  assert.equal(wrong.statusCode, 400);
  const done = await post("/api/auth/login/enrol", {
    challenge: first.challenge,
    code: codeAt(enrol.secret),
  });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(json<{ recoveryCodes: string[] }>(done).recoveryCodes.length, RECOVERY_CODE_COUNT);
  assert.equal((await me(cookieOf(done))).data?.email, email);
  const next = await passwordStep(email, "admin-password-9");
  assert.equal(next.data.step, "totp");
});

test("a company may switch two-step sign-in on (and off with its password); an emailed link does not skip the code", async () => {
  const email = DEMO_COMPANIES[1]!.email;
  const company = await t.login(email);
  const status = await app.inject({ method: "GET", url: "/api/auth/two-step", headers: { cookie: company } });
  assert.deepEqual(json<{ data: unknown }>(status).data, {
    offered: true,
    required: false,
    enabled: false,
    recoveryCodesLeft: 0,
  });
  const setup = await post("/api/auth/two-step/setup", {}, company);
  assert.equal(setup.statusCode, 200);
  const { secret, uri, qrSvg } = json<{ data: { secret: string; uri: string; qrSvg: string } }>(setup).data;
  assert.ok(uri.startsWith("otpauth://totp/") && qrSvg.startsWith("<svg"));
  // a reload shows the same secret until it is confirmed
  assert.equal(
    json<{ data: { secret: string } }>(await post("/api/auth/two-step/setup", {}, company)).data.secret,
    secret,
  );
  const wrong = await post("/api/auth/two-step/enable", { code: "000000" }, company);
  assert.equal(wrong.statusCode, 400);
  const [still] = await db.select().from(users).where(eq(users.email, email));
  assert.equal(still!.totpEnabledAt, null, "a wrong code leaves it off");
  const on = await post("/api/auth/two-step/enable", { code: codeAt(secret) }, company);
  assert.equal(on.statusCode, 200, on.body);
  assert.equal(
    json<{ data: { recoveryCodes: string[] } }>(on).data.recoveryCodes.length,
    RECOVERY_CODE_COUNT,
  );

  const next = await passwordStep(email);
  assert.equal(next.data.step, "totp");
  // the emailed link is a first step only
  assert.equal((await post("/api/auth/login-link", { email })).statusCode, 200);
  const viaLink = await post("/api/auth/login-link/use", { token: await linkIn(email, "login-link") });
  assert.equal(viaLink.statusCode, 200);
  assert.equal(
    viaLink.cookies.find((c) => c.name === "rm_session"),
    undefined,
  );
  assert.equal(json<{ data: { step: string } }>(viaLink).data.step, "totp");
  const ok = await codeStep(next.challenge, codeAt(secret, 1));
  assert.equal(ok.statusCode, 200, ok.body);

  const offWrong = await post("/api/auth/two-step/disable", { password: "not-it" }, company);
  assert.equal(offWrong.statusCode, 400);
  const off = await post("/api/auth/two-step/disable", { password: DEMO_PASSWORD }, company);
  assert.equal(off.statusCode, 200);
  assert.equal(
    (await login(email, DEMO_PASSWORD)).cookies.some((c) => c.name === "rm_session"),
    true,
  );
});

test("clients and guests have no two-step set-up; a guest cannot change a password or sign everyone out", async () => {
  const owner = await newClient();
  const setup = await post("/api/auth/two-step/setup", {}, owner.cookie);
  assert.equal(setup.statusCode, 403);
  assert.equal(json(setup).message, ACCOUNT_MESSAGES.twoStepNotOffered);
  const [row] = await db.select().from(users).where(eq(users.email, owner.email));
  const guestToken = "guest-session-token-abcdefghijklmnopqrstuvwxyz";
  await db.insert(sessions).values({
    id: sha256(guestToken),
    userId: row!.id,
    guest: true,
    expiresAt: new Date(Date.now() + 86400_000),
  });
  const guest = `rm_session=${guestToken}`;
  assert.equal((await post("/api/auth/logout-everywhere", {}, guest)).statusCode, 403);
  assert.equal(await signedIn(owner.cookie), true);
  const change = await post(
    "/api/auth/password",
    { currentPassword: "x", password: "new-password-1", confirmPassword: "new-password-1" },
    guest,
  );
  assert.equal(change.statusCode, 403);
});
