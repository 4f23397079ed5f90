// Issue #19, vetting depth, at 1440 px (and the same page at 375): the admin checks a new company's number with
// Companies House (the suite's app asks a local fake serving recorded answers), opens each certificate inline
// beside its checklist (a PDF in a frame, an image as an image), is refused below the minimum cover with the
// reason, then verifies with the checklist; the admins' page lists admins and never offers to suspend yourself.
import type { Locator } from "@playwright/test";
import { confirmDecision, hydrated } from "../lib/admin.ts";
import { CH_ACTIVE } from "../../apps/api/src/test/fixtures/companies-house.ts";
import { BASE, DESKTOP, PHONE, screenshot } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";
import { registerCompanyOpened } from "../lib/open-account.ts";

const stamp = Date.now();
const expiry = `${new Date().getFullYear() + 1}-06-30`;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** opens a document's card; the browser's PDF viewer may scroll the page as it loads, so the click is repeated */
async function openDocument(card: Locator) {
  const open = card.getByRole("button", { name: /the document$/ });
  await expect(async () => {
    if ((await open.getAttribute("aria-expanded")) !== "true") await open.click();
    await expect(open).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass();
}

/** a company registered like the form does, named as the register names the fake's active company */
async function companyWithCertificates() {
  const name = "Vetted Vans Ltd";
  const opened = await registerCompanyOpened({
    companyName: name,
    companiesHouseNumber: CH_ACTIVE,
    contactName: "Rosa Diaz",
    email: `vetting-${stamp}@example.org`,
    phone: "020 7946 0456",
    password: "a-good-password",
    confirmPassword: "a-good-password",
    address: "2 Depot Lane",
    postcode: "SE1 9RT",
    yearsTrading: 4,
    fleetSize: 2,
    services: ["Man and Van"],
    coverageRadiusMiles: 0,
    coverageBoroughs: ["E09000028"],
  });
  const cookie = opened.cookie;
  const answer = opened.answer as { data: { companyId: string } };
  for (const [kind, cover, file, type, bytes] of [
    ["git", "25000", "git-certificate.pdf", "application/pdf", PDF],
    ["pl", "500000", "pl-certificate.png", "image/png", PNG],
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
  return { name, companyId: answer.data.companyId };
}

test("vetting: the Companies House result, each certificate inline beside its checklist, the minimum cover", async ({
  signedIn,
  consoleErrors,
  axe,
}) => {
  const { name, companyId } = await companyWithCertificates();
  const { page } = await signedIn("admin", DESKTOP);
  await page.goto(`/admin/companies/${companyId}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await hydrated(page);

  // Companies House, through the fake's recorded answer for an active company
  const panel = page.getByRole("region", { name: "Companies House" });
  await expect(panel.getByText(`Number ${CH_ACTIVE}: not checked yet.`)).toBeVisible();
  await panel.getByRole("button", { name: "Check with Companies House" }).click();
  await expect(panel.getByRole("status")).toHaveText(
    "Registered as VETTED VANS LIMITED (Active); the name matches.",
  );
  await expect(panel.getByText("Name matches", { exact: true })).toBeVisible();
  await expect(panel.getByText("Active", { exact: true })).toBeVisible();

  // the Goods in Transit PDF opens inline, served as a PDF to be shown in place
  const git = page.getByRole("article", { name: `Goods in Transit insurance from ${name}` });
  const [file] = await Promise.all([
    page.waitForResponse((r) => /\/api\/documents\/[^/]+\/file$/.test(r.url())),
    openDocument(git),
  ]);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toMatch(/^inline;/);
  const frame = git.locator("iframe.doc-frame");
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute(
    "title",
    /Goods in Transit insurance from Vetted Vans Ltd: git-certificate\.pdf/,
  );

  // the checklist: nothing filled in but what the company gave -> told what is missing
  const checklist = git.getByRole("form", { name: /^Checklist:/ });
  await expect(checklist.getByLabel("Cover amount (£)")).toHaveValue("25000");
  await expect(checklist.getByText("At least £10,000. The company gave £25,000.")).toBeVisible();
  await checklist.getByRole("button", { name: "Verify" }).click();
  await confirmDecision(page, "Yes, verify");
  await expect(
    checklist.getByText("Enter the insurer's name as it appears on the certificate"),
  ).toBeVisible();
  await checklist.getByLabel("Insurer").fill("Aviva Insurance Ltd");
  await checklist.getByLabel("Policy number").fill("GIT-55120");
  await screenshot(page, "vetting-document-inline-1440");
  await checklist.getByRole("button", { name: "Verify" }).click();
  await confirmDecision(page, "Yes, verify");
  await expect(git.getByText("Verified", { exact: true })).toBeVisible();
  await expect(git.getByText("Insurer Aviva Insurance Ltd")).toBeVisible();

  // the Public Liability image, below the £1,000,000 minimum: refused with the reason, nothing changes
  const pl = page.getByRole("article", { name: `Public Liability insurance from ${name}` });
  await expect(pl.getByText("(below the £1,000,000 minimum)")).toBeVisible();
  await openDocument(pl);
  const image = pl.getByRole("img", { name: /Public Liability insurance from Vetted Vans Ltd/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const plList = pl.getByRole("form", { name: /^Checklist:/ });
  await plList.getByLabel("Insurer").fill("Hiscox");
  await plList.getByLabel("Policy number").fill("PL-300");
  await plList.getByRole("button", { name: "Verify" }).click();
  await confirmDecision(page, "Yes, verify");
  await expect(
    plList.getByText(
      "Public Liability insurance cover of £500,000 is below our minimum of £1,000,000: this certificate cannot be verified. Reject it and ask the company for a policy with enough cover.",
    ),
  ).toBeVisible();
  await expect(pl.getByText("Waiting for checks", { exact: true })).toBeVisible();
  expect(await axe(page, { exclude: ["iframe"] })).toEqual([]);
  await screenshot(page, "vetting-company-1440");
  await page.setViewportSize(PHONE);
  await screenshot(page, "vetting-company-375");
  expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});

test("admins: the list, and no suspend button for yourself", async ({ signedIn, axe }) => {
  const { page } = await signedIn("admin", DESKTOP);
  await page.goto("/admin/admins");
  await expect(page.getByRole("heading", { name: "Admins", level: 1 })).toBeVisible();
  const me = page.getByRole("article", { name: "Amara Okafor, admin" });
  await expect(me.getByRole("heading", { name: "Amara Okafor (you)" })).toBeVisible();
  await expect(me.getByRole("button", { name: /Suspend/ })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  await screenshot(page, "admins-1440");
  await page.setViewportSize(PHONE);
  await screenshot(page, "admins-375");
});
