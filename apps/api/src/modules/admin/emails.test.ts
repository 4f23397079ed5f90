// Issue #28: the admin reads the kept mail as it is. A request's emails are that request's only (two requests
// from one address no longer share their mails); /admin/emails says when a mail was kept on this machine
// and never sent (no SMTP server) and when it went to one; it lists attachments with their name, type and
// size, and only an admin downloads one (audited).
import assert from "node:assert/strict";
import { once } from "node:events";
import { test } from "vitest";
import { ADMIN_MESSAGES, MAIL_DELIVERY_LABELS } from "@rm/domain/admin";
import { desc, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { auditLog, companies, leadMatches, outbox, users } from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { dayFromToday, houseMove } from "../../test/fixtures/leads.ts";
import { quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { buildAttachment, createSender, enqueueMail } from "../mail/index.ts";
import { deliverDue } from "../mail/outbox.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const { app, db } = t;
const admin = await t.login(DEMO_ADMIN.email);
const client = await t.login(DEMO_CLIENT.email);
const company = await t.login(DEMO_COMPANIES[0]!.email);

const inject = (method: "GET" | "POST", url: string, cookie?: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
// biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' JSON as the pages do, field by field
const data = async (url: string): Promise<any> => {
  const res = await inject("GET", url, admin);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data;
};
const auditCount = async () => (await db.select().from(auditLog)).length;

const EMAIL = "two.requests@example.org";
const PASSWORD = "a-good-password";

/** the kinds of a list of mails, counted */
const kinds = (mails: { kind: string }[]) => {
  const n: Record<string, number> = {};
  for (const m of mails) n[m.kind] = (n[m.kind] ?? 0) + 1;
  return n;
};

test("a request's emails are its own: two requests from one address do not share their mails", async () => {
  const first = await inject(
    "POST",
    "/api/client/register",
    undefined,
    houseMove({ user: { email: EMAIL, password: PASSWORD, confirmPassword: PASSWORD } }),
  );
  assert.equal(first.statusCode, 200, first.body);
  const leadA = json<{ leadId: string }>(first).leadId;
  const [account] = await db.select().from(users).where(eq(users.email, EMAIL));
  // the customer has since used an emailed link (issue #29 item 6 and decision 101: until then the password does
  // not sign in and an unproven address's requests wait)
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account!.id));
  const customer = await t.login(EMAIL, PASSWORD);
  // a different move (another day, another destination): not a duplicate of the first
  const second = await inject(
    "POST",
    `/api/client/${account!.id}/leads`,
    customer,
    houseMove({ client: { startDate: dayFromToday(40), toCity: "N16 0AA", toAddress: "3 Church Street" } }),
  );
  assert.equal(second.statusCode, 200, second.body);
  const leadB = json<{ leadId: string }>(second).leadId;
  assert.notEqual(leadA, leadB);

  // a matched mover quotes on the first request only
  const [match] = await db
    .select({ email: companies.email })
    .from(leadMatches)
    .innerJoin(companies, eq(companies.id, leadMatches.companyId))
    .where(eq(leadMatches.leadId, leadA))
    .limit(1);
  const mover = await t.login(match!.email);
  const quoted = await inject("POST", `/api/company/leads/${leadA}/quote`, mover, quoteBody());
  assert.equal(quoted.statusCode, 201, quoted.body);

  const moversOf = async (leadId: string) =>
    (await db.select().from(leadMatches).where(eq(leadMatches.leadId, leadId))).length;
  const a = (await data(`/api/admin/requests/${leadA}`)).mails;
  const b = (await data(`/api/admin/requests/${leadB}`)).mails;
  assert.deepEqual(kinds(a), {
    "lead-confirmation": 1,
    "lead-new": await moversOf(leadA),
    "quote-received": 1,
  });
  assert.deepEqual(kinds(b), { "lead-confirmation": 1, "lead-new": await moversOf(leadB) });
  assert.equal(
    a.filter((m: { to: string }) => m.to === EMAIL).length,
    2,
    "the customer's confirmation and quote",
  );
  // no mail is in both, and each names its own request's move
  const idsA = new Set(a.map((m: { id: number }) => m.id));
  assert.ok(b.every((m: { id: number }) => !idsA.has(m.id)));
  assert.ok(
    a.every((m: { deliveryLabel: string }) => m.deliveryLabel === MAIL_DELIVERY_LABELS.pending),
    "not sent yet",
  );
});

test("a request's emails: an unknown or malformed id is a 404, and only admins read it", async () => {
  for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-request"]) {
    const res = await inject("GET", `/api/admin/requests/${id}`, admin);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, ADMIN_MESSAGES.noSuchRequest);
  }
  const [any] = await db.select().from(outbox).where(eq(outbox.to, EMAIL)).limit(1);
  const leadId = any!.leadId!;
  assert.equal((await inject("GET", `/api/admin/requests/${leadId}`, client)).statusCode, 403);
  assert.equal((await inject("GET", `/api/admin/requests/${leadId}`, company)).statusCode, 403);
  assert.equal((await inject("GET", `/api/admin/requests/${leadId}`)).statusCode, 401);
});

/** a loopback SMTP server that accepts every mail */
async function smtpSink() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // the sender keeps its pooled connection open: closing the server ends it at once
    closeTimeout: 50,
    onData(stream, _session, done) {
      stream.resume();
      stream.on("end", () => done());
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  return { server, port: (server.server.address() as { port: number }).port };
}

const ICS = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Removal day — Flat 2\r\nEND:VCALENDAR\r\n";

test("/admin/emails says which mail was kept, not sent (no SMTP), which was sent, which waits", async () => {
  await db.delete(outbox);
  const mail = (to: string) => ({ kind: "test", to, subject: `For ${to}`, text: "Hello" });
  await enqueueMail(db, mail("kept@example.org"));
  const noop = async () => Buffer.from("");
  const log = () => {};
  await deliverDue(db, createSender({ from: "team@test.example", log, buildAttachment: noop }));
  const sink = await smtpSink();
  try {
    await enqueueMail(db, mail("smtp@example.org"));
    const smtp = createSender({
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      from: "team@test.example",
      log,
      buildAttachment: noop,
    });
    await deliverDue(db, smtp);
  } finally {
    sink.server.close();
  }
  await enqueueMail(db, mail("waiting@example.org"));

  const rows = await db.select().from(outbox);
  assert.deepEqual(
    Object.fromEntries(rows.map((r) => [r.to, [r.status, r.kept]])),
    {
      "kept@example.org": ["sent", true],
      "smtp@example.org": ["sent", false],
      "waiting@example.org": ["pending", false],
    },
    "what the database holds",
  );
  const { emails } = await data("/api/admin/emails");
  assert.deepEqual(
    Object.fromEntries(emails.map((m: { to: string; deliveryLabel: string }) => [m.to, m.deliveryLabel])),
    {
      "kept@example.org": "Kept, not sent (no SMTP configured)",
      "smtp@example.org": "Sent",
      "waiting@example.org": "Waiting to be sent",
    },
  );
});

test("/admin/emails lists attachments with name, type and size; an admin downloads one, nobody else", async () => {
  await db.delete(outbox);
  await enqueueMail(db, {
    kind: "booking-confirmed-for-customer",
    to: "calendar@example.org",
    subject: "Your booking",
    text: "Attached.",
    attachments: [{ filename: "move.ics", content: ICS, contentType: "text/calendar; charset=utf-8" }],
  });
  const book = await inject("POST", "/api/send-pdf", undefined, {
    email: "book@example.org",
    firstName: "Ada",
  });
  assert.equal(book.statusCode, 200, book.body);
  const { emails } = await data("/api/admin/emails");
  const byTo = Object.fromEntries(emails.map((m: { to: string }) => [m.to, m]));
  assert.deepEqual(byTo["calendar@example.org"].attachments, [
    {
      index: 0,
      filename: "move.ics",
      contentType: "text/calendar; charset=utf-8",
      size: Buffer.byteLength(ICS),
    },
  ]);
  const pdf = await buildAttachment("moving-book");
  const [guide] = byTo["book@example.org"].attachments;
  assert.equal(guide.contentType, "application/pdf");
  assert.equal(guide.size, pdf.length);
  assert.match(guide.filename, /\.pdf$/);

  const calendarId = byTo["calendar@example.org"].id;
  const url = `/api/admin/emails/${calendarId}/attachments/0`;
  const before = await auditCount();
  for (const [who, code] of [
    [client, 403],
    [company, 403],
    [undefined, 401],
  ] as const) {
    const res = await inject("GET", url, who);
    assert.equal(res.statusCode, code);
    assert.doesNotMatch(res.body, /VCALENDAR/);
  }
  for (const bad of [
    `/api/admin/emails/${calendarId}/attachments/1`,
    `/api/admin/emails/${calendarId}/attachments/-1`,
    `/api/admin/emails/${calendarId}/attachments/x`,
    "/api/admin/emails/999999999/attachments/0",
    "/api/admin/emails/not-a-mail/attachments/0",
  ]) {
    const res = await inject("GET", bad, admin);
    assert.equal(res.statusCode, 404, bad);
    assert.equal(res.json().message, ADMIN_MESSAGES.noSuchAttachment);
  }
  assert.equal(await auditCount(), before, "a refused download is not logged as one");

  const res = await inject("GET", url, admin);
  assert.equal(res.statusCode, 200);
  assert.equal(res.body, ICS);
  assert.equal(res.headers["content-type"], "text/calendar; charset=utf-8");
  assert.equal(res.headers["content-disposition"], 'attachment; filename="move.ics"');
  assert.match(String(res.headers["cache-control"]), /no-store/);
  const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  assert.equal(audit!.action, "email.attachment");
  assert.equal(audit!.subjectId, String(calendarId));

  const guideRes = await inject(
    "GET",
    `/api/admin/emails/${byTo["book@example.org"].id}/attachments/0`,
    admin,
  );
  assert.equal(guideRes.statusCode, 200);
  assert.equal(guideRes.headers["content-type"], "application/pdf");
  assert.equal(guideRes.rawPayload.length, pdf.length);
});
