// Issue #17 "Getting back in", at 375 px: a customer who never set a password opens the "new quote" email on
// another phone — its fresh sign-in link opens that request's quotes there — and sets a password from the
// account page, then logs in with it.
import { ACCOUNT_MESSAGES } from "@rm/domain/account-security";
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { DEMO_COMPANIES } from "../../apps/api/src/seed/demo-accounts.ts";
import { loginAs, PHONE, screenshot } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";
import { postQuote, sendHouseMove } from "../lib/quote-loop.ts";
import { expect, test } from "../lib/fixtures.ts";
import { inDays } from "../lib/dates.ts";

test("the new-quote email's sign-in link works on another phone; the customer then sets a password", async ({
  newPage,
}) => {
  // a guest's request: no password
  const customer = { email: `back-in-${Date.now()}@example.org`, password: "" };
  const moveDate = inDays(30);
  const { leadId, matched } = await sendHouseMove(customer, moveDate);
  const mover = DEMO_COMPANIES.find((c) => matched.includes(c.name))!;
  await postQuote(mover.email, leadId, { price: "760", priceKind: "fixed", availableDates: [moveDate] });

  const mail = await waitForMail(customer.email, new RegExp(`^New quote from ${mover.name}`));
  const link = /(https?:\/\/\S+\/account\/signin\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeDefined();

  // another phone, never signed in: the link opens this request's quotes
  const { page, context, consoleErrors } = await newPage(PHONE);
  await page.goto(link!);
  await page.getByRole("button", { name: "Sign in and see my requests" }).click();
  await page.waitForURL((u) => u.pathname === `/client/removal-requests/${leadId}`);
  await expect(page.getByRole("heading", { name: mover.name })).toBeVisible();
  await screenshot(page, "back-in-quotes-375");

  // the account page offers a first password (no current one to give)
  await page.goto("/account/security");
  await expect(page.getByText(ACCOUNT_MESSAGES.setPasswordIntro)).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveCount(0);
  await page.getByLabel("New password", { exact: true }).fill("a-first-password");
  await page.getByLabel("Confirm new password").fill("a-different-one");
  await page.getByRole("button", { name: "Set my password" }).click();
  await expect(page.getByText("Passwords must match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("a-first-password");
  await page.getByRole("button", { name: "Set my password" }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.passwordSet)).toBeVisible();
  await expect(page.getByLabel("Current password"), "now a change needs it").toBeVisible();
  await screenshot(page, "back-in-password-set-375");
  await waitForMail(customer.email, /^Your password was changed$/);
  expect(consoleErrors).toEqual([]);
  await context.close();

  // the link was single use: the first phone's way in now is the password
  const again = await newPage(PHONE);
  await again.page.goto(link!);
  await again.page.getByRole("button", { name: "Sign in and see my requests" }).click();
  await expect(again.page.getByText(INTAKE_MESSAGES.signinInvalid)).toBeVisible();
  await loginAs(again.page, customer.email, "a-first-password");
  await again.page.goto(`/client/removal-requests/${leadId}`);
  await expect(again.page.getByRole("heading", { name: mover.name })).toBeVisible();
  await again.context.close();
});
