import assert from "node:assert/strict";
import { test } from "vitest";
import { issuesToFieldErrors } from "./auth.ts";
import { CONTACT_MESSAGES, contactSchema } from "./contact.ts";

const good = {
  name: "  Priya Shah ",
  email: "Priya@Example.com",
  phone: "07700 900123",
  subject: "quotes",
  message: "Do your movers cover Bromley on a Saturday?",
};

test("a complete message is accepted and tidied", () => {
  const r = contactSchema.parse(good);
  assert.equal(r.name, "Priya Shah");
  assert.equal(r.email, "priya@example.com");
  assert.equal(r.subject, "quotes");
});

test("phone is optional, and may be left empty", () => {
  assert.ok(contactSchema.safeParse({ ...good, phone: undefined }).success);
  assert.ok(contactSchema.safeParse({ ...good, phone: "" }).success);
});

test("each bad field gets its own clear message", () => {
  const r = contactSchema.safeParse({ name: " ", email: "nope", phone: "12", subject: "", message: "hi" });
  assert.equal(r.success, false);
  assert.deepEqual(issuesToFieldErrors(r.error!.issues), {
    name: CONTACT_MESSAGES.nameRequired,
    email: "Email is not valid",
    phone: CONTACT_MESSAGES.phoneInvalid,
    subject: CONTACT_MESSAGES.subjectRequired,
    message: CONTACT_MESSAGES.messageTooShort,
  });
});

test("missing fields say what is missing", () => {
  const r = contactSchema.safeParse({});
  assert.equal(r.success, false);
  const errors = issuesToFieldErrors(r.error!.issues);
  assert.equal(errors.name, CONTACT_MESSAGES.nameRequired);
  assert.equal(errors.email, "Email is required");
  assert.equal(errors.subject, CONTACT_MESSAGES.subjectRequired);
  assert.equal(errors.message, CONTACT_MESSAGES.messageRequired);
});

test("an overlong message is refused", () => {
  const r = contactSchema.safeParse({ ...good, message: "x".repeat(3001) });
  assert.equal(issuesToFieldErrors(r.error!.issues).message, CONTACT_MESSAGES.messageTooLong);
});
