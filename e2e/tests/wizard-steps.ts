// Shared steps of the wizard e2e specs (e2e/tests/wizard-*.spec.ts): open, move between steps, fill.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { AXE_TAGS } from "../lib/fixtures.ts";

export { inDays } from "../lib/dates.ts";

/** Opens the wizard and waits until it is interactive (hydrated, draft restored). */
export async function openWizard(page: Page, query = "") {
  await page.goto(`/free-quotes/wizard${query}`);
  await expect(page.locator("form.wizard[data-ready]")).toBeVisible();
}

/** Waits for "Step n of total" and the step's heading. */
export async function atStep(page: Page, n: number, total: number, title: string) {
  await expect(page.getByText(`Step ${n} of ${total}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
  const bar = page.getByRole("progressbar");
  await expect(bar).toHaveAttribute("aria-valuenow", String(n));
  await expect(bar).toHaveAttribute("aria-valuemax", String(total));
}

export const next = (page: Page) => page.getByRole("button", { name: "Continue", exact: true }).click();

/** An error message next to a field (not a toast). */
export async function seeError(page: Page, message: string) {
  await expect(page.locator(".field-error", { hasText: message }).first()).toBeVisible();
}

export async function seeToast(page: Page, message: string) {
  await expect(page.locator(".toasts-top-right .toast", { hasText: message }).first()).toBeVisible();
}

/** Postcode via the suggestions, then an address from the list. */
export async function movingFrom(
  page: Page,
  postcode = "SW1A 2AA",
  address = "10 Downing Street, London, SW1A 2AA",
) {
  await page.getByRole("combobox", { name: "Postcode" }).fill(postcode);
  await page.getByLabel("Address", { exact: true }).selectOption({ label: address });
}

export async function details(
  page: Page,
  who: { first: string; last: string; email: string; phone?: string; password?: string },
) {
  await page.getByLabel("First name").fill(who.first);
  await page.getByLabel("Last name").fill(who.last);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Phone number").fill(who.phone ?? "07700 900777");
  if (who.password) {
    await page.getByLabel("Password", { exact: true }).fill(who.password);
    await page.getByLabel("Confirm password").fill(who.password);
  }
}

/** Sends the lead with the final button and waits for the results modal. */
export async function send(page: Page, button: string) {
  await Promise.all([
    page.waitForURL(/\/client\/removal-requests\?showModal=true&lead=[0-9a-f-]{36}/),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
  await expect(page.getByRole("dialog")).toBeVisible();
}

export async function axeClean(page: Page, where: string) {
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const found = axe.violations.map((v) => `${v.id} x${v.nodes.length}: ${v.nodes[0]?.target.join(" ")}`);
  expect(found, `axe on ${where}`).toEqual([]);
}
