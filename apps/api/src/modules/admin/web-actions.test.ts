// Issue #28: an admin page's decision posted as a form (the no-JavaScript path, and the dialog's): what cannot
// be undone is refused until the form says it was confirmed, a missing reason or verdict is refused with its
// message, and a refusal writes nothing (no change, no audit row, no mail). Reversible actions need no box.
import assert from "node:assert/strict";
import { test } from "vitest";
import { ADMIN_MESSAGES } from "@rm/domain/admin";
import { ADMIN_ACTION_MESSAGES as A } from "@rm/domain/admin-actions";
import { COMPANY_MESSAGES } from "@rm/domain/company";
import { eq } from "drizzle-orm";
import { auditLog, companies, outbox, reviews, users } from "../../db/schema.ts";
import { DEMO_ADMIN } from "../../seed/demo-accounts.ts";
import { addCompany } from "../../test/fixtures/matching.ts";
import { makeCustomer } from "../../test/fixtures/quotes.ts";
import { makeBooking } from "../../test/fixtures/reviews.ts";
import { buildTestApp } from "../../test/helper.ts";
import { toSessionUser } from "../accounts/index.ts";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { adminActions } from "./web-actions.ts";

const t = await buildTestApp();
const { db } = t;
const act = adminActions(t.ctx);
const [adminRow] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
const admin = toSessionUser(adminRow!);

/** the form as the page posts it */
const form = (fields: Record<string, string>) => {
  const body = new URLSearchParams(fields).toString();
  return new Request("http://localhost/admin/page", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length) },
    body,
  });
};
const written = async () => ({
  audit: (await db.select().from(auditLog)).length,
  mail: (await db.select().from(outbox)).length,
});

test("approving a company: refused until confirmed, nothing written; then approved", async () => {
  const insured = (kind: "git" | "pl") => ({
    kind,
    status: "verified" as const,
    expiresOn: addDaysIso(todayInLondon(), 300),
    coverPence: 1_000_000_000,
  });
  const id = await addCompany(db, {
    status: "pending",
    name: "Careful Movers",
    documents: [insured("git"), insured("pl")],
  });
  const before = await written();
  const refused = await act(admin, form({ intent: "company.approve", target: id }));
  assert.deepEqual(refused, {
    ok: false,
    intent: "company.approve",
    target: id,
    status: 400,
    message: A.confirmRequired,
    errors: { confirm: A.confirmRequired },
    values: {},
  });
  assert.equal((await db.select().from(companies).where(eq(companies.id, id)))[0]!.status, "pending");
  assert.deepEqual(await written(), before);

  const done = await act(admin, form({ intent: "company.approve", target: id, confirm: "yes" }));
  assert.equal(done.ok, true, JSON.stringify(done));
  assert.equal((await db.select().from(companies).where(eq(companies.id, id)))[0]!.status, "approved");
  const after = await written();
  assert.equal(after.audit, before.audit + 1);
  assert.equal(after.mail, before.mail + 1, "the company is told");
});

test("suspending a customer: the reason first, then the box; reinstating needs no box", async () => {
  const customer = await makeCustomer(t, "suspend.form@example.org");
  const before = await written();
  const noReason = await act(
    admin,
    form({ intent: "customer.suspend", target: customer.id, confirm: "yes" }),
  );
  assert.equal(noReason.ok, false);
  assert.equal(!noReason.ok && noReason.message, ADMIN_MESSAGES.reasonRequired);
  const noBox = await act(
    admin,
    form({ intent: "customer.suspend", target: customer.id, reason: "Fake requests" }),
  );
  assert.equal(!noBox.ok && noBox.message, A.confirmRequired);
  // what was typed comes back for the form to show again (without JavaScript the page is a new one)
  assert.deepEqual(!noBox.ok && noBox.values, { reason: "Fake requests" });
  assert.equal((await db.select().from(users).where(eq(users.id, customer.id)))[0]!.suspendedAt, null);
  assert.deepEqual(await written(), before);

  const done = await act(
    admin,
    form({ intent: "customer.suspend", target: customer.id, reason: "Fake requests", confirm: "yes" }),
  );
  assert.equal(done.ok && done.message, ADMIN_MESSAGES.customerSuspended);
  assert.ok((await db.select().from(users).where(eq(users.id, customer.id)))[0]!.suspendedAt);
  const back = await act(
    admin,
    form({ intent: "customer.reinstate", target: customer.id, reason: "Resolved" }),
  );
  assert.equal(back.ok && back.message, ADMIN_MESSAGES.customerReinstated);
  assert.equal((await db.select().from(users).where(eq(users.id, customer.id)))[0]!.suspendedAt, null);
});

test("a review decision: no verdict chosen is refused with its message, then the box, then it is published", async () => {
  const customer = await makeCustomer(t, "review.form@example.org");
  const booked = await makeBooking(t, {
    clientUserId: customer.id,
    company: 1,
    moveDate: addDaysIso(todayInLondon(), -3),
  });
  const [review] = await db
    .insert(reviews)
    .values({
      companyId: booked.companyId,
      leadId: booked.leadId,
      clientUserId: customer.id,
      authorName: "Nadia H.",
      rating: 4,
      title: "Careful crew",
      body: "They wrapped everything and arrived on time.",
      status: "held",
    })
    .returning();
  const before = await written();
  const none = await act(admin, form({ intent: "review.decide", target: review!.id, confirm: "yes" }));
  assert.equal(!none.ok && none.message, "Choose a decision");
  const noBox = await act(admin, form({ intent: "review.decide", target: review!.id, decision: "publish" }));
  assert.equal(!noBox.ok && noBox.message, A.confirmRequired);
  assert.equal((await db.select().from(reviews).where(eq(reviews.id, review!.id)))[0]!.status, "held");
  assert.deepEqual(await written(), before);

  const done = await act(
    admin,
    form({ intent: "review.decide", target: review!.id, decision: "publish", confirm: "yes" }),
  );
  assert.equal(done.ok, true, JSON.stringify(done));
  assert.equal((await db.select().from(reviews).where(eq(reviews.id, review!.id)))[0]!.status, "published");
});

test("bad forms: an unknown action, no record, a record that does not exist, a form too large, a non-admin", async () => {
  const before = await written();
  const unknown = await act(admin, form({ intent: "company.delete", target: "x" }));
  assert.equal(!unknown.ok && unknown.message, A.unknownAction);
  const noTarget = await act(admin, form({ intent: "company.approve", confirm: "yes" }));
  assert.equal(!noTarget.ok && noTarget.status, 400);
  const missing = await act(
    admin,
    form({
      intent: "company.reject",
      target: "00000000-0000-4000-8000-000000000000",
      reason: "No",
      confirm: "yes",
    }),
  );
  assert.equal(!missing.ok && missing.status, 404);
  const noReason = await act(admin, form({ intent: "company.reject", target: "x", confirm: "yes" }));
  assert.equal(!noReason.ok && noReason.message, COMPANY_MESSAGES.reasonRequired);
  const huge = await act(admin, form({ intent: "company.reject", target: "x", reason: "x".repeat(20_000) }));
  assert.equal(!huge.ok && huge.status, 413);
  await assert.rejects(
    act(null, form({ intent: "company.approve", target: "x", confirm: "yes" })),
    (err: { statusCode?: number }) => err.statusCode === 403,
  );
  assert.deepEqual(await written(), before);
});
