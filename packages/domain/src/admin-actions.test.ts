import assert from "node:assert/strict";
import { test } from "vitest";
import { ADMIN_INTENTS, adminConfirmation, needsConfirmation } from "./admin-actions.ts";

test("what cannot be undone is confirmed; reinstating, unpublishing and a sign-in link are not", () => {
  const confirmed = ADMIN_INTENTS.filter((i) => !i.endsWith(".decide") && needsConfirmation(i));
  assert.deepEqual(confirmed, [
    "company.approve",
    "company.reject",
    "company.suspend",
    "document.verify",
    "document.reject",
    "customer.suspend",
    "admin.suspend",
    "blog.publish",
    "blog.remove-cover",
    "offer.expire",
  ]);
  for (const d of ["publish", "hide", "request_changes"]) assert.ok(needsConfirmation("review.decide", d), d);
  for (const d of ["dismiss", "remove"]) assert.ok(needsConfirmation("report.decide", d), d);
  assert.equal(needsConfirmation("review.decide", undefined), false, "no decision chosen: refused for that");
  assert.deepEqual(adminConfirmation("company.approve", "Thames-side Removals"), {
    title: "Approve Thames-side Removals?",
    consequence: "They are told by email and start receiving leads straight away.",
    confirmLabel: "Yes, approve",
    box: "Yes, approve Thames-side Removals. They are told by email and start receiving leads straight away.",
  });
});
