// Issue #5 (docs/README.md#issues) end to end: a new company registers, uploads both certificates and is refused leads while
// pending; the admin verifies them and approves the company; the next matching lead reaches it, and the
// public profile shows "verified until".
import assert from "node:assert/strict";
import { test } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { BASE, DEMO_PASSWORD, DESKTOP, newPage, PHONE, screenshot, signInContext } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";
import { manAndVanLead } from "../lib/leads.ts";
import { proofHeader } from "../lib/proof.ts";

const stamp = Date.now();
const email = `movers${stamp}@example.org`;
const name = `Riverbank Movers ${stamp}`;
const year = new Date().getFullYear() + 1;
const expiry = `${year}-03-14`;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]);

/** "Saturday 14 March 2026", as the profile writes it */
const longDate = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  const f = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { ...o, timeZone: "UTC" }).format(d);
  return `${f({ weekday: "long" })} ${d.getUTCDate()} ${f({ month: "long" })} ${d.getUTCFullYear()}`;
};

async function upload(
  page: Page,
  kind: string,
  cover: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByLabel("Document", { exact: true }).selectOption({ label: kind });
  await page.getByLabel("Cover amount (£)").fill(cover);
  await page.getByLabel("Expiry date").fill(expiry);
  await page.getByLabel("File", { exact: true }).setInputFiles(file);
  await page.getByRole("button", { name: "Upload document" }).click();
}

let companyId = "";

/** a customer's lead from the wizard's API (docs/product/routes.md §7 POST client/register): a man-and-van move from SE1 */
async function submitLead(tag: string) {
  const start = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const res = await fetch(`${BASE}/api/client/register`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(await proofHeader()) },
    body: JSON.stringify(
      manAndVanLead(start, {
        title: "Ms",
        firstName: "Ada",
        lastName: "Customer",
        email: `lead-${tag}-${stamp}@example.org`,
      }),
    ),
  });
  const body = (await res.json()) as {
    status: boolean;
    message: string;
    leadId: string;
    companies: { name: string }[];
  };
  assert.equal(res.status, 200, body.message);
  return body;
}

/** signs the browser context in through the API (no race with the login form's hydration) */
/** through the API, the demo admin's code included (lib/browser.ts) */
const signIn = (context: BrowserContext, email: string, password = DEMO_PASSWORD) =>
  signInContext(context, email, password);

test("a new company registers and uploads its certificates, then waits for checks", async () => {
  const phone = await newPage(PHONE);
  await phone.page.goto("/companies/registration");
  await screenshot(phone.page, "company-registration-375");
  await phone.context.close();

  const { page, context, consoleErrors } = await newPage(DESKTOP);
  await page.goto("/companies/registration");
  await page.getByRole("button", { name: "Register company" }).click();
  await page.getByText("Company name is required").waitFor();
  await page.getByText("Choose at least one service").waitFor();
  await page.getByLabel("Company name").fill(name);
  await page.getByLabel("Companies House number (optional)").fill("1234");
  await page.getByLabel("Years trading").fill("6");
  await page.getByLabel("Vehicles in your fleet").fill("3");
  await page.getByLabel("Contact name").fill("Maya Patel");
  await page.getByLabel("Phone").fill("020 7946 0321");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByLabel("Confirm password").fill("a-good-password");
  await page.getByLabel("Address").fill("7 Wharf Road");
  await page.getByLabel("Postcode").fill("se1 9rt");
  await page.getByLabel("Man and Van").check();
  await page.getByLabel("House/Flat Removals").check();
  await page.locator("summary", { hasText: "South London" }).click();
  await page.getByLabel("Southwark").check();
  await page.getByRole("button", { name: "Register company" }).click();
  await page.getByText("A Companies House number has 8 characters").waitFor();
  await screenshot(page, "company-registration-1440");
  await page.getByLabel("Companies House number (optional)").fill("SC123456");
  await Promise.all([
    page.waitForURL("**/account/document-upload"),
    page.getByRole("button", { name: "Register company" }).click(),
  ]);
  await page.getByRole("heading", { name: "Insurance documents" }).waitFor();
  await page.getByText("Your account is waiting for checks").waitFor();

  // a renamed executable is refused with a clear message
  await upload(page, "Goods in Transit insurance", "50000", {
    name: "certificate.pdf",
    mimeType: "application/pdf",
    buffer: EXE,
  });
  await page.getByText("Upload a PDF, JPEG or PNG file", { exact: false }).first().waitFor();

  await upload(page, "Goods in Transit insurance", "50000", {
    name: "git.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page.getByRole("cell", { name: /git\.pdf/ }).waitFor();
  await upload(page, "Public Liability insurance", "5000000", {
    name: "pl.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await page.getByRole("cell", { name: /pl\.png/ }).waitFor();
  const checklist = page.locator(".doc-checklist");
  assert.equal(await checklist.getByText("Waiting for checks").count(), 2);
  await screenshot(page, "company-upload-1440");

  const me = await (await page.request.get("/api/companies/me")).json();
  companyId = me.data.company.id;
  assert.equal(me.data.company.status, "pending");
  await waitForMail(email, /Welcome, Riverbank Movers/);

  // pending: refused leads, even for a move in its area
  const early = await submitLead("pending");
  assert.ok(early.companies.length > 0, "the demo movers near SE1 get it");
  assert.ok(!early.companies.some((c) => c.name === name), "a pending company receives no lead");

  // not public while pending
  const anon = await fetch(`${BASE}/companies/${companyId}`, { redirect: "manual" });
  assert.equal(anon.status, 404);

  await page.setViewportSize(PHONE);
  await screenshot(page, "company-upload-375");

  // lead preferences and description on the profile page
  await page.setViewportSize(DESKTOP);
  await page.goto("/account/company-profile");
  await page.getByLabel("Description").fill("Two-van team for flats around Borough and Bermondsey.");
  await page.getByLabel("Maximum leads per week").fill("2");
  await page.getByRole("button", { name: "Save profile" }).click();
  await page.getByText("The weekly maximum cannot be lower than the daily maximum").waitFor();
  await page.getByLabel("Maximum leads per week").fill("40");
  await page.getByRole("button", { name: "Save profile" }).click();
  await page.getByText("Your company profile has been saved").waitFor();
  await screenshot(page, "company-profile-1440");
  const saved = await (await page.request.get("/api/companies/me")).json();
  assert.equal(saved.data.company.maxLeadsPerWeek, 40);
  assert.match(saved.data.company.description, /Two-van team/);
  assert.deepEqual(
    consoleErrors.filter((e) => !/status of 4\d\d/.test(e)),
    [],
  );
  await context.close();
});

test("the admin verifies both certificates and approves the company; it gets the next lead; its profile says until when", async () => {
  assert.ok(companyId, "registration ran first");
  const { page, context } = await newPage(DESKTOP);
  await signIn(context, "admin@example.com");
  await page.goto("/admin");
  await page.getByRole("heading", { name: "Documents to check" }).waitFor();
  await screenshot(page, "admin-queue-1440");
  await page.setViewportSize(PHONE);
  await screenshot(page, "admin-queue-375");
  await page.setViewportSize(DESKTOP);

  for (const kind of ["Goods in Transit insurance", "Public Liability insurance"]) {
    const card = page.getByRole("article", { name: `${kind} from ${name}` });
    await card.getByRole("button", { name: "Verify" }).click();
    await card.waitFor({ state: "detached" });
  }
  const waiting = page.getByRole("article", { name });
  await waiting.getByRole("button", { name: "Approve company" }).click();
  await page.getByText("Company approved").first().waitFor();
  await waiting.waitFor({ state: "detached" });
  await waitForMail(email, /is approved/);
  await context.close();

  // approved and insured: the next matching lead reaches it, and it is in its inbox
  const lead = await submitLead("approved");
  assert.ok(
    lead.companies.some((c) => c.name === name),
    `matched: ${lead.companies.map((c) => c.name).join(", ")}`,
  );
  const mover = await newPage(DESKTOP);
  await signIn(mover.context, email, "a-good-password");
  const inbox = await (await mover.page.request.get("/api/company/leads")).json();
  assert.ok(
    inbox.data.leads.some((l: { id: string }) => l.id === lead.leadId),
    "the lead is in the company's inbox",
  );
  await mover.context.close();

  for (const [viewport, label] of [
    [PHONE, "375"],
    [DESKTOP, "1440"],
  ] as const) {
    const visitor = await newPage(viewport);
    const res = await visitor.page.goto(`/companies/${companyId}`);
    assert.equal(res?.status(), 200);
    await visitor.page.getByRole("heading", { name, level: 1 }).waitFor();
    await visitor.page
      .getByText(`Goods in Transit and Public Liability verified until ${longDate(expiry)}`)
      .waitFor();
    await visitor.page.locator(".chips").getByText("Southwark", { exact: true }).waitFor();
    await screenshot(visitor.page, `company-public-profile-${label}`);
    await visitor.context.close();
  }
});

test("a demo company's profile shows its rating and reviews; the admin sees its trail", async () => {
  const { page, context } = await newPage(DESKTOP);
  await signIn(context, "admin@example.com");
  await page.goto("/admin/companies?status=approved");
  await Promise.all([
    page.waitForURL("**/admin/companies/*"),
    page.getByRole("link", { name: "Thames-side Removals" }).click(),
  ]);
  await page.getByRole("heading", { name: "Audit trail" }).waitFor();
  await page.getByRole("button", { name: "Suspend" }).waitFor();
  await screenshot(page, "admin-company-1440");
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await context.close();

  const visitor = await newPage(PHONE);
  // docs/product/decisions.md D19: the upload page is open, but only a company may upload
  await visitor.page.goto("/account/document-upload");
  await visitor.page.getByText("Log in with your company account to upload documents.").waitFor();
  assert.equal(await visitor.page.getByLabel("File", { exact: true }).count(), 0);
  await visitor.page.goto(`/companies/${id}`);
  await visitor.page.getByText("4.5", { exact: true }).first().waitFor();
  await visitor.page.getByText("Hannah R.").waitFor();
  await visitor.page
    .getByText(/Goods in Transit and Public Liability verified until \w+day \d+ \w+ \d{4}/)
    .waitFor();
  await screenshot(visitor.page, "company-public-profile-demo-375");
  await visitor.context.close();
});
