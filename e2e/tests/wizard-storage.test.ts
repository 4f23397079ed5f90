// The Storage Unit flow (docs/product/routes.md §2): 4 steps anonymous, 3 signed in; an area code is enough (docs/product/decisions.md D13).
import assert from "node:assert/strict";
import { test } from "node:test";
import { LEAD_TOASTS } from "@rm/domain";
import { DESKTOP, loginAs, newPage, PHONE, screenshot } from "../lib/browser.ts";
import { atStep, axeClean, details, inDays, next, openWizard, seeToast, send } from "./wizard-steps.ts";

const STORAGE = `?typeOfMove=${encodeURIComponent("Storage Unit")}`;

test("storage, anonymous: four steps with the storage defaults", async () => {
  const { page, context } = await newPage(PHONE);
  await openWizard(page, STORAGE);
  assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Storage Unit Quote");
  await atStep(page, 1, 4, "Type of move");
  assert.equal(await page.getByRole("button", { name: "Storage Unit" }).getAttribute("aria-pressed"), "true");
  await next(page);
  await atStep(page, 2, 4, "Moving From");
  assert.equal(await page.getByLabel("Property", { exact: true }).isChecked(), true, "fromStoragePurpose");
  assert.equal(await page.getByLabel("Storage size").inputValue(), "0-50", "fromStorageSize");
  await page.getByRole("combobox", { name: "Postcode or area code" }).fill("sw");
  // "sw" lists SW postcodes: leaving the field closes the suggestions, which would cover the tile below
  await page.getByRole("combobox", { name: "Postcode or area code" }).blur();
  await page.getByLabel("Personal", { exact: true }).check();
  await axeClean(page, "storage step 2");
  await next(page);
  await atStep(page, 3, 4, "Additional Services");
  assert.equal(await page.getByLabel("How long do you need storage?").inputValue(), "Unsure");
  await page.getByLabel("Packing materials").check();
  await page.getByLabel("Starting date").fill(inDays(5));
  await page.getByLabel("How long do you need storage?").selectOption("3 - 6 Months");
  await axeClean(page, "storage step 3");
  await next(page);
  await atStep(page, 4, 4, "Personal Details");
  await details(page, {
    first: "Stella",
    last: "Storage",
    email: `wizard-storage-${Date.now()}@example.org`,
  });
  await send(page, "Skip and see your results");
  await seeToast(page, LEAD_TOASTS.leadSent);
  await page.keyboard.press("Escape");
  await page
    .getByRole("article")
    .filter({ hasText: "Storage Unit" })
    .getByText("SW area", { exact: true })
    .waitFor();
  await screenshot(page, "wizard-requests-375");
  await context.close();
});

test("storage, signed in: three steps, 'Send Lead' on the services step", async () => {
  const { page, context } = await newPage(DESKTOP);
  await loginAs(page, "client@example.com");
  await openWizard(page, `${STORAGE}&step=2`);
  await atStep(page, 2, 3, "Moving From");
  await page.getByRole("combobox", { name: "Postcode or area code" }).fill("E1 6AN");
  await next(page);
  await atStep(page, 3, 3, "Additional Services");
  await page.getByLabel("Starting date").fill(inDays(8));
  await send(page, "Send Lead");
  await seeToast(page, LEAD_TOASTS.leadSent);
  await context.close();
});
