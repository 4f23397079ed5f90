// Issue #28: the audit log says who and what by name — the actor's name and email, the company's name, the
// customer's name, the request's move — with the ids kept for the links; "who" is found by name too.
import assert from "node:assert/strict";
import { test } from "vitest";
import { ADMIN_MESSAGES } from "@rm/domain/admin";
import { eq } from "drizzle-orm";
import { auditLog, companies, users } from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { houseMove } from "../../test/fixtures/leads.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const { app, db } = t;
const admin = await t.login(DEMO_ADMIN.email);
const inject = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

interface Row {
  action: string;
  subjectType: string;
  subjectId: string;
  subjectName: string | null;
  actor: string | null;
}
const audit = async (query: string): Promise<Row[]> => {
  const res = await inject("GET", `/api/admin/audit?${query}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.rows;
};

const sent = await app.inject({
  method: "POST",
  url: "/api/client/register",
  payload: houseMove({
    user: {
      email: "ada.audit@example.org",
      firstName: "Ada",
      lastName: "Byron",
      password: "a-good-password",
      confirmPassword: "a-good-password",
    },
  }),
});
assert.equal(sent.statusCode, 200, sent.body);
const leadId = json<{ leadId: string }>(sent).leadId;
const [ada] = await db.select().from(users).where(eq(users.email, "ada.audit@example.org"));
const [mover] = await db.select().from(companies).where(eq(companies.email, DEMO_COMPANIES[1]!.email));
const ADMIN_AS_SHOWN = `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName} (${DEMO_ADMIN.email})`;

test("each row names who did it and the record it was done to, and keeps the record's id", async () => {
  assert.equal((await inject("GET", `/api/admin/requests/${leadId}`)).statusCode, 200);
  assert.equal((await inject("GET", `/api/admin/customers/${ada!.id}`)).statusCode, 200);
  const suspended = await inject("POST", `/api/admin/companies/${mover!.id}/suspend`, {
    reason: "Complaints under review",
  });
  assert.equal(suspended.statusCode, 200, suspended.body);
  assert.equal((await inject("GET", "/api/admin/customers/export?q=ada")).statusCode, 200);

  const rows = await audit("");
  const of = (action: string) => rows.find((r) => r.action === action)!;
  assert.deepEqual(
    [of("request.view"), of("customer.view"), of("company.suspend"), of("export")].map((r) => [
      r.subjectId,
      r.subjectName,
      r.actor,
    ]),
    [
      [leadId, "House/Flat Removals from SW1A 2AA (Ada Byron)", ADMIN_AS_SHOWN],
      [ada!.id, "Ada Byron (ada.audit@example.org)", ADMIN_AS_SHOWN],
      [mover!.id, DEMO_COMPANIES[1]!.name, ADMIN_AS_SHOWN],
      ["customers", "Customers list", ADMIN_AS_SHOWN],
    ],
  );
});

test("'who' finds the admin by name as well as by email; nobody's name finds nothing", async () => {
  const byName = await audit(`actor=${encodeURIComponent(`${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`)}`);
  assert.ok(byName.length >= 4);
  assert.ok(byName.every((r) => r.actor === ADMIN_AS_SHOWN));
  assert.deepEqual(await audit("actor=Nobody%20Atall"), []);
});

test("a record that no longer exists, or an id of no record, keeps its id and has no name", async () => {
  await db.insert(auditLog).values([
    {
      actorUserId: null,
      action: "company.approve",
      subjectType: "company",
      subjectId: "00000000-0000-4000-8000-000000000000",
    },
    { actorUserId: null, action: "request.view", subjectType: "lead", subjectId: "not-a-uuid" },
  ]);
  const rows = (await audit("")).slice(0, 2);
  assert.deepEqual(
    rows.map((r) => [r.subjectId, r.subjectName, r.actor]),
    [
      ["not-a-uuid", null, null],
      ["00000000-0000-4000-8000-000000000000", null, null],
    ],
  );
});

test("bad filters are refused with their message", async () => {
  const res = await inject("GET", `/api/admin/audit?actor=${"x".repeat(255)}`);
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, ADMIN_MESSAGES.searchTooLong);
});
