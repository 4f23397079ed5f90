// Issue #17 "Duplicates" at 375 px: a customer who sends the same move again (same districts, a date three
// days later) is not sent to the movers twice: the wizard's result offers to update the open request, and
// the link opens its change page. Issue 28: a move already booked says so on Moving Date, before anything is
// sent, and the result (if sent anyway) sends the customer to the booking.
import { DUPLICATE_MESSAGES } from "@rm/domain/duplicate-request";
import { addDaysIso } from "@rm/domain/lead/dates";
import { DESKTOP, loginAs, PHONE, screenshot } from "../lib/browser.ts";
import { MOVERS } from "../lib/demo-movers.ts";
import { postBooking, postQuote, SHARD_ADDRESS, sendHouseMove } from "../lib/quote-loop.ts";
import { atStep, movingFrom, next, openWizard, seeToast } from "./wizard-steps.ts";
import { expect, test } from "../lib/fixtures.ts";
import { inDays } from "../lib/dates.ts";

test("the same move sent again is offered as an update of the open request", async ({ newPage }) => {
  const customer = { email: `dupes-${Date.now()}@example.org`, password: "a-good-password-17" };
  const date = inDays(40);
  const first = await sendHouseMove(customer, date);

  const { page, consoleErrors } = await newPage(PHONE);
  await loginAs(page, customer.email, customer.password);
  await openWizard(page, `?typeOfMove=${encodeURIComponent("House/Flat Removals")}&step=2`);
  await atStep(page, 2, 5, "Moving From");
  await movingFrom(page, "SE1 9SG", SHARD_ADDRESS);
  await next(page);
  await atStep(page, 3, 5, "Moving To");
  await page.getByRole("combobox", { name: "Postcode (optional)" }).fill("E1 6AN");
  await page
    .getByLabel("Address (optional)", { exact: true })
    .selectOption({ label: "Flat 2, Spital House, 14 Middlesex Street, London, E1 6AN" });
  await next(page);
  await atStep(page, 4, 5, "Additional Services");
  await next(page);
  await atStep(page, 5, 5, "Moving Date");
  await page.getByLabel("Moving date", { exact: true }).fill(addDaysIso(date, 3));
  await Promise.all([
    page.waitForURL(/\/client\/removal-requests\?showModal=true&duplicate=true&lead=/),
    page.getByRole("button", { name: "Send Lead", exact: true }).click(),
  ]);
  expect(new URL(page.url()).searchParams.get("lead")).toBe(first.leadId);
  await seeToast(page, DUPLICATE_MESSAGES.title);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: DUPLICATE_MESSAGES.title })).toBeVisible();
  await expect(dialog).not.toContainText("sent to nearby companies");
  // one request in the list: nothing new was stored
  await expect(page.locator("article.request")).toHaveCount(1);
  await screenshot(page, "request-duplicate-375");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "request-duplicate-1440");
  await page.setViewportSize(PHONE);

  await dialog.getByRole("link", { name: DUPLICATE_MESSAGES.update }).click();
  await page.waitForURL(`**/client/removal-requests/${first.leadId}/change`);
  await expect(page.getByRole("heading", { level: 1, name: "Change your request" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("issue 28: a move already booked is said before sending, and not sent to movers again", async ({
  newPage,
}) => {
  const customer = { email: `booked-again-${Date.now()}@example.org`, password: "a-good-password-28" };
  const date = inDays(45);
  const first = await sendHouseMove(customer, date);
  const mover = MOVERS[first.matched[0]!]!;
  await postBooking(
    customer,
    await postQuote(mover, first.leadId, { price: "900", priceKind: "fixed", availableDates: [date] }),
  );

  const { page, consoleErrors } = await newPage(PHONE);
  await loginAs(page, customer.email, customer.password);
  await openWizard(page, `?typeOfMove=${encodeURIComponent("House/Flat Removals")}&step=2`);
  await atStep(page, 2, 5, "Moving From");
  await movingFrom(page, "SE1 9SG", SHARD_ADDRESS);
  await next(page);
  await atStep(page, 3, 5, "Moving To");
  await page.getByRole("combobox", { name: "Postcode (optional)" }).fill("E1 6AN");
  await next(page);
  await atStep(page, 4, 5, "Additional Services");
  await next(page);
  await atStep(page, 5, 5, "Moving Date");
  // two days after the booked day: said at once, with the way to the booking
  await page.getByLabel("Moving date", { exact: true }).fill(addDaysIso(date, 2));
  const notice = page.getByRole("status").filter({ hasText: DUPLICATE_MESSAGES.booked.title });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: DUPLICATE_MESSAGES.booked.view })).toHaveAttribute(
    "href",
    `/client/removal-requests/${first.leadId}`,
  );
  await screenshot(page, "request-booked-notice-375");
  // sent anyway: the booking is answered, nothing new stored
  await Promise.all([
    page.waitForURL(/\/client\/removal-requests\?showModal=true&duplicate=true&lead=/),
    page.getByRole("button", { name: "Send Lead", exact: true }).click(),
  ]);
  expect(new URL(page.url()).searchParams.get("lead")).toBe(first.leadId);
  await seeToast(page, DUPLICATE_MESSAGES.booked.title);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: DUPLICATE_MESSAGES.booked.title })).toBeVisible();
  await expect(page.locator("article.request")).toHaveCount(1);
  await screenshot(page, "request-booked-modal-375");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "request-booked-modal-1440");
  await page.setViewportSize(PHONE);
  await dialog.getByRole("link", { name: DUPLICATE_MESSAGES.booked.view }).click();
  await page.waitForURL(`**/client/removal-requests/${first.leadId}`);
  expect(consoleErrors).toEqual([]);
});
