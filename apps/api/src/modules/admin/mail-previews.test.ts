// Issue #33: the admins' preview of every email template — each with its subject, its text part and its
// HTML part; the HTML answered for the preview's frame under its own policy (inline styles, nothing else,
// framed only by our pages); only admins read either; an unknown template is a 404.
import assert from "node:assert/strict";
import { test } from "vitest";
import { ADMIN_MESSAGES } from "@rm/domain/admin";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { buildTestApp } from "../../test/helper.ts";
import { EMAIL_PREVIEW_POLICY } from "./mail-previews.ts";

const t = await buildTestApp();
const admin = await t.login(DEMO_ADMIN.email);
const client = await t.login(DEMO_CLIENT.email);
const company = await t.login(DEMO_COMPANIES[0]!.email);
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

interface Template {
  name: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
}

test("every template, with sample data, has its subject, its text part and an HTML part with its heading", async () => {
  const res = await get("/api/admin/email-templates", admin);
  assert.equal(res.statusCode, 200, res.body);
  const templates: Template[] = res.json().data.templates;
  assert.ok(templates.length >= 60, `${templates.length} templates`);
  assert.equal(new Set(templates.map((x) => x.name)).size, templates.length, "each named once");
  for (const x of templates) {
    assert.ok(x.subject.length > 0 && x.text.length > 0, x.name);
    assert.match(x.html, /<html[^>]* lang="en-GB"/, x.name);
    const h1 = x.html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];
    assert.ok(h1, `${x.name}: a heading`);
    assert.ok((x.html.match(/class="rm-button"/g) ?? []).length <= 1, `${x.name}: one button at most`);
    assert.doesNotMatch(x.html, /<img[^>]+src="http/, `${x.name}: no remote image`);
  }
  const reset = templates.find((x) => x.kind === "password-reset")!;
  assert.match(reset.text, /^Hello Grace,\n\nSomeone \(we hope you\) asked to reset the password/);
  assert.match(reset.html, /class="rm-button"[^>]*>.*Choose a new password/s);
});

test("a template's HTML for the preview's frame: its own policy, framed only by our pages", async () => {
  const res = await get("/api/admin/email-templates/1", admin);
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers["content-type"]), /^text\/html/);
  assert.equal(res.headers["content-security-policy"], EMAIL_PREVIEW_POLICY);
  assert.equal(res.headers["x-frame-options"], "SAMEORIGIN");
  assert.match(res.body, /<h1[^>]*>Reset your password<\/h1>/);
});

test("only admins preview templates; an unknown one is a 404", async () => {
  for (const url of ["/api/admin/email-templates", "/api/admin/email-templates/0"]) {
    assert.equal((await get(url)).statusCode, 401, url);
    assert.equal((await get(url, client)).statusCode, 403, url);
    assert.equal((await get(url, company)).statusCode, 403, url);
  }
  for (const index of ["999", "-1", "one", "1.5"]) {
    const res = await get(`/api/admin/email-templates/${index}`, admin);
    assert.equal(res.statusCode, 404, index);
    assert.equal(res.json().message, ADMIN_MESSAGES.noSuchTemplate);
  }
});
