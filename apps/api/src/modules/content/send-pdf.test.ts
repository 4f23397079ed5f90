// POST /api/send-pdf: validates, queues one email with the moving book attached; the book is a real PDF.
import assert from "node:assert/strict";
import { test } from "vitest";
import { buildTestApp, json } from "../../test/helper.ts";
import { buildAttachment } from "../mail/index.ts";

const t = await buildTestApp();
const send = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/send-pdf", payload });
const bookMails = async () => (await t.mails()).filter((m) => m.kind === "moving-book");

test("bad input: 400 with a clear message, nothing queued", async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ firstName: "Ada" }, "Email is required"],
    [{ email: "  ", firstName: "Ada" }, "Email is required"],
    [{ email: "not-an-email", firstName: "Ada" }, "Email is not valid"],
    [{ email: "ada@example.com" }, "First name is required"],
    [{ email: "ada@example.com", firstName: "   " }, "First name is required"],
    [{ email: "ada@example.com", firstName: "A".repeat(81) }, "First name can be at most 80 characters"],
  ];
  for (const [payload, message] of cases) {
    const res = await send(payload);
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.equal(json(res).status, false);
    assert.equal(json(res).message, message, JSON.stringify(payload));
  }
  assert.equal((await bookMails()).length, 0);
});

test("a good request queues one email with the book attached and says where it goes", async () => {
  const res = await send({
    email: " Ada@Example.com ",
    firstName: "Ada",
    gdriveLink: "https://example.com/x",
  });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(json(res), {
    status: true,
    message: "Your free moving guide is on its way to ada@example.com",
  });
  const mails = await bookMails();
  assert.equal(mails.length, 1);
  const [mail] = mails;
  assert.equal(mail?.to, "ada@example.com");
  assert.equal(mail?.status, "pending");
  assert.equal(mail?.subject, "Your free guide: The London Moving Guide");
  assert.match(mail?.text ?? "", /^Hello Ada,/);
  assert.doesNotMatch(mail?.text ?? "", /example\.com\/x/, "a caller's link never goes into our mail");
  assert.deepEqual(mail?.attachments, [{ filename: "london-moving-guide.pdf", builtin: "moving-book" }]);
});

test("the attachment is a real, complete PDF of several pages", async () => {
  const pdf = await buildAttachment("moving-book");
  assert.equal(pdf.subarray(0, 5).toString("latin1"), "%PDF-");
  const text = pdf.toString("latin1");
  const pages = text.match(/\/Type \/Page\b(?!s)/g) ?? [];
  assert.ok(pages.length > 1, `${pages.length} pages`);
  assert.equal(/\/Count (\d+)/.exec(text)?.[1], String(pages.length), "the page tree counts every page");
  assert.ok(text.trimEnd().endsWith("%%EOF"), "a complete file");
});

test("the same address gets at most 3 books an hour", async () => {
  for (let i = 0; i < 2; i++)
    assert.equal((await send({ email: "ada@example.com", firstName: "Ada" })).statusCode, 200);
  const fourth = await send({ email: "ada@example.com", firstName: "Ada" });
  assert.equal(fourth.statusCode, 429);
  assert.equal((await bookMails()).length, 3);
});
