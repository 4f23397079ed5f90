// Admin operations (issue #19): lists with search, filters and paging; CSV exports that stream in batches,
// are audited and neutralise formulas; request and customer details (audited reads); suspending and
// reinstating a customer; sign-in links; inviting an admin; the audit log. Refusals change nothing.
import assert from "node:assert/strict";
import { test } from "vitest";
import { ADMIN_MESSAGES, SUSPENDED_ACCOUNT_MESSAGE } from "@rm/domain/admin";
import { NUMBER_MESSAGES } from "@rm/domain/numbers";
import { and, desc, eq, sql } from "drizzle-orm";
import { adminInvites, auditLog, companyDocuments, sessions, users } from "../../db/schema.ts";
import { routesOf } from "../../lib/access.ts";
import { parseCsv } from "../../lib/csv.ts";
import { DEMO_ADMIN } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { houseMove } from "../../test/fixtures/leads.ts";
import { currentCode, toSessionUser } from "../accounts/index.ts";
import { adminExport } from "./operations.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const { app, db } = t;
const admin = await t.login(DEMO_ADMIN.email);
const [adminRow] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
const adminUser = toSessionUser(adminRow!);

const get = (url: string, cookie = admin) => app.inject({ method: "GET", url, headers: { cookie } });
const post = (url: string, payload: Record<string, unknown> = {}, cookie = admin) =>
  app.inject({ method: "POST", url, payload, headers: { cookie } });
const auditCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
const lastAudit = async () => (await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const PASSWORD = "a-good-password";

/** a customer with a password and one request, through the real intake */
async function customerWithRequest(email: string, firstName: string, lastName: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({
      user: { email, firstName, lastName, password: PASSWORD, confirmPassword: PASSWORD },
    }),
  });
  assert.equal(res.statusCode, 200, res.body);
  const [u] = await db.select().from(users).where(eq(users.email, email));
  // the customer has since followed the confirmation's link (decision 101: until then the password does not sign in)
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, u!.id));
  return { userId: u!.id, leadId: json<{ leadId: string }>(res).leadId };
}

const alice = await customerWithRequest("alice.admin-test@example.org", "Alice", "Lovelace");
const bob = await customerWithRequest("bob.admin-test@example.org", "Bob", "Marley");

test("the requests list searches by customer, filters by status and borough, and pages", async () => {
  const res = await get("/api/admin/requests?q=alice.admin-test");
  assert.equal(res.statusCode, 200, res.body);
  const { rows, page, hasMore } = res.json().data;
  assert.equal(page, 1);
  assert.equal(hasMore, false);
  assert.deepEqual(
    rows.map((r: { id: string }) => r.id),
    [alice.leadId],
  );
  const row = rows[0];
  assert.equal(row.customerEmail, "alice.admin-test@example.org");
  assert.equal(row.customerName, "Alice Lovelace");
  assert.equal(row.statusLabel, "Open");
  assert.ok(row.matched >= 1, "the demo movers near Westminster are matched");
  assert.equal(row.quoted, 0);
  assert.equal(row.booked, false);

  const booked = (await get("/api/admin/requests?q=alice.admin-test&status=booked")).json().data.rows;
  assert.deepEqual(booked, []);
  const westminster = (await get(`/api/admin/requests?borough=${row.boroughCode}&q=admin-test`)).json().data;
  assert.equal(westminster.rows.length, 2);
  const page2 = (await get("/api/admin/requests?q=admin-test&page=2")).json().data;
  assert.deepEqual(page2.rows, []);
});

test("bad list filters answer 400 with a message", async () => {
  const cases: [string, string][] = [
    ["/api/admin/requests?status=lost", ADMIN_MESSAGES.statusInvalid],
    ["/api/admin/requests?from=2026-02-30", ADMIN_MESSAGES.dateInvalid],
    ["/api/admin/requests?from=2026-05-02&to=2026-05-01", ADMIN_MESSAGES.dateOrder],
    ["/api/admin/requests?borough=E09999999", ADMIN_MESSAGES.boroughInvalid],
    ["/api/admin/customers?page=0", NUMBER_MESSAGES.page],
    [`/api/admin/quotes?q=${"x".repeat(101)}`, ADMIN_MESSAGES.searchTooLong],
    ["/api/admin/requests/export?status=nope", ADMIN_MESSAGES.statusInvalid],
    ["/api/admin/audit?to=yesterday", ADMIN_MESSAGES.dateInvalid],
  ];
  const before = await auditCount();
  for (const [url, message] of cases) {
    const res = await get(url);
    assert.equal(res.statusCode, 400, url);
    assert.equal(res.json().message, message, url);
  }
  assert.equal(await auditCount(), before, "a refused export is not logged as one");
});

test("the requests export is the list as CSV, and the export is audited", async () => {
  const list = (await get("/api/admin/requests?q=admin-test")).json().data.rows as { id: string }[];
  const res = await get("/api/admin/requests/export?q=admin-test");
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers["content-type"]), /^text\/csv/);
  assert.match(
    String(res.headers["content-disposition"]),
    /^attachment; filename="requests-\d{4}-\d\d-\d\d\.csv"$/,
  );
  const [header, ...rows] = parseCsv(res.body);
  assert.equal(header![0], "Request");
  assert.deepEqual(
    rows.map((r) => r[0]),
    list.map((r) => r.id),
  );
  assert.ok(rows.some((r) => r.includes("Alice Lovelace") && r.includes("alice.admin-test@example.org")));
  const audit = await lastAudit();
  assert.equal(audit.action, "export");
  assert.equal(audit.subjectId, "requests");
  assert.equal(audit.actorUserId, adminRow!.id);
  assert.deepEqual(audit.data, { filters: { q: "admin-test" } });
});

test("a customer's name that a spreadsheet would run as a formula is exported as text", async () => {
  await db.insert(users).values({
    email: "formula@example.org",
    role: "client",
    firstName: '=HYPERLINK("http://evil.example","Click")',
    lastName: "",
    phoneNumber: "+44 7700 900999",
  });
  const res = await get("/api/admin/customers/export?q=formula@example.org");
  const [, row] = parseCsv(res.body);
  assert.equal(row![2], `'=HYPERLINK("http://evil.example","Click")`);
  assert.equal(row![4], "'+44 7700 900999");
});

test("an export reads the table in batches, never all of it at once", async () => {
  await db.insert(users).values(
    Array.from({ length: 7 }, (_, i) => ({
      email: `batch-${i}@example.org`,
      role: "client" as const,
      firstName: `Batch ${i}`,
    })),
  );
  const all = parseCsv((await get("/api/admin/customers/export")).body);
  assert.ok(all.length > 5, "enough customers to need several batches");
  const limits: number[] = [];
  const stream = await adminExport(
    db,
    adminUser,
    "customers",
    {},
    { batchSize: 2, onBatch: (n) => limits.push(n) },
  );
  let text = "";
  for await (const chunk of stream) text += String(chunk);
  // one query per two rows (and the last, short or empty one), each asking for two rows only
  assert.equal(limits.length, Math.floor((all.length - 1) / 2) + 1);
  assert.ok(limits.every((n) => n === 2));
  // the same rows in the same order as the one-batch export: none skipped or repeated between batches
  assert.deepEqual(parseCsv(text), all);
});

test("a request's page shows its matches with score and reasons and the mails, and the read is audited", async () => {
  const res = await get(`/api/admin/requests/${alice.leadId}`);
  assert.equal(res.statusCode, 200, res.body);
  const d = res.json().data;
  assert.equal(d.request.id, alice.leadId);
  assert.equal(d.request.contact.email, "alice.admin-test@example.org");
  assert.ok(d.matches.length >= 1);
  assert.equal(typeof d.matches[0].score, "number");
  assert.ok("distanceMiles" in d.matches[0].reasons);
  assert.equal(d.booking, null);
  assert.ok(
    d.mails.some(
      (m: { kind: string; to: string }) =>
        m.kind === "lead-confirmation" && m.to === "alice.admin-test@example.org",
    ),
  );
  const audit = await lastAudit();
  assert.equal(audit.action, "request.view");
  assert.equal(audit.subjectId, alice.leadId);
  assert.equal((await get("/api/admin/requests/not-a-uuid")).statusCode, 404);
});

test("opening a customer is audited; opening a company document is audited", async () => {
  const res = await get(`/api/admin/customers/${alice.userId}`);
  assert.equal(res.statusCode, 200);
  const d = res.json().data;
  assert.equal(d.customer.email, "alice.admin-test@example.org");
  assert.deepEqual(
    d.requests.map((r: { id: string }) => r.id),
    [alice.leadId],
  );
  const audit = await lastAudit();
  assert.equal(audit.action, "customer.view");
  assert.equal(audit.subjectId, alice.userId);

  const [doc] = await db.select().from(companyDocuments).limit(1);
  assert.ok(doc, "the demo companies have documents");
  const file = await get(`/api/documents/${doc.id}/file`);
  assert.equal(file.statusCode, 200);
  const docAudit = await lastAudit();
  assert.equal(docAudit.action, "document.view");
  assert.equal(docAudit.subjectId, doc.id);
});

test("suspending needs a reason; a suspended customer's sessions end and they cannot sign in", async () => {
  const cookie = await t.login("bob.admin-test@example.org", PASSWORD);
  assert.equal((await get("/api/client/requests", cookie)).statusCode, 200);

  const before = await auditCount();
  const noReason = await post(`/api/admin/customers/${bob.userId}/suspend`, { reason: "   " });
  assert.equal(noReason.statusCode, 400);
  assert.equal(noReason.json().message, ADMIN_MESSAGES.reasonRequired);
  assert.equal((await db.select().from(users).where(eq(users.id, bob.userId)))[0]!.suspendedAt, null);
  assert.equal(await auditCount(), before);

  const res = await post(`/api/admin/customers/${bob.userId}/suspend`, {
    reason: "Abusive messages to movers",
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().message, ADMIN_MESSAGES.customerSuspended);
  const [row] = await db.select().from(users).where(eq(users.id, bob.userId));
  assert.ok(row!.suspendedAt);
  assert.equal(row!.suspendedReason, "Abusive messages to movers");
  assert.equal((await db.select().from(sessions).where(eq(sessions.userId, bob.userId))).length, 0);
  assert.equal((await get("/api/client/requests", cookie)).statusCode, 401, "the open session has ended");

  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: "bob.admin-test@example.org", password: PASSWORD },
  });
  assert.equal(login.statusCode, 403);
  assert.equal(login.json().message, SUSPENDED_ACCOUNT_MESSAGE);
  const mail = (await t.mails())[0]!;
  assert.equal(mail.to, "bob.admin-test@example.org");
  assert.match(mail.text, /Abusive messages to movers/);
  const audit = await lastAudit();
  assert.equal(audit.action, "customer.suspend");
  assert.equal(audit.reason, "Abusive messages to movers");

  const again = await post(`/api/admin/customers/${bob.userId}/suspend`, { reason: "Twice" });
  assert.equal(again.statusCode, 409);
  const link = await post(`/api/admin/customers/${bob.userId}/signin-link`);
  assert.equal(link.statusCode, 409);
  assert.equal(link.json().message, ADMIN_MESSAGES.suspendedCannotSignIn);

  const back = await post(`/api/admin/customers/${bob.userId}/reinstate`, {
    reason: "Spoke to Bob; resolved",
  });
  assert.equal(back.statusCode, 200);
  assert.ok(await t.login("bob.admin-test@example.org", PASSWORD));
});

test("an admin emails a customer a sign-in link; an unknown customer is a 404", async () => {
  const res = await post(`/api/admin/customers/${alice.userId}/signin-link`);
  assert.equal(res.statusCode, 200);
  const mail = (await t.mails())[0]!;
  assert.equal(mail.kind, "login-link");
  assert.equal(mail.to, "alice.admin-test@example.org");
  assert.equal((await lastAudit()).action, "customer.signin-link");
  const admins = await post(`/api/admin/customers/${adminRow!.id}/signin-link`);
  assert.equal(admins.statusCode, 404, "an admin is not a customer");
});

test("inviting an admin: bad input and a taken email store nothing; the invitee sets a password and a second factor", async () => {
  const invites = async () => (await db.select().from(adminInvites)).length;
  const bad = await post("/api/admin/invitations", {
    email: "not-an-email",
    firstName: "",
    lastName: "X",
    reason: "",
  });
  assert.equal(bad.statusCode, 400);
  const taken = await post("/api/admin/invitations", {
    email: "alice.admin-test@example.org",
    firstName: "Alice",
    lastName: "Lovelace",
    reason: "Joins operations",
  });
  assert.equal(taken.statusCode, 409);
  assert.equal(taken.json().message, ADMIN_MESSAGES.inviteEmailTaken);
  assert.equal(await invites(), 0);

  const res = await post("/api/admin/invitations", {
    email: "nadia@londonremovals.example.com",
    firstName: "Nadia",
    lastName: "Hussain",
    reason: "Joins the operations team in December",
  });
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(await invites(), 1);
  assert.equal((await lastAudit()).action, "admin.invite");
  const stored = (await t.storedMails())[0]!;
  assert.doesNotMatch(stored.text, /token=/, "the stored mail holds no live link");
  const token = /admin-invite\?token=([^\s]+)/.exec((await t.mails())[0]!.text)![1]!;

  const accept = (body: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/api/auth/admin-invite", payload: body });
  const mismatch = await accept({
    token: decodeURIComponent(token),
    password: PASSWORD,
    confirmPassword: "other",
  });
  assert.equal(mismatch.statusCode, 400);
  assert.equal(
    (await db.select().from(users).where(eq(users.email, "nadia@londonremovals.example.com"))).length,
    0,
  );

  const ok = await accept({
    token: decodeURIComponent(token),
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.json().data.step, "enrol");
  const [nadia] = await db.select().from(users).where(eq(users.email, "nadia@londonremovals.example.com"));
  assert.equal(nadia!.role, "admin");
  const reuse = await accept({
    token: decodeURIComponent(token),
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  assert.equal(reuse.statusCode, 400);
  assert.equal(reuse.json().message, ADMIN_MESSAGES.inviteInvalid);

  // the two-step set-up that exists for admins, then a session
  const challenge = ok.json().challenge as string;
  const start = await app.inject({
    method: "POST",
    url: "/api/auth/login/enrol/start",
    payload: { challenge },
  });
  assert.equal(start.statusCode, 200, start.body);
  const secret = start.json().data.secret as string;
  const enrol = await app.inject({
    method: "POST",
    url: "/api/auth/login/enrol",
    payload: { challenge, code: currentCode(secret) },
  });
  assert.equal(enrol.statusCode, 200, enrol.body);
  const nadiaCookie = `rm_session=${enrol.cookies.find((c) => c.name === "rm_session")!.value}`;
  assert.equal((await get("/api/admin/requests", nadiaCookie)).statusCode, 200);

  // a suspended admin passes no admin route (no UI suspends an admin yet: set here as the database would hold it)
  await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, nadia!.id));
  const adminRoutes = routesOf(app).filter((r) => r.access === "admin");
  assert.ok(adminRoutes.length > 20);
  for (const r of adminRoutes) {
    const res2 = await app.inject({
      method: r.method as "GET",
      url: r.url.replace(/:[A-Za-z]+/g, alice.userId),
      headers: { cookie: nadiaCookie },
      ...(r.method === "GET" ? {} : { payload: { reason: "Should not happen" } }),
    });
    assert.equal(res2.statusCode, 401, `${r.method} ${r.url}`);
  }
  assert.equal(
    (
      await db
        .select()
        .from(users)
        .where(and(eq(users.id, alice.userId)))
    ).at(0)!.suspendedAt,
    null,
    "nothing was done",
  );
});

test("the audit log lists and filters what admins did", async () => {
  const res = await get("/api/admin/audit?action=customer.suspend");
  assert.equal(res.statusCode, 200);
  const rows = res.json().data.rows as {
    action: string;
    subjectId: string;
    reason: string;
    actorEmail: string;
  }[];
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.subjectId, bob.userId);
  assert.equal(rows[0]!.reason, "Abusive messages to movers");
  assert.equal(rows[0]!.actorEmail, DEMO_ADMIN.email);
  const byActor = (await get("/api/admin/audit?actor=nobody-at-all")).json().data.rows;
  assert.deepEqual(byActor, []);
});
