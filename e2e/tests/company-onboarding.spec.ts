// Issue #5 (docs/README.md#issues) end to end: a new company registers, uploads both certificates and is refused leads while
// pending; the admin verifies them and approves the company; the next matching lead reaches it, and the
// public profile shows "verified until".
import type { BrowserContext, Page } from "@playwright/test";
import { confirmDecision, hydrated } from "../lib/admin.ts";
import { BASE, DEMO_PASSWORD, DESKTOP, PHONE, screenshot, signInContext } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";
import { manAndVanLead } from "../lib/leads.ts";
import { proofHeader } from "../lib/proof.ts";
import { expect, test } from "../lib/fixtures.ts";
import { openAccountUrl, registerCompanyOpened } from "../lib/open-account.ts";

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

/**
 * Where the first test ends, through the API (so the admin's checks run alone and in any order): a company
 * near SE1 (Southwark, man and van and house removals) registered like the form does, with its Goods in
 * Transit (PDF) and Public Liability (PNG) certificates uploaded and waiting for checks.
 */
async function companyWaitingForChecks(tag: string) {
  const company = {
    email: `movers-${tag}-${stamp}@example.org`,
    name: `Riverbank Movers ${tag} ${stamp}`,
    companyId: "",
  };
  const opened = await registerCompanyOpened({
    companyName: company.name,
    companiesHouseNumber: "SC123456",
    contactName: "Maya Patel",
    email: company.email,
    phone: "020 7946 0321",
    password: "a-good-password",
    confirmPassword: "a-good-password",
    address: "7 Wharf Road",
    postcode: "SE1 9RT",
    yearsTrading: 6,
    fleetSize: 3,
    services: ["Man and Van", "House/Flat Removals"],
    coverageRadiusMiles: 0,
    coverageBoroughs: ["E09000028"],
  });
  company.companyId = opened.answer.data.companyId!;
  const cookie = opened.cookie;
  for (const [kind, cover, file, type, bytes] of [
    ["git", "50000", "git.pdf", "application/pdf", PDF],
    ["pl", "5000000", "pl.png", "image/png", PNG],
  ] as const) {
    const form = new FormData();
    form.set("kind", kind);
    form.set("coverPounds", cover);
    form.set("expiresOn", expiry);
    form.set("file", new Blob([bytes], { type }), file);
    const res = await fetch(`${BASE}/api/companies/me/documents`, {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    expect(res.status, await res.text()).toBe(201);
  }
  return company;
}

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
  expect(res.status, body.message).toBe(200);
  return body;
}

/** signs the browser context in through the API (no race with the login form's hydration) */
/** through the API, the demo admin's code included (lib/browser.ts) */
const signIn = (context: BrowserContext, email: string, password = DEMO_PASSWORD) =>
  signInContext(context, email, password);

test("a new company registers and uploads its certificates, then waits for checks", async ({ newPage }) => {
  const phone = await newPage(PHONE);
  await phone.page.goto("/companies/registration");
  await screenshot(phone.page, "company-registration-375");
  await phone.context.close();

  const { page, context, consoleErrors } = await newPage(DESKTOP);
  await page.goto("/companies/registration");
  await page.getByRole("button", { name: "Register company" }).click();
  await expect(page.getByText("Company name is required")).toBeVisible();
  await expect(page.getByText("Choose at least one service")).toBeVisible();
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
  await expect(page.getByText("A Companies House number has 8 characters")).toBeVisible();
  await screenshot(page, "company-registration-1440");
  await page.getByLabel("Companies House number (optional)").fill("SC123456");
  await page.getByRole("button", { name: "Register company" }).click();
  // issue #29 item 8: the account opens with the emailed link
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`We have sent an email to ${email}`);
  await screenshot(page, "company-registration-check-inbox-1440");
  await page.goto(await openAccountUrl(email, "company"));
  await Promise.all([
    page.waitForURL("**/account/document-upload"),
    page.getByRole("button", { name: "Confirm and open my account" }).click(),
  ]);
  await expect(page.getByRole("heading", { name: "Insurance documents" })).toBeVisible();
  await expect(page.getByText("Your account is waiting for checks")).toBeVisible();

  // a renamed executable is refused with a clear message
  await upload(page, "Goods in Transit insurance", "50000", {
    name: "certificate.pdf",
    mimeType: "application/pdf",
    buffer: EXE,
  });
  await expect(page.getByText("Upload a PDF, JPEG or PNG file", { exact: false }).first()).toBeVisible();

  await upload(page, "Goods in Transit insurance", "50000", {
    name: "git.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(page.getByRole("cell", { name: /git\.pdf/ })).toBeVisible();
  await upload(page, "Public Liability insurance", "5000000", {
    name: "pl.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(page.getByRole("cell", { name: /pl\.png/ })).toBeVisible();
  const checklist = page.locator(".doc-checklist");
  await expect(checklist.getByText("Waiting for checks")).toHaveCount(2);
  await screenshot(page, "company-upload-1440");

  const me = await (await page.request.get("/api/companies/me")).json();
  const companyId = me.data.company.id as string;
  expect(me.data.company.status).toBe("pending");
  await waitForMail(email, /Welcome, Riverbank Movers/);

  // pending: refused leads, even for a move in its area
  const early = await submitLead("pending");
  expect(early.companies.length, "the demo movers near SE1 get it").toBeGreaterThan(0);
  expect(
    early.companies.map((c) => c.name),
    "a pending company receives no lead",
  ).not.toContain(name);

  // not public while pending
  const anon = await fetch(`${BASE}/companies/${companyId}`, { redirect: "manual" });
  expect(anon.status).toBe(404);

  await page.setViewportSize(PHONE);
  await screenshot(page, "company-upload-375");

  // lead preferences and description on the profile page
  await page.setViewportSize(DESKTOP);
  await page.goto("/account/company-profile");
  await page.getByLabel("Description").fill("Two-van team for flats around Borough and Bermondsey.");
  await page.getByLabel("Maximum leads per week").fill("2");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("The weekly maximum cannot be lower than the daily maximum")).toBeVisible();
  await page.getByLabel("Maximum leads per week").fill("40");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your company profile has been saved")).toBeVisible();
  await screenshot(page, "company-profile-1440");
  const saved = await (await page.request.get("/api/companies/me")).json();
  expect(saved.data.company.maxLeadsPerWeek).toBe(40);
  expect(saved.data.company.description).toMatch(/Two-van team/);
  expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  await context.close();
});

test("the admin verifies both certificates and approves the company; it gets the next lead; its profile says until when; suspended, its session ends", async ({
  newPage,
}) => {
  const { name, email, companyId } = await companyWaitingForChecks("checks");
  const { page, context } = await newPage(DESKTOP);
  await signIn(context, "admin@example.com");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Documents to check" })).toBeVisible();
  await screenshot(page, "admin-queue-1440");
  await page.setViewportSize(PHONE);
  await screenshot(page, "admin-queue-375");
  await page.setViewportSize(DESKTOP);

  // issue #19: insurance is verified on the company's page, with the certificate open beside its checklist;
  // the queue's card links there instead of offering a Verify that would be refused
  const queued = page.getByRole("article", { name: `Goods in Transit insurance from ${name}` });
  await expect(queued.getByRole("button", { name: "Verify" })).toHaveCount(0);
  await expect(queued.getByRole("link", { name: "Check and verify" })).toHaveAttribute(
    "href",
    `/admin/companies/${companyId}#documents`,
  );
  await page.goto(`/admin/companies/${companyId}`);
  await hydrated(page);
  for (const kind of ["Goods in Transit insurance", "Public Liability insurance"]) {
    const card = page.getByRole("article", { name: `${kind} from ${name}` });
    // the browser's PDF viewer may scroll the page as it loads: the click is repeated until the card opens
    const open = card.getByRole("button", { name: /the document$/ });
    await expect(async () => {
      if ((await open.getAttribute("aria-expanded")) !== "true") await open.click();
      await expect(open).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
    }).toPass();
    await card.getByLabel("Insurer").fill("Aviva Insurance Ltd");
    await card.getByLabel("Policy number").fill(`POL-${kind.length}`);
    await card.getByRole("button", { name: "Verify" }).click();
    await confirmDecision(page, "Yes, verify");
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();
  }
  await page.goto("/admin");
  await hydrated(page);
  const waiting = page.getByRole("article", { name });
  await waiting.getByRole("button", { name: "Approve company" }).click();
  await confirmDecision(page, "Yes, approve");
  await expect(page.getByText("Company approved").first()).toBeVisible();
  await waiting.waitFor({ state: "detached" });
  await waitForMail(email, /is approved/);
  await context.close();

  // approved and insured: the next matching lead reaches it, and it is in its inbox
  const lead = await submitLead("approved");
  expect(
    lead.companies.some((c) => c.name === name),
    `matched: ${lead.companies.map((c) => c.name).join(", ")}`,
  ).toBeTruthy();
  const mover = await newPage(DESKTOP);
  await signIn(mover.context, email, "a-good-password");
  const inbox = await (await mover.page.request.get("/api/company/leads")).json();
  expect(
    inbox.data.leads.some((l: { id: string }) => l.id === lead.leadId),
    "the lead is in the company's inbox",
  ).toBeTruthy();
  await mover.context.close();

  for (const [viewport, label] of [
    [PHONE, "375"],
    [DESKTOP, "1440"],
  ] as const) {
    const visitor = await newPage(viewport);
    const res = await visitor.page.goto(`/companies/${companyId}`);
    expect(res?.status()).toBe(200);
    await expect(visitor.page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(
      visitor.page.getByText(`Goods in Transit and Public Liability verified until ${longDate(expiry)}`),
    ).toBeVisible();
    await expect(visitor.page.locator(".chips").getByText("Southwark", { exact: true })).toBeVisible();
    await screenshot(visitor.page, `company-public-profile-${label}`);
    await visitor.context.close();
  }

  // issue #19: the admin suspends the company with a reason; its open session ends at once and it is told
  const signedIn = await newPage(DESKTOP);
  await signIn(signedIn.context, email, "a-good-password");
  expect((await signedIn.page.request.get("/api/company/leads")).status()).toBe(200);
  const admin = await newPage(DESKTOP);
  await signIn(admin.context, "admin@example.com");
  await admin.page.goto(`/admin/companies/${companyId}`);
  await hydrated(admin.page);
  const suspend = admin.page.getByRole("form", { name: `Suspend: ${name}` });
  await suspend.getByRole("button", { name: "Suspend" }).click();
  await expect(suspend.getByText("Give a reason (it is sent to the company)")).toBeVisible();
  await suspend.getByRole("textbox").fill("Insurance certificate reported as cancelled by the insurer");
  await suspend.getByRole("button", { name: "Suspend" }).click();
  await confirmDecision(admin.page, "Yes, suspend");
  await expect(admin.page.getByRole("form", { name: `Reinstate: ${name}` })).toBeVisible();
  await waitForMail(email, /is suspended/);
  expect((await signedIn.page.request.get("/api/company/leads")).status()).toBe(401);
  await signedIn.page.goto("/account/dashboard");
  await signedIn.page.waitForURL((u) => u.pathname === "/login");
  expect(admin.consoleErrors).toEqual([]);
  await admin.context.close();
  await signedIn.context.close();
});

test("a demo company's profile shows its rating and reviews; the admin sees its trail", async ({
  newPage,
}) => {
  const { page, context } = await newPage(DESKTOP);
  await signIn(context, "admin@example.com");
  await page.goto("/admin/companies?status=approved");
  await Promise.all([
    page.waitForURL("**/admin/companies/*"),
    page.getByRole("link", { name: "Thames-side Removals" }).click(),
  ]);
  await expect(page.getByRole("heading", { name: "Audit trail" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Suspend" })).toBeVisible();
  await screenshot(page, "admin-company-1440");
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await context.close();

  const visitor = await newPage(PHONE);
  // docs/product/decisions.md D19: the upload page is open, but only a company may upload
  await visitor.page.goto("/account/document-upload");
  await expect(visitor.page.getByText("Log in with your company account to upload documents.")).toBeVisible();
  await expect(visitor.page.getByLabel("File", { exact: true })).toHaveCount(0);
  await visitor.page.goto(`/companies/${id}`);
  await expect(visitor.page.getByText("4.5", { exact: true }).first()).toBeVisible();
  await expect(visitor.page.getByText("Hannah R.")).toBeVisible();
  await expect(
    visitor.page.getByText(/Goods in Transit and Public Liability verified until \w+day \d+ \w+ \d{4}/),
  ).toBeVisible();
  await screenshot(visitor.page, "company-public-profile-demo-375");
  await visitor.context.close();
});
