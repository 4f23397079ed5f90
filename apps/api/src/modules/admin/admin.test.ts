// Vetting: every decision changes the record, emails the company and writes an audit row; refusals
// change nothing.
import assert from "node:assert/strict";
import { test } from "vitest";
import { COMPANY_MESSAGES } from "@rm/domain/company";
import { desc, eq } from "drizzle-orm";
import { auditLog, companies, companyDocuments, users } from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { registerCompany } from "../../test/fixtures/companies.ts";
import { buildTestApp } from "../../test/helper.ts";
import { tempDir } from "../../test/temp-dir.ts";
import { publicProfile } from "../companies/index.ts";
import { SAMPLE_PDF, multipart } from "../../test/fixtures/files.ts";

const t = await buildTestApp({
  DATA_DIR: tempDir("rm-admin-"),
  RATE_LIMIT_FACTOR: "100",
});
const admin = await t.login(DEMO_ADMIN.email);
const [adminUser] = await t.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
const nextYear = `${new Date().getFullYear() + 1}-03-14`;

const registered = await registerCompany(t);
/** the company's session (a suspension ends it: the test signs in again) */
let company = registered.cookie;
const { companyId } = registered;

async function uploadDoc(kind: string) {
  const body = multipart({ kind, coverPounds: "1000000", expiresOn: nextYear }, [
    { name: `${kind}.pdf`, data: SAMPLE_PDF },
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/companies/me/documents",
    payload: body.payload,
    headers: { ...body.headers, cookie: company },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.id as string;
}
const post = (url: string, payload: Record<string, unknown> = {}, cookie = admin) =>
  t.app.inject({ method: "POST", url, payload, headers: { cookie } });
const statusOf = async () =>
  (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.status;
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const lastMail = async () => (await t.mails())[0]!;
const CHECKLIST = { insurer: "Aviva Insurance Ltd", policyNumber: "GIT-004512" };

test("the queue shows the new company and its documents", async () => {
  await uploadDoc("git");
  const res = await t.app.inject({ method: "GET", url: "/api/admin/overview", headers: { cookie: admin } });
  assert.equal(res.statusCode, 200);
  const data = res.json().data;
  assert.equal(data.counts.companies.pending, 1);
  assert.equal(data.counts.companies.approved, DEMO_COMPANIES.length);
  assert.equal(data.counts.pendingDocuments, 1);
  assert.equal(data.pendingCompanies[0].name, "Vetted Vans");
  assert.equal(data.pendingDocuments[0].companyName, "Vetted Vans");
});

test("a company without verified insurance cannot be approved, and nothing changes", async () => {
  const auditBefore = await lastAudit();
  const res = await post(`/api/admin/companies/${companyId}/approve`);
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().message, COMPANY_MESSAGES.needsInsurance);
  assert.equal(await statusOf(), "pending");
  assert.equal((await lastAudit()).id, auditBefore.id);
});

test("rejecting a document needs a reason; the decision is audited and emailed", async () => {
  const docId = await uploadDoc("pl");
  const noReason = await post(`/api/admin/documents/${docId}/reject`, { reason: "  " });
  assert.equal(noReason.statusCode, 400);
  assert.equal(noReason.json().message, COMPANY_MESSAGES.reasonRequired);

  const res = await post(`/api/admin/documents/${docId}/reject`, {
    reason: "The policy holder's name is cut off",
  });
  assert.equal(res.statusCode, 200, res.body);
  const [doc] = await t.db.select().from(companyDocuments).where(eq(companyDocuments.id, docId));
  assert.equal(doc!.status, "rejected");
  assert.equal(doc!.reviewedBy, adminUser!.id);
  const audit = await lastAudit();
  assert.equal(audit.action, "document.reject");
  assert.equal(audit.actorUserId, adminUser!.id);
  assert.equal(audit.subjectId, docId);
  assert.equal(audit.reason, "The policy holder's name is cut off");
  assert.deepEqual((audit.data as { companyId: string }).companyId, companyId);
  const mail = await lastMail();
  assert.equal(mail.to, "rosa@vetted-vans.example.com");
  assert.match(mail.subject, /could not accept your Public Liability insurance/);
  assert.match(mail.text, /name is cut off/);
});

test("with GIT and PL verified the company is approved and becomes public", async () => {
  const pending = (
    await t.db.select().from(companyDocuments).where(eq(companyDocuments.companyId, companyId))
  ).filter((d) => d.status === "pending");
  const plId = await uploadDoc("pl");
  for (const id of [...pending.map((d) => d.id), plId]) {
    // issue #19: insurance is verified with its checklist confirmed from the certificate
    const res = await post(`/api/admin/documents/${id}/verify`, CHECKLIST);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await lastAudit()).action, "document.verify");
    assert.match((await lastMail()).subject, /verified/);
  }
  assert.equal((await post(`/api/admin/documents/${plId}/verify`)).statusCode, 409, "already verified");
  assert.equal(await publicProfile(t.db, companyId), null, "pending companies are not public");

  const res = await post(`/api/admin/companies/${companyId}/approve`, { reason: "Welcome aboard" });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(await statusOf(), "approved");
  const audit = await lastAudit();
  assert.equal(audit.action, "company.approve");
  assert.deepEqual(audit.data, { companyId, from: "pending", to: "approved" });
  assert.match((await lastMail()).subject, /Vetted Vans is approved/);

  const profile = await publicProfile(t.db, companyId);
  assert.equal(profile?.insuranceVerifiedUntil, nextYear);
  assert.deepEqual(profile?.areas, ["Tower Hamlets"]);
});

test("suspend and reinstate need a reason and hide/show the profile", async () => {
  assert.equal((await post(`/api/admin/companies/${companyId}/suspend`)).statusCode, 400);
  assert.equal(await statusOf(), "approved");
  const res = await post(`/api/admin/companies/${companyId}/suspend`, { reason: "Complaints under review" });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(await statusOf(), "suspended");
  assert.equal((await lastAudit()).reason, "Complaints under review");
  assert.match((await lastMail()).subject, /suspended/);
  assert.equal(await publicProfile(t.db, companyId), null);
  // issue #19: the company's open session ended at once; it can sign in again to read why
  const leadsOf = (cookie: string) =>
    t.app.inject({ method: "GET", url: "/api/company/leads", headers: { cookie } });
  assert.equal((await leadsOf(company)).statusCode, 401);
  company = await t.login("rosa@vetted-vans.example.com", "a-good-password");
  assert.equal((await leadsOf(company)).statusCode, 403);
  assert.equal(
    (await post(`/api/admin/companies/${companyId}/suspend`, { reason: "again" })).statusCode,
    409,
  );

  assert.equal(
    (await post(`/api/admin/companies/${companyId}/reinstate`, { reason: "Resolved" })).statusCode,
    200,
  );
  assert.equal(await statusOf(), "approved");
  assert.equal((await lastAudit()).action, "company.reinstate");
  assert.notEqual(await publicProfile(t.db, companyId), null);
});

test("an expired document cannot be verified", async () => {
  const docId = await uploadDoc("bar");
  await t.db.update(companyDocuments).set({ expiresOn: "2020-01-01" }).where(eq(companyDocuments.id, docId));
  const res = await post(`/api/admin/documents/${docId}/verify`);
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().message, COMPANY_MESSAGES.documentExpired);
});

test("companies cannot decide, and the kept mail is for admins", async () => {
  assert.equal(
    (await post(`/api/admin/companies/${companyId}/suspend`, { reason: "x" }, company)).statusCode,
    403,
  );
  const mail = await t.app.inject({ method: "GET", url: "/api/admin/emails", headers: { cookie: admin } });
  assert.equal(mail.statusCode, 200);
  assert.ok(mail.json().data.emails.some((m: { to: string }) => m.to === "rosa@vetted-vans.example.com"));
  const detail = await t.app.inject({
    method: "GET",
    url: `/api/admin/companies/${companyId}`,
    headers: { cookie: admin },
  });
  const actions = detail.json().data.audit.map((a: { action: string }) => a.action);
  assert.ok(actions.includes("company.register") && actions.includes("document.reject"), actions.join());
});
