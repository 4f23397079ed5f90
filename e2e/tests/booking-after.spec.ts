// Issue #17 at 375 px, after booking: the mover declines and the customer books another quote; the customer
// cancels with a reason (the confirm step shows the cancellation terms), the mover gets the mail and the admin's
// bookings list shows who cancelled and why; the mover
// proposes a new date, the customer accepts it and the page shows the new date. (Book, the mover confirms and
// the calendar file: request-life.spec.ts.)
import { BOOKING_MESSAGES } from "@rm/domain/booking";
import { addDaysIso, formatMoveDate } from "@rm/domain/lead/dates";
import { QUOTE_DEFAULTS } from "@rm/domain/quote";
import { DEMO_COMPANIES } from "../../apps/api/src/seed/demo-accounts.ts";
import { BASE, loginAs, PHONE, screenshot, sessionCookie } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";
import { inDays } from "../lib/dates.ts";
import { waitForMail } from "../lib/mail.ts";
import { postBooking, postQuote, sendHouseMove } from "../lib/quote-loop.ts";

const stamp = Date.now();
const demoMovers = (matched: string[]) =>
  DEMO_COMPANIES.filter((c) => matched.includes(c.name)).map((c) => ({ name: c.name, email: c.email }));

/** a customer's move quoted by `quoters` demo movers and booked with the first; the mover confirms if asked */
async function bookedMove(tag: string, daysAhead: number, quoters = 1, confirm = false) {
  const customer = { email: `after-${tag}-${stamp}@example.org`, password: "a-good-password" };
  const moveDate = inDays(daysAhead);
  const { leadId, matched } = await sendHouseMove(customer, moveDate);
  const movers = demoMovers(matched).slice(0, quoters);
  expect(movers.length, `${quoters} demo movers among ${matched.join(", ")}`).toBe(quoters);
  const quoteIds: string[] = [];
  for (const [i, m] of movers.entries())
    quoteIds.push(
      await postQuote(m.email, leadId, {
        price: String(800 + i * 60),
        priceKind: "fixed",
        availableDates: [moveDate],
      }),
    );
  await postBooking(customer, quoteIds[0]!);
  if (confirm) {
    const res = await fetch(`${BASE}/api/company/bookings/${leadId}/confirm`, {
      method: "POST",
      headers: { cookie: await sessionCookie(movers[0]!.email) },
    });
    expect(res.status).toBe(200);
  }
  return { customer, leadId, movers, moveDate };
}

test("the mover declines the booking on a phone: the customer is told and books another quote", async ({
  newPage,
}) => {
  const { customer, leadId, movers } = await bookedMove("decline", 33, 2);
  const [first, second] = movers as [{ name: string; email: string }, { name: string; email: string }];

  const mover = await newPage(PHONE);
  await loginAs(mover.page, first.email);
  await mover.page.goto(`/account/dashboard/leads/${leadId}`);
  await mover.page.getByRole("button", { name: "Decline booking" }).click();
  await mover.page.getByRole("button", { name: "Yes, decline it" }).click();
  await expect(mover.page.locator(".badge", { hasText: "Declined by the mover" }).first()).toBeVisible();
  await mover.context.close();

  await waitForMail(customer.email, new RegExp(`^${first.name} could not take your booking$`));
  const { page, context, consoleErrors } = await newPage(PHONE);
  await loginAs(page, customer.email, customer.password);
  await page.goto(`/client/removal-requests/${leadId}`);
  await expect(page.getByText(BOOKING_MESSAGES.declinedForCustomer)).toBeVisible();
  await screenshot(page, "booking-declined-customer-375");
  // the other quote is open again: book it
  await page
    .getByRole("button", { name: `Book with this mover: ${second.name}` })
    .first()
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { name: `Your booking with ${second.name}` })).toBeVisible();
  await expect(page.getByText("Awaiting the mover's confirmation").first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("the customer cancels the booking with a reason on a phone: the terms are shown, the mover gets the mail", async ({
  newPage,
  signedIn,
  axe,
}) => {
  const { customer, leadId, movers, moveDate } = await bookedMove("cancel", 36, 1, true);
  const { page, context, consoleErrors } = await newPage(PHONE);
  await loginAs(page, customer.email, customer.password);
  await page.goto(`/client/removal-requests/${leadId}`);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByText(BOOKING_MESSAGES.cancelTermsNotice(QUOTE_DEFAULTS.cancellationTerms)),
  ).toBeVisible();
  // no reason: a clear message, nothing cancelled
  await dialog.getByRole("button", { name: "Yes, cancel the booking" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(/Choose why you are cancelling the booking/);
  await dialog.getByLabel("I found another mover").check();
  await dialog.getByLabel(/A note for the mover/).fill("A friend with a van offered to help.");
  await screenshot(page, "booking-cancel-confirm-375");
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Yes, cancel the booking" }).click();
  await expect(page.locator(".toast", { hasText: BOOKING_MESSAGES.cancelledByYou })).toBeVisible();
  await expect(page.getByText(/Cancelled by you on .*Reason: I found another mover\./)).toBeVisible();
  await expect(page.getByText(BOOKING_MESSAGES.cancelledForCustomer)).toBeVisible();
  await screenshot(page, "booking-cancelled-customer-375");

  const mail = await waitForMail(
    movers[0]!.email,
    new RegExp(`^Booking cancelled: House/Flat Removals, ${formatMoveDate(moveDate)}$`),
  );
  expect(mail.text).toMatch(/Their reason: I found another mover\./);
  expect(mail.text).toContain("Their note: A friend with a van offered to help.");
  expect(mail.text).toContain(QUOTE_DEFAULTS.cancellationTerms);
  expect(consoleErrors).toEqual([]);
  await context.close();

  // the admin's bookings list keeps the cancelled booking: who cancelled, why, and the note
  const admin = await signedIn("admin", PHONE);
  await admin.page.goto(`/admin/bookings?q=${encodeURIComponent(customer.email)}`);
  const row = admin.page.getByRole("row").filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Cancelled");
  await expect(row).toContainText("By the customer: I found another mover");
  await expect(row).toContainText("A friend with a van offered to help.");
  expect(admin.consoleErrors).toEqual([]);
});

test("the mover proposes a new date on a phone; the customer accepts; both pages show the new date", async ({
  newPage,
}) => {
  const { customer, leadId, movers, moveDate } = await bookedMove("date", 39, 1, true);
  const newDate = addDaysIso(moveDate, 4);
  const mover = await newPage(PHONE);
  await loginAs(mover.page, movers[0]!.email);
  await mover.page.goto(`/account/dashboard/leads/${leadId}`);
  await mover.page.getByRole("button", { name: "Change the date" }).click();
  await expect(mover.page.getByLabel("New date", { exact: true })).toBeFocused();
  await mover.page.getByLabel("New date", { exact: true }).fill(newDate);
  await mover.page.getByLabel(/A note for the other side/).fill("Our big van is in for repair that week.");
  await screenshot(mover.page, "booking-date-propose-375");
  await mover.page.getByRole("button", { name: "Propose this date" }).click();
  await expect(
    mover.page.getByText(BOOKING_MESSAGES.proposalMine(formatMoveDate(newDate), "The customer")),
  ).toBeVisible();
  // one at a time: no second "Change the date" while it waits
  await expect(mover.page.getByRole("button", { name: "Change the date" })).toHaveCount(0);

  await waitForMail(customer.email, /^New date proposed for your House\/Flat Removals move$/);
  const { page, context, consoleErrors } = await newPage(PHONE);
  await loginAs(page, customer.email, customer.password);
  await page.goto(`/client/removal-requests/${leadId}`);
  await expect(
    page.getByText(BOOKING_MESSAGES.proposalFromOther(movers[0]!.name, formatMoveDate(newDate))),
  ).toBeVisible();
  await screenshot(page, "booking-date-answer-375");
  await page.getByRole("button", { name: "Accept the new date" }).click();
  await expect(page.locator(".toast", { hasText: BOOKING_MESSAGES.accepted })).toBeVisible();
  await expect(page.getByText(`Move date: ${formatMoveDate(newDate)}`)).toBeVisible();
  await expect(
    page.getByText(BOOKING_MESSAGES.datesBooked(formatMoveDate(moveDate)), { exact: false }),
  ).toBeVisible();
  await screenshot(page, "booking-date-accepted-375");
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, "booking-date-accepted-1440");

  await mover.page.reload();
  await expect(mover.page.getByText(`Move date: ${formatMoveDate(newDate)}`)).toBeVisible();
  const told = await waitForMail(
    movers[0]!.email,
    new RegExp(`^New date agreed: House/Flat Removals, ${formatMoveDate(newDate)}$`),
  );
  expect(told.attachments.map((a) => a.filename)).toEqual(["move.ics"]);
  expect(consoleErrors).toEqual([]);
  expect(mover.consoleErrors).toEqual([]);
  await context.close();
  await mover.context.close();
});
