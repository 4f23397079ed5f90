// The Storage Unit flow (docs/product/routes.md §2): 4 steps anonymous, 3 signed in; an area code is enough (docs/product/decisions.md D13).
import { LEAD_TOASTS } from "@rm/domain";
import { DESKTOP, loginAs, PHONE, screenshot } from "../lib/browser.ts";
import { atStep, axeClean, details, inDays, next, openWizard, seeToast, send } from "./wizard-steps.ts";
import { expect, test } from "../lib/fixtures.ts";

const STORAGE = `?typeOfMove=${encodeURIComponent("Storage Unit")}`;

test("storage, anonymous: four steps with the storage defaults", async ({ newPage }) => {
  const { page, context } = await newPage(PHONE);
  await openWizard(page, STORAGE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Storage Unit Quote");
  await atStep(page, 1, 4, "Type of move");
  await expect(page.getByRole("button", { name: "Storage Unit" })).toHaveAttribute("aria-pressed", "true");
  await next(page);
  await atStep(page, 2, 4, "Moving From");
  await expect(page.getByLabel("Property", { exact: true }), "fromStoragePurpose").toBeChecked();
  await expect(page.getByLabel("Storage size"), "fromStorageSize").toHaveValue("0-50");
  await page.getByRole("combobox", { name: "Postcode or area code" }).fill("sw");
  // "sw" lists SW postcodes: leaving the field closes the suggestions, which would cover the tile below
  await page.getByRole("combobox", { name: "Postcode or area code" }).blur();
  await page.getByLabel("Personal", { exact: true }).check();
  await axeClean(page, "storage step 2");
  await next(page);
  await atStep(page, 3, 4, "Additional Services");
  await expect(page.getByLabel("How long do you need storage?")).toHaveValue("Unsure");
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
  await expect(
    page.getByRole("article").filter({ hasText: "Storage Unit" }).getByText("SW area", { exact: true }),
  ).toBeVisible();
  await screenshot(page, "wizard-requests-375");
  await context.close();
});

test("storage, signed in: three steps, 'Send Lead' on the services step", async ({ newPage }) => {
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

test("issue 28: 'sw' then Continue goes on with SW as typed; the suggestions never lie over Continue", async ({
  newPage,
}) => {
  const { page, consoleErrors } = await newPage(PHONE);
  await openWizard(page, `${STORAGE}&step=2`);
  await atStep(page, 2, 4, "Moving From");
  const code = page.getByRole("combobox", { name: "Postcode or area code" });
  await code.pressSequentially(" sw");
  await expect(code, "upper-cased and trimmed as typed").toHaveValue("SW");
  const list = page.getByRole("listbox", { name: "Postcode or area code suggestions" });
  await expect(list).toBeVisible();
  const continueButton = page.getByRole("button", { name: "Continue", exact: true });
  const [a, b] = [await list.boundingBox(), await continueButton.boundingBox()];
  const overlaps =
    a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlaps, "the list and Continue do not overlap").toBe(false);
  await screenshot(page, "wizard-storage-suggestions-375");
  await continueButton.click();
  await atStep(page, 3, 4, "Additional Services");
  await page.getByRole("button", { name: "Back" }).click();
  await atStep(page, 2, 4, "Moving From");
  await expect(code).toHaveValue("SW");
  // ?place= prefills only a postcode or a code: "hello" prefills nothing
  await openWizard(page, `${STORAGE}&place=hello&step=2`);
  await expect(page.getByRole("combobox", { name: "Postcode or area code" })).toHaveValue("");
  expect(consoleErrors).toEqual([]);
});
