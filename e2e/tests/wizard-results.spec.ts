// Issue 28: what the wizard and its results say is what happened. A start no vetted mover covers says so on
// Moving From, before the last step, and the results then say the request is saved — never "sent". A request
// held for its email's confirmation (here: typed with an existing account's email) tells one story on one
// screen: the toast, the results and the request's card all say it waits for the email, and why.
// HA4 7AA (Ruislip, Hillingdon) is a real London postcode no demo mover's radius or boroughs reach for Man and
// Van moves, nor any company another spec registers.
import { HELD_MESSAGES, INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { LIFECYCLE_MESSAGES } from "@rm/domain/request-lifecycle";
import { ADDRESS_STEP_TEXT as T } from "@rm/domain/postcode-service";
import { DESKTOP, PHONE, screenshot } from "../lib/browser.ts";
import { atStep, details, inDays, movingFrom, next, openWizard, seeToast } from "./wizard-steps.ts";
import { expect, test } from "../lib/fixtures.ts";

const MAN_AND_VAN = `?typeOfMove=${encodeURIComponent("Man and Van")}`;

/** Man and Van from Moving From on, to the last step (anonymous: six steps) */
async function toDetails(page: import("@playwright/test").Page, from: () => Promise<void>) {
  await openWizard(page, `${MAN_AND_VAN}&step=2`);
  await atStep(page, 2, 6, "Moving From");
  await from();
  await next(page);
  await atStep(page, 3, 6, "Moving To");
  await next(page);
  await atStep(page, 4, 6, "Additional Services");
  await next(page);
  await atStep(page, 5, 6, "Moving Date");
  await page.getByLabel("Moving date", { exact: true }).fill(inDays(30));
  await next(page);
  await atStep(page, 6, 6, "Personal Details");
}

test("a start no vetted mover covers says so on Moving From; the results say 'saved', never 'sent'", async ({
  newPage,
}) => {
  const { page, consoleErrors } = await newPage(PHONE);
  const uncovered = INTAKE_MESSAGES.noMoverCovers("HA4");
  await toDetails(page, async () => {
    await page.getByRole("combobox", { name: "Postcode" }).fill("HA4 7AA");
    await expect(page.getByText(T.noneKnown("HA4 7AA"), { exact: true })).toBeVisible();
    await page.getByRole("textbox", { name: "Address", exact: true }).fill("14 Bury Street, Ruislip");
    await expect(page.getByRole("status").filter({ hasText: uncovered })).toBeVisible();
    await screenshot(page, "wizard-uncovered-375");
  });
  await details(page, { first: "Rui", last: "Slip", email: `ruislip-${Date.now()}@example.org` });
  await Promise.all([
    page.waitForURL(/\/client\/removal-requests\?showModal=true&lead=/),
    page.getByRole("button", { name: "Skip and see your results", exact: true }).click(),
  ]);
  await seeToast(page, LIFECYCLE_MESSAGES.keptNoMatch);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: INTAKE_MESSAGES.savedTitle })).toBeVisible();
  await expect(dialog).toContainText(INTAKE_MESSAGES.noMatchesYet);
  await expect(page.getByText(/has been sent|sent to nearby companies/)).toHaveCount(0);
  await screenshot(page, "wizard-saved-modal-375");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "wizard-saved-modal-1440");
  expect(consoleErrors).toEqual([]);
});

test("held: typed with an existing account's email, the toast, the results and the card say it waits for the email", async ({
  newPage,
}) => {
  const { page, consoleErrors } = await newPage(PHONE);
  await toDetails(page, () => movingFrom(page));
  await details(page, {
    first: "Mallory",
    last: "Stranger",
    email: "client@example.com",
    phone: "07700 900991",
  });
  await Promise.all([
    page.waitForURL(/\/client\/removal-requests\?showModal=true&held=true&lead=/),
    page.getByRole("button", { name: "Skip and see your results", exact: true }).click(),
  ]);
  await seeToast(page, HELD_MESSAGES.toast);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: HELD_MESSAGES.title })).toBeVisible();
  await expect(dialog).toContainText(HELD_MESSAGES.why);
  await expect(dialog).not.toContainText("No vetted mover covers");
  await expect(page.getByText(/has been sent|sent to nearby companies/)).toHaveCount(0);
  await screenshot(page, "wizard-held-modal-375");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "wizard-held-modal-1440");
  await page.setViewportSize(PHONE);
  await page.keyboard.press("Escape");
  const card = page.getByRole("article").filter({ hasText: "Man and Van" });
  await expect(card.getByText(HELD_MESSAGES.status, { exact: true })).toBeVisible();
  await expect(card.getByText(HELD_MESSAGES.card)).toBeVisible();
  await expect(card.getByRole("definition").filter({ hasText: /^0$/ }).first()).toBeVisible();
  // the long status wraps inside the card: the page stays 375 px wide
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, "wizard-held-card-375");
  expect(consoleErrors).toEqual([]);
});
