// Vetting depth (issue #19): the Companies House adapter against recorded answers served by a local fake
// server (active, dissolved, not found, 429, timeout); the check at vetting, stored and audited, honest without
// a key; the certificate checklist and the minimum cover; suspending and reinstating admins.
import assert from "node:assert/strict";
import { afterAll, test } from "vitest";
import { COMPANY_MESSAGES } from "@rm/domain/company";
import { COMPANIES_HOUSE_NUMBER_MESSAGE, companiesHouseSummary } from "@rm/domain/companies-house";
import { ADMIN_MESSAGES } from "@rm/domain/admin";
import { VETTING_MESSAGES } from "@rm/domain/vetting";
import { and, desc, eq } from "drizzle-orm";
import { auditLog, companies, companyDocuments, sessions, users } from "../../db/schema.ts";
import { createSession } from "../accounts/index.ts";
import { DEMO_ADMIN } from "../../seed/demo-accounts.ts";
import {
  CH_ACTIVE,
  CH_ACTIVE_NAME,
  CH_DISSOLVED,
  CH_NOT_FOUND,
  CH_RATE_LIMITED,
  CH_TIMEOUT,
  startFakeCompaniesHouse,
} from "../../test/fixtures/companies-house.ts";
import { SAMPLE_PDF, multipart } from "../../test/fixtures/files.ts";
import { registerCompany } from "../../test/fixtures/companies.ts";
import { buildTestApp } from "../../test/helper.ts";
import { tempDir } from "../../test/temp-dir.ts";
import { routesOf } from "../../lib/access.ts";
import { loadConfig } from "../../config.ts";
import { companiesHouseClient } from "./companies-house.ts";
import { suspendAdmin } from "./admins.ts";
import { checkCompaniesHouse } from "./vetting-service.ts";

const fake = await startFakeCompaniesHouse();
afterAll(() => fake.close());
const KEY = "test-key-3f9a";

const t = await buildTestApp({
  DATA_DIR: tempDir("rm-vetting-"),
  RATE_LIMIT_FACTOR: "100",
  COMPANIES_HOUSE_API_KEY: KEY,
  COMPANIES_HOUSE_API_URL: fake.url,
  // long enough for a busy machine; the hanging number takes it whole
  COMPANIES_HOUSE_TIMEOUT_MS: "3000",
});
const admin = await t.login(DEMO_ADMIN.email);
const [adminUser] = await t.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
const nextYear = `${new Date().getFullYear() + 1}-03-14`;

const { cookie: companyCookie, companyId } = await registerCompany(t, {
  companyName: "Vetted Vans Ltd",
  companiesHouseNumber: "1234567",
});

const post = (url: string, payload: Record<string, unknown> = {}, cookie = admin) =>
  t.app.inject({ method: "POST", url, payload, headers: { cookie } });
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const setNumber = (n: string | null) =>
  t.db.update(companies).set({ companiesHouseNumber: n }).where(eq(companies.id, companyId));
const storedCheck = async () =>
  (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.companiesHouseCheck;

async function uploadDoc(kind: string, coverPounds: string) {
  const body = multipart({ kind, coverPounds, expiresOn: nextYear }, [
    { name: `${kind}.pdf`, data: SAMPLE_PDF },
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/companies/me/documents",
    payload: body.payload,
    headers: { ...body.headers, cookie: companyCookie },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.id as string;
}
const docRow = async (id: string) =>
  (await t.db.select().from(companyDocuments).where(eq(companyDocuments.id, id)))[0]!;

test("the adapter reads the register's answers: active, dissolved, not found, rate-limited, timeout", async () => {
  const lookup = companiesHouseClient({ apiKey: KEY, baseUrl: fake.url, timeoutMs: 5000 });
  const impatient = companiesHouseClient({ apiKey: KEY, baseUrl: fake.url, timeoutMs: 300 });
  assert.deepEqual(await lookup(CH_ACTIVE), {
    outcome: "found",
    registeredName: CH_ACTIVE_NAME,
    companyStatus: "active",
  });
  assert.deepEqual(await lookup(CH_DISSOLVED), {
    outcome: "found",
    registeredName: "HIGHLAND FLITTINGS LTD",
    companyStatus: "dissolved",
  });
  assert.equal((await lookup(CH_NOT_FOUND)).outcome, "not-found");
  assert.equal((await lookup(CH_RATE_LIMITED)).outcome, "rate-limited");
  assert.deepEqual(await impatient(CH_TIMEOUT), { outcome: "unavailable", detail: "timeout" });
  // HTTP basic auth: the key is the user name, the password empty
  const req = fake.requests.find((r) => r.path === `/company/${CH_ACTIVE}`)!;
  assert.equal(req.authorization, `Basic ${Buffer.from(`${KEY}:`).toString("base64")}`);
  // nothing listens: unavailable, not an exception
  const nowhere = companiesHouseClient({ apiKey: KEY, baseUrl: "http://127.0.0.1:9", timeoutMs: 300 });
  assert.equal((await nowhere(CH_ACTIVE)).outcome, "unavailable");
});

test("at vetting the check is stored with the company, audited and shown with the name match", async () => {
  // the company typed 1234567: stored padded as the register writes it
  const [c] = await t.db.select().from(companies).where(eq(companies.id, companyId));
  assert.equal(c!.companiesHouseNumber, CH_ACTIVE);
  const res = await post(`/api/admin/companies/${companyId}/companies-house-check`);
  assert.equal(res.statusCode, 200, res.body);
  const data = res.json().data;
  assert.equal(data.outcome, "found");
  assert.equal(data.registeredName, CH_ACTIVE_NAME);
  assert.equal(data.companyStatus, "active");
  assert.equal(data.nameMatches, true, "Vetted Vans Ltd is VETTED VANS LIMITED");
  assert.equal(data.summary, "Registered as VETTED VANS LIMITED (Active); the name matches.");
  const stored = (await storedCheck()) as Record<string, unknown>;
  assert.equal(stored.registeredName, CH_ACTIVE_NAME);
  assert.equal(stored.checkedAt, data.checkedAt);
  const audit = await lastAudit();
  assert.equal(audit.action, "company.companies-house-check");
  assert.equal(audit.actorUserId, adminUser!.id);
  assert.equal(audit.subjectId, companyId);
  assert.equal((audit.data as { outcome: string }).outcome, "found");
  // the vetting page reads it back
  const detail = await t.app.inject({
    method: "GET",
    url: `/api/admin/companies/${companyId}`,
    headers: { cookie: admin },
  });
  const ch = detail.json().data.companiesHouse;
  assert.equal(ch.summary, data.summary);
  assert.equal(ch.warning, false);
});

test("a dissolved company, a different name, an unknown number, 429 and a timeout are said, not hidden", async () => {
  await setNumber(CH_DISSOLVED);
  let data = (await post(`/api/admin/companies/${companyId}/companies-house-check`)).json().data;
  assert.equal(data.companyStatus, "dissolved");
  assert.equal(data.nameMatches, false);
  assert.equal(
    data.summary,
    "Registered as HIGHLAND FLITTINGS LTD (Dissolved); the name does not match the name given at sign-up.",
  );
  await setNumber(CH_NOT_FOUND);
  data = (await post(`/api/admin/companies/${companyId}/companies-house-check`)).json().data;
  assert.equal(data.outcome, "not-found");
  assert.match(data.summary, /Companies House has no company with the number 00000404/);
  await setNumber(CH_RATE_LIMITED);
  data = (await post(`/api/admin/companies/${companyId}/companies-house-check`)).json().data;
  assert.equal(data.outcome, "rate-limited");
  assert.match(data.summary, /too many requests/);
  await setNumber(CH_TIMEOUT);
  const res = await post(`/api/admin/companies/${companyId}/companies-house-check`);
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().data.outcome, "unavailable");
  assert.equal(((await storedCheck()) as { outcome: string }).outcome, "unavailable");
  await setNumber(CH_ACTIVE);
});

test("without a key: the format only, and the page says the live check is not configured", async () => {
  const me = { ...adminUser!, _id: adminUser!.id, isAdmin: true } as never;
  const requestsBefore = fake.requests.length;
  const check = await checkCompaniesHouse({ db: t.db, lookup: null }, me, companyId);
  assert.equal(check.format, "valid");
  assert.equal(check.outcome, "not-configured");
  assert.equal(companiesHouseSummary(check), "Format checked; live check not configured.");
  await setNumber("XX123456");
  const bad = await checkCompaniesHouse({ db: t.db, lookup: null }, me, companyId);
  assert.equal(bad.format, "invalid");
  await setNumber(null);
  assert.equal((await checkCompaniesHouse({ db: t.db, lookup: null }, me, companyId)).format, "missing");
  assert.equal(fake.requests.length, requestsBefore, "no live call without a key or with a bad number");
  await setNumber(CH_ACTIVE);
  // registration refuses a number of the wrong shape with the one message
  const res = await t.app.inject({
    method: "POST",
    url: "/api/companies/register",
    payload: { companiesHouseNumber: "SC12345" },
  });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().errors.companiesHouseNumber, COMPANIES_HOUSE_NUMBER_MESSAGE);
});

test("settings: an empty key means no live check; the register's address and wait have defaults", () => {
  const blank = loadConfig({ NODE_ENV: "test", COMPANIES_HOUSE_API_KEY: "  " });
  assert.equal(blank.COMPANIES_HOUSE_API_KEY, undefined);
  assert.equal(blank.COMPANIES_HOUSE_API_URL, "https://api.company-information.service.gov.uk");
  assert.equal(blank.COMPANIES_HOUSE_TIMEOUT_MS, 5000);
  assert.equal(
    loadConfig({ NODE_ENV: "test", COMPANIES_HOUSE_API_KEY: " abc " }).COMPANIES_HOUSE_API_KEY,
    "abc",
  );
});

test("the check is for admins only, and an unknown company is 404 with nothing written", async () => {
  const before = (await lastAudit()).id;
  assert.equal(
    (await post(`/api/admin/companies/${companyId}/companies-house-check`, {}, companyCookie)).statusCode,
    403,
  );
  const missing = await post(
    "/api/admin/companies/00000000-0000-4000-8000-000000000000/companies-house-check",
  );
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().message, VETTING_MESSAGES.noSuchCompany);
  assert.equal((await lastAudit()).id, before);
});

test("insurance is verified only with its checklist; below the minimum cover it cannot be", async () => {
  const plId = await uploadDoc("pl", "500000");
  const auditBefore = (await lastAudit()).id;
  const verify = (payload: Record<string, unknown>) => post(`/api/admin/documents/${plId}/verify`, payload);

  let res = await verify({});
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, VETTING_MESSAGES.checklistNeeded);
  assert.equal(res.json().errors.policyNumber, VETTING_MESSAGES.policyNumberRequired);
  res = await verify({ insurer: "", policyNumber: "PL-77812" });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, VETTING_MESSAGES.insurerRequired);

  res = await verify({ insurer: "Aviva Insurance Ltd", policyNumber: "PL-77812" });
  assert.equal(res.statusCode, 400);
  assert.equal(
    res.json().message,
    "Public Liability insurance cover of £500,000 is below our minimum of £1,000,000: this certificate cannot be verified. Reject it and ask the company for a policy with enough cover.",
  );
  res = await verify({
    insurer: "Aviva",
    policyNumber: "PL-77812",
    coverPounds: "1000000",
    expiresOn: "2020-01-01",
  });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().errors.expiresOn, VETTING_MESSAGES.expiryPast);
  res = await verify({ insurer: "Aviva", policyNumber: "PL-77812", coverPounds: "a lot" });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().errors.coverPounds, COMPANY_MESSAGES.coverInvalid);

  let row = await docRow(plId);
  assert.equal(row.status, "pending");
  assert.equal(row.insurer, null, "nothing stored");
  assert.equal((await lastAudit()).id, auditBefore, "nothing audited");

  // the admin corrects the cover from the certificate: stored, and the given figure kept in the audit
  res = await verify({
    insurer: " Aviva Insurance Ltd ",
    policyNumber: "PL-77812",
    coverPounds: "£2,000,000",
  });
  assert.equal(res.statusCode, 200, res.body);
  row = await docRow(plId);
  assert.equal(row.status, "verified");
  assert.equal(row.insurer, "Aviva Insurance Ltd");
  assert.equal(row.policyNumber, "PL-77812");
  assert.equal(row.coverPence, 200_000_000);
  const audit = await lastAudit();
  assert.equal(audit.action, "document.verify");
  assert.deepEqual(
    { ...(audit.data as Record<string, unknown>), expiresOn: undefined },
    {
      companyId,
      kind: "pl",
      from: "pending",
      to: "verified",
      expiresOn: undefined,
      insurer: "Aviva Insurance Ltd",
      policyNumber: "PL-77812",
      coverPence: 200_000_000,
      coverPenceGiven: 50_000_000,
    },
  );
  // the admin page shows the checklist beside the minimum
  const detail = await t.app.inject({
    method: "GET",
    url: `/api/admin/companies/${companyId}`,
    headers: { cookie: admin },
  });
  const doc = detail.json().data.documents.find((d: { id: string }) => d.id === plId);
  assert.equal(doc.insurer, "Aviva Insurance Ltd");
  assert.equal(doc.minimumCoverPence, 100_000_000);
  assert.equal(doc.meetsMinimum, true);

  // a GIT certificate below £10,000
  const gitId = await uploadDoc("git", "9999");
  res = await post(`/api/admin/documents/${gitId}/verify`, { insurer: "Zurich", policyNumber: "G-1" });
  assert.equal(res.statusCode, 400);
  assert.match(
    res.json().message,
    /Goods in Transit insurance cover of £9,999 is below our minimum of £10,000/,
  );
  assert.equal((await docRow(gitId)).status, "pending");
});

test("the document opens inline for an admin, with its type, and each read is audited", async () => {
  const [doc] = await t.db
    .select()
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.kind, "pl")));
  const res = await t.app.inject({
    method: "GET",
    url: `/api/documents/${doc!.id}/file`,
    headers: { cookie: admin },
  });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers["content-type"], "application/pdf");
  assert.match(String(res.headers["content-disposition"]), /^inline; filename="pl\.pdf"$/);
  assert.equal(res.headers["x-content-type-options"], "nosniff");
  // framed by the vetting page (same origin) and by no other site; it loads nothing itself
  assert.equal(res.headers["content-security-policy"], "default-src 'none'; frame-ancestors 'self'");
  assert.equal(res.headers["x-frame-options"], "SAMEORIGIN");
  assert.ok(res.rawPayload.equals(SAMPLE_PDF));
  const audit = await lastAudit();
  assert.equal(audit.action, "document.view");
  assert.equal(audit.actorUserId, adminUser!.id);
  assert.equal(audit.subjectId, doc!.id);
});

test("admins: listed; suspended with a reason (sessions end at once, told by email); never themself, never the last", async () => {
  const [second] = await t.db
    .insert(users)
    .values({ email: "nadia.admin@example.com", role: "admin", firstName: "Nadia", lastName: "Haddad" })
    .returning();
  const secondCookie = `rm_session=${(await createSession(t.db, second!.id, 1)).token}`;
  const adminsAs = (cookie: string) =>
    t.app.inject({ method: "GET", url: "/api/admin/admins", headers: { cookie } });
  assert.equal((await adminsAs(secondCookie)).statusCode, 200, "the second admin works before");
  const list = await adminsAs(admin);
  assert.equal(list.statusCode, 200);
  const rows = list.json().data as { email: string; status: string; isYou: boolean }[];
  assert.deepEqual(
    rows.map((r) => [r.email, r.status, r.isYou]),
    [
      [DEMO_ADMIN.email, "active", true],
      ["nadia.admin@example.com", "active", false],
    ],
  );

  // bad input: no reason -> 400, nothing changed
  const noReason = await post(`/api/admin/admins/${second!.id}/suspend`, { reason: " " });
  assert.equal(noReason.statusCode, 400);
  assert.match(noReason.json().message, /Give a reason/);
  // not themself
  const self = await post(`/api/admin/admins/${adminUser!.id}/suspend`, { reason: "Testing" });
  assert.equal(self.statusCode, 409);
  assert.equal(self.json().message, VETTING_MESSAGES.cannotSuspendSelf);
  // a customer is no admin
  const [client] = await t.db.select().from(users).where(eq(users.role, "client")).limit(1);
  assert.equal((await post(`/api/admin/admins/${client!.id}/suspend`, { reason: "x" })).statusCode, 404);

  const res = await post(`/api/admin/admins/${second!.id}/suspend`, { reason: "Left the company" });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().message, VETTING_MESSAGES.adminSuspended);
  assert.equal((await t.db.select().from(sessions).where(eq(sessions.userId, second!.id))).length, 0);
  const audit = await lastAudit();
  assert.equal(audit.action, "admin.suspend");
  assert.equal(audit.reason, "Left the company");
  const mail = (await t.mails())[0]!;
  assert.equal(mail.to, "nadia.admin@example.com");
  assert.match(mail.text, /The reason: Left the company/);
  assert.equal((await adminsAs(secondCookie)).statusCode, 401, "their session ended at once");
  // their session no longer opens any admin route, and nothing they send is done; even a session that would
  // have escaped the revocation (made here after it) is refused, since the lookup refuses a suspended account
  const lingering = `rm_session=${(await createSession(t.db, second!.id, 1)).token}`;
  const auditAfterSuspend = (await lastAudit()).id;
  const adminRoutes = routesOf(t.app).filter((r) => r.access === "admin");
  assert.ok(adminRoutes.some((r) => r.url === "/api/admin/admins/:userId/suspend"));
  for (const r of adminRoutes) {
    const res2 = await t.app.inject({
      method: r.method as "GET",
      url: r.url.replace(/:[A-Za-z]+/g, r.url.includes("/admins/") ? adminUser!.id : companyId),
      headers: { cookie: lingering },
      ...(r.method === "GET" ? {} : { payload: { reason: "Should not happen" } }),
    });
    assert.equal(res2.statusCode, 401, `${r.method} ${r.url}`);
  }
  assert.equal((await lastAudit()).id, auditAfterSuspend, "nothing was done");
  assert.equal((await t.db.select().from(users).where(eq(users.id, adminUser!.id)))[0]!.suspendedAt, null);
  assert.equal((await post(`/api/admin/admins/${second!.id}/suspend`, { reason: "Again" })).statusCode, 409);

  // the last active admin: two admins suspending each other at once, the second finds only the first left
  // active (its session passed the access check before the first suspension ended it)
  const beforeRace = (await lastAudit()).id;
  const nadiaInFlight = { _id: second!.id, isAdmin: true, firstName: "Nadia", lastName: "Haddad" } as never;
  await assert.rejects(suspendAdmin({ db: t.db, appUrl: "http://x" }, nadiaInFlight, adminUser!.id, "Race"), {
    statusCode: 409,
    message: VETTING_MESSAGES.lastActiveAdmin,
  });
  assert.equal((await t.db.select().from(users).where(eq(users.id, adminUser!.id)))[0]!.suspendedAt, null);
  assert.equal((await lastAudit()).id, beforeRace);

  const back = await post(`/api/admin/admins/${second!.id}/reinstate`, { reason: "Returned" });
  assert.equal(back.statusCode, 200, back.body);
  assert.equal((await t.db.select().from(users).where(eq(users.id, second!.id)))[0]!.suspendedAt, null);
  assert.equal((await lastAudit()).action, "admin.reinstate");
  assert.equal(
    (await post(`/api/admin/admins/${second!.id}/reinstate`, { reason: "Again" })).statusCode,
    409,
  );
  assert.equal(
    (await post(`/api/admin/admins/${second!.id}/reinstate`, { reason: "Again" })).json().message,
    ADMIN_MESSAGES.notSuspended,
  );
});
